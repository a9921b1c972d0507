import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../engine/emulator';
import { defaultSeed } from '../../seed';
import { authBody, call, CLIENT_ID, emittedUrls, HOSTILE_URLS, isHttpOrPath, loginSession, visitorToken } from '../../../test/helpers';
import { getRedirectSession } from './state';
import { redirectAllowed } from '../shared/redirect-uris';
import type { RedirectsState } from './types';

const PATH = '/_api/redirects-api/v1/redirect-session';
type Em = ReturnType<typeof createEmulator>;
const create = (e: Em, body: unknown, token?: string) => call(e, 'POST', PATH, { body, ...(token ? { auth: token } : {}) });
const open = (e: Em, fullUrl: string) => {
  const u = new URL(fullUrl);
  return call(e, 'GET', u.pathname + u.search);
};
const sessionCount = (e: Em) => Object.keys(e.engine.stateOf<RedirectsState>('redirects').sessions).length;
const registered = () => createEmulator({ seed: { ...defaultSeed, oauthClients: { shop: { redirectUris: ['https://shop.real/callback'] } } } });

/** One body per way a callback URL gets in: the flow option and the callback field it carries. */
const FLOWS: [string, Record<string, unknown>, string][] = [
  ['logout', { logout: { clientId: CLIENT_ID } }, 'postFlowUrl'],
  ['login placeholder', { login: {} }, 'postFlowUrl'],
  ['ecomCheckout thank-you', { ecomCheckout: { checkoutId: 'chk-1' } }, 'thankYouPageUrl'],
  ['ecomCheckout cart', { ecomCheckout: { checkoutId: 'chk-1' } }, 'cartPageUrl'],
  ['storesProduct login', { storesProduct: { productSlug: 'tee' } }, 'loginUrl'],
  ['auth', authBody(), 'postFlowUrl'],
];

describe('redirect session callbacks are checked when given', () => {
  it.each(FLOWS)('%s: each hostile URL is refused with 400 naming the field, and nothing is stored', async (_name, flow, key) => {
    const e = createEmulator();
    for (const url of HOSTILE_URLS) {
      const res = await create(e, { ...flow, callbacks: { postFlowUrl: 'https://shop.example/', [key]: url } });
      expect(res.status, url).toBe(400);
      expect(res.json.message).toContain(`"callbacks.${key}"`);
      expect(res.json.details.validationError.fieldViolations).toEqual([expect.objectContaining({ field: `callbacks.${key}`, violatedRule: expect.stringMatching(/^(FORMAT|VALIDATION)$/) })]);
    }
    expect(sessionCount(e)).toBe(0);
  });

  it('accepts what the SDK, the storefront and the tests send: localhost, 127.0.0.1, test domains, the emulator itself; null and empty mean none', async () => {
    const e = createEmulator({ baseUrl: 'http://127.0.0.1:4010' });
    const token = await visitorToken(e);
    const callbacks = { postFlowUrl: 'http://localhost:3000/cart?x=1', thankYouPageUrl: 'http://127.0.0.1:3000/thank-you', cartPageUrl: 'https://shop.example/cart', loginUrl: 'http://127.0.0.1:4010/x', planListUrl: null, bookingsServiceListUrl: '' };
    for (const t of [undefined, token]) expect((await create(e, { ecomCheckout: { checkoutId: 'c' }, callbacks }, t)).status).toBe(200);
    expect((await create(e, { logout: { clientId: 'sitekit-demo-storefront' }, callbacks: { postFlowUrl: 'http://[::1]:3000/' } })).status).toBe(200);
    expect((await create(e, { login: {}, callbacks: { postFlowUrl: 'https://app.test/' } })).status).toBe(200);
  });

  it('a callback that is no string is refused', async () => {
    const res = await create(createEmulator(), { login: {}, callbacks: { postFlowUrl: { href: 'https://shop.example/' } } });
    expect(res.json.details.validationError.fieldViolations[0]).toMatchObject({ field: 'callbacks.postFlowUrl', violatedRule: 'VALIDATION' });
  });

  it('uses the OAuth allow-list: a registered client only its origins; no client named, any registered origin', async () => {
    const e = registered();
    const status = async (body: unknown, token?: string) => (await create(e, body, token)).status;
    expect(await status({ logout: { clientId: 'shop' }, callbacks: { postFlowUrl: 'https://shop.real/' } })).toBe(200);
    expect(await status({ logout: { clientId: 'shop' }, callbacks: { postFlowUrl: 'http://localhost:3000/' } })).toBe(400);
    expect(await status({ ecomCheckout: { checkoutId: 'c' }, callbacks: { thankYouPageUrl: 'https://shop.real/thanks' } })).toBe(200);
    expect(await status({ ecomCheckout: { checkoutId: 'c' }, callbacks: { thankYouPageUrl: 'https://shop.real/thanks' } }, await visitorToken(e, 'other'))).toBe(400);
    expect(await status({ ecomCheckout: { checkoutId: 'c' }, callbacks: { cartPageUrl: 'http://localhost:3000/cart' } }, await visitorToken(e, 'shop'))).toBe(400);
  });

  it('an auth redirect URI must be http(s): javascript: and data: are a FORMAT error', async () => {
    const e = createEmulator();
    for (const redirectUri of ['javascript://localhost/%0aalert(1)', 'data:text/html,x', 'javascript:alert(1)']) {
      const res = await create(e, authBody({ redirectUri }));
      expect(res.status).toBe(400);
      expect(res.json.details.validationError.fieldViolations[0]).toMatchObject({ field: 'auth.authRequest.redirectUri', violatedRule: 'FORMAT' });
    }
  });
});

