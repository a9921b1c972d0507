import { describe, expect, it } from 'vitest';
import { API_KEY, call, memberTokens, visitorToken } from '../../test/helpers';
import { createEmulator } from './emulator';
import { fieldsOf } from './json';
import { base64UrlEncode } from './query';
import type { Access, Domain, Route } from './types';

const echo: Route = { method: 'GET', path: '/_test/v1/echo/:id', id: 'test.echo', access: 'public', handle: (ctx) => ({ json: { params: ctx.params, query: ctx.query, body: ctx.body } }) };
const post: Route = { method: 'POST', path: '/_test/v1/items', id: 'test.create', access: 'public', handle: (ctx) => ({ status: 201, json: { got: ctx.body } }) };
const wildcard: Route = { method: 'GET', path: '/_test/files/*', id: 'test.files', access: 'public', handle: (ctx) => ({ json: { rest: ctx.params['*'] } }) };
const guarded = (access: Access): Route => ({ method: 'GET', path: `/_test/guard/${access}`, id: `test.guard.${access}`, access, handle: (ctx) => ({ json: { caller: ctx.caller.kind } }) });
const log: string[] = [];
const slow: Route = {
  method: 'POST',
  path: '/_test/v1/slow/:key',
  id: 'test.slow',
  access: 'public',
  lockKey: (ctx) => ctx.params['key'],
  handle: async (ctx) => {
    log.push(`start ${String(fieldsOf(ctx.body).n)}`);
    await new Promise((r) => setTimeout(r, fieldsOf(ctx.body).wait as number));
    log.push(`end ${String(fieldsOf(ctx.body).n)}`);
    return { json: {} };
  },
};
const slowOther: Route = { ...slow, path: '/_test/v1/slow-other/:key', id: 'test.slowOther' };
const slowMany: Route = { ...slow, path: '/_test/v1/slow-many', id: 'test.slowMany', lockKey: (ctx) => fieldsOf(ctx.body).keys as string[] };
/** Read, a simulated storage round trip, write: loses updates unless the route is locked. */
const tally = (locked: boolean): Route<{ n: number }> => ({
  method: 'POST',
  path: `/_test/v1/tally/${locked ? 'locked' : 'unlocked'}`,
  id: `test.tally.${locked ? 'locked' : 'unlocked'}`,
  access: 'public',
  ...(locked ? { lockKey: () => 'tally' } : {}),
  handle: async (ctx) => {
    const read = ctx.state.n;
    await ctx.engine.persist();
    ctx.state.n = read + 1;
    return { json: { n: ctx.state.n } };
  },
});
const tallyDomain: Domain<{ n: number }> = { name: 'tally', initialState: () => ({ n: 0 }), routes: [tally(true), tally(false)] };
const counter: Domain<{ n: number }> = {
  name: 'counter',
  initialState: (seed) => ({ n: typeof seed['counterStart'] === 'number' ? seed['counterStart'] : 0 }),
  routes: [{ method: 'POST', path: '/_test/v1/count', id: 'test.count', access: 'public', handle: (ctx) => ({ json: { n: ++ctx.state.n } }) }],
};
const testDomain: Domain = {
  name: 'test',
  initialState: () => ({}),
  routes: [echo, post, { ...post, path: '/_test/v1/member-items', id: 'test.memberCreate', access: 'member' }, wildcard, slow, slowOther, slowMany, ...(['public', 'session', 'member', 'apiKey', 'sessionOrApiKey'] as Access[]).map(guarded)],
};
const make = () => createEmulator({ extraDomains: [testDomain, counter], corsOrigins: ['https://shop.example'] });

