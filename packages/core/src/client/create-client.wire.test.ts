import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { wireServer } from '@sitekit/testing';
import { StaticTokenStrategy } from '../auth/static-token-strategy';
import type { Endpoint } from '../http/endpoint';
import { createClient } from './create-client';
import { defineCall } from './define-call';
import type { AuthStrategy, Runtime } from './types';

const wire = wireServer();
const GET_CART: Endpoint = { method: 'GET', path: '/ecom/v1/carts/current', fqn: 'cart' };
const GET_ORDER: Endpoint = { method: 'GET', path: '/ecom/v1/orders/{id}', fqn: 'order' };
const ChannelType = { WEB: 'WEB', POS: 'POS' } as const;
const currentCart = { getCurrentCart: defineCall((send) => async () => (await send(GET_CART)).cart as { id: string }), ChannelType };
const orders = { getOrder: defineCall((send) => async (id: string) => (await send(GET_ORDER, { id })).order) };

describe('createClient', () => {
  it('binds modules, keeps enums reachable and types the methods', async () => {
    wire.reply({ cart: { id: 'c1' } });
    const client = createClient({ modules: { currentCart } });
    expect(client.currentCart.ChannelType.WEB).toBe('WEB');
    const cart: { id: string } = await client.currentCart.getCurrentCart();
    expect(cart).toEqual({ id: 'c1' });
  });

  it('use(module) returns the bound module; use({ a }) binds onto the client', async () => {
    wire.reply({ order: { id: 'o1' } });
    const client = createClient({ modules: { currentCart } });
    const bound = client.use(orders);
    await expect(bound.getOrder('o1')).resolves.toEqual({ id: 'o1' });
    const more = client.use({ orders });
    expect(more).toBe(client);
    await expect(more.orders.getOrder('o2')).resolves.toEqual({ id: 'o1' });
    expect(wire.requests.map((r) => r.url.pathname)).toEqual(['/ecom/v1/orders/o1', '/ecom/v1/orders/o2']);
  });

  it('keeps state per instance: two clients never share auth', async () => {
    wire.reply({ cart: {} });
    const a = createClient({ modules: { currentCart }, auth: StaticTokenStrategy({ accessToken: 'A' }) });
    const b = createClient({ modules: { currentCart }, auth: StaticTokenStrategy({ accessToken: 'B' }) });
    await Promise.all([a.currentCart.getCurrentCart(), b.currentCart.getCurrentCart(), a.currentCart.getCurrentCart()]);
    expect(wire.requests.map((r) => r.headers.get('authorization')).sort()).toEqual(['A', 'A', 'B']);
  });

  it('hands the strategy a runtime whose send uses the client host and fetch', async () => {
    let runtime: Runtime | undefined;
    const auth: AuthStrategy = { getAuthHeaders: async () => ({ headers: {} }), attach: (rt) => { runtime = rt; } };
    const seen: string[] = [];
    const fetch: typeof globalThis.fetch = async (input) => { seen.push(String(input instanceof Request ? input.url : input)); return HttpResponse.json({ ok: true }); };
    createClient({ auth, host: 'http://127.0.0.1:4010', fetch });
    expect(runtime!.wwwHost).toBe('http://127.0.0.1:4010');
    await runtime!.send({ method: 'POST', path: '/oauth2/token', fqn: 't' }, { grantType: 'anonymous' }, { auth: false });
    expect(seen).toEqual(['http://127.0.0.1:4010/oauth2/token']);
  });

  it('reads the global fetch at call time (so test interceptors installed later still apply)', async () => {
    const client = createClient({ modules: { currentCart } });
    wire.reply({ cart: { id: 'late' } });
    await expect(client.currentCart.getCurrentCart()).resolves.toEqual({ id: 'late' });
  });
});

describe('fetchWithAuth', () => {
  it('adds auth, resolves platform paths on the host and returns the raw response', async () => {
    wire.reply({ cart: { id: 'raw' } });
    const client = createClient({ auth: StaticTokenStrategy({ accessToken: 'T' }), host: 'http://127.0.0.1:4010' });
    const res = await client.fetchWithAuth('/ecom/v1/carts/current', { headers: { accept: 'application/json' } });
    expect(await res.json()).toEqual({ cart: { id: 'raw' } });
    const [req] = wire.requests;
    expect(req!.url.href).toBe('http://127.0.0.1:4010/ecom/v1/carts/current');
    expect(req!.headers.get('authorization')).toBe('T');
    expect(req!.headers.get('accept')).toBe('application/json');
  });

  it('throws normalized errors for non-2xx', async () => {
    wire.reply(() => HttpResponse.json({ details: { applicationError: { code: 'OWNED_CART_NOT_FOUND', description: 'No cart' } } }, { status: 404 }));
    const client = createClient({ auth: StaticTokenStrategy({ accessToken: 'T' }) });
    await expect(client.fetchWithAuth('https://www.wixapis.com/ecom/v1/carts/current')).rejects.toMatchObject({ code: 'OWNED_CART_NOT_FOUND', status: 404 });
  });
});
