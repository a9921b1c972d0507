import { inspect } from 'node:util';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wireServer } from '@sitekit/testing';
import { createClient } from '../client/create-client';
import { defineCall } from '../client/define-call';
import { StaticTokenStrategy } from '../auth/static-token-strategy';
import { OAuthStrategy } from '../auth/oauth-strategy';
import { nowSeconds } from '../auth/tokens';
import { ApiKeyStrategy } from '../api-key/api-key-strategy';
import type { Endpoint } from '../http/endpoint';
import { normalizeError } from './normalize-error';
import { REDACTED } from './redact';

const wire = wireServer();
const ACCESS = 'at-SECRET-access-token-1';
const REFRESH = 'rt-SECRET-refresh-token-2';
const API_KEY = 'ak-SECRET-api-key-3';
const SECRETS = [ACCESS, REFRESH, API_KEY];

const GET: Endpoint = { method: 'GET', path: '/ecom/v1/orders/{id}', fqn: 'x.Get' };
const POST: Endpoint = { method: 'POST', path: '/ecom/v1/orders', fqn: 'x.Create' };
const CART: Endpoint = { method: 'GET', path: '/ecom/v1/carts/current', fqn: 'x.Cart' };
const m = {
  get: defineCall((send) => (id: string) => send(GET, { id })),
  create: defineCall((send) => (order: object) => send(POST, { order })),
  cart: defineCall((send) => () => send(CART)),
};
const staticClient = (extra: object = {}) => createClient({ modules: { m }, auth: StaticTokenStrategy({ accessToken: ACCESS }), retry: false, ...extra });
const apiKeyClient = () => createClient({ modules: { m }, auth: ApiKeyStrategy({ apiKey: API_KEY, siteId: 'site-1' }), retry: false });
/** Echoes the request's secrets back in the body: the parsed body the error keeps must be redacted too. */
const echo = (status: number, details: object) => async ({ request }: { request: Request }) =>
  HttpResponse.json(
    { message: 'nope', details: { ...details, echoed: { authorization: request.headers.get('authorization'), accessToken: ACCESS, refresh_token: REFRESH, apiKey: API_KEY, nested: [{ sessionToken: ACCESS, code_verifier: REFRESH }] } } },
    { status, headers: { 'x-wix-request-id': 'req-42' } },
  );

/** Every way an error gets rendered by frameworks and loggers. */
function renderings(err: unknown): Record<string, string> {
  const logged: string[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...args) => void logged.push(args.map((a) => inspect(a, { depth: Infinity })).join(' ')));
  console.error(err);
  console.error('failed:', err);
  spy.mockRestore();
  const cause = (err as { cause?: unknown }).cause;
  return {
    inspect: inspect(err, { depth: Infinity, showHidden: true, getters: true }),
    inspectDefault: inspect(err),
    json: JSON.stringify(err),
    jsonCause: JSON.stringify(cause) ?? '',
    jsonDetails: JSON.stringify((err as { details?: unknown }).details) ?? '',
    structuredClone: inspect(structuredClone(err), { depth: Infinity, showHidden: true }),
    console: logged.join('\n'),
  };
}
function expectNoSecrets(err: unknown) {
  expect(err).toBeInstanceOf(Error);
  for (const [how, text] of Object.entries(renderings(err))) {
    for (const secret of SECRETS) expect(text, `${how} leaks ${secret}`).not.toContain(secret);
  }
}
/** Walks everything reachable from the error (own keys, symbols, cause chain), as a logger with depth ∞ would. */
function expectNoRequestObjects(err: unknown) {
  const seen = new Set<unknown>();
  const walk = (v: unknown) => {
    if (!v || typeof v !== 'object' || seen.has(v)) return;
    seen.add(v);
    expect(v).not.toBeInstanceOf(Request);
    expect(v).not.toBeInstanceOf(Response);
    expect(v).not.toBeInstanceOf(Headers);
    for (const k of Reflect.ownKeys(v)) walk((v as any)[k]);
  };
  walk(err);
}

afterEach(() => vi.restoreAllMocks());

