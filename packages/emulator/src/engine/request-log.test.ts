import { describe, expect, it } from 'vitest';
import { API_KEY, CLIENT_ID, PKCE, call, loginSession, memberTokens, visitorToken } from '../../test/helpers';
import { createEmulator } from './emulator';
import { NetworkDropError } from './faults';
import { REDACTED, TOO_DEEP, redact, redactUrl } from './redact';
import { LOG_BODY_BUDGET_CHARS, MAX_LOGGED_BODY_CHARS } from './request-log';

describe('request log', () => {
  it('keeps at most `recordRequests` entries, newest last, ids increasing', async () => {
    const emulator = createEmulator({ recordRequests: 3 });
    for (let i = 0; i < 5; i++) await call(emulator, 'GET', `/_emulator/inbox?format=json&n=${i}`);
    const entries = emulator.log.list();
    expect(entries.map((e) => e.id)).toEqual([3, 4, 5]);
    expect(entries.map((e) => e.path)).toEqual(['/_emulator/inbox?format=json&n=2', '/_emulator/inbox?format=json&n=3', '/_emulator/inbox?format=json&n=4']);
    expect(emulator.log.list(4).map((e) => e.id)).toEqual([5]);
    expect(emulator.log.get(5)?.routeId).toBe('emulator.inbox');
  });

  it('keeps large bodies whole, and drops the oldest bodies (not the entries) past the body budget of the log', async () => {
    const emulator = createEmulator();
    const query = { query: { paging: { limit: 100 } } };
    const first = await call(emulator, 'POST', '/stores-reader/v1/products/query-platformized', { auth: API_KEY, body: query });
    const size = first.text.length;
    expect(size).toBeGreaterThan(64 * 1024);
    expect(size).toBeLessThan(MAX_LOGGED_BODY_CHARS);
    expect(emulator.log.list()[0]?.responseBody).toEqual(JSON.parse(first.text));
    const calls = Math.ceil(LOG_BODY_BUDGET_CHARS / size) + 2;
    for (let i = 1; i < calls; i++) await call(emulator, 'POST', '/stores-reader/v1/products/query-platformized', { auth: API_KEY, body: query });
    const entries = emulator.log.list();
    expect(entries).toHaveLength(calls);
    expect(entries[0]?.responseBody).toMatch(/^<dropped/);
    expect(entries[0]?.status).toBe(200);
    expect(entries.at(-1)?.responseBody).toEqual(JSON.parse(first.text));
    const kept = entries.filter((e) => typeof e.responseBody !== 'string').length;
    expect(kept * size).toBeLessThanOrEqual(LOG_BODY_BUDGET_CHARS);
    expect(kept).toBeGreaterThan(calls - 5);
  });

  it('records method, path, domain, route, caller kind, status, duration and the error code', async () => {
    const emulator = createEmulator();
    const token = await visitorToken(emulator);
    await call(emulator, 'GET', '/ecom/v1/carts/current', { auth: token });
    await call(emulator, 'GET', '/stores-reader/v1/products/no-such-product', { auth: API_KEY });
    await call(emulator, 'GET', '/nowhere/v1/thing');
    const [grant, cart, product, unknown] = emulator.log.list();
    expect(grant).toMatchObject({ method: 'POST', path: '/oauth2/token', domain: 'auth', routeId: 'oauth2.token', caller: 'anonymous', status: 200, outcome: 'answered' });
    expect(cart).toMatchObject({ domain: 'cart', caller: 'visitor', status: 404, errorCode: expect.any(String) });
    expect(product).toMatchObject({ domain: 'catalog', caller: 'apiKey', status: 404 });
    expect(unknown).toMatchObject({ status: 404, errorCode: 'ROUTE_NOT_FOUND', caller: 'anonymous' });
    expect(unknown?.domain).toBeUndefined();
    expect(typeof grant?.durationMs).toBe('number');
    expect(new Date(grant?.at ?? '').getTime()).not.toBeNaN();
  });

  it('holds no token, refresh token, password, code, verifier or API key in any entry', async () => {
    const emulator = createEmulator();
    const session = await loginSession(emulator);
    const tokens = await memberTokens(emulator, session);
    const refreshed = await call(emulator, 'POST', '/oauth2/token', { body: { clientId: CLIENT_ID, grantType: 'refresh_token', refresh_token: tokens.refresh_token } });
    await call(emulator, 'GET', '/members/v1/members/my', { auth: `Bearer ${String(refreshed.json.access_token)}` });
    await call(emulator, 'GET', '/ecom/v1/carts/current', { auth: 'not-a-real-token-value' });
    await call(emulator, 'GET', '/stores-reader/v1/products/query', { auth: API_KEY });
    const text = JSON.stringify(emulator.log.list());
    const codes = emulator.log.list().flatMap((e) => [e.responseHeaders?.['location'] ?? '']).filter((l) => l.includes('code='));
    expect(codes.length).toBeGreaterThan(0);
    for (const secret of [session, tokens.access_token, tokens.refresh_token, refreshed.json.access_token, refreshed.json.refresh_token, 'sitekit-demo', PKCE.verifier, API_KEY, 'not-a-real-token-value']) {
      expect(typeof secret).toBe('string');
      expect(text).not.toContain(secret);
    }
    expect(text).toContain(REDACTED);
    expect(emulator.log.list().find((e) => e.path === '/members/v1/members/my')).toMatchObject({ caller: 'member', member: 'demo@sitekit.dev', status: 200 });
    expect(emulator.log.list().find((e) => e.path === '/ecom/v1/carts/current')).toMatchObject({ caller: 'invalid', status: 401 });
  });

  it('marks answers of injected faults and dropped connections', async () => {
    const emulator = createEmulator();
    emulator.faults.add({ route: 'oauth2.token', status: 503, times: 1 });
    emulator.faults.add({ route: 'GET /_emulator/inbox', drop: true, times: 1 });
    await call(emulator, 'POST', '/oauth2/token', { body: { clientId: CLIENT_ID, grantType: 'anonymous' } });
    await expect(call(emulator, 'GET', '/_emulator/inbox')).rejects.toBeInstanceOf(NetworkDropError);
    const [faulted, dropped] = emulator.log.list();
    expect(faulted).toMatchObject({ outcome: 'fault', status: 503, errorCode: 'INTERNAL' });
    expect(dropped).toMatchObject({ outcome: 'dropped', routeId: 'emulator.inbox' });
    expect(dropped?.status).toBeUndefined();
  });

  it('tells subscribers of new entries and of a reset, and is off with `recordRequests: 0`', async () => {
    const emulator = createEmulator();
    const events: string[] = [];
    const stop = emulator.log.subscribe((event) => events.push(event.type === 'entry' ? `entry ${event.entry.id}` : 'clear'));
    await call(emulator, 'GET', '/_emulator/inbox?format=json');
    emulator.reset();
    stop();
    await call(emulator, 'GET', '/_emulator/inbox?format=json');
    expect(events).toEqual(['entry 1', 'clear']);
    expect(emulator.log.list()).toHaveLength(1);

    const off = createEmulator({ recordRequests: 0 });
    await call(off, 'GET', '/_emulator/inbox?format=json');
    expect(off.log.list()).toEqual([]);
  });
});

