import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { setupEmulator } from '@sitekit/emulator/msw';
import { duringTests, WWW } from '@sitekit/testing';
import { defaultSeed, DEMO_MEMBER } from '@sitekit/emulator';
import { defineSiteKit, siteKitMiddleware } from './index';
import { callbackRoute, checkoutRoute, getServerClient, loginRoute, logoutRoute, safeReturnTo, sessionRoute } from './server';
import { OAUTH_COOKIE_NAME } from './config';
import type { Tokens } from '@sitekit/core-runtime/auth';

// next/headers' cookies() reads the "current request" of this test (one store per simulated request).
const requestCookies = new AsyncLocalStorage<Map<string, string>>();
vi.mock('next/headers', () => ({
  cookies: async () => {
    const store = requestCookies.getStore() ?? new Map();
    return { get: (name: string) => (store.has(name) ? { name, value: store.get(name)! } : undefined) };
  },
}));

const SECOND = { id: '00000000-0000-4000-8000-000000000002', email: 'second@sitekit.dev', password: 'second-pass', firstName: 'Second', verified: true, approved: true };
const seed = { ...defaultSeed, identity: { ...(defaultSeed as any).identity, members: [DEMO_MEMBER, SECOND] } };
const platform = duringTests(setupEmulator({ seed }));

const siteKit = defineSiteKit({ clientId: 'storefront-app' });
const ORIGIN = 'https://shop.example';

const cookieHeader = (value: string) => `sitekit_session=${encodeURIComponent(value)}`;
const sessionCookie = (tokens: Tokens, clientId = siteKit.clientId) => cookieHeader(JSON.stringify({ clientId, tokens }));
const req = (path: string, init: { cookie?: string; method?: string; headers?: Record<string, string>; body?: string } = {}) =>
  new NextRequest(`${ORIGIN}${path}`, { method: init.method ?? 'GET', body: init.body, headers: { ...(init.cookie ? { cookie: init.cookie } : {}), ...init.headers } });
const tokenRequests = () => platform.emulator.requests.filter((r) => r.url.endsWith('/oauth2/token'));
const sessionOf = (res: Response): { clientId: string; tokens: Tokens } => {
  const raw = /sitekit_session=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')![1]!;
  return JSON.parse(decodeURIComponent(raw));
};