describe('router', () => {
  it('matches :params (decoded) and decodes dotted and repeated query keys', async () => {
    const res = await call(make(), 'GET', '/_test/v1/echo/a%20b?paging.limit=10&fieldsets=A&fieldsets=B');
    expect(res.json).toEqual({ params: { id: 'a b' }, query: { paging: { limit: '10' }, fieldsets: ['A', 'B'] }, body: {} });
  });

  it('decodes a .r= query', async () => {
    const r = base64UrlEncode(JSON.stringify({ query: { filter: { a: { $in: [1, 2] } } } }));
    const res = await call(make(), 'GET', `/_test/v1/echo/x?.r=${r}`);
    expect(res.json.query).toEqual({ query: { filter: { a: { $in: [1, 2] } } } });
  });

  it('answers a POST fallback of a long GET with the body as the query', async () => {
    const res = await call(make(), 'POST', '/_test/v1/echo/x', { body: { query: { paging: { limit: 3 } } } });
    expect(res.status).toBe(200);
    expect(res.json.query).toEqual({ query: { paging: { limit: 3 } } });
  });

  it('matches trailing * routes on the edge host too', async () => {
    const res = await call(make(), 'GET', '/_test/files/a/b.png', { host: 'https://edge.wixapis.com' });
    expect(res.json).toEqual({ rest: 'a/b.png' });
  });

  it('parses JSON bodies and rejects malformed JSON with a validation error', async () => {
    const emulator = make();
    expect((await call(emulator, 'POST', '/_test/v1/items', { body: { a: 1 } })).json).toEqual({ got: { a: 1 } });
    const bad = await call(emulator, 'POST', '/_test/v1/items', { rawBody: '{"a":', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('INVALID_ARGUMENT: "body" is not valid JSON');
  });

  it('answers unknown routes with 404 JSON and every response with a unique x-wix-request-id', async () => {
    const emulator = make();
    const a = await call(emulator, 'GET', '/nope/v1/thing');
    const b = await call(emulator, 'GET', '/nope/v1/thing');
    expect(a.status).toBe(404);
    expect(a.json.details.applicationError.code).toBe('ROUTE_NOT_FOUND');
    expect(a.headers.get('x-wix-request-id')).toBeTruthy();
    expect(a.headers.get('x-wix-request-id')).not.toBe(b.headers.get('x-wix-request-id'));
  });

  it('answers CORS preflights', async () => {
    const res = await call(make(), 'OPTIONS', '/_test/v1/items', { headers: { origin: 'http://localhost:3000' } });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    // `*` would not cover Authorization, so the platform's headers are always listed by name.
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').split(',').map((h) => h.trim());
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'content-type', 'x-wix-bi-gateway', 'wix-site-id', 'wix-account-id']));
    expect(allowed).not.toContain('*');
    const methods = (res.headers.get('access-control-allow-methods') ?? '').split(',').map((m) => m.trim());
    expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
  });

  it('allows whatever headers a preflight asks for, and private-network access', async () => {
    const res = await call(make(), 'OPTIONS', '/_test/v1/items', {
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'Authorization, X-Wix-BI-Gateway, x-custom-thing',
        'access-control-request-private-network': 'true',
      },
    });
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').split(',').map((h) => h.trim());
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'x-wix-bi-gateway', 'x-custom-thing', 'content-type']));
    expect(res.headers.get('access-control-allow-private-network')).toBe('true');
    expect(res.headers.get('vary')).toContain('Access-Control-Request-Headers');
  });

  it('puts CORS headers on every answer, errors included', async () => {
    const emulator = make();
    const ok = await call(emulator, 'POST', '/_test/v1/items', { body: {}, headers: { origin: 'https://shop.example' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(ok.headers.get('access-control-expose-headers')).toContain('x-wix-request-id');
    const denied = await call(emulator, 'GET', '/_test/guard/member', { headers: { origin: 'https://shop.example' } });
    expect(denied.status).toBe(401);
    expect(denied.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    const missing = await call(emulator, 'GET', '/nope', {});
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('echoes only allowed origins: localhost on any port, its own origin, configured ones; never another site', async () => {
    const emulator = make();
    const origin = async (o: string) => (await call(emulator, 'GET', '/_test/v1/echo/x', { headers: { origin: o } })).headers.get('access-control-allow-origin');
    expect(await origin('http://localhost:5173')).toBe('http://localhost:5173');
    expect(await origin('http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(await origin('https://www.wixapis.com')).toBe('https://www.wixapis.com');
    expect(await origin('https://shop.example')).toBe('https://shop.example');
    expect(await origin('https://evil.example')).toBeNull();
    expect(await origin('http://localhost.evil.example')).toBeNull();
    const pre = await emulator.handle(new Request('https://www.wixapis.com/_test/v1/items', {
      method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    }));
    expect(pre.status).toBe(403);
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a body over the limit with 413 before reading it whole, and checks the caller before the body', async () => {
    const emulator = createEmulator({ extraDomains: [testDomain, counter], maxBodyBytes: 1000 });
    const big = await call(emulator, 'POST', '/_test/v1/items', { body: { blob: 'x'.repeat(2000) } });
    expect(big.status).toBe(413);
    expect(big.json).toMatchObject({ details: { applicationError: { code: 'PAYLOAD_TOO_LARGE' } } });
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(512));
      },
    });
    const streamed = await emulator.handle(new Request('https://www.wixapis.com/_test/v1/items', { method: 'POST', body: endless, duplex: 'half' } as RequestInit));
    expect(streamed.status).toBe(413);
    expect(pulled).toBeLessThan(10);
    const notJson = await emulator.handle(new Request('https://www.wixapis.com/_test/v1/member-items', { method: 'POST', body: '{not json' }));
    expect(notJson.status).toBe(401);
  });
});

describe('access', () => {
  it('applies each access rule to anonymous, visitor, member and API-key callers', async () => {
    const emulator = make();
    const visitor = await visitorToken(emulator);
    const { access_token: member } = await memberTokens(emulator);
    const callers: Record<string, string | undefined> = { anonymous: undefined, visitor, member, apiKey: API_KEY };
    const expected: Record<Access, Record<string, number>> = {
      public: { anonymous: 200, visitor: 200, member: 200, apiKey: 200 },
      session: { anonymous: 401, visitor: 200, member: 200, apiKey: 403 },
      member: { anonymous: 401, visitor: 403, member: 200, apiKey: 403 },
      apiKey: { anonymous: 401, visitor: 403, member: 403, apiKey: 200 },
      sessionOrApiKey: { anonymous: 401, visitor: 200, member: 200, apiKey: 200 },
    };
    for (const [access, row] of Object.entries(expected)) {
      for (const [who, status] of Object.entries(row)) {
        const res = await call(emulator, 'GET', `/_test/guard/${access}`, { auth: callers[who] });
        expect({ access, who, status: res.status }).toEqual({ access, who, status });
      }
    }
  });

  it('uses the platform shapes for 401 and 403, and tolerates a Bearer prefix', async () => {
    const emulator = make();
    const r401 = await call(emulator, 'GET', '/_test/guard/member', { auth: 'sk_at_bogus' });
    expect(r401.json).toMatchObject({ message: 'UNAUTHENTICATED', details: { applicationError: { code: 'UNAUTHENTICATED' } } });
    const visitor = await visitorToken(emulator);
    const r403 = await call(emulator, 'GET', '/_test/guard/member', { auth: visitor });
    expect(r403.json).toMatchObject({ message: 'PERMISSION_DENIED', details: { applicationError: { code: 'PERMISSION_DENIED' } } });
    expect((await call(emulator, 'GET', '/_test/guard/session', { auth: `Bearer ${visitor}` })).status).toBe(200);
  });

  it('accepts only seeded API keys', async () => {
    const emulator = createEmulator({ extraDomains: [testDomain], seed: { apiKeys: ['k-1'] } });
    expect((await call(emulator, 'GET', '/_test/guard/apiKey', { auth: 'k-1', headers: { 'wix-site-id': 's' } })).status).toBe(200);
    expect((await call(emulator, 'GET', '/_test/guard/apiKey', { auth: API_KEY })).status).toBe(401);
  });
});

describe('lockKey', () => {
  it('runs same-key requests one at a time and different keys concurrently', async () => {
    const emulator = make();
    log.length = 0;
    await Promise.all([
      call(emulator, 'POST', '/_test/v1/slow/k', { body: { n: 1, wait: 30 } }),
      call(emulator, 'POST', '/_test/v1/slow/k', { body: { n: 2, wait: 1 } }),
    ]);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
    log.length = 0;
    await Promise.all([
      call(emulator, 'POST', '/_test/v1/slow/a', { body: { n: 1, wait: 30 } }),
      call(emulator, 'POST', '/_test/v1/slow/b', { body: { n: 2, wait: 1 } }),
    ]);
    expect(log).toEqual(['start 1', 'start 2', 'end 2', 'end 1']);
  });

  it("shares one queue per key across a domain's routes", async () => {
    const emulator = make();
    log.length = 0;
    await Promise.all([
      call(emulator, 'POST', '/_test/v1/slow/k', { body: { n: 1, wait: 30 } }),
      call(emulator, 'POST', '/_test/v1/slow-other/k', { body: { n: 2, wait: 1 } }),
    ]);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('a route with several keys waits for each, and later calls on any of them wait for it', async () => {
    const emulator = make();
    log.length = 0;
    await Promise.all([
      call(emulator, 'POST', '/_test/v1/slow/a', { body: { n: 1, wait: 40 } }),
      call(emulator, 'POST', '/_test/v1/slow-many', { body: { n: 2, wait: 1, keys: ['a', 'b'] } }),
      call(emulator, 'POST', '/_test/v1/slow/b', { body: { n: 3, wait: 1 } }),
      call(emulator, 'POST', '/_test/v1/slow/c', { body: { n: 4, wait: 1 } }),
    ]);
    expect(log).toEqual(['start 1', 'start 4', 'end 4', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });

  it('engine.persist() lets concurrent read-modify-write calls interleave: unlocked calls lose updates, locked ones do not', async () => {
    const emulator = createEmulator({ extraDomains: [tallyDomain] });
    await Promise.all(Array.from({ length: 50 }, () => call(emulator, 'POST', '/_test/v1/tally/unlocked')));
    expect(emulator.stateOf<{ n: number }>('tally').n).toBeLessThan(50);
    emulator.reset();
    await Promise.all(Array.from({ length: 50 }, () => call(emulator, 'POST', '/_test/v1/tally/locked')));
    expect(emulator.stateOf<{ n: number }>('tally').n).toBe(50);
  });

  it('withLock runs a change outside requests in turn with the routes holding the same key', async () => {
    const emulator = createEmulator({ extraDomains: [tallyDomain], storageLatencyMs: 20 });
    const calls = Array.from({ length: 5 }, () => call(emulator, 'POST', '/_test/v1/tally/locked'));
    // The first call is between its read and its write now: a change made without the lock would be lost.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const tally = emulator.stateOf<{ n: number }>('tally');
    const changes = Array.from({ length: 5 }, () => emulator.withLock('tally', 'tally', () => (tally.n += 100)));
    await Promise.all([...calls, ...changes]);
    expect(tally.n).toBe(5 + 5 * 100);
    await expect(emulator.withLock('tally', 'tally', () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect((await call(emulator, 'POST', '/_test/v1/tally/locked')).json).toEqual({ n: 506 });
  });

  it('storageLatencyMs slows each persist() step', async () => {
    const emulator = createEmulator({ extraDomains: [tallyDomain], storageLatencyMs: 60 });
    const started = Date.now();
    await call(emulator, 'POST', '/_test/v1/tally/locked');
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });
});

describe('recorder, reset and snapshots', () => {
  it('records method, url, lower-cased headers, parsed body and route id', async () => {
    const emulator = make();
    await call(emulator, 'POST', '/_test/v1/items?x=1', { body: { a: 1 }, headers: { 'X-Wix-Bi-Gateway': 'environment=js-sdk' } });
    expect(emulator.requests).toEqual([
      expect.objectContaining({ method: 'POST', url: 'https://www.wixapis.com/_test/v1/items?x=1', body: { a: 1 }, routeId: 'test.create' }),
    ]);
    expect(emulator.requests[0]?.headers['x-wix-bi-gateway']).toBe('environment=js-sdk');
    emulator.clearRequests();
    expect(emulator.requests).toHaveLength(0);
  });

  it('keeps only the latest requests (a ring, default 1000) and can be turned off', async () => {
    const ring = createEmulator({ recordRequests: 3 });
    for (let i = 1; i <= 5; i++) await call(ring, 'GET', `/ecom/v1/carts/current?n=${i}`);
    expect(ring.requests.map((r) => new URL(r.url).searchParams.get('n'))).toEqual(['3', '4', '5']);
    const off = createEmulator({ recordRequests: 0 });
    await call(off, 'GET', '/ecom/v1/carts/current');
    expect(off.requests).toHaveLength(0);
    const byDefault = createEmulator();
    for (let i = 0; i < 1005; i++) await call(byDefault, 'GET', '/_missing/v1/x');
    expect(byDefault.requests).toHaveLength(1000);
  });

  it('reset() restores the seed; snapshot() and load() carry state across instances', async () => {
    const emulator = createEmulator({ extraDomains: [counter], seed: { counterStart: 5 } });
    await call(emulator, 'POST', '/_test/v1/count');
    expect((await call(emulator, 'POST', '/_test/v1/count')).json).toEqual({ n: 7 });
    const snap = emulator.snapshot();
    expect(JSON.parse(JSON.stringify(snap))).toEqual(snap);
    emulator.reset();
    expect((await call(emulator, 'POST', '/_test/v1/count')).json).toEqual({ n: 6 });
    const other = createEmulator({ extraDomains: [counter] });
    other.load(snap);
    expect((await call(other, 'POST', '/_test/v1/count')).json).toEqual({ n: 8 });
  });

  it('a snapshot keeps tokens valid in a loaded instance', async () => {
    const emulator = make();
    const token = await visitorToken(emulator);
    const other = make();
    expect((await call(other, 'GET', '/_test/guard/session', { auth: token })).status).toBe(401);
    other.load(emulator.snapshot());
    expect((await call(other, 'GET', '/_test/guard/session', { auth: token })).status).toBe(200);
  });
});

describe('body parsing', () => {
  it('parses HTML forms, and JSON even when labelled as a form', async () => {
    const emulator = make();
    const form = await call(emulator, 'POST', '/_test/v1/items', { rawBody: 'a=1&b=x&b=y', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.json).toEqual({ got: { a: '1', b: ['x', 'y'] } });
    const json = await call(emulator, 'POST', '/_test/v1/items', { rawBody: '{"a":1}', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(json.json).toEqual({ got: { a: 1 } });
  });
});
