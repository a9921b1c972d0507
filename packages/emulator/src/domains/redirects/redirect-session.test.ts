import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../engine/emulator';
import { defaultSeed } from '../../seed';
import { authBody, call, CLIENT_ID, loginSession } from '../../../test/helpers';
import { getRedirectSession } from './state';

const PATH = '/_api/redirects-api/v1/redirect-session';
type Em = ReturnType<typeof createEmulator>;
const create = (e: Em, body: unknown) => call(e, 'POST', PATH, { body });
const open = (e: Em, fullUrl: string, headers?: Record<string, string>) => {
  const u = new URL(fullUrl);
  return call(e, 'GET', u.pathname + u.search, { headers });
};

describe('POST /_api/redirects-api/v1/redirect-session', () => {
  it('ecomCheckout: a hosted checkout URL with checkoutId and session; callbacks stored for the page', async () => {
    const e = createEmulator({ baseUrl: 'http://localhost:4010' });
    const callbacks = { postFlowUrl: 'https://shop.example/', thankYouPageUrl: 'https://shop.example/thanks', cartPageUrl: 'https://shop.example/cart' };
    const res = await create(e, { ecomCheckout: { checkoutId: 'chk-1' }, callbacks });
    const s = res.json.redirectSession;
    expect(s).toEqual({
      id: expect.any(String),
      fullUrl: `http://localhost:4010/_emulator/checkout?checkoutId=chk-1&session=${s.id as string}`,
      urlDetails: { endpoint: 'http://localhost:4010/_emulator/checkout', searchParams: { checkoutId: 'chk-1', session: s.id } },
    });
    expect(getRedirectSession(e.engine, s.id as string)).toMatchObject({ kind: 'ecomCheckout', callbacks, options: { ecomCheckout: { checkoutId: 'chk-1' } } });
  });

  it('auth: the hosted authorize page; sessionToken is echoed', async () => {
    const e = createEmulator();
    const s = (await create(e, authBody({ sessionToken: 'sk_st_x' }))).json.redirectSession;
    expect(s.fullUrl).toBe(`https://www.wixapis.com/_emulator/oauth/authorize?session=${s.id as string}`);
    expect(s.urlDetails.endpoint).toBe('https://www.wixapis.com/_emulator/oauth/authorize');
    expect(s.sessionToken).toBe('sk_st_x');
  });

  it('logout and the other flows get hosted logout / placeholder pages', async () => {
    const e = createEmulator();
    expect((await create(e, { logout: { clientId: CLIENT_ID }, callbacks: { postFlowUrl: 'https://shop.example/' } })).json.redirectSession.fullUrl).toMatch(/\/_emulator\/logout\?session=/);
    for (const option of ['bookingsCheckout', 'eventsCheckout', 'paidPlansCheckout', 'login', 'storesProduct', 'bookingsBook']) {
      const s = (await create(e, { [option]: { anything: 1 } })).json.redirectSession;
      expect(s.fullUrl).toContain(`/_emulator/placeholder?kind=${option}&session=`);
      const page = await open(e, s.fullUrl as string);
      expect(page.status).toBe(200);
      expect(page.text).toContain(option);
    }
  });

  it("takes the nulls the platform SDK's types allow (origin, authRequest, callbacks, preferences), read as absent", async () => {
    const e = createEmulator();
    const body = authBody({ scope: null, responseMode: null, codeChallengeMethod: null, sessionToken: null, nonce: null, prompt: null });
    const res = await create(e, { ...body, origin: null, callbacks: { postFlowUrl: null, loginUrl: null }, preferences: { maintainIdentity: null, checkIfPublish: null } });
    expect(res.status, res.text).toBe(200);
    const s = res.json.redirectSession;
    expect(s.sessionToken).toBeUndefined();
    const stored = getRedirectSession(e.engine, s.id as string);
    expect(stored?.callbacks).toEqual({});
    expect(stored?.options).toMatchObject({ auth: { authRequest: { responseMode: 'fragment', codeChallengeMethod: 'S256' } } });
    expect(stored?.options).not.toHaveProperty('origin');
    // web_message with a null redirect URI is the direct login that omits it
    const direct = await create(e, authBody({ responseMode: 'web_message', redirectUri: null }));
    expect(direct.status, direct.text).toBe(200);
    // and outside web_message a null redirect URI is as missing as an absent one
    const missing = await create(e, authBody({ redirectUri: null }));
    expect(missing.json.details.validationError.fieldViolations[0]).toMatchObject({ field: 'auth.authRequest.redirectUri', violatedRule: 'REQUIRED_FIELD' });
    expect((await create(e, { login: {}, origin: null })).status).toBe(200);
  });

  it('requires exactly one flow option', async () => {
    const e = createEmulator();
    const none = await create(e, { callbacks: {} });
    expect(none.status).toBe(400);
    expect(none.json.details.validationError.fieldViolations[0].violatedRule).toBe('REQUIRED_FIELD');
    const two = await create(e, { ecomCheckout: { checkoutId: 'c' }, login: {} });
    expect(two.json.details.validationError.fieldViolations[0]).toMatchObject({ field: 'ecomCheckout, login', violatedRule: 'ONE_OF_ALIGNMENT' });
  });

  it('validates the options of the chosen flow', async () => {
    const e = createEmulator();
    const field = async (body: unknown) => (await create(e, body)).json.details.validationError.fieldViolations[0];
    expect(await field({ ecomCheckout: {} })).toMatchObject({ field: 'ecomCheckout.checkoutId', violatedRule: 'REQUIRED_FIELD' });
    expect(await field(authBody({ redirectUri: 'not a url' }))).toMatchObject({ field: 'auth.authRequest.redirectUri', violatedRule: 'FORMAT' });
    expect(await field(authBody({ responseMode: 'form_post' }))).toMatchObject({ field: 'auth.authRequest.responseMode', violatedRule: 'INVALID_ENUM_VALUE' });
    expect(await field(authBody({ codeChallengeMethod: 'plain' }))).toMatchObject({ field: 'auth.authRequest.codeChallengeMethod', violatedRule: 'INVALID_ENUM_VALUE' });
    expect(await field({ logout: {} })).toMatchObject({ field: 'logout.clientId', violatedRule: 'REQUIRED_FIELD' });
  });
});

