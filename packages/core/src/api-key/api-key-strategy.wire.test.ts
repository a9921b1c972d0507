import { describe, expect, it } from 'vitest';
import { wireServer } from '@sitekit/testing';
import { createClient } from '../client/create-client';
import { defineCall } from '../client/define-call';
import type { Endpoint } from '../http/endpoint';
import { ApiKeyStrategy } from '../api-key';

const wire = wireServer();
const GET_ORDER: Endpoint = { method: 'GET', path: '/ecom/v1/orders/{id}', fqn: 'com.wix.ecom.orders.v1.Orders.GetOrder' };
const orders = { getOrder: defineCall((send) => (id: string) => send(GET_ORDER, { id })) };

describe('ApiKeyStrategy', () => {
  it('sends the raw key and the site/account headers, on www', async () => {
    wire.reply({ order: {} });
    await createClient({ modules: { orders }, auth: ApiKeyStrategy({ apiKey: 'key-1', siteId: 'site-1', accountId: 'acc-1' }) }).orders.getOrder('o1');
    const [req] = wire.requests;
    expect(req!.url.href).toBe('https://www.wixapis.com/ecom/v1/orders/o1?id=o1');
    expect(req!.headers.get('authorization')).toBe('key-1');
    expect(req!.headers.get('wix-site-id')).toBe('site-1');
    expect(req!.headers.get('wix-account-id')).toBe('acc-1');
  });

  it('sends only the ids it was given', async () => {
    wire.reply({});
    await createClient({ modules: { orders }, auth: ApiKeyStrategy({ apiKey: 'k', accountId: 'acc' }) }).orders.getOrder('o');
    expect(wire.requests[0]!.headers.get('wix-site-id')).toBeNull();
    expect(wire.requests[0]!.headers.get('wix-account-id')).toBe('acc');
  });

  it('setSiteId / setAccountId change the target from the next call on, as the platform SDK\'s strategy does', async () => {
    wire.reply({}, {}, {});
    const auth = ApiKeyStrategy({ apiKey: 'k', siteId: 'site-1' });
    const client = createClient({ modules: { orders }, auth });
    await client.orders.getOrder('o');
    auth.setSiteId('site-2');
    auth.setAccountId('acc-9');
    await client.orders.getOrder('o');
    auth.setSiteId(undefined);
    await client.orders.getOrder('o');
    expect(wire.requests.map((r) => [r.headers.get('wix-site-id'), r.headers.get('wix-account-id')])).toEqual([['site-1', null], ['site-2', 'acc-9'], [null, 'acc-9']]);
    expect([auth.siteId, auth.accountId]).toEqual([undefined, 'acc-9']);
  });

  it('refuses an empty key or no target', () => {
    expect(() => ApiKeyStrategy({ apiKey: '', siteId: 's' })).toThrow(/"apiKey"/);
    expect(() => ApiKeyStrategy({ apiKey: 'k' })).toThrow(/siteId or accountId/);
  });
});