describe('no secret reaches a logged error (issue "Secrets in logs")', () => {
  it('404 platform error: no Request/Response in the cause, a plain redacted description instead', async () => {
    wire.server.use(http.get('https://www.wixapis.com/ecom/v1/orders/:id', echo(404, {})));
    const err: any = await staticClient().m.get('o-1').catch((e) => e);
    expect(err).toMatchObject({ code: 'NOT_FOUND', status: 404, requestId: 'req-42' });
    expect(err.cause).toBeInstanceOf(Error);
    expect({ ...err.cause }).toEqual({ name: 'HTTPError', method: 'GET', url: 'https://www.wixapis.com/ecom/v1/orders/o-1?id=o-1' });
    expect(err.details.echoed).toMatchObject({ authorization: REDACTED, accessToken: REDACTED, refresh_token: REDACTED, apiKey: REDACTED });
    expect(err.details.echoed.nested[0]).toEqual({ sessionToken: REDACTED, code_verifier: REDACTED });
    expectNoRequestObjects(err);
    expectNoSecrets(err);
  });

  it('a secret in a query string (a refresh_token or api key parameter) (or fragment) is redacted from the cause and its message; other parameters stay', async () => {
    wire.server.use(http.get('https://www.wixapis.com/x', () => HttpResponse.json({}, { status: 401 })));
    const url = `/x?refresh_token=${REFRESH}&keep=1&apiKey=${API_KEY}#access_token=${ACCESS}`;
    const err: any = await staticClient().fetchWithAuth(url).catch((e) => e);
    expect(err).toMatchObject({ status: 401 });
    expect(err.cause.url).toBe(`https://www.wixapis.com/x?refresh_token=${REDACTED}&keep=1&apiKey=${REDACTED}#access_token=${REDACTED}`);
    expect(err.cause.message).toContain(`?refresh_token=${REDACTED}&keep=1`);
    expectNoSecrets(err);
  });

  it('404 with an API key', async () => {
    wire.server.use(http.get('https://www.wixapis.com/ecom/v1/orders/:id', echo(404, {})));
    const err = await apiKeyClient().m.get('o-1').catch((e) => e);
    expect(err).toMatchObject({ code: 'NOT_FOUND' });
    expectNoRequestObjects(err);
    expectNoSecrets(err);
  });

  it('400 validation error (field violations carrying secrets in data)', async () => {
    wire.server.use(
      http.post('https://www.wixapis.com/ecom/v1/orders', echo(400, { validationError: { fieldViolations: [{ field: 'order.apiKey', description: 'bad', data: { apiKey: API_KEY } }] } })),
    );
    const err: any = await staticClient().m.create({ apiKey: API_KEY }).catch((e) => e);
    expect(err).toMatchObject({ name: 'ValidationError', code: 'INVALID_ARGUMENT', status: 400 });
    expect(err.fieldViolations[0].data).toEqual({ apiKey: REDACTED });
    expectNoRequestObjects(err);
    expectNoSecrets(err);
  });

  it('application error (data carrying secrets)', async () => {
    wire.server.use(
      http.post('https://www.wixapis.com/ecom/v1/orders', echo(428, { applicationError: { code: 'NO_WAY', description: 'no', data: { refreshToken: REFRESH, accessToken: ACCESS } } })),
    );
    const err: any = await staticClient().m.create({}).catch((e) => e);
    expect(err).toMatchObject({ name: 'ApplicationError', code: 'NO_WAY', status: 428 });
    expect(err.data).toEqual({ refreshToken: REDACTED, accessToken: REDACTED });
    expectNoRequestObjects(err);
    expectNoSecrets(err);
  });

  it('500 system error, reported through onError', async () => {
    wire.server.use(http.get('https://www.wixapis.com/ecom/v1/orders/:id', echo(500, {})));
    const onError = vi.fn();
    const err = await staticClient({ onError }).m.get('o-1').catch((e) => e);
    expect(err).toMatchObject({ code: 'SYSTEM_ERROR', status: 500 });
    expect(onError).toHaveBeenCalledWith(err);
    expectNoRequestObjects(err);
    expectNoSecrets(err);
  });

  it('network error', async () => {
    wire.server.use(http.get('https://www.wixapis.com/ecom/v1/orders/:id', () => HttpResponse.error()));
    const err = await staticClient().m.get('o-1').catch((e) => e);
    expect(err).toMatchObject({ code: 'NETWORK_ERROR' });
    // No request walk here: msw sets an empty `Response.error()` as the TypeError's own cause.
    expectNoSecrets(err);
  });

  it('timeout: the cause stays an Error, without the Request', async () => {
    wire.server.use(http.get('https://www.wixapis.com/ecom/v1/orders/:id', () => new Promise<Response>(() => {})));
    const err: any = await staticClient({ timeout: 30 }).m.get('o-1').catch((e) => e);
    expect(err).toMatchObject({ code: 'TIMEOUT' });
    expect(err.cause).toBeInstanceOf(Error);
    expect(err.cause).toMatchObject({ name: 'TimeoutError', method: 'GET' });
    expectNoRequestObjects(err);
    expectNoSecrets(err);
  });

  it('abort with the caller signal', async () => {
    wire.server.use(http.get('https://www.wixapis.com/ecom/v1/orders/:id', () => new Promise<Response>(() => {})));
    const controller = new AbortController();
    const promise = staticClient().with({ signal: controller.signal }).m.get('o-1').catch((e: unknown) => e);
    setTimeout(() => controller.abort(), 10);
    const err = await promise;
    expect(err).toMatchObject({ code: 'ABORTED' });
    expectNoRequestObjects(err);
    expectNoSecrets(err);
  });

  it('failed token refresh through the OAuth strategy: the refresh token is nowhere in the cause chain', async () => {
    const grants: any[] = [];
    wire.server.use(
      http.post('https://www.wixapis.com/oauth2/token', async ({ request }) => {
        const body: any = await request.json();
        grants.push(body);
        return HttpResponse.json({ message: 'down', details: { refreshToken: body.refreshToken, grant: body } }, { status: 500 });
      }),
    );
    const auth = OAuthStrategy({
      clientId: 'cid',
      tokens: { accessToken: { value: ACCESS, expiresAt: nowSeconds() - 10 }, refreshToken: { value: REFRESH, role: 'member' } },
    });
    const err: any = await createClient({ modules: { m }, auth, retry: false }).m.cart().catch((e) => e);
    expect(grants[0]).toMatchObject({ grantType: 'refresh_token', refreshToken: REFRESH });
    expect(err).toMatchObject({ code: 'TOKEN_REQUEST_FAILED', status: 500 });
    expect(err.cause).toMatchObject({ code: 'SYSTEM_ERROR', details: { refreshToken: REDACTED, grant: { refreshToken: REDACTED } } });
    expectNoRequestObjects(err);
    expectNoSecrets(err);
  });

  it('normalizeError redacts a raw body and a ky-like error handed to it directly', () => {
    const request = new Request('https://www.wixapis.com/x', { headers: { authorization: ACCESS } });
    const kyLike = Object.assign(new Error('Request failed'), { name: 'HTTPError', request, response: new Response(null, { status: 403 }), options: { headers: { authorization: ACCESS }, body: JSON.stringify({ refreshToken: REFRESH }) } });
    const err = normalizeError(kyLike, { status: 403, body: { details: { access_token: ACCESS } } });
    expect(err).toMatchObject({ code: 'PERMISSION_DENIED', details: { access_token: REDACTED } });
    expect({ ...(err.cause as object) }).toEqual({ name: 'HTTPError', method: 'GET', url: 'https://www.wixapis.com/x' });
    expectNoRequestObjects(err);
    expectNoSecrets(err);
    expectNoSecrets(normalizeError(kyLike));
  });

  it.each([
    ['an access token with a line break', () => createClient({ modules: { m }, auth: StaticTokenStrategy({ accessToken: `${ACCESS}\nX` }), retry: false }).m.cart(), 'headers.authorization'],
    ['an API key with a CR LF', () => createClient({ auth: ApiKeyStrategy({ apiKey: `${API_KEY}\r\nX`, siteId: 'site-1' }), retry: false }).fetchWithAuth('/x'), 'headers.authorization'],
    ['a header of the client with a NUL', () => staticClient({ headers: { 'x-extra': `${REFRESH}\0` } }).m.cart(), 'headers.x-extra'],
  ])('%s is refused before any request, naming the header and not its value', async (_, run, field) => {
    const err = await run().catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'INVALID_ARGUMENT', fieldViolations: [{ field, violatedRule: 'FORMAT' }] });
    expect(wire.requests).toHaveLength(0);
    expectNoSecrets(err);
  });
});
