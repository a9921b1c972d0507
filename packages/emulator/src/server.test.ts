import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from './server';
import { CLIENT_ID, PKCE } from '../test/helpers';

const REDIRECT_URI = 'http://localhost:3000/auth/callback';
let platform: RunningEmulator;
beforeAll(async () => {
  platform = await startEmulator({ port: 0 });
});
afterAll(() => platform.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${platform.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

async function authSession(prompt = 'login', responseMode = 'query') {
  const res = await post('/_api/redirects-api/v1/redirect-session', {
    auth: {
      authRequest: { redirectUri: REDIRECT_URI, clientId: CLIENT_ID, codeChallenge: PKCE.challenge, codeChallengeMethod: 'S256', responseMode, responseType: 'code', scope: 'offline_access', state: 'xyz' },
      prompt,
    },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { redirectSession: { fullUrl: string; id: string } }).redirectSession;
}

describe('HTTP face', () => {
  it.each(['TRACE', 'PROPFIND', 'PURGE', 'MKCOL'])('answers %s with 405 and no internal text', async (method) => {
    const { request } = await import('node:http');
    const { status, allow, body } = await new Promise<{ status?: number; allow?: string; body: string }>((resolve, reject) => {
      const req = request(`${platform.url}/ecom/v1/carts/current`, { method }, (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (c: string) => (text += c)).on('end', () => resolve({ status: res.statusCode, allow: res.headers.allow, body: text }));
      });
      req.on('error', reject).end();
    });
    expect(status).toBe(405);
    expect(allow).toContain('POST');
    expect(body).not.toMatch(/TypeError|Error:|at /);
  });

  it('listens on a random port and answers with JSON and a request id', async () => {
    expect(platform.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await post('/oauth2/token', { clientId: CLIENT_ID, grantType: 'anonymous' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-wix-request-id')).toBeTruthy();
    expect(await res.json()).toMatchObject({ token_type: 'Bearer' });
  });

  it('full hosted login: redirect session → login page → form POST → 302 with code/state → token → members/my', async () => {
    const session = await authSession();
    expect(session.fullUrl.startsWith(`${platform.url}/_emulator/oauth/authorize?session=`)).toBe(true);

    const page = await fetch(session.fullUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    const sessionField = /name="session" value="([^"]+)"/.exec(html)?.[1];
    expect(action).toBe('/_emulator/oauth/authorize');
    expect(sessionField).toBe(session.id);

    const wrong = await fetch(new URL(action ?? '', platform.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ session: session.id, email: 'demo@sitekit.dev', password: 'nope' }),
      redirect: 'manual',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('Wrong email or password');

    const submitted = await fetch(new URL(action ?? '', platform.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ session: session.id, email: 'demo@sitekit.dev', password: 'sitekit-demo' }),
      redirect: 'manual',
    });
    expect(submitted.status).toBe(302);
    expect(submitted.headers.getSetCookie().some((c) => c.startsWith('sk_session='))).toBe(true);
    const location = new URL(submitted.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe('xyz');
    const code = location.searchParams.get('code');

    const tokens = await post('/oauth2/token', { clientId: CLIENT_ID, grantType: 'authorization_code', redirectUri: REDIRECT_URI, code, codeVerifier: PKCE.verifier });
    expect(tokens.status).toBe(200);
    const { access_token } = (await tokens.json()) as { access_token: string };

    const me = await fetch(`${platform.url}/members/v1/members/my?fieldsets=FULL`, { headers: { authorization: access_token } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { member: { loginEmail: string } }).member.loginEmail).toBe('demo@sitekit.dev');
  });

  it('hosted sign-up: register page → form POST → verification code from the inbox → verify page → 302 with code → token → members/my', async () => {
    const session = await authSession();
    const email = `new.shopper.${Date.now()}@example.com`;
    const form = (fields: Record<string, string>) => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
      redirect: 'manual' as const,
    });

    // The login page links to the register page for the same session.
    const login = await (await fetch(session.fullUrl)).text();
    const registerHref = /href="([^"]*\/_emulator\/oauth\/register\?session=[^"]+)"/.exec(login)?.[1] ?? '';
    expect(registerHref).toBe(`/_emulator/oauth/register?session=${session.id}`);
    const registerPage = await fetch(new URL(registerHref, platform.url));
    expect(registerPage.status).toBe(200);
    const registerHtml = await registerPage.text();
    const registerAction = /<form method="post" action="([^"]+)"/.exec(registerHtml)?.[1] ?? '';
    expect(registerAction).toBe('/_emulator/oauth/register');
    expect(/name="session" value="([^"]+)"/.exec(registerHtml)?.[1]).toBe(session.id);
    for (const field of ['firstName', 'lastName', 'email', 'password']) expect(registerHtml).toContain(`name="${field}"`);

    // An email that is taken stays on the register page with the reason.
    const taken = await fetch(new URL(registerAction, platform.url), form({ session: session.id, email: 'demo@sitekit.dev', password: 'whatever1' }));
    expect(taken.status).toBe(400);
    expect(await taken.text()).toContain('already exists');

    const registered = await fetch(new URL(registerAction, platform.url), form({ session: session.id, firstName: 'Nova', lastName: 'Shopper', email, password: 'n0va-secret' }));
    expect(registered.status).toBe(200);
    const verifyHtml = await registered.text();
    expect(verifyHtml).toContain('Verify your email');
    const verifyAction = /<form method="post" action="([^"]+)"/.exec(verifyHtml)?.[1] ?? '';
    expect(verifyAction).toBe('/_emulator/oauth/verify');
    const stateToken = /name="stateToken" value="([^"]+)"/.exec(verifyHtml)?.[1] ?? '';
    expect(stateToken).not.toBe('');

    const inbox = await fetch(`${platform.url}/_emulator/inbox?format=json`);
    expect(inbox.status).toBe(200);
    const { inbox: mails } = (await inbox.json()) as { inbox: { to: string; kind: string; code?: string }[] };
    const mail = mails.filter((m) => m.to === email && m.kind === 'verification').at(-1);
    expect(mail?.code).toMatch(/^\d{6}$/);
    const code = mail?.code ?? '';

    const wrong = await fetch(new URL(verifyAction, platform.url), form({ session: session.id, stateToken, code: code === '000000' ? '111111' : '000000' }));
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('That code is not right');

    const verified = await fetch(new URL(verifyAction, platform.url), form({ session: session.id, stateToken, code }));
    expect(verified.status).toBe(302);
    expect(verified.headers.getSetCookie().some((c) => c.startsWith('sk_session='))).toBe(true);
    const location = new URL(verified.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe('xyz');
    const authCode = location.searchParams.get('code');
    expect(authCode).toMatch(/^sk_code_/);

    const tokens = await post('/oauth2/token', { clientId: CLIENT_ID, grantType: 'authorization_code', redirectUri: REDIRECT_URI, code: authCode, codeVerifier: PKCE.verifier });
    expect(tokens.status).toBe(200);
    const { access_token, refresh_token } = (await tokens.json()) as { access_token: string; refresh_token: string };
    expect(refresh_token).toBeTruthy();
    // The code is single-use.
    expect((await post('/oauth2/token', { clientId: CLIENT_ID, grantType: 'authorization_code', redirectUri: REDIRECT_URI, code: authCode, codeVerifier: PKCE.verifier })).status).toBe(400);

    const me = await fetch(`${platform.url}/members/v1/members/my?fieldsets=FULL`, { headers: { authorization: access_token } });
    expect(me.status).toBe(200);
    const { member } = (await me.json()) as { member: { id: string; loginEmail: string; status: string; contact: { firstName?: string; lastName?: string } } };
    expect(member).toMatchObject({ loginEmail: email, status: 'APPROVED', contact: { firstName: 'Nova', lastName: 'Shopper' } });

    // The new member can now log in on the hosted page with the password chosen at sign-up.
    const again = await authSession();
    const loggedIn = await fetch(`${platform.url}/_emulator/oauth/authorize`, form({ session: again.id, email, password: 'n0va-secret' }));
    expect(loggedIn.status).toBe(302);
    expect(new URL(loggedIn.headers.get('location') ?? '').searchParams.get('code')).toMatch(/^sk_code_/);
  });

  it('the hosted session cookie lets prompt=none answer without a form; hosted logout ends it', async () => {
    const login = await authSession();
    const res = await fetch(`${platform.url}/_emulator/oauth/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ session: login.id, email: 'demo@sitekit.dev', password: 'sitekit-demo' }),
      redirect: 'manual',
    });
    const cookie = (res.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    const silent = await fetch((await authSession('none')).fullUrl, { headers: { cookie }, redirect: 'manual' });
    expect(new URL(silent.headers.get('location') ?? '').searchParams.get('code')).toMatch(/^sk_code_/);

    const out = await post('/_api/redirects-api/v1/redirect-session', { logout: { clientId: CLIENT_ID }, callbacks: { postFlowUrl: 'http://localhost:3000/' } });
    const { fullUrl } = ((await out.json()) as { redirectSession: { fullUrl: string } }).redirectSession;
    const bye = await fetch(fullUrl, { headers: { cookie }, redirect: 'manual' });
    expect(bye.status).toBe(302);
    expect(bye.headers.get('location')).toBe('http://localhost:3000/');
    const after = await fetch((await authSession('none')).fullUrl, { headers: { cookie }, redirect: 'manual' });
    expect(new URL(after.headers.get('location') ?? '').searchParams.get('error')).toBe('login_required');
  });

  it('answers CORS over HTTP: a preflight, then the real calls from another origin', async () => {
    const origin = 'http://localhost:5173';
    const preflight = await fetch(`${platform.url}/ecom/v1/carts/current/add-to-cart`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type,x-wix-bi-gateway' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').split(',').map((h) => h.trim());
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'content-type', 'x-wix-bi-gateway']));

    const token = await post('/oauth2/token', { clientId: CLIENT_ID, grantType: 'anonymous' }, { origin });
    expect(token.status).toBe(200);
    expect(token.headers.get('access-control-allow-origin')).toBe(origin);
    expect(token.headers.get('access-control-expose-headers')).toContain('x-wix-request-id');
    const { access_token } = (await token.json()) as { access_token: string };

    const cart = await fetch(`${platform.url}/ecom/v1/carts/current`, { headers: { origin, authorization: access_token } });
    expect(cart.status).toBe(404); // no cart yet: an error answer carries the CORS headers too
    expect(cart.headers.get('access-control-allow-origin')).toBe(origin);
    expect(cart.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('a dropped request is a network error for fetch', async () => {
    platform.emulator.faults.add({ route: 'oauth2.token', drop: true, times: 1 });
    await expect(post('/oauth2/token', { clientId: CLIENT_ID, grantType: 'anonymous' })).rejects.toBeInstanceOf(TypeError);
  });
});

describe('state file', () => {
  it('saves state on close and loads it on the next start', async () => {
    const statePath = join(mkdtempSync(join(tmpdir(), 'sitekit-emulator-')), 'state.json');
    const first = await startEmulator({ statePath });
    const res = await fetch(`${first.url}/oauth2/token`, { method: 'POST', body: JSON.stringify({ clientId: CLIENT_ID, grantType: 'anonymous' }) });
    const { access_token } = (await res.json()) as { access_token: string };
    await first.close();
    expect(JSON.parse(readFileSync(statePath, 'utf8'))).toMatchObject({ version: 1 });
    const second = await startEmulator({ statePath });
    try {
      expect(second.emulator.stateOf('auth').accessTokens[access_token]).toBeDefined();
    } finally {
      await second.close();
    }
  });
});
