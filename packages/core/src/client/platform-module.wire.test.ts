import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { biHeader, expectRequest, wireServer } from '@sitekit/testing';
import { OAuthStrategy } from '../auth/oauth-strategy';
import { StaticTokenStrategy } from '../auth/static-token-strategy';
import { isApplicationError, isSiteKitError } from '../errors/guards';
import { createClient } from './create-client';
import type { PlatformHttpClient, PlatformRequest } from './platform-http-client';

// A platform module written to the published contract (`@wix/sdk-types`): each function takes the host
// context and returns the method; the method describes its request, and rewrites what it catches, as
// the platform's generated modules do.
const PKG = '@wix/auto_sdk_things_things';
const meta = (name: string) => ({ methodFqn: `wix.things.v1.ThingsService.${name}`, entityFqdn: 'wix.things.v1.thing', packageName: PKG });
const bi = (name: string) => biHeader(PKG, `wix.things.v1.ThingsService.${name}`, 'wix.things.v1.thing');
const send = async (http: PlatformHttpClient, request: PlatformRequest) => {
  try {
    return (await http.request(() => request)).data;
  } catch (error) {
    Object.assign(error as object, { message: 'rewritten by the module', code: 'UNKNOWN', status: undefined });
    throw error;
  }
};
// typed as the platform types its exports: the bound method and the descriptor at once (`BuildRESTFunction<T> & T`)
const rest = <F extends (...args: any[]) => unknown>(descriptor: (http: PlatformHttpClient) => F) => descriptor as typeof descriptor & F;
const getThing = rest((http) => async (thingId: string) =>
  (await send(http, { method: 'GET', url: `/_api/things/v1/things/${thingId}`, params: new URLSearchParams({ fields: 'FULL' }), ...meta('GetThing') })).thing);
const queryThings = rest((http) => () => ({
  limit: (limit: number) => ({
    find: async () => {
      const data = await send(http, { method: 'POST', url: '/_api/things/v1/things/query', data: { query: { paging: { limit } } }, ...meta('QueryThings') });
      return { items: data.things, next: () => send(http, { method: 'POST', url: '/_api/things/v1/things/query', data: { query: { cursorPaging: { cursor: 'c2' } } }, ...meta('QueryThings') }) };
    },
  }),
}));
const onThingCreated = Object.assign(() => {}, { __type: 'event-definition', type: 'wix.things.v1.thing_created' });
const ThingType = { SMALL: 'SMALL', LARGE: 'LARGE' } as const;
const things = { getThing, queryThings, onThingCreated, ThingType, utils: { query: { Filter: (value: unknown) => value } } };

const wire = wireServer();
const auth = () => StaticTokenStrategy({ accessToken: 'tok' });