async function visitorTokens(clientId = siteKit.clientId): Promise<Tokens> {
  const res = await fetch(`${WWW}/oauth2/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ clientId, grantType: 'anonymous' }) });
  const json = await res.json();
  return { accessToken: { value: json.access_token, expiresAt: Math.floor(Date.now() / 1000) + json.expires_in }, refreshToken: { value: json.refresh_token, role: 'visitor' } };
}

/** The whole hosted login through loginRoute → the emulator's login page → callbackRoute. */
async function hostedLogin(member: { email: string; password: string }, returnTo = '/account') {
  const start = await loginRoute(siteKit).GET(req(`/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`));
  const visitor = sessionOf(start).tokens;
  const oauthCookie = /sitekit_oauth=([^;]*)/.exec(start.headers.get('set-cookie')!)![1]!;
  const loginPage = new URL(start.headers.get('location')!);
  const form = new URLSearchParams({ session: loginPage.searchParams.get('session')!, email: member.email, password: member.password });
  const submitted = await fetch(`${loginPage.origin}/_emulator/oauth/authorize`, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString(),
  });
  const back = new URL(submitted.headers.get('location')!);
  const callback = await callbackRoute(siteKit).GET(req(back.pathname + back.search, { cookie: `${sessionCookie(visitor)}; ${OAUTH_COOKIE_NAME}=${oauthCookie}` }));
  return { start, back, callback };
}

describe('siteKitMiddleware', () => {
  it('creates visitor tokens once, writes an httpOnly SameSite=Lax Secure cookie and forwards it to the request', async () => {
    const res = await siteKitMiddleware(siteKit, req('/'));
    expect(tokenRequests()).toHaveLength(1);
    expect(tokenRequests()[0]!.body).toEqual({ clientId: 'storefront-app', grantType: 'anonymous' });
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=lax/i);
    expect(setCookie).toMatch(/Secure/i);
    expect(setCookie).toMatch(/Path=\//);
    const { tokens } = sessionOf(res);
    expect(tokens.refreshToken.role).toBe('visitor');
    expect(res.headers.get('x-middleware-request-cookie')).toContain(encodeURIComponent(tokens.accessToken.value));
  });

  it('leaves a valid session alone (no token request, no Set-Cookie)', async () => {
    const tokens = await visitorTokens();
    platform.emulator.clearRequests();
    const res = await siteKitMiddleware(siteKit, req('/', { cookie: sessionCookie(tokens) }));
    expect(platform.emulator.requests).toHaveLength(0);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('renews an expired cookie once with its refresh token and writes it back', async () => {
    const tokens = await visitorTokens();
    platform.emulator.clearRequests();
    const expired = { ...tokens, accessToken: { ...tokens.accessToken, expiresAt: Math.floor(Date.now() / 1000) - 10 } };
    const res = await siteKitMiddleware(siteKit, req('/', { cookie: sessionCookie(expired) }));
    expect(tokenRequests()).toHaveLength(1);
    expect(tokenRequests()[0]!.body).toEqual({ clientId: 'storefront-app', grantType: 'refresh_token', refreshToken: tokens.refreshToken.value });
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=lax/i);
    const renewed = sessionOf(res).tokens;
    expect(renewed.accessToken.value).not.toBe(tokens.accessToken.value);
    expect(renewed.accessToken.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(res.headers.get('x-middleware-request-cookie')).toContain(encodeURIComponent(renewed.accessToken.value));
  });

  it('falls back to new visitor tokens when a member refresh is rejected, and reports the lost session', async () => {
    const onSessionLost = vi.fn();
    const config = defineSiteKit({ clientId: 'storefront-app', onSessionLost });
    const lost: Tokens = { accessToken: { value: 'gone', expiresAt: 0 }, refreshToken: { value: 'sk_rt_unknown', role: 'member' } };
    const res = await siteKitMiddleware(config, req('/', { cookie: sessionCookie(lost) }));
    expect(tokenRequests().map((r) => (r.body as any).grantType)).toEqual(['refresh_token', 'anonymous']);
    expect(sessionOf(res).tokens.refreshToken.role).toBe('visitor');
    expect(onSessionLost).toHaveBeenCalledOnce();
  });

  it('discards the session of another client id (no refresh with the old token)', async () => {
    const old = await visitorTokens('old-app');
    platform.emulator.clearRequests();
    const res = await siteKitMiddleware(siteKit, req('/', { cookie: sessionCookie(old, 'old-app') }));
    expect(tokenRequests().map((r) => r.body)).toEqual([{ clientId: 'storefront-app', grantType: 'anonymous' }]);
    const next = sessionOf(res);
    expect(next.clientId).toBe('storefront-app');
    expect(next.tokens.refreshToken.value).not.toBe(old.refreshToken.value);
  });

  it('omits Secure on plain http (local development)', async () => {
    const res = await siteKitMiddleware(siteKit, new NextRequest('http://localhost:3000/'));
    expect(res.headers.get('set-cookie')).not.toMatch(/Secure/i);
  });
});

describe('getServerClient', () => {
  it('two concurrent requests with different members never cross', async () => {
    const a = sessionOf((await hostedLogin(DEMO_MEMBER)).callback).tokens;
    const b = sessionOf((await hostedLogin(SECOND)).callback).tokens;
    platform.emulator.clearRequests();
    platform.emulator.faults.add({ route: 'GET /members/v1/members/my', latencyMs: 60, times: 1 });
    const render = (tokens: Tokens) =>
      requestCookies.run(new Map([['sitekit_session', JSON.stringify({ clientId: siteKit.clientId, tokens })]]), async () => {
        const client = await getServerClient(siteKit, {});
        const res = await client.fetchWithAuth('/members/v1/members/my?fieldsets=FULL');
        return (await res.json()).member.loginEmail as string;
      });
    const [first, second] = await Promise.all([render(a), render(b), render(a), render(b)]);
    expect([first, second]).toEqual([DEMO_MEMBER.email, SECOND.email]);
    const sent = platform.emulator.requests.map((r) => r.headers['authorization']);
    expect(sent.sort()).toEqual([a, a, b, b].map((t) => t.accessToken.value).sort());
    expect(tokenRequests()).toHaveLength(0);
  });

  it('throws SESSION_MISSING (naming the middleware) without a cookie, and never refreshes an expired one', async () => {
    await expect(requestCookies.run(new Map(), () => getServerClient(siteKit, {}))).rejects.toMatchObject({ code: 'SESSION_MISSING' });
    const tokens = await visitorTokens();
    platform.emulator.clearRequests();
    const expired = { ...tokens, accessToken: { ...tokens.accessToken, expiresAt: 1 } };
    const call = requestCookies.run(new Map([['sitekit_session', JSON.stringify({ clientId: siteKit.clientId, tokens: expired })]]), async () =>
      (await getServerClient(siteKit, {})).fetchWithAuth('/members/v1/members/my'),
    );
    await expect(call).rejects.toMatchObject({ code: 'SESSION_MISSING', message: expect.stringContaining('siteKitMiddleware') });
    expect(platform.emulator.requests).toHaveLength(0);
  });
});

describe('login, callback and logout routes', () => {
  it('hosted login: PKCE + state cookie, query response mode, callback writes member tokens and returns to returnTo', async () => {
    const { start, back, callback } = await hostedLogin(DEMO_MEMBER, '/account?tab=orders');
    expect(start.status).toBe(303);
    const oauth = JSON.parse(decodeURIComponent(/sitekit_oauth=([^;]*)/.exec(start.headers.get('set-cookie')!)![1]!));
    expect(oauth).toMatchObject({ returnTo: '/account?tab=orders', redirectUri: `${ORIGIN}/api/auth/callback` });
    expect(oauth.codeVerifier).toMatch(/^[A-Za-z0-9\-._~]{43}$/);
    expect(start.headers.get('set-cookie')).toMatch(/sitekit_oauth=[^;]+;.*Max-Age=600.*HttpOnly/i);
    const session = platform.emulator.requests.find((r) => r.url.endsWith('/redirect-session'))!;
    expect((session.body as any).auth.authRequest).toMatchObject({ responseMode: 'query', codeChallengeMethod: 'S256', responseType: 'code', scope: 'offline_access', clientId: 'storefront-app' });
    expect(back.searchParams.get('state')).toBe(oauth.state);
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe(`${ORIGIN}/account?tab=orders`);
    expect(sessionOf(callback).tokens.refreshToken.role).toBe('member');
    expect(callback.headers.get('set-cookie')).toMatch(/sitekit_oauth=;/);
    const exchange = tokenRequests().at(-1)!;
    expect(exchange.body).toMatchObject({ grantType: 'authorization_code', codeVerifier: oauth.codeVerifier, redirectUri: `${ORIGIN}/api/auth/callback` });
    expect(exchange.url).toBe(`${WWW}/oauth2/token`);
    expect(exchange.headers.authorization).toBeUndefined();
    expect(exchange.headers['x-wix-bi-gateway']).toBe('environment=js-sdk,package-name=@wix/sdk,method-fqn=wix.identity.oauth2.v1.Oauth2Ng.Token');
  });

  it('the callback rejects a wrong state without exchanging the code', async () => {
    const cookie = `${OAUTH_COOKIE_NAME}=${encodeURIComponent(JSON.stringify({ state: 'expected', codeVerifier: 'v', redirectUri: `${ORIGIN}/api/auth/callback`, returnTo: '/' }))}`;
    const res = await callbackRoute(siteKit).GET(req('/api/auth/callback?code=sk_code_x&state=forged', { cookie }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Invalid _state' });
    expect(res.headers.get('set-cookie')).not.toMatch(/sitekit_session=[^;]/);
    const missing = await callbackRoute(siteKit).GET(req('/api/auth/callback?state=expected', { cookie }));
    expect(await missing.json()).toEqual({ error: 'Missing code or _state' });
    const noCookie = await callbackRoute(siteKit).GET(req('/api/auth/callback?code=c&state=expected'));
    expect(await noCookie.json()).toEqual({ error: 'Invalid _state' });
    expect(tokenRequests()).toHaveLength(0);
  });

  it('returnTo refuses absolute and protocol-relative URLs', async () => {
    for (const bad of ['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/%0d%0a', 'evil']) {
      expect(safeReturnTo(bad)).toBe(bad === '/%0d%0a' ? '/%0d%0a' : '/');
    }
    expect(safeReturnTo('/cart?x=1#top')).toBe('/cart?x=1#top');
    const res = await loginRoute(siteKit).GET(req(`/api/auth/login?returnTo=${encodeURIComponent('//evil.example/steal')}`));
    const oauth = JSON.parse(decodeURIComponent(/sitekit_oauth=([^;]*)/.exec(res.headers.get('set-cookie')!)![1]!));
    expect(oauth.returnTo).toBe('/');
  });

  it('logout clears the cookie and sends the member to the hosted logout page', async () => {
    const member = sessionOf((await hostedLogin(DEMO_MEMBER)).callback).tokens;
    const res = await logoutRoute(siteKit).POST(req('/api/auth/logout?returnTo=/bye', { method: 'POST', cookie: sessionCookie(member), headers: { origin: ORIGIN } }));
    expect(res.status).toBe(303);
    expect(res.headers.get('set-cookie')).toMatch(/sitekit_session=;.*Max-Age=0/i);
    const logout = platform.emulator.requests.filter((r) => r.url.endsWith('/redirect-session')).at(-1)!;
    expect(logout.body).toEqual({ logout: { clientId: 'storefront-app' }, callbacks: { postFlowUrl: `${ORIGIN}/bye` } });
    expect(res.headers.get('location')).toMatch(/^https:\/\/www\.wixapis\.com\//);
    const refused = await logoutRoute(siteKit).POST(req('/api/auth/logout', { method: 'POST', headers: { origin: 'https://evil.example' } }));
    expect(refused.status).toBe(403);
  });
});

describe('return URLs, request origins and prompt', () => {
  const HOSTILE = [
    '/..//evil.example', '/../..//evil.example/x', '/./..//evil.example', '//evil.example', '///evil.example', '////evil.example',
    '/\\evil.example', '\\/evil.example', '\\\\evil.example', '/%2F%2Fevil.example', '/%2f/evil.example', '/%5Cevil.example',
    '/%5C%5Cevil.example', '/%252F%252Fevil.example', '/..%2F%2Fevil.example', 'https://evil.example', 'https://evil.example/cart',
    'http://shop.example/cart', 'https://shop.example.evil.example/', 'https://shop.example@evil.example/', 'https://user:pw@shop.example/cart',
    'javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', '/\tevil', '/\t/evil.example', '\t//evil.example',
    '/\n/evil.example', '/\r\n/evil.example', ' /cart', '/cart ', '/\u0000/evil.example', '/\u007f', 'evil.example', 'cart', '?x=1', '#top',
    '', null, undefined,
    // the app's own origin inside a blob: URL, whose path is opaque (a host-looking path, raw markup)
    'blob:https://shop.example\\@evil.example\\x', 'blob:https://shop.example/"><svg/onload=alert(1)>', 'blob:https://shop.example/cart',
  ];

  it.each(HOSTILE.map((v) => [JSON.stringify(v), v]))('safeReturnTo refuses %s', (_, value) => {
    expect(safeReturnTo(value as string | null | undefined)).toBe('/');
    expect(safeReturnTo(value as string | null | undefined, ORIGIN)).toBe('/');
    expect(safeReturnTo(value as string | null | undefined, ORIGIN, '/account')).toBe('/account');
  });

  it.each([
    ['/cart', '/cart'],
    ['/products/a?b=1#c', '/products/a?b=1#c'],
    ['/', '/'],
    ['/account/orders?page=2', '/account/orders?page=2'],
    ['/a/../cart', '/cart'],
    ['/search?q=%2F%2Fevil.example', '/search?q=%2F%2Fevil.example'],
    ['/deals/100%25', '/deals/100%25'],
    ['/caf%C3%A9', '/caf%C3%A9'],
    [`${ORIGIN}/products/a?b=1#c`, '/products/a?b=1#c'],
    [`${ORIGIN}:443/cart`, '/cart'],
  ])('safeReturnTo keeps the same-origin %s as %s', (value, expected) => {
    expect(safeReturnTo(value, ORIGIN)).toBe(expected);
  });

  it('an absolute URL is accepted only on the given origin', () => {
    expect(safeReturnTo(`${ORIGIN}/cart`)).toBe('/');
    expect(safeReturnTo(`${ORIGIN}/cart`, 'https://other.example')).toBe('/');
  });

  it('the logout route never redirects off-origin', async () => {
    for (const returnTo of ['%2F..%2F%2Fevil.example', '%2F%2Fevil.example', 'https%3A%2F%2Fevil.example', '%2F%5Cevil.example', '%2F%252F%252Fevil.example']) {
      const res = await logoutRoute(siteKit).POST(req(`/api/auth/logout?returnTo=${returnTo}`, { method: 'POST', headers: { origin: ORIGIN } }));
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`${ORIGIN}/`);
    }
    const ok = await logoutRoute(siteKit).POST(req('/api/auth/logout?returnTo=%2Fproducts%2Fa%3Fb%3D1', { method: 'POST', headers: { origin: ORIGIN } }));
    expect(ok.headers.get('location')).toBe(`${ORIGIN}/products/a?b=1`);
  });

  it('the login route keeps only a same-origin returnTo', async () => {
    const res = await loginRoute(siteKit).GET(req(`/api/auth/login?returnTo=${encodeURIComponent('/..//evil.example')}`));
    const oauth = JSON.parse(decodeURIComponent(/sitekit_oauth=([^;]*)/.exec(res.headers.get('set-cookie')!)![1]!));
    expect(oauth.returnTo).toBe('/');
  });

  it('a returnTo too long for the login cookie falls back to /, so the cookie stays one a browser keeps (4096 bytes)', async () => {
    const cookieOfLogin = (res: Response) => res.headers.getSetCookie().find((line) => line.startsWith(`${OAUTH_COOKIE_NAME}=`))!.split(';')[0]!;
    const long = `/search?q=${'a/'.repeat(1500)}`;
    const res = await loginRoute(siteKit).GET(req(`/api/auth/login?returnTo=${encodeURIComponent(long)}`));
    expect(res.status).toBe(303);
    expect(cookieOfLogin(res).length).toBeLessThanOrEqual(4096);
    expect(JSON.parse(decodeURIComponent(cookieOfLogin(res).slice(OAUTH_COOKIE_NAME.length + 1))).returnTo).toBe('/');
    const kept = `/search?q=${'a/'.repeat(300)}`;
    const ok = await loginRoute(siteKit).GET(req(`/api/auth/login?returnTo=${encodeURIComponent(kept)}`));
    expect(JSON.parse(decodeURIComponent(cookieOfLogin(ok).slice(OAUTH_COOKIE_NAME.length + 1))).returnTo).toBe(kept);
  });

  it('the callback falls back to / for a hostile returnTo in the login cookie', async () => {
    const cookie = `${OAUTH_COOKIE_NAME}=${encodeURIComponent(JSON.stringify({ state: 's', codeVerifier: 'v', redirectUri: `${ORIGIN}/api/auth/callback`, returnTo: '/..//evil.example' }))}`;
    const res = await callbackRoute(siteKit).GET(req('/api/auth/callback?error=access_denied&state=s', { cookie }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${ORIGIN}/?loginError=access_denied`);
  });

  it.each([
    ['a number returnTo', { returnTo: 5 }],
    ['an object returnTo', { returnTo: {} }],
    ['a missing returnTo', { returnTo: undefined }],
    ['a number redirectUri', { redirectUri: 7 }],
  ])('the callback answers 400 Invalid _state for a login cookie with %s (no exception, no exchange)', async (_, fields) => {
    const saved = { state: 's', codeVerifier: 'v', redirectUri: `${ORIGIN}/api/auth/callback`, returnTo: '/', ...fields };
    const cookie = `${OAUTH_COOKIE_NAME}=${encodeURIComponent(JSON.stringify(saved))}`;
    platform.emulator.clearRequests();
    for (const query of ['error=access_denied&state=s&code=c', 'code=sk_code_x&state=s']) {
      const res = await callbackRoute(siteKit).GET(req(`/api/auth/callback?${query}`, { cookie }));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'Invalid _state' });
      expect(res.headers.get('set-cookie')).toMatch(/sitekit_oauth=;/);
    }
    expect(tokenRequests()).toHaveLength(0);
  });

  it('logout and checkout refuse GET with 405 and change nothing', async () => {
    const member = sessionOf((await hostedLogin(DEMO_MEMBER)).callback).tokens;
    platform.emulator.clearRequests();
    const logout = await logoutRoute(siteKit).GET(req('/api/auth/logout?returnTo=/bye', { cookie: sessionCookie(member) }));
    expect(logout.status).toBe(405);
    expect(logout.headers.get('allow')).toBe('POST');
    expect(logout.headers.get('set-cookie')).toBeNull();
    const checkout = await checkoutRoute(siteKit).GET(req('/api/checkout', { cookie: sessionCookie(member) }));
    expect(checkout.status).toBe(405);
    expect(checkout.headers.get('allow')).toBe('POST');
    expect(platform.emulator.requests).toHaveLength(0);
  });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Origin null', { origin: 'null' }],
    ['a look-alike Origin', { origin: 'https://shop.example.evil.example' }],
    ['cross-site Sec-Fetch-Site', { 'sec-fetch-site': 'cross-site' }],
    ['same-site Sec-Fetch-Site', { 'sec-fetch-site': 'same-site' }],
    ['no Origin, Sec-Fetch-Site none', { 'sec-fetch-site': 'none' }],
    ['a foreign Referer', { referer: 'https://evil.example/page' }],
    ['no Origin, Sec-Fetch-Site or Referer', {}],
  ])('logout and checkout POSTs with %s answer 403', async (_, headers: Record<string, string>) => {
    const tokens = await visitorTokens();
    platform.emulator.clearRequests();
    const logout = await logoutRoute(siteKit).POST(req('/api/auth/logout', { method: 'POST', cookie: sessionCookie(tokens), headers }));
    expect(logout.status).toBe(403);
    expect(logout.headers.get('set-cookie')).toBeNull();
    const checkout = await checkoutRoute(siteKit).POST(req('/api/checkout', { method: 'POST', cookie: sessionCookie(tokens), headers }));
    expect(checkout.status).toBe(403);
    expect(platform.emulator.requests).toHaveLength(0);
  });

  it.each([
    ['Origin', { origin: ORIGIN }],
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['a same-origin Referer', { referer: `${ORIGIN}/account` }],
  ])('logout POST with a same-origin %s logs out', async (_, headers: Record<string, string>) => {
    const res = await logoutRoute(siteKit).POST(req('/api/auth/logout', { method: 'POST', headers }));
    expect(res.status).toBe(303);
    expect(res.headers.get('set-cookie')).toMatch(/sitekit_session=;.*Max-Age=0/i);
  });

  // NextRequest's nextUrl (and so request.url) names 127.0.0.1 `localhost`; the browser's Origin does not.
  const LOOPBACK = 'http://127.0.0.1:3000';
  const loopbackPost = (path: string, headers: Record<string, string>, cookie?: string) =>
    new NextRequest(`${LOOPBACK}${path}`, { method: 'POST', headers: { host: '127.0.0.1:3000', ...(cookie ? { cookie } : {}), ...headers } });

  it('a logout POST from a page at http://127.0.0.1:PORT is same-origin', async () => {
    const res = await logoutRoute(siteKit).POST(loopbackPost('/api/auth/logout', { origin: LOOPBACK }));
    expect(res.status).toBe(303);
    expect(res.headers.get('set-cookie')).toMatch(/sitekit_session=;.*Max-Age=0/i);
  });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Origin null', { origin: 'null' }],
    ['another port', { origin: 'http://127.0.0.1:3001' }],
    ['https on the same host and port', { origin: 'https://127.0.0.1:3000' }],
    ['the localhost name of the host', { origin: 'http://localhost:3000' }],
    ['no Origin and a cross-site Sec-Fetch-Site', { 'sec-fetch-site': 'cross-site' }],
    ['a Referer on another port', { referer: 'http://127.0.0.1:3001/account' }],
  ])('logout and checkout POSTs to http://127.0.0.1:PORT with %s answer 403', async (_, headers: Record<string, string>) => {
    const tokens = await visitorTokens();
    platform.emulator.clearRequests();
    const logout = await logoutRoute(siteKit).POST(loopbackPost('/api/auth/logout', headers, sessionCookie(tokens)));
    expect(logout.status).toBe(403);
    expect(logout.headers.get('set-cookie')).toBeNull();
    const checkout = await checkoutRoute(siteKit).POST(loopbackPost('/api/checkout', headers, sessionCookie(tokens)));
    expect(checkout.status).toBe(403);
    expect(platform.emulator.requests).toHaveLength(0);
  });

  // The URLs handed to the platform and the browser keep the host the browser used, not `localhost`.
  const loopbackGet = (path: string, cookie?: string) =>
    new NextRequest(`${LOOPBACK}${path}`, { headers: { host: '127.0.0.1:3000', ...(cookie ? { cookie } : {}) } });

  it('login, callback and logout at http://127.0.0.1:PORT build their URLs on 127.0.0.1', async () => {
    const start = await loginRoute(siteKit).GET(loopbackGet('/api/auth/login?returnTo=/account'));
    const created = platform.emulator.requests.filter((r) => r.url.endsWith('/redirect-session')).at(-1)!;
    expect((created.body as any).auth.authRequest.redirectUri).toBe(`${LOOPBACK}/api/auth/callback`);
    const oauth = JSON.parse(decodeURIComponent(/sitekit_oauth=([^;]*)/.exec(start.headers.get('set-cookie')!)![1]!));
    expect(oauth.redirectUri).toBe(`${LOOPBACK}/api/auth/callback`);

    const cookie = `${sessionCookie(sessionOf(start).tokens)}; ${OAUTH_COOKIE_NAME}=${encodeURIComponent(JSON.stringify(oauth))}`;
    const failed = await callbackRoute(siteKit).GET(loopbackGet(`/api/auth/callback?error=access_denied&state=${oauth.state}`, cookie));
    expect(failed.headers.get('location')).toBe(`${LOOPBACK}/account?loginError=access_denied`);

    const logout = await logoutRoute(siteKit).POST(loopbackPost('/api/auth/logout?returnTo=/bye', { origin: LOOPBACK }));
    expect(logout.headers.get('location')).toBe(`${LOOPBACK}/bye`);
  });

  it('checkout at http://127.0.0.1:PORT gives the platform callbacks on 127.0.0.1', async () => {
    const tokens = await visitorTokens();
    platform.emulator.clearRequests();
    const res = await checkoutRoute(siteKit).POST(loopbackPost('/api/checkout', { origin: LOOPBACK }, sessionCookie(tokens)));
    expect(res.headers.get('location')).toBe(`${LOOPBACK}/cart`);
  });

  it('a request whose Host header is no host answers 400 before any platform call', async () => {
    const bad = new NextRequest(`${ORIGIN}/api/auth/login`, { headers: { host: 'shop.example/evil' } });
    platform.emulator.clearRequests();
    expect((await loginRoute(siteKit).GET(bad)).status).toBe(400);
    expect(platform.emulator.requests).toHaveLength(0);
  });

  it('a Host of two hosts joined by a comma or a semicolon answers 400 (403 for posts) before any platform call', async () => {
    const tokens = await visitorTokens();
    for (const host of ['shop.example,evil.example', 'shop.example;evil.example', 'shop.example, evil.example']) {
      const origin = `https://${host}`;
      platform.emulator.clearRequests();
      const at = (path: string, method = 'GET') =>
        new NextRequest(`${ORIGIN}${path}`, { method, headers: { host, origin, cookie: sessionCookie(tokens) } });
      const login = await loginRoute(siteKit).GET(at('/api/auth/login'));
      expect(login.status).toBe(400);
      expect(login.headers.get('location')).toBeNull();
      const callback = await callbackRoute(siteKit).GET(at('/api/auth/callback?error=access_denied&state=s'));
      expect(callback.status).toBe(400);
      for (const answer of [await logoutRoute(siteKit).POST(at('/api/auth/logout', 'POST')), await checkoutRoute(siteKit).POST(at('/api/checkout', 'POST'))]) {
        expect(answer.status).toBe(403);
        expect(answer.headers.get('location')).toBeNull();
      }
      expect(platform.emulator.requests).toHaveLength(0);
    }
  });

  it('login with a Host the OAuth app does not list answers 400 (the platform refused the redirect URI), not a thrown error', async () => {
    const tokens = await visitorTokens();
    const res = await loginRoute(siteKit).GET(new NextRequest(`${ORIGIN}/api/auth/login`, { headers: { host: 'shop.unlisted.com', cookie: sessionCookie(tokens) } }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'This host is not a redirect URI of the OAuth app' });
    expect(res.headers.get('location')).toBeNull();
    const created = platform.emulator.requests.filter((r) => r.url.endsWith('/redirect-session')).at(-1)!;
    expect((created.body as any).auth.authRequest.redirectUri).toBe('https://shop.unlisted.com/api/auth/callback');
  });

  it('login accepts only the OpenID Connect prompt values', async () => {
    for (const prompt of ['login', 'none', 'consent', 'select_account']) {
      const res = await loginRoute(siteKit).GET(req(`/api/auth/login?prompt=${prompt}`));
      expect(res.status).toBe(303);
      const created = platform.emulator.requests.filter((r) => r.url.endsWith('/redirect-session')).at(-1)!;
      expect((created.body as any).auth.prompt).toBe(prompt);
    }
    platform.emulator.clearRequests();
    for (const prompt of ['create', 'LOGIN', 'login none', '', 'x%0d%0ay']) {
      const res = await loginRoute(siteKit).GET(req(`/api/auth/login?prompt=${prompt}`));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'Invalid prompt: expected one of login, none, consent, select_account' });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    expect(platform.emulator.requests).toHaveLength(0);
  });
});