describe('redirectAllowed', () => {
  const BASE = 'http://127.0.0.1:4010';
  it('only http(s), in the URI and in the allow-list itself', () => {
    expect(redirectAllowed({}, 'any', 'javascript://localhost/%0aalert(1)', BASE)).toBe(false);
    expect(redirectAllowed({}, 'any', 'ftp://localhost/x', BASE)).toBe(false);
    const clients = { js: { redirectUris: ['javascript://localhost', 'data:text/html,x', 'https://ok.real'] } };
    expect(redirectAllowed(clients, 'js', 'javascript://localhost/%0aalert(1)', BASE)).toBe(false);
    expect(redirectAllowed(clients, 'js', 'data:text/html,x', BASE)).toBe(false);
    expect(redirectAllowed(clients, 'js', 'https://ok.real/cb', BASE)).toBe(true);
    expect(redirectAllowed(clients, undefined, 'https://ok.real/cb', BASE)).toBe(true);
    expect(redirectAllowed(clients, undefined, 'https://evil.com/cb', BASE)).toBe(false);
  });

  it('a client id that names an Object.prototype key is an unregistered client, not a crash', () => {
    for (const id of ['constructor', '__proto__', 'toString']) {
      expect(redirectAllowed({}, id, 'http://localhost:3000/cb', BASE)).toBe(true);
      expect(redirectAllowed({}, id, 'https://evil.com/cb', BASE)).toBe(false);
    }
  });
});

describe('hosted pages only ever emit http(s) URLs (a stored URL that escaped the check)', () => {
  const tampered = async (e: Em, body: Record<string, unknown>, url: string) => {
    const s = (await create(e, { ...body, callbacks: { postFlowUrl: 'https://shop.example/' } })).json.redirectSession;
    const record = getRedirectSession(e.engine, s.id as string);
    if (record) record.callbacks.postFlowUrl = url;
    return s.fullUrl as string;
  };

  it.each(HOSTILE_URLS.filter((u) => !u.startsWith('https:')))('logout and placeholder pages drop %s', async (url) => {
    const e = createEmulator();
    const logout = await open(e, await tampered(e, { logout: { clientId: CLIENT_ID } }, url));
    expect(logout.status).toBe(200);
    expect(logout.headers.get('location')).toBeNull();
    const placeholder = await open(e, await tampered(e, { login: {} }, url));
    expect(placeholder.text).not.toContain('Back to the site');
    for (const res of [logout, placeholder]) expect(emittedUrls(res).filter((u) => !isHttpOrPath(u))).toEqual([]);
  });

  it('the authorize page never answers with a non-http(s) Location', async () => {
    const e = createEmulator();
    const s = (await create(e, authBody({ sessionToken: await loginSession(e) }, 'none'))).json.redirectSession;
    const record = getRedirectSession(e.engine, s.id as string);
    (record?.options['auth'] as { authRequest: { redirectUri: string } }).authRequest.redirectUri = 'javascript://localhost/%0aalert(1)';
    const res = await open(e, s.fullUrl as string);
    expect(res.status).toBe(400);
    expect(emittedUrls(res).filter((u) => !isHttpOrPath(u))).toEqual([]);
  });
});
