import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { wireServer } from '@sitekit/testing';
import { createClient } from '../client/create-client';
import { defineCall } from '../client/define-call';
import type { Endpoint } from '../http/endpoint';
import { OAuthStrategy } from './oauth-strategy';
import { EMPTY_TOKENS, nowSeconds, type Tokens } from './tokens';
import { cookieTokenStorage } from './cookie-storage';
import { localStorageTokenStorage } from './local-storage';

const wire = wireServer();
const CART: Endpoint = { method: 'GET', path: '/ecom/v1/carts/current', fqn: 'com.wix.ecom.cart.api.v1.CurrentCartService.GetCurrentCart' };
const currentCart = { getCurrentCart: defineCall((send) => () => send(CART)) };
const TOKEN_URL = 'https://www.wixapis.com/oauth2/token';

interface Seen { body: any; headers: Headers }
/** The platform, scripted: token grants by type, and the cart call answered by the access token it carries. */
function platform(script: { grant?: (body: any, n: number) => Response | object | Promise<Response | object>; cart?: (auth: string | null) => Response | object } = {}) {
  const tokenRequests: Seen[] = [];
  const calls: { url: string; auth: string | null }[] = [];
  let issued = 0;
  wire.server.use(
    http.post(TOKEN_URL, async ({ request }) => {
      const body = await request.json();
      tokenRequests.push({ body, headers: request.headers });
      const r = script.grant ? await script.grant(body, tokenRequests.length) : { access_token: `at-${++issued}`, expires_in: 3600, refresh_token: `rt-${issued}` };
      return r instanceof Response ? r : HttpResponse.json(r);
    }),
    http.get('https://edge.wixapis.com/ecom/v1/carts/current', ({ request }) => {
      const auth = request.headers.get('authorization');
      calls.push({ url: request.url, auth });
      const r = script.cart ? script.cart(auth) : { cart: { token: auth } };
      return r instanceof Response ? r : HttpResponse.json(r);
    }),
  );
  return { tokenRequests, calls };
}
const tokens = (access: string, refresh: string, role: 'visitor' | 'member', expiresIn = 3600): Tokens => ({
  accessToken: { value: access, expiresAt: nowSeconds() + expiresIn },
  refreshToken: { value: refresh, role },
});
const invalidGrant = () => HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });

