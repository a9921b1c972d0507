import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { createClient } from 'redis';
import { setupEmulator } from '@sitekit/emulator/msw';
import { duringTests, WWW } from '@sitekit/testing';
import type { Tokens } from '@sitekit/core-runtime/auth';
import { startRedis, type RunningRedis } from '../../../scripts/redis-support.mjs';
import { defineSiteKit, siteKitMiddleware } from './index';
import { createSessionRenewals } from './renewals';
import { createRedisSessionStore } from './redis';
import { logoutRoute, sessionRoute } from './server';
import type { SessionStore } from './store';
import { storeTokens } from './token-storage';

// tokenStorage storeTokens(): the cookie holds an opaque id, the tokens live in the store. The same
// tests run on the default in-memory store and on Redis (a real redis-server started here).
const platform = duringTests(setupEmulator());
const ORIGIN = 'https://shop.example';
const OPAQUE_ID = /^[A-Za-z0-9\-._~]{43}$/;

let redis: RunningRedis;
const connect = (url: string) => createClient({ url, disableOfflineQueue: true }).connect();
let redisClient: Awaited<ReturnType<typeof connect>>;
beforeAll(async () => {
  redis = await startRedis();
  redisClient = await connect(redis.url);
}, 120_000);
afterAll(async () => {
  redisClient?.destroy();
  await redis?.stop();
});

const req = (path: string, cookie: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
  new NextRequest(`${ORIGIN}${path}`, { method: init.method ?? 'GET', headers: { cookie, ...init.headers } });
const setCookie = (res: Response, name: string) => res.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1);
const tokenRequests = (grantType: string) => platform.emulator.requests.filter((r) => r.url.endsWith('/oauth2/token') && (r.body as any)?.grantType === grantType);

