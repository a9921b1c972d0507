import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { wireServer } from '@sitekit/testing';
import { createClient } from '../client/create-client';
import { defineCall } from '../client/define-call';
import { StaticTokenStrategy } from '../auth/static-token-strategy';
import type { Endpoint } from './endpoint';

const wire = wireServer();
const GET_ORDER: Endpoint = {
  method: 'GET', path: '/ecom/v1/orders/{id}', fqn: 'com.wix.ecom.orders.v1.Orders.GetOrder',
  entity: 'wix.ecom.v1.order', pkg: '@wix/auto_sdk_ecom_orders',
};
const orders = { getOrder: defineCall((send) => (id: string) => send(GET_ORDER, { id })) };

describe('transport', () => {
  it('sends the raw token, the method-name header and the encoded path, with the id repeated in the query', async () => {
    wire.reply({ order: { id: 'a/b c' } });
    const client = createClient({ modules: { orders }, auth: StaticTokenStrategy({ accessToken: 'tok-1' }) });
    await expect(client.orders.getOrder('a/b c')).resolves.toEqual({ order: { id: 'a/b c' } });
    const [req] = wire.requests;
    expect(req!.method).toBe('GET');
    expect(req!.url.href).toBe('https://www.wixapis.com/ecom/v1/orders/a%2Fb%20c?id=a%2Fb+c');
    expect(req!.headers.get('authorization')).toBe('tok-1');
    expect(req!.headers.get('x-wix-bi-gateway')).toBe(
      'environment=js-sdk,package-name=@wix/auto_sdk_ecom_orders,method-fqn=com.wix.ecom.orders.v1.Orders.GetOrder,entity=wix.ecom.v1.order',
    );
    expect(req!.headers.get('content-type')).toBeNull();
  });

  it('does not retry a 503 on a POST, and reports the error once', async () => {
    wire.reply(new HttpResponse(null, { status: 503, headers: { 'x-wix-request-id': 'r-9' } }));
    const onError = vi.fn();
    const POST: Endpoint = { method: 'POST', path: '/ecom/v1/carts/current/add-to-cart', fqn: 'x' };
    const client = createClient({ modules: { m: { add: defineCall((send) => () => send(POST, {})) } }, onError });
    await expect(client.m.add()).rejects.toMatchObject({ code: 'SYSTEM_ERROR', status: 503, message: 'System error occurred, request-id: r-9' });
    expect(wire.requests).toHaveLength(1);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('auth headers over the request headers', () => {
  const auth = StaticTokenStrategy({ accessToken: 'tok-1' });
  it('replace a same-named header whatever its case, for plain objects, Headers and pairs alike', async () => {
    wire.reply({}, {}, {});
    const client = createClient({ modules: { orders }, auth, headers: { AUTHORIZATION: 'user-value', 'x-app': 'shop' } });
    await client.orders.getOrder('o1');
    await client.fetchWithAuth('/x', { headers: new Headers({ authorization: 'h', 'x-a': '1' }) });
    await client.fetchWithAuth('/x', { headers: [['Authorization', 'p'], ['x-a', '2']] });
    expect(wire.requests.map((r) => [r.headers.get('authorization'), r.headers.get('x-app') ?? r.headers.get('x-a')])).toEqual([
      ['tok-1', 'shop'], ['tok-1', '1'], ['tok-1', '2'],
    ]);
  });
});

describe('path parameters', () => {
  const DELETE_PRODUCT: Endpoint = { method: 'DELETE', path: '/stores/v1/products/{id}', fqn: 'x' };
  const CREATE_ORDER: Endpoint = { method: 'POST', path: '/ecom/v1/checkouts/{id}/create-order', fqn: 'x' };
  const m = {
    del: defineCall((send) => (id: string) => send(DELETE_PRODUCT, { id })),
    order: defineCall((send) => (id: string) => send(CREATE_ORDER, { id })),
  };

  it.each(['.', '..'])('refuses the id %j before any request (it would change the endpoint)', async (id) => {
    const client = createClient({ modules: { m } });
    await expect(client.m.del(id)).rejects.toMatchObject({ name: 'ValidationError', code: 'INVALID_ARGUMENT' });
    await expect(client.m.order(id)).rejects.toMatchObject({ name: 'ValidationError', code: 'INVALID_ARGUMENT' });
    expect(wire.requests).toHaveLength(0);
  });

  it.each(['a/../b', '../x', '%2e%2e', '%2E.', '.%2e', '..%2F', 'a\\..\\b', '..;x', '?x=1', '#x', ' ..', '...'])(
    'keeps %j inside its own segment', async (id) => {
      wire.reply({});
      const client = createClient({ modules: { m } });
      await client.m.order(id);
      const { pathname } = wire.requests[0]!.url;
      const segments = pathname.split('/');
      expect(segments).toHaveLength(6);
      expect(segments.slice(0, 4).join('/')).toBe('/ecom/v1/checkouts');
      expect(decodeURIComponent(segments[4]!)).toBe(id);
      expect(segments[5]).toBe('create-order');
    });
});