describe('OAuthStrategy (visitor)', () => {
  it('sends the exact anonymous grant on www and the module call on edge with the raw token', async () => {
    const { tokenRequests, calls } = platform();
    const auth = OAuthStrategy({ clientId: 'cid' });
    const client = createClient({ modules: { currentCart }, auth });
    await expect(client.currentCart.getCurrentCart()).resolves.toEqual({ cart: { token: 'at-1' } });
    expect(tokenRequests).toHaveLength(1);
    expect(tokenRequests[0]!.body).toEqual({ clientId: 'cid', grantType: 'anonymous' });
    expect(tokenRequests[0]!.headers.get('content-type')).toBe('application/json');
    expect(tokenRequests[0]!.headers.get('authorization')).toBeNull();
    expect(tokenRequests[0]!.headers.get('x-wix-bi-gateway')).toBe('environment=js-sdk,package-name=@wix/sdk,method-fqn=wix.identity.oauth2.v1.Oauth2Ng.Token');
    expect(calls[0]).toEqual({ url: 'https://edge.wixapis.com/ecom/v1/carts/current', auth: 'at-1' });
    const t = auth.getTokens();
    expect(t.refreshToken).toEqual({ value: 'rt-1', role: 'visitor' });
    expect(t.accessToken.expiresAt).toBeGreaterThanOrEqual(nowSeconds() + 3599);
    expect(auth.loggedIn()).toBe(false);
  });

  it('probe: 100 concurrent calls on a cold client make exactly 1 token request', async () => {
    const { tokenRequests, calls } = platform({ grant: async () => (await delay(20), { access_token: 'at', expires_in: 3600, refresh_token: 'rt' }) });
    const client = createClient({ modules: { currentCart }, auth: OAuthStrategy({ clientId: 'cid' }) });
    await Promise.all(Array.from({ length: 100 }, () => client.currentCart.getCurrentCart()));
    expect(tokenRequests).toHaveLength(1);
    expect(calls).toHaveLength(100);
    expect(new Set(calls.map((c) => c.auth))).toEqual(new Set(['at']));
  });

  it('probe: with an expired token, 100 concurrent calls make exactly 1 refresh (60 s skew counts as expired)', async () => {
    const { tokenRequests, calls } = platform({ grant: async () => (await delay(10), { access_token: 'at-new', expires_in: 3600 }) });
    const auth = OAuthStrategy({ clientId: 'cid', tokens: tokens('at-old', 'rt-m', 'member', 30) });
    const client = createClient({ modules: { currentCart }, auth });
    await Promise.all(Array.from({ length: 100 }, () => client.currentCart.getCurrentCart()));
    expect(tokenRequests.map((r) => r.body)).toEqual([{ clientId: 'cid', refreshToken: 'rt-m', grantType: 'refresh_token' }]);
    expect(calls.every((c) => c.auth === 'at-new')).toBe(true);
    expect(auth.getTokens().refreshToken).toEqual({ value: 'rt-m', role: 'member' }); // kept when not rotated
    expect(auth.loggedIn()).toBe(true);
  });

  it('keeps a rotated refresh token', async () => {
    platform({ grant: () => ({ access_token: 'at-2', expires_in: 3600, refresh_token: 'rt-rotated' }) });
    const auth = OAuthStrategy({ clientId: 'cid', tokens: tokens('', 'rt-1', 'member') });
    await createClient({ modules: { currentCart }, auth }).currentCart.getCurrentCart();
    expect(auth.getTokens().refreshToken).toEqual({ value: 'rt-rotated', role: 'member' });
  });

  it('probe: a rejected refresh makes exactly 1 anonymous grant and calls onSessionLost once', async () => {
    const { tokenRequests } = platform({
      grant: async (body) => (await delay(10), body.grantType === 'refresh_token' ? invalidGrant() : { access_token: 'at-v', expires_in: 3600, refresh_token: 'rt-v' }),
    });
    const onSessionLost = vi.fn();
    const auth = OAuthStrategy({ clientId: 'cid', tokens: tokens('', 'rt-m', 'member'), onSessionLost });
    const client = createClient({ modules: { currentCart }, auth });
    await Promise.all(Array.from({ length: 20 }, () => client.currentCart.getCurrentCart()));
    expect(tokenRequests.map((r) => r.body.grantType)).toEqual(['refresh_token', 'anonymous']);
    expect(onSessionLost).toHaveBeenCalledTimes(1);
    expect(auth.getTokens().refreshToken).toEqual({ value: 'rt-v', role: 'visitor' });
    expect(auth.loggedIn()).toBe(false);
  });

  it('does not call onSessionLost when a visitor refresh fails', async () => {
    platform({ grant: (body) => (body.grantType === 'refresh_token' ? invalidGrant() : { access_token: 'a', expires_in: 3600, refresh_token: 'r' }) });
    const onSessionLost = vi.fn();
    const auth = OAuthStrategy({ clientId: 'cid', tokens: tokens('', 'rt-v', 'visitor'), onSessionLost });
    await createClient({ modules: { currentCart }, auth }).currentCart.getCurrentCart();
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('keeps the member session when the refresh is answered 429 or 408 (busy, not a rejection of the token)', async () => {
    for (const status of [429, 408]) {
      platform({ grant: (body) => (body.grantType === 'refresh_token' ? HttpResponse.json({ message: 'slow down' }, { status }) : { access_token: 'at-v', expires_in: 3600, refresh_token: 'rt-v' }) });
      const onSessionLost = vi.fn();
      const auth = OAuthStrategy({ clientId: 'cid', tokens: tokens('', 'rt-m', 'member'), onSessionLost });
      const client = createClient({ modules: { currentCart }, auth, retry: false });
      await expect(client.currentCart.getCurrentCart()).rejects.toMatchObject({ code: 'TOKEN_REQUEST_FAILED', status });
      expect(auth.getTokens().refreshToken).toEqual({ value: 'rt-m', role: 'member' });
      expect(onSessionLost).not.toHaveBeenCalled();
    }
  });

  it('keeps the member session when the refresh fails on the network (no silent downgrade)', async () => {
    platform({ grant: () => HttpResponse.error() });
    const onSessionLost = vi.fn();
    const auth = OAuthStrategy({ clientId: 'cid', tokens: tokens('', 'rt-m', 'member'), onSessionLost });
    const client = createClient({ modules: { currentCart }, auth, retry: false });
    await expect(client.currentCart.getCurrentCart()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(auth.getTokens().refreshToken).toEqual({ value: 'rt-m', role: 'member' });
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('probe: logout (setTokens empty) during an in-flight refresh stays logged out after it settles', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { tokenRequests } = platform({
      grant: async (body, n) => {
        if (body.grantType === 'refresh_token') await gate;
        return { access_token: `at-${n}`, expires_in: 3600, ...(body.grantType === 'anonymous' && { refresh_token: 'rt-visitor' }) };
      },
    });
    const auth = OAuthStrategy({ clientId: 'cid', tokens: tokens('at-old', 'rt-m', 'member', 0) });
    const client = createClient({ modules: { currentCart }, auth });
    const pending = client.currentCart.getCurrentCart();
    await vi.waitFor(() => expect(tokenRequests).toHaveLength(1));
    await auth.setTokens({ accessToken: { value: '', expiresAt: 0 }, refreshToken: { value: '', role: 'none' } });
    release();
    const result = await pending;
    expect(auth.loggedIn()).toBe(false);
    expect(auth.getTokens().refreshToken).toEqual({ value: 'rt-visitor', role: 'visitor' });
    expect(result).toEqual({ cart: { token: 'at-2' } }); // the call went out as a visitor, not with the refreshed member token
    expect(tokenRequests.map((r) => r.body.grantType)).toEqual(['refresh_token', 'anonymous']);
  });

  it('a logout in another tab (shared localStorage) wins over a renewal this tab started before it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { tokenRequests } = platform({
      grant: async (body, n) => {
        if (body.grantType === 'refresh_token') await gate;
        return { access_token: `at-${n}`, expires_in: 3600, refresh_token: body.grantType === 'anonymous' ? 'rt-visitor' : 'rt-m2' };
      },
    });
    const shelf = new Map<string, string>();
    const local = { getItem: (k: string) => shelf.get(k) ?? null, setItem: (k: string, v: string) => void shelf.set(k, v) } as Storage;
    localStorageTokenStorage(undefined, local).setTokens(tokens('at-old', 'rt-m', 'member', 0));
    const tabA = OAuthStrategy({ clientId: 'cid', tokenStorage: localStorageTokenStorage(undefined, local) });
    const tabB = OAuthStrategy({ clientId: 'cid', tokenStorage: localStorageTokenStorage(undefined, local) });
    const pending = createClient({ modules: { currentCart }, auth: tabA }).currentCart.getCurrentCart();
    await vi.waitFor(() => expect(tokenRequests).toHaveLength(1));
    await tabB.setTokens({ accessToken: { value: '', expiresAt: 0 }, refreshToken: { value: '', role: 'none' } }); // tab B logs out
    release();
    expect(await pending).toEqual({ cart: { token: 'at-2' } }); // tab A's call went out as a visitor
    expect(tabA.loggedIn()).toBe(false);
    const stored = JSON.parse(shelf.get('sitekit_tokens')!);
    expect(stored.refreshToken).toEqual({ value: 'rt-visitor', role: 'visitor' }); // the member's renewal never reached the storage
    expect(tokenRequests.map((r) => r.body.grantType)).toEqual(['refresh_token', 'anonymous']);
  });

  it("a login or a new session in another tab (shared localStorage) is kept: this tab's renewal does not write over it", async () => {
    const { tokenRequests } = platform({ grant: (body, n) => ({ access_token: `at-${n}`, expires_in: 3600, refresh_token: `rt-${n}` }) });
    const shelf = new Map<string, string>();
    const local = { getItem: (k: string) => shelf.get(k) ?? null, setItem: (k: string, v: string) => void shelf.set(k, v) } as Storage;
    const stored = () => JSON.parse(shelf.get('sitekit_tokens')!).refreshToken;
    // Tab A holds an expired visitor session; tab B logs in meanwhile: tab A's visitor renewal must not log the member out.
    localStorageTokenStorage(undefined, local).setTokens(tokens('at-old', 'rt-v', 'visitor', 0));
    const tabA = OAuthStrategy({ clientId: 'cid', tokenStorage: localStorageTokenStorage(undefined, local) });
    const tabB = OAuthStrategy({ clientId: 'cid', tokenStorage: localStorageTokenStorage(undefined, local) });
    // (The member's access token has expired too: tab A takes the session, then renews it as the member's.)
    await tabB.setTokens(tokens('at-m', 'rt-m', 'member', 0));
    expect(await createClient({ modules: { currentCart }, auth: tabA }).currentCart.getCurrentCart()).toEqual({ cart: { token: 'at-2' } });
    expect(tokenRequests.map((r) => r.body.refreshToken)).toEqual(['rt-v', 'rt-m']);
    expect(stored()).toEqual({ value: 'rt-2', role: 'member' }); // rotated by the member's renewal
    expect(tabA.loggedIn()).toBe(true);
    // Tab B logs out and starts a visitor session; tab A (still holding the member's expired tokens) renews: the logout stays.
    const tabC = OAuthStrategy({ clientId: 'cid', tokenStorage: localStorageTokenStorage(undefined, local) });
    await tabC.setTokens(tokens('at-old', 'rt-m', 'member', 0));
    await tabB.setTokens(EMPTY_TOKENS);
    await createClient({ modules: { currentCart }, auth: tabB }).currentCart.getCurrentCart();
    expect(stored()).toEqual({ value: `rt-${tokenRequests.length}`, role: 'visitor' });
    const visitor = stored();
    await createClient({ modules: { currentCart }, auth: tabC }).currentCart.getCurrentCart();
    expect(stored()).toEqual(visitor);
    expect(tabC.loggedIn()).toBe(false);
  });

  it('a 401 triggers one renewal and one replay, never a loop', async () => {
    const { tokenRequests, calls } = platform({ cart: () => new HttpResponse(null, { status: 401 }) });
    const client = createClient({ modules: { currentCart }, auth: OAuthStrategy({ clientId: 'cid', tokens: tokens('at-0', 'rt-0', 'visitor') }) });
    await expect(client.currentCart.getCurrentCart()).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.auth)).toEqual(['at-0', 'at-1']);
    expect(tokenRequests.map((r) => r.body)).toEqual([{ clientId: 'cid', refreshToken: 'rt-0', grantType: 'refresh_token' }]);
  });

  it('concurrent 401s on the same token share one renewal, and the replays succeed', async () => {
    const { tokenRequests, calls } = platform({
      grant: async () => (await delay(10), { access_token: 'at-fresh', expires_in: 3600 }),
      cart: (a) => (a === 'at-revoked' ? new HttpResponse(null, { status: 401 }) : { ok: a }),
    });
    const client = createClient({ modules: { currentCart }, auth: OAuthStrategy({ clientId: 'cid', tokens: tokens('at-revoked', 'rt', 'member') }) });
    const results = await Promise.all(Array.from({ length: 30 }, () => client.currentCart.getCurrentCart()));
    expect(results.every((r) => r.ok === 'at-fresh')).toBe(true);
    expect(tokenRequests).toHaveLength(1);
    expect(calls).toHaveLength(60);
  });

  it('late 401s for a token that was already replaced replay without another renewal', async () => {
    let n = 0;
    const tokenRequests: unknown[] = [];
    wire.server.use(
      http.post(TOKEN_URL, async () => (tokenRequests.push(1), HttpResponse.json({ access_token: 'at-fresh', expires_in: 3600 }))),
      http.get('https://edge.wixapis.com/ecom/v1/carts/current', async ({ request }) => {
        const auth = request.headers.get('authorization');
        if (auth === 'at-revoked') {
          await delay(5 * (n++ % 10)); // 401s arrive spread out, some after the renewal finished
          return new HttpResponse(null, { status: 401 });
        }
        return HttpResponse.json({ ok: auth });
      }),
    );
    const client = createClient({ modules: { currentCart }, auth: OAuthStrategy({ clientId: 'cid', tokens: tokens('at-revoked', 'rt', 'member') }) });
    const results = await Promise.all(Array.from({ length: 30 }, () => client.currentCart.getCurrentCart()));
    expect(results.every((r) => r.ok === 'at-fresh')).toBe(true);
    expect(tokenRequests).toHaveLength(1);
  });

  it("a non-200 token response reads 'something went wrong', naming the refused client id (platform error kept as cause)", async () => {
    platform({ grant: () => HttpResponse.json({ error: 'invalid_client' }, { status: 400, headers: { 'x-wix-request-id': 'req-1' } }) });
    const onError = vi.fn();
    const client = createClient({ modules: { currentCart }, auth: OAuthStrategy({ clientId: 'bad' }), onError });
    const error = await client.currentCart.getCurrentCart().catch((e) => e);
    expect(error).toMatchObject({ code: 'TOKEN_REQUEST_FAILED', status: 400, requestId: 'req-1' });
    expect(error.message).toBe(
      'something went wrong: clientId "bad" was refused (400); is it your OAuth app\'s client id?',
    );
    expect(error.cause).toMatchObject({ status: 400 });
  });

  it('probe: two clients with different members used concurrently never send each other’s tokens', async () => {
    const { calls } = platform({ cart: (a) => ({ who: a }) });
    const alice = createClient({ modules: { currentCart }, auth: OAuthStrategy({ clientId: 'cid', tokens: tokens('at-alice', 'rt-a', 'member') }) });
    const bob = createClient({ modules: { currentCart }, auth: OAuthStrategy({ clientId: 'cid', tokens: tokens('at-bob', 'rt-b', 'member') }) });
    const runs = Array.from({ length: 50 }, (_, i) => (i % 2 ? alice : bob).currentCart.getCurrentCart().then((r) => [i % 2 ? 'at-alice' : 'at-bob', r.who]));
    for (const [expected, got] of await Promise.all(runs)) expect(got).toBe(expected);
    expect(calls).toHaveLength(50);
  });

  it('works standalone (no createClient): generateVisitorTokens on the global fetch, without touching the session', async () => {
    const { tokenRequests } = platform();
    const auth = OAuthStrategy({ clientId: 'cid' });
    const t = await auth.generateVisitorTokens();
    expect(t).toMatchObject({ accessToken: { value: 'at-1' }, refreshToken: { value: 'rt-1', role: 'visitor' } });
    expect(tokenRequests[0]!.body).toEqual({ clientId: 'cid', grantType: 'anonymous' });
    expect(auth.getTokens().accessToken.value).toBe('');
    const valid = tokens('a', 'r', 'member');
    await expect(auth.generateVisitorTokens(valid)).resolves.toBe(valid);
    await expect(auth.renewToken({ value: 'r', role: 'member' })).resolves.toMatchObject({ accessToken: { value: 'at-2' }, refreshToken: { value: 'rt-2', role: 'member' } });
  });

  it('generateVisitorTokens falls back to anonymous when the refresh is rejected', async () => {
    const { tokenRequests } = platform({ grant: (b) => (b.grantType === 'refresh_token' ? invalidGrant() : { access_token: 'v', expires_in: 60, refresh_token: 'vr' }) });
    const t = await OAuthStrategy({ clientId: 'cid' }).generateVisitorTokens({ refreshToken: { value: 'dead', role: 'member' } });
    expect(t.refreshToken).toEqual({ value: 'vr', role: 'visitor' });
    expect(tokenRequests.map((r) => r.body.grantType)).toEqual(['refresh_token', 'anonymous']);
  });

  it('uses the client host override for token requests (the emulator sees them)', async () => {
    const seen: string[] = [];
    wire.server.use(
      http.post('http://127.0.0.1:4010/oauth2/token', ({ request }) => (seen.push(request.url), HttpResponse.json({ access_token: 'h', expires_in: 60 }))),
      http.get('http://127.0.0.1:4010/ecom/v1/carts/current', ({ request }) => HttpResponse.json({ auth: request.headers.get('authorization') })),
    );
    const client = createClient({ modules: { currentCart }, host: 'http://127.0.0.1:4010', auth: OAuthStrategy({ clientId: 'cid' }) });
    await expect(client.currentCart.getCurrentCart()).resolves.toEqual({ auth: 'h' });
    expect(seen).toEqual(['http://127.0.0.1:4010/oauth2/token']);
  });
});

