import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { wireServer } from '@sitekit/testing';
import { createClient } from '../client/create-client';
import { defineCall } from '../client/define-call';
import { StaticTokenStrategy } from '../auth/static-token-strategy';
import type { AuthStrategy } from '../client/types';
import type { Endpoint } from './endpoint';

const wire = wireServer();
const call = (endpoint: Endpoint) => defineCall((send) => (payload?: Record<string, unknown>) => send(endpoint, payload));
const LIST: Endpoint = { method: 'GET', path: '/members/v1/members', fqn: 'com.wixpress.members.api.Members.ListMembers' };
const QUERY: Endpoint = {
  method: 'GET', path: '/stores-reader/v1/products/query-platformized', fqn: 'q', complex: true,
  fallback: '/stores-reader/v1/products/query-platformized',
};
const REMOVE: Endpoint = { method: 'DELETE', path: '/members/v1/members/{id}', fqn: 'd' };
const CREATE: Endpoint = { method: 'POST', path: '/ecom/v1/checkouts', fqn: 'c' };
const UPDATE: Endpoint = { method: 'PATCH', path: '/ecom/v1/orders/{order.id}', fqn: 'u' };
const m = { list: call(LIST), query: call(QUERY), remove: call(REMOVE), create: call(CREATE), update: call(UPDATE) };
const client = (auth?: AuthStrategy, host?: string) => createClient({ modules: { m }, auth, host });

const decodeR = (url: URL) => {
  const r = url.searchParams.get('.r')!;
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(r.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))));
};

describe('GET encoding', () => {
  it('flattens nested objects with dots and repeats array keys', async () => {
    wire.reply({ members: [] });
    await client().m.list({ paging: { limit: 10, offset: 20 }, fieldsets: ['PUBLIC', 'FULL'], sorting: { fieldName: 'createdDate' } });
    const [req] = wire.requests;
    expect(req!.url.search).toBe('?paging.limit=10&paging.offset=20&fieldsets=PUBLIC&fieldsets=FULL&sorting.fieldName=createdDate');
    expect(req!.body).toBe('');
  });

  it('sends a complex payload as one .r= base64url(JSON) parameter, UTF-8 safe and without padding', async () => {
    wire.reply({ products: [] });
    const payload = { query: { filter: { name: { $startsWith: 'Café ✓?' } }, paging: { limit: 5, offset: 0 } } };
    await client().m.query(payload);
    const url = wire.requests[0]!.url;
    expect([...url.searchParams.keys()]).toEqual(['.r']);
    expect(url.searchParams.get('.r')).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeR(url)).toEqual(payload);
  });

  it('keeps a flat payload of a complex call as plain keys', async () => {
    wire.reply({});
    await client().m.query({ includeMerchantSpecificData: true });
    expect(wire.requests[0]!.url.search).toBe('?includeMerchantSpecificData=true');
  });

  it('moves a GET whose query string would pass 4000 characters to its POST fallback with a JSON body', async () => {
    wire.reply({ products: [] });
    const payload = { query: { filter: { id: { $in: Array.from({ length: 200 }, (_, i) => `product-id-${i}`) } } } };
    await client().m.query(payload);
    const [req] = wire.requests;
    expect(req!.method).toBe('POST');
    expect(req!.url.href).toBe('https://www.wixapis.com/stores-reader/v1/products/query-platformized');
    expect(req!.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(req!.body)).toEqual(payload);
  });

  it('keeps a GET at 4000 characters or less as a GET', async () => {
    wire.reply({});
    await client().m.query({ q: 'x'.repeat(3990) });
    expect(wire.requests[0]!.method).toBe('GET');
  });

  it('repeats path fields in the query of a DELETE', async () => {
    wire.reply(new HttpResponse(null, { status: 204 }));
    await expect(client().m.remove({ id: 'm 1' })).resolves.toEqual({});
    expect(wire.requests[0]!.url.href).toBe('https://www.wixapis.com/members/v1/members/m%201?id=m+1');
  });
});

describe('bodies, hosts and headers', () => {
  it('sends JSON bodies with the content type and repeats nested path fields in the body', async () => {
    wire.reply({ order: { id: 'o1' } });
    await client(StaticTokenStrategy({ accessToken: 'IST.abc' })).m.update({ order: { id: 'o1', tags: [] } });
    const [req] = wire.requests;
    expect(req!.method).toBe('PATCH');
    expect(req!.url.href).toBe('https://www.wixapis.com/ecom/v1/orders/o1');
    expect(req!.headers.get('authorization')).toBe('IST.abc');
    expect(req!.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(req!.body)).toEqual({ order: { id: 'o1', tags: [] } });
  });

  it('sends {} for a POST without arguments', async () => {
    wire.reply({});
    await client().m.create();
    expect(wire.requests[0]!.body).toBe('{}');
  });

  it('uses the edge host for OAuth-style strategies, www for www-only calls, and the host override for both', async () => {
    const edgeAuth: AuthStrategy = { useEdgeHost: true, getAuthHeaders: async () => ({ headers: { Authorization: 'v' } }) };
    wire.reply({});
    await client(edgeAuth).m.create();
    const wwwOnly = defineCall((send) => () => send({ ...CREATE, www: true }, {}));
    await createClient({ modules: { x: { wwwOnly } }, auth: edgeAuth }).x.wwwOnly();
    await createClient({ modules: { m }, auth: edgeAuth, useCDN: false }).m.create();
    await client(edgeAuth, 'http://127.0.0.1:4010').m.create();
    expect(wire.requests.map((r) => r.url.origin)).toEqual([
      'https://edge.wixapis.com', 'https://www.wixapis.com', 'https://www.wixapis.com', 'http://127.0.0.1:4010',
    ]);
  });

  it('refuses a missing or empty path parameter before sending anything', async () => {
    await expect(client().m.remove({ id: '' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: 'INVALID_ARGUMENT: "id" must be a non-empty string' });
    await expect(client().m.update({ order: {} })).rejects.toMatchObject({ fieldViolations: [expect.objectContaining({ field: 'order.id' })] });
    expect(wire.requests).toHaveLength(0);
  });

  it('merges client headers and lets per-client options add more', async () => {
    wire.reply({});
    const c = createClient({ modules: { m }, headers: { 'x-app': 'shop' } });
    await c.with({ headers: { 'x-trace': 't1' } }).m.create();
    expect(wire.requests[0]!.headers.get('x-app')).toBe('shop');
    expect(wire.requests[0]!.headers.get('x-trace')).toBe('t1');
  });
});

describe('success statuses', () => {
  it.each([
    ['201 with a body', () => HttpResponse.json({ checkout: { id: 'c1' } }, { status: 201 }), { checkout: { id: 'c1' } }],
    ['204', () => new HttpResponse(null, { status: 204 }), {}],
    ['200 with an empty body', () => new HttpResponse('', { status: 200 }), {}],
  ])('treats %s as success', async (_, response, expected) => {
    wire.reply(response);
    await expect(client().m.create()).resolves.toEqual(expected);
  });

  it('fails a 2xx whose body is not JSON with MALFORMED_RESPONSE', async () => {
    wire.reply(() => new HttpResponse('{"cart":', { status: 200, headers: { 'x-wix-request-id': 'req-7' } }));
    await expect(client().m.create()).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE', status: 200, requestId: 'req-7' });
  });
});