async function visitorTokens(): Promise<Tokens> {
  const res = await fetch(`${WWW}/oauth2/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ clientId: 'storefront-app', grantType: 'anonymous' }) });
  const json = await res.json();
  return { accessToken: { value: json.access_token, expiresAt: Math.floor(Date.now() / 1000) - 10 }, refreshToken: { value: json.refresh_token, role: 'visitor' } };
}

const source = (cookie: string) => {
  const cookies = new Map(cookie.split('; ').map((pair) => pair.split('=') as [string, string]));
  return { get: (name: string) => (cookies.has(name) ? { value: cookies.get(name)! } : undefined) };
};

const stores: [string, () => SessionStore][] = [
  ['in memory', () => createSessionRenewals()],
  ['on Redis', () => createRedisSessionStore(redisClient, { clientId: 'storefront-app' })],
];

describe.each(stores)('tokenStorage storeTokens() %s', (_, makeStore) => {
  it('a new visitor: the cookie holds an opaque id (no token), the store holds the session, the request sees the id', async () => {
    const store = makeStore();
    const siteKit = defineSiteKit({ clientId: 'storefront-app', renewals: store, tokenStorage: storeTokens() });
    const res = await siteKitMiddleware(siteKit, req('/', ''));
    const id = decodeURIComponent(setCookie(res, 'sitekit_session')!);
    expect(id).toMatch(OPAQUE_ID);
    const gen = setCookie(res, 'sitekit_session_gen');
    const stored = await siteKit.tokenStorage!.read(siteKit, source(`sitekit_session=${id}; sitekit_session_gen=${gen}`));
    expect(stored).toMatchObject({ clientId: 'storefront-app', gen, id });
    expect(stored!.tokens.refreshToken.role).toBe('visitor');
    expect(res.headers.getSetCookie().join('\n')).not.toContain(stored!.tokens.accessToken.value);
    expect(res.headers.get('x-middleware-request-cookie')).toContain(`sitekit_session=${id}`);
  });

  it('an expired stored session: five concurrent requests make one refresh, keep the id, and the store holds the renewed tokens', async () => {
    const store = makeStore();
    const siteKit = defineSiteKit({ clientId: 'storefront-app', renewals: store, tokenStorage: storeTokens() });
    const tokens = await visitorTokens();
    const id = await siteKit.tokenStorage!.write(siteKit, { tokens, gen: 'g1' }, 60_000, false);
    platform.emulator.clearRequests();
    const cookie = `sitekit_session=${id}; sitekit_session_gen=g1`;
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => sessionRoute(siteKit).GET(req('/api/sitekit/session', cookie))));
    expect(tokenRequests('refresh_token')).toHaveLength(1);
    const stored = await siteKit.tokenStorage!.read(siteKit, source(cookie));
    // a new access token; the refresh token stays valid across renewals, so it comes back the same
    expect(stored!.tokens.accessToken.value).not.toBe(tokens.accessToken.value);
    expect(stored!.tokens.refreshToken.value).toBe(tokens.refreshToken.value);
    for (const res of answers) {
      expect(await res.json()).toMatchObject({ accessToken: stored!.tokens.accessToken, role: 'visitor' });
      expect(setCookie(res, 'sitekit_session')).toBe(id);
    }
  });

  it('logout removes the stored session; a renewal answering after it brings nothing back', async () => {
    const store = makeStore();
    const siteKit = defineSiteKit({ clientId: 'storefront-app', renewals: store, tokenStorage: storeTokens() });
    const tokens = await visitorTokens();
    const id = await siteKit.tokenStorage!.write(siteKit, { tokens, gen: 'g2' }, 60_000, false);
    const cookie = `sitekit_session=${id}; sitekit_session_gen=g2`;
    const stored = () => siteKit.tokenStorage!.read(siteKit, source(cookie));
    expect(await stored()).not.toBeNull();
    platform.emulator.clearRequests();
    platform.emulator.faults.add({ route: 'POST /oauth2/token', latencyMs: 300 });
    const renewing = siteKitMiddleware(siteKit, req('/', cookie));
    // recorded on arrival; its body is read after the 300 ms
    await vi.waitFor(() => expect(platform.emulator.requests.filter((r) => r.url.endsWith('/oauth2/token'))).toHaveLength(1), { interval: 5 });
    const logout = await logoutRoute(siteKit).POST(req('/api/auth/logout', cookie, { method: 'POST', headers: { origin: ORIGIN, accept: 'application/json' } }));
    expect(setCookie(logout, 'sitekit_session')).toBe('');
    expect(await stored()).toBeNull();
    const late = await renewing;
    expect(setCookie(late, 'sitekit_session')).toBeUndefined(); // nothing written back
    expect(await stored()).toBeNull();
    platform.emulator.faults.clear();
    const next = await siteKitMiddleware(siteKit, req('/', `sitekit_session=${id}; sitekit_session_gen=${setCookie(logout, 'sitekit_session_gen')}`));
    expect(decodeURIComponent(setCookie(next, 'sitekit_session')!)).not.toBe(id); // the old id names nothing: a new session
  });

  it('a visitor request sent before a login and read after it writes nothing: the new member stays logged in', async () => {
    const store = makeStore();
    const siteKit = defineSiteKit({ clientId: 'storefront-app', renewals: store, tokenStorage: storeTokens() });
    const visitor = { ...(await visitorTokens()), accessToken: { value: 'still-valid', expiresAt: Math.floor(Date.now() / 1000) + 3600 } };
    const id = await siteKit.tokenStorage!.write(siteKit, { tokens: visitor, gen: 'g3' }, 60_000, false);
    const before = `sitekit_session=${id}; sitekit_session_gen=g3`;
    const member: Tokens = { accessToken: { value: 'member-access', expiresAt: Math.floor(Date.now() / 1000) + 3600 }, refreshToken: { value: 'member-refresh', role: 'member' } };
    const loggedIn = await sessionRoute(siteKit).POST(
      new NextRequest(`${ORIGIN}/api/sitekit/session`, { method: 'POST', body: JSON.stringify({ tokens: member }), headers: { cookie: before, origin: ORIGIN } }),
    );
    expect(loggedIn.status).toBe(200);
    expect(await siteKit.tokenStorage!.read(siteKit, source(before))).toBeNull(); // the login removed the visitor's session
    platform.emulator.clearRequests();
    // A page request the browser sent with the visitor's cookies before the login answered, handled after it:
    const late = await siteKitMiddleware(siteKit, req('/', before));
    expect(late.headers.getSetCookie()).toEqual([]); // the member's cookies stay
    // Its own server components render as a throwaway visitor (a session they can read), never as the member.
    const forwarded = await siteKit.tokenStorage!.read(siteKit, source(late.headers.get('x-middleware-request-cookie') ?? ''));
    expect(forwarded?.tokens.refreshToken.role).toBe('visitor');
    expect(forwarded?.tokens.accessToken.value).not.toBe(member.accessToken.value);
  });
});