describe('a header or body field named __proto__', () => {
  it('is recorded and logged as the field it is (redacted where secret), not made the copy\'s prototype', async () => {
    const emulator = createEmulator();
    const request = new Request('https://www.wixapis.com/stores-reader/v1/products/query-platformized', {
      method: 'POST',
      headers: [['authorization', API_KEY], ['content-type', 'application/json'], ['__proto__', 'header']],
      body: '{"query":{},"__proto__":{"token":"abc","note":"kept"}}',
    });
    expect((await emulator.handle(request)).status).toBe(200);
    const recorded = emulator.requests.at(-1)!;
    const logged = emulator.log.list().at(-1)!;
    for (const headers of [recorded.headers, logged.requestHeaders]) {
      expect(Object.getPrototypeOf(headers)).toBe(Object.prototype);
      expect(Object.hasOwn(headers, '__proto__') && headers['__proto__']).toBe('header');
    }
    expect(JSON.stringify(logged.requestBody)).toBe(`{"query":{},"__proto__":{"token":"${REDACTED}","note":"kept"}}`);
  });
});

describe('redact', () => {
  it('copies at most 64 levels: a body nested 10,000 deep is logged, not a stack overflow', () => {
    let deep: unknown = { password: 'p' };
    for (let i = 0; i < 10_000; i += 1) deep = i % 2 ? { a: deep } : [deep];
    let copy = redact({ body: deep }) as Record<string, unknown>;
    let levels = 0;
    while (copy && typeof copy === 'object') {
      copy = (Array.isArray(copy) ? copy[0] : (copy.body ?? copy.a)) as Record<string, unknown>;
      levels += 1;
    }
    expect(copy).toBe(TOO_DEEP);
    expect(levels).toBe(64);
  });

  it('replaces secret-named fields and URL parameters, keeps error and coupon codes', () => {
    const value = {
      accessToken: 'a',
      refresh_token: 'b',
      password: 'p',
      nested: [{ apiKey: 'k', authorization: 'x', email: 'e@x.y' }],
      code: '123456',
      details: { applicationError: { code: 'NOT_FOUND' } },
      coupon: { code: 'SAVE10' },
      link: 'http://127.0.0.1:1/_emulator/reset-password?recoveryToken=abc&lang=en',
      hasPassword: true,
      token_type: 'Bearer',
      expires_in: 14400,
    };
    expect(redact(value)).toEqual({
      accessToken: REDACTED,
      refresh_token: REDACTED,
      password: REDACTED,
      nested: [{ apiKey: REDACTED, authorization: REDACTED, email: 'e@x.y' }],
      code: REDACTED,
      details: { applicationError: { code: 'NOT_FOUND' } },
      coupon: { code: 'SAVE10' },
      link: `http://127.0.0.1:1/_emulator/reset-password?recoveryToken=${encodeURIComponent(REDACTED)}&lang=en`,
      hasPassword: true,
      token_type: 'Bearer',
      expires_in: 14400,
    });
    expect(redact('said token-123456 twice: token-123456', { secrets: ['token-123456'] })).toBe(`said ${REDACTED} twice: ${REDACTED}`);
    expect(redactUrl('/callback?code=xyz&state=s')).toBe(`/callback?code=${encodeURIComponent(REDACTED)}&state=s`);
    expect(redactUrl('plain words')).toBe('plain words');
  });
});