describe('sessionRoute and checkoutRoute', () => {
  it('GET hands the browser the access token and role, never the refresh token', async () => {
    const tokens = await visitorTokens();
    const res = await sessionRoute(siteKit).GET(req('/api/sitekit/session', { cookie: sessionCookie(tokens) }));
    const body = await res.json();
    expect(body).toEqual({ accessToken: tokens.accessToken, role: 'visitor', clientId: 'storefront-app' });
    expect(JSON.stringify(body)).not.toContain(tokens.refreshToken.value);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('POST { sessionToken } turns an email/password login into member tokens in the cookie (same-origin only)', async () => {
    const login = await fetch(`${WWW}/_api/iam/authentication/v2/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginId: { email: DEMO_MEMBER.email }, password: DEMO_MEMBER.password }),
    });
    const { sessionToken, state } = await login.json();
    expect(state).toBe('SUCCESS');
    const tokens = await visitorTokens();
    const body = JSON.stringify({ sessionToken });
    const refused = await sessionRoute(siteKit).POST(req('/api/sitekit/session', { method: 'POST', body, cookie: sessionCookie(tokens), headers: { origin: 'https://evil.example' } }));
    expect(refused.status).toBe(403);
    const res = await sessionRoute(siteKit).POST(req('/api/sitekit/session', { method: 'POST', body, cookie: sessionCookie(tokens), headers: { origin: ORIGIN } }));
    expect(res.status).toBe(200);
    expect((await res.json()).role).toBe('member');
    expect(sessionOf(res).tokens.refreshToken.role).toBe('member');
  });

  it('POST { tokens } checks their shape', async () => {
    const res = await sessionRoute(siteKit).POST(req('/api/sitekit/session', { method: 'POST', body: JSON.stringify({ tokens: { accessToken: 'x' } }), headers: { origin: ORIGIN } }));
    expect(res.status).toBe(400);
  });

  it('checkout creates the checkout from the current cart with the session token (the exact request)', async () => {
    const tokens = await visitorTokens();
    platform.emulator.clearRequests();
    await checkoutRoute(siteKit).POST(req('/api/checkout', { method: 'POST', cookie: sessionCookie(tokens), headers: { origin: ORIGIN } }));
    const [create] = platform.emulator.requests;
    expect(create).toMatchObject({ method: 'POST', body: { channelType: 'WEB' } });
    expect(new URL(create!.url).pathname).toBe('/ecom/v1/carts/current/create-checkout');
    expect(create!.headers).toMatchObject({
      authorization: tokens.accessToken.value,
      'x-wix-bi-gateway': 'environment=js-sdk,package-name=@wix/auto_sdk_ecom_current-cart,'
        + 'method-fqn=com.wix.ecom.cart.api.v1.CurrentCartService.CreateCheckoutFromCurrentCart,entity=wix.ecom.v1.cart',
    });
  });

  it('checkout with no cart goes back to the cart page', async () => {
    const tokens = await visitorTokens();
    const res = await checkoutRoute(siteKit).POST(req('/api/checkout', { method: 'POST', cookie: sessionCookie(tokens), headers: { origin: ORIGIN } }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${ORIGIN}/cart`);
  });
});

describe('session races', () => {
  /** A browser's cookie jar: Set-Cookie headers applied in the order the responses arrive. */
  function jar(initial: Record<string, string> = {}) {
    const cookies = new Map(Object.entries(initial));
    return {
      apply(res: Response) {
        for (const line of res.headers.getSetCookie()) {
          const [pair, ...attrs] = line.split(';');
          const name = pair!.slice(0, pair!.indexOf('='));
          const value = decodeURIComponent(pair!.slice(pair!.indexOf('=') + 1));
          if (!value || attrs.some((a) => /^\s*max-age=0\s*$/i.test(a))) cookies.delete(name);
          else cookies.set(name, value);
        }
        return res;
      },
      header: () => [...cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; '),
      session: () => (cookies.has('sitekit_session') ? JSON.parse(cookies.get('sitekit_session')!) : null),
    };
  }
  /** A member's cookies (as the callback wrote them) with the access token expired. */
  async function expiredMemberJar() {
    const j = jar();
    j.apply((await hostedLogin(DEMO_MEMBER)).callback);
    const value = j.session();
    value.tokens.accessToken.expiresAt = Math.floor(Date.now() / 1000) - 10;
    const expired = jar();
    for (const part of j.header().split('; ')) {
      const name = part.slice(0, part.indexOf('='));
      if (name !== OAUTH_COOKIE_NAME) expired.apply(new Response(null, { headers: { 'set-cookie': `${name}=${name === 'sitekit_session' ? encodeURIComponent(JSON.stringify(value)) : part.slice(name.length + 1)}` } }));
    }
    platform.emulator.clearRequests();
    return { jar: expired, member: value.tokens as Tokens };
  }

  it('five concurrent requests with one expired member cookie share one refresh and all stay members', async () => {
    const onSessionLost = vi.fn();
    const config = defineSiteKit({ clientId: 'storefront-app', onSessionLost });
    const { jar: cookies, member } = await expiredMemberJar();
    platform.emulator.faults.add({ route: 'POST /oauth2/token', latencyMs: 30 });
    const responses = await Promise.all([1, 2, 3, 4, 5].map(() => siteKitMiddleware(config, req('/', { cookie: cookies.header() }))));
    expect(tokenRequests().map((r) => r.body)).toEqual([{ clientId: 'storefront-app', grantType: 'refresh_token', refreshToken: member.refreshToken.value }]);
    const sessions = responses.map((r) => sessionOf(r).tokens);
    expect(sessions.map((t) => t.refreshToken.role)).toEqual(['member', 'member', 'member', 'member', 'member']);
    expect(new Set(sessions.map((t) => t.refreshToken.value)).size).toBe(1);
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('a request that carries the cookie another request already renewed keeps the member session (no second refresh)', async () => {
    const onSessionLost = vi.fn();
    const config = defineSiteKit({ clientId: 'storefront-app', onSessionLost });
    const { jar: cookies } = await expiredMemberJar();
    const stale = cookies.header();
    const first = sessionOf(await siteKitMiddleware(config, req('/', { cookie: stale }))).tokens;
    // A second tab's request was sent with the old cookie before the first answer arrived.
    const second = sessionOf(await sessionRoute(config).GET(req('/api/sitekit/session', { cookie: stale }))).tokens;
    expect(second).toEqual(first);
    expect(second.refreshToken.role).toBe('member');
    expect(tokenRequests()).toHaveLength(1);
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('a renewal that answers after the logout does not write the member cookie back (same process)', async () => {
    const { jar: cookies } = await expiredMemberJar();
    platform.emulator.faults.add({ route: 'POST /oauth2/token', latencyMs: 300 });
    const renewing = sessionRoute(siteKit).GET(req('/api/sitekit/session', { cookie: cookies.header() }));
    await vi.waitFor(() => expect(tokenRequests()).toHaveLength(1), { interval: 5 });
    cookies.apply(await logoutRoute(siteKit).POST(req('/api/auth/logout', { method: 'POST', cookie: cookies.header(), headers: { origin: ORIGIN, accept: 'application/json' } })));
    const late = cookies.apply(await renewing);
    expect(late.headers.getSetCookie().join('\n')).not.toMatch(/sitekit_session=[^;]/); // nothing written back…
    expect((await late.json()).role).toBe('visitor'); // …and the late answer no longer speaks for the member
    expect(cookies.session()).toBeNull();
    const next = await siteKitMiddleware(siteKit, req('/', { cookie: cookies.header() }));
    expect(sessionOf(next).tokens.refreshToken.role).toBe('visitor');
  });

  it('a stale member cookie written after the logout by another server process is refused (generation cookie)', async () => {
    const processA = defineSiteKit({ clientId: 'storefront-app' });
    const processB = defineSiteKit({ clientId: 'storefront-app' });
    const { jar: cookies } = await expiredMemberJar();
    platform.emulator.faults.add({ route: 'POST /oauth2/token', latencyMs: 300 });
    const renewing = sessionRoute(processA).GET(req('/api/sitekit/session', { cookie: cookies.header() }));
    await vi.waitFor(() => expect(tokenRequests()).toHaveLength(1), { interval: 5 });
    cookies.apply(await logoutRoute(processB).POST(req('/api/auth/logout', { method: 'POST', cookie: cookies.header(), headers: { origin: ORIGIN, accept: 'application/json' } })));
    cookies.apply(await renewing);
    expect(cookies.session()?.tokens.refreshToken.role).toBe('member'); // the browser did store the late member cookie…
    const next = await siteKitMiddleware(processB, req('/', { cookie: cookies.header() }));
    expect(sessionOf(next).tokens.refreshToken.role).toBe('visitor'); // …but no server takes it for the session any more
    const render = requestCookies.run(new Map([['sitekit_session', JSON.stringify(cookies.session())]]), () => getServerClient(processB, {}));
    await expect(render).rejects.toMatchObject({ code: 'SESSION_MISSING' });
  });

  it('a visitor renewal that answers after the login does not log the new member out (same process)', async () => {
    const { member } = await expiredMemberJar(); // member tokens (obtained in the browser, say)
    const visitor = jar();
    visitor.apply(await siteKitMiddleware(siteKit, req('/')));
    const value = visitor.session();
    value.tokens.accessToken.expiresAt = Math.floor(Date.now() / 1000) - 10;
    const cookies = jar({ sitekit_session: JSON.stringify(value), sitekit_session_gen: value.gen });
    platform.emulator.clearRequests();
    platform.emulator.faults.add({ route: 'POST /oauth2/token', latencyMs: 300, times: 1 });
    const renewing = siteKitMiddleware(siteKit, req('/', { cookie: cookies.header() }));
    await vi.waitFor(() => expect(tokenRequests()).toHaveLength(1), { interval: 5 });
    const body = JSON.stringify({ tokens: member });
    cookies.apply(await sessionRoute(siteKit).POST(req('/api/sitekit/session', { method: 'POST', body, cookie: cookies.header(), headers: { origin: ORIGIN } })));
    expect(cookies.session().tokens.refreshToken.role).toBe('member');
    const late = cookies.apply(await renewing);
    expect(late.headers.getSetCookie()).toEqual([]);
    expect(cookies.session().tokens.refreshToken.role).toBe('member');
  });
});