describe('token storages', () => {
  it('an async storage is read before the first call and written on every change', async () => {
    platform();
    const writes: Tokens[] = [];
    const storage = { getTokens: async () => tokens('stored', 'rt-s', 'member'), setTokens: async (t: Tokens) => void writes.push(t) };
    const auth = OAuthStrategy({ clientId: 'cid', tokenStorage: storage });
    await expect(createClient({ modules: { currentCart }, auth }).currentCart.getCurrentCart()).resolves.toEqual({ cart: { token: 'stored' } });
    await auth.setTokens(tokens('x', 'y', 'visitor'));
    expect(writes.map((w) => w.accessToken.value)).toEqual(['x']);
  });

  it('a ported storage that answers EMPTY_TOKENS starts a visitor session; the shared constant is never changed', async () => {
    const { tokenRequests } = platform();
    const writes: Tokens[] = [];
    const auth = OAuthStrategy({ clientId: 'cid', tokenStorage: { getTokens: () => EMPTY_TOKENS, setTokens: (t: Tokens) => void writes.push(t) } });
    await expect(createClient({ modules: { currentCart }, auth }).currentCart.getCurrentCart()).resolves.toEqual({ cart: { token: 'at-1' } });
    expect(tokenRequests[0]!.body).toEqual({ clientId: 'cid', grantType: 'anonymous' });
    expect(writes[0]!.refreshToken).toEqual({ value: 'rt-1', role: 'visitor' });
    await auth.setTokens(EMPTY_TOKENS as Tokens);
    expect(EMPTY_TOKENS).toEqual({ accessToken: { value: '', expiresAt: 0 }, refreshToken: { value: '', role: 'none' } });
    expect(Object.isFrozen(EMPTY_TOKENS.accessToken)).toBe(true);
  });

  it('localStorage: round trip, malformed data reads as empty, a throwing storage degrades to memory', async () => {
    const map = new Map<string, string>();
    const fake = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) } as Storage;
    const s = localStorageTokenStorage('k', fake);
    expect(s.getTokens()).toBeUndefined();
    s.setTokens(tokens('a', 'r', 'visitor'));
    expect(JSON.parse(map.get('k')!).accessToken.value).toBe('a');
    expect(localStorageTokenStorage('k', fake).getTokens()).toMatchObject({ refreshToken: { value: 'r' } });
    map.set('k', '{not json');
    expect(localStorageTokenStorage('k', fake).getTokens()).toBeUndefined();
    const broken = { getItem: () => { throw new Error('denied') }, setItem: () => { throw new Error('quota') } } as unknown as Storage;
    const b = localStorageTokenStorage('k', broken);
    b.setTokens(tokens('m', 'n', 'visitor'));
    expect(b.getTokens()).toMatchObject({ accessToken: { value: 'm' } });
  });

  it('cookie string: reads the Cookie header, emits Set-Cookie, expires the cookie on logout', async () => {
    const set: string[] = [];
    const t = tokens('a;b', 'r', 'member');
    const header = `other=1; sitekit_session=${encodeURIComponent(JSON.stringify(t))}`;
    const s = cookieTokenStorage({ getCookieHeader: () => header, setCookie: (c) => void set.push(c) });
    expect(s.getTokens()).toEqual(t);
    s.setTokens(tokens('n', 'r2', 'visitor'));
    expect(set[0]).toMatch(/^sitekit_session=%7B.*; Path=\/; Max-Age=2592000; SameSite=Lax; Secure; HttpOnly$/);
    s.setTokens({ accessToken: { value: '', expiresAt: 0 }, refreshToken: { value: '', role: 'none' } });
    expect(set[1]).toBe('sitekit_session=; Path=/; Max-Age=0; SameSite=Lax; Secure; HttpOnly');
    const fresh = cookieTokenStorage({ getCookieHeader: () => 'sitekit_session=%E0%A4%A', setCookie: () => {} });
    expect(fresh.getTokens()).toBeUndefined();
  });

  it('a cookie storage drives a server client: the session in the request cookie is used, renewals come back as Set-Cookie', async () => {
    const { calls } = platform({ grant: () => ({ access_token: 'renewed', expires_in: 3600 }) });
    const out: string[] = [];
    const cookie = `sitekit_session=${encodeURIComponent(JSON.stringify(tokens('old', 'rt-m', 'member', 10)))}`;
    const auth = OAuthStrategy({ clientId: 'cid', tokenStorage: cookieTokenStorage({ getCookieHeader: () => cookie, setCookie: (c) => void out.push(c) }) });
    await createClient({ modules: { currentCart }, auth }).currentCart.getCurrentCart();
    expect(calls[0]!.auth).toBe('renewed');
    expect(decodeURIComponent(out[0]!)).toContain('"value":"renewed"');
  });
});