describe('platform modules on a SiteKit client', () => {
  it("runs a platform module's GET with the client's auth, host and method-name header", async () => {
    wire.reply({ thing: { id: 't1', name: 'Lamp' } });
    const client = createClient({ modules: { things }, auth: auth() });
    await expect(client.things.getThing('t1')).resolves.toEqual({ id: 't1', name: 'Lamp' });
    expectRequest(wire.requests[0], 'GET', 'https://www.wixapis.com/_api/things/v1/things/t1?fields=FULL', bi('GetThing'));
    expect(client.things.ThingType.LARGE).toBe('LARGE');
    expect(client.things.utils.query.Filter(1)).toBe(1);
  });

  it('sends a POST body, and binds query builders and results (next()) too', async () => {
    wire.reply({ things: [{ id: 't1' }] }, { things: [{ id: 't2' }] });
    const client = createClient({ modules: { things }, auth: auth(), host: 'http://127.0.0.1:4010' });
    const result = await client.things.queryThings().limit(2).find();
    expect(result.items).toEqual([{ id: 't1' }]);
    await expect(result.next()).resolves.toEqual({ things: [{ id: 't2' }] });
    expectRequest(wire.requests[0], 'POST', 'http://127.0.0.1:4010/_api/things/v1/things/query', bi('QueryThings'), { query: { paging: { limit: 2 } } });
    expectRequest(wire.requests[1], 'POST', 'http://127.0.0.1:4010/_api/things/v1/things/query', bi('QueryThings'), { query: { cursorPaging: { cursor: 'c2' } } });
  });

  it("goes to the edge host for an OAuth visitor, with the strategy's token", async () => {
    wire.reply({ access_token: 'visitor-token', refresh_token: 'r', expires_in: 3600 }, { thing: { id: 't1' } });
    const client = createClient({ modules: { things }, auth: OAuthStrategy({ clientId: 'app' }) });
    await client.things.getThing('t1');
    expect(wire.requests[1]!.url.href).toBe('https://edge.wixapis.com/_api/things/v1/things/t1?fields=FULL');
    expect(wire.requests[1]!.headers.get('authorization')).toBe('visitor-token');
  });

  it("throws SiteKit's normalized error, whatever the module rewrote, and reports it once", async () => {
    wire.reply(() => HttpResponse.json(
      { message: 'No thing', details: { applicationError: { code: 'THING_NOT_FOUND', description: 'No thing with that id' } } },
      { status: 404, headers: { 'x-wix-request-id': 'req-1' } },
    ));
    const onError = vi.fn();
    const client = createClient({ modules: { things }, auth: auth(), onError });
    const error = await client.things.getThing('missing').catch((e: unknown) => e);
    expect(isApplicationError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'THING_NOT_FOUND', status: 404, requestId: 'req-1', description: 'No thing with that id' });
    expect(onError).toHaveBeenCalledOnce();
    expect(onError).toHaveBeenCalledWith(error);
  });

  it("throws SiteKit's error from a builder's find() too, and retries the module's GETs", async () => {
    wire.reply(() => HttpResponse.json({}, { status: 500 }));
    const client = createClient({ modules: { things }, auth: auth(), retry: false });
    await expect(client.things.queryThings().limit(1).find()).rejects.toMatchObject({ code: 'SYSTEM_ERROR', status: 500, name: 'PlatformError' });
    wire.reply(() => HttpResponse.json({}, { status: 503 }), { thing: { id: 't1' } });
    const retrying = createClient({ modules: { things }, auth: auth(), retry: { baseDelayMs: 1 } });
    await expect(retrying.things.getThing('t1')).resolves.toEqual({ id: 't1' });
    expect(wire.requests).toHaveLength(3);
  });

  it('sends a GET as the module describes it: params in the query, no body, and data (if any) left out', async () => {
    wire.reply({ ok: true });
    const listThings = rest((http) => () => send(http, { method: 'get', url: '/_api/things/v1/things', params: new URLSearchParams({ a: '1' }), data: { b: 2 }, ...meta('ListThings') }));
    await createClient({ modules: { things: { listThings } }, auth: auth() }).things.listThings();
    expectRequest(wire.requests[0], 'GET', 'https://www.wixapis.com/_api/things/v1/things?a=1', bi('ListThings'));
  });

  it('refuses, before any request, an argument that would climb out of the path', async () => {
    const client = createClient({ modules: { things }, auth: auth() });
    await expect(client.things.getThing('..')).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    await expect(client.things.getThing('a/../b')).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(wire.requests).toHaveLength(0);
    wire.reply({ thing: {} });
    await client.things.getThing('a?b#c');
    expect(wire.requests[0]!.url.pathname).toBe('/_api/things/v1/things/a%3Fb%23c');
  });

  it.each([['%2e%2e'], ['.%2E'], ['%2E.'], ['%2e'], ['.\t.'], ['.\n.'], ['.\r']])(
    'refuses %j too, a dot segment once the URL parser has read it (percent-encoded dots, tabs and newlines dropped)',
    async (argument) => {
      const client = createClient({ modules: { things }, auth: auth() });
      await expect(client.things.getThing(`${argument}/secrets`)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
      expect(wire.requests).toHaveLength(0);
    },
  );

  it.each([['.. '], ['..\u0000'], ['.%2E\u001f'], ['. ']])(
    'refuses %j at the end of a path without a query: the URL parser drops trailing controls and spaces, leaving a dot segment',
    async (argument) => {
      const deleteThing = rest((http) => (thingId: string) => send(http, { method: 'DELETE', url: `/_api/things/v1/things/${thingId}`, ...meta('DeleteThing') }));
      const client = createClient({ modules: { things: { deleteThing } }, auth: auth() });
      await expect(client.things.deleteThing(argument)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
      expect(wire.requests).toHaveLength(0);
    },
  );

  it('binds through use() and with(), and binds a package namespace module by module', async () => {
    wire.reply({ thing: { id: 't1' } });
    const client = createClient({ auth: auth() });
    await expect(client.use(things).getThing('t1')).resolves.toEqual({ id: 't1' });
    await client.use({ platform: { things } }).with({ headers: { 'x-extra': '1' } }).platform.things.getThing('t1');
    expect(wire.requests[1]!.headers.get('x-extra')).toBe('1');
  });

  it('fails at createClient for what it cannot run, and when an event handler is registered', () => {
    const host = { __type: 'host', create: () => ({}) };
    const error = (() => {
      try {
        createClient({ modules: { dashboard: { showToast: host } } });
      } catch (e) {
        return e;
      }
    })();
    expect(isSiteKitError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'UNSUPPORTED_MODULE', name: 'UnsupportedModuleError' });
    expect(() => createClient({ modules: { old: { getThing: () => Object.assign(() => ({}), { __isAmbassador: true }) } } })).toThrow('old.getThing cannot run on SiteKit: not a REST module');
    expect(() => createClient({ modules: { plugin: { __type: 'service-plugin-definition' } } })).toThrow('plugin cannot run on SiteKit: service-plugin-definition');
    const client = createClient({ modules: { things } });
    expect(() => client.things.onThingCreated()).toThrow('things.onThingCreated cannot run on SiteKit: receive wix.things.v1.thing_created with createWebhooks (@sitekit/core/webhooks)');
  });
});
