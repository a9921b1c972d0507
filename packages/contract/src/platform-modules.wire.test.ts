/**
 * A platform module SiteKit does not cover, from the registry as it is published (`services`, which
 * `@wix/bookings` re-exports), run by SiteKit's client: its requests carry the client's auth and host,
 * and what it throws is SiteKit's normalized error.
 */
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import * as services from '@wix/auto_sdk_bookings_services';
import { biHeader, expectRequest, wireServer } from '@sitekit/testing';
import { createClient, isApplicationError, StaticTokenStrategy } from '@sitekit/core';

const wire = wireServer();
const PKG = '@wix/auto_sdk_bookings_services';
const bi = (method: string) => biHeader(PKG, `wix.bookings.services.v2.ServicesService.${method}`, 'wix.bookings.services.v2.service');
const client = () => createClient({ modules: { services }, auth: StaticTokenStrategy({ accessToken: 'tok' }) });

describe('@wix/auto_sdk_bookings_services on a SiteKit client', () => {
  it('queryServices().find() sends the query with our token and returns the platform query result', async () => {
    wire.reply({ services: [{ id: 's1', name: 'Yoga' }], pagingMetadata: { count: 1, offset: 0, total: 1, hasNext: false } });
    const result = await client().services.queryServices().eq('name', 'Yoga').limit(5).find();
    expectRequest(wire.requests[0], 'POST', 'https://www.wixapis.com/_api/bookings/v2/services/query', bi('QueryServices'), {
      query: { filter: { name: 'Yoga' }, paging: { limit: 5, offset: 0 } },
    });
    expect(result.items).toEqual([{ _id: 's1', name: 'Yoga' }]);
    expect(result.items).toEqual((result as unknown as { _items: unknown[] })._items);
  });

  it('getService sends a GET on the API host', async () => {
    wire.reply({ service: { id: 's1', name: 'Yoga' } });
    await expect(client().services.getService('s1')).resolves.toMatchObject({ _id: 's1', name: 'Yoga' });
    expectRequest(wire.requests[0], 'GET', 'https://www.wixapis.com/_api/bookings/v2/services/s1?serviceId=s1', bi('GetService'));
  });

  it("throws SiteKit's error, not the module's rewrite of it", async () => {
    wire.reply(() => HttpResponse.json(
      { message: 'not found', details: { applicationError: { code: 'SERVICE_NOT_FOUND', description: 'No such service' } } },
      { status: 404, headers: { 'x-wix-request-id': 'req-9' } },
    ));
    const error = await client().services.getService('missing').catch((e: unknown) => e);
    expect(isApplicationError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'SERVICE_NOT_FOUND', status: 404, requestId: 'req-9', message: 'not found: No such service' });
  });

  it('keeps enums, and refuses handlers for events it has no delivery for', () => {
    const bound = client().services;
    expect(bound.ServiceType.CLASS).toBe('CLASS');
    expect(() => bound.onServiceCreated(() => {})).toThrow(/UNSUPPORTED|createWebhooks/);
  });
});