describe('token answers that are not tokens', () => {
  it.each([
    ['an empty object', {}],
    ['no access token', { expires_in: 3600, refresh_token: 'rt' }],
    ['an empty access token', { access_token: '', expires_in: 3600 }],
    ['a non-numeric expiry', { access_token: 'at', expires_in: 'x', refresh_token: 'rt' }],
    ['no expiry', { access_token: 'at', refresh_token: 'rt' }],
    ['a zero expiry', { access_token: 'at', expires_in: 0 }],
    ['a non-string refresh token', { access_token: 'at', expires_in: 3600, refresh_token: 42 }],
  ])('%s is a typed TOKEN_REQUEST_FAILED, and the call never goes out', async (_, answer) => {
    const seen = platform({ grant: () => answer });
    const client = createClient({ modules: { currentCart }, auth: OAuthStrategy({ clientId: 'cid' }) });
    await expect(client.currentCart.getCurrentCart()).rejects.toMatchObject({ code: 'TOKEN_REQUEST_FAILED', message: 'something went wrong' });
    expect(seen.tokenRequests).toHaveLength(1);
    expect(seen.calls).toHaveLength(0);
  });

  it('a numeric-string expiry is still read as seconds', async () => {
    const seen = platform({ grant: () => ({ access_token: 'at-s', expires_in: '3600', refresh_token: 'rt-s' }) });
    const auth = OAuthStrategy({ clientId: 'cid' });
    const client = createClient({ modules: { currentCart }, auth });
    await client.currentCart.getCurrentCart();
    expect(seen.calls[0]!.auth).toBe('at-s');
    expect(auth.getTokens().accessToken.expiresAt).toBeGreaterThan(nowSeconds() + 3500);
  });
});