describe('hosted authorize page (MSW-speed, engine only)', () => {
  it('prompt=login shows the login form with a create-account link', async () => {
    const e = createEmulator();
    const page = await open(e, (await create(e, authBody())).json.redirectSession.fullUrl as string);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain('name="password"');
    expect(page.text).toContain('/_emulator/oauth/register?session=');
  });

  it('prompt=none with a session token answers at once (fragment mode)', async () => {
    const e = createEmulator();
    const s = (await create(e, authBody({ sessionToken: await loginSession(e), responseMode: 'fragment' }, 'none'))).json.redirectSession;
    const res = await open(e, s.fullUrl as string);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '');
    expect(location.search).toBe('');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('code')).toMatch(/^sk_code_/);
    expect(fragment.get('state')).toBe('st-123');
  });

  it('prompt=none without a valid session answers error=login_required', async () => {
    const e = createEmulator();
    const s = (await create(e, authBody({ sessionToken: 'sk_st_bogus' }, 'none'))).json.redirectSession;
    const location = new URL((await open(e, s.fullUrl as string)).headers.get('location') ?? '');
    expect(Object.fromEntries(location.searchParams)).toEqual({ error: 'login_required', error_description: expect.any(String), state: 'st-123' });
  });

  it('web_message posts { code, state } to the parent at the redirect URI origin', async () => {
    const e = createEmulator();
    const s = (await create(e, authBody({ sessionToken: await loginSession(e), responseMode: 'web_message', redirectUri: 'http://localhost:3000/auth/cb' }, 'none'))).json.redirectSession;
    const page = await open(e, s.fullUrl as string);
    expect(page.status).toBe(200);
    const m = /var data=(\{.*?\});var target=("[^"]*")/.exec(page.text);
    expect(JSON.parse(m?.[1] ?? '{}')).toEqual({ code: expect.stringMatching(/^sk_code_/), state: 'st-123' });
    expect(JSON.parse(m?.[2] ?? '""')).toBe('http://localhost:3000');
    expect(page.text).toContain("if(w&&target){w.postMessage(data,target);}");
  });

  it('web_message without a redirect URI (a server-side direct login): the page holds { code, state } and posts nowhere', async () => {
    const e = createEmulator();
    const body = authBody({ sessionToken: await loginSession(e), responseMode: 'web_message' }, 'none');
    delete (body as any).auth.authRequest.redirectUri;
    const s = (await create(e, body)).json.redirectSession;
    const page = await open(e, s.fullUrl as string);
    const m = /var data=(\{.*?\});var target=(null)/.exec(page.text);
    expect(JSON.parse(m?.[1] ?? '{}')).toEqual({ code: expect.stringMatching(/^sk_code_/), state: 'st-123' });
  });

  it("web_message without a redirect URI in a browser frame (the platform SDK's direct login): posts { code, state } to the framing page's origin", async () => {
    const e = createEmulator();
    const body = authBody({ sessionToken: await loginSession(e), responseMode: 'web_message' }, 'none');
    delete (body as any).auth.authRequest.redirectUri;
    const s = (await create(e, body)).json.redirectSession;
    const page = await open(e, s.fullUrl as string, { referer: 'http://localhost:3000/account' });
    const m = /var data=(\{.*?\});var target=("[^"]*")/.exec(page.text);
    expect(JSON.parse(m?.[1] ?? '{}')).toEqual({ code: expect.stringMatching(/^sk_code_/), state: 'st-123' });
    expect(JSON.parse(m?.[2] ?? '""')).toBe('http://localhost:3000');
    for (const referer of ['javascript:alert(1)', 'https://evil.com/page']) {
      const hostile = await open(e, (await create(e, body)).json.redirectSession.fullUrl as string, { referer });
      expect(hostile.text, referer).toContain('var target=null');
    }
  });

  it('a redirect URI is required outside web_message mode', async () => {
    const body = authBody({ responseMode: 'query' });
    delete (body as any).auth.authRequest.redirectUri;
    expect((await create(createEmulator(), body)).status).toBe(400);
  });

  it('a redirect URI must be allowed for the client: registered origins only, else localhost and test domains', async () => {
    const e = createEmulator({ seed: { ...defaultSeed, oauthClients: { shop: { redirectUris: ['https://shop.example/callback'] } } } });
    const status = async (clientId: string, redirectUri: string) => (await create(e, authBody({ clientId, redirectUri }))).status;
    expect(await status('shop', 'https://shop.example/other-path')).toBe(200);
    expect(await status('shop', 'http://localhost:3000/cb')).toBe(400);
    expect(await status('other', 'http://localhost:3000/cb')).toBe(200);
    expect(await status('other', 'https://evil.com/cb')).toBe(400);
    const refused = await create(e, authBody({ clientId: 'shop', redirectUri: 'https://evil.com/cb' }));
    expect(refused.json).toMatchObject({ details: { applicationError: { code: 'INVALID_REDIRECT_URI' } } });
  });

  it('an unknown session is an HTML error page', async () => {
    const res = await call(createEmulator(), 'GET', '/_emulator/oauth/authorize?session=nope');
    expect(res.status).toBe(400);
    expect(res.text).toContain('not valid');
  });
});
