import { afterEach, describe, expect, it, vi } from 'vitest';
import { wireServer } from '@sitekit/testing';
import { OAuthStrategy as VisitorOAuthStrategy } from '../auth/oauth-strategy';
import { StaticTokenStrategy } from '../auth/static-token-strategy';
import { OAuthStrategy } from '../auth-root';
import { isValidationError } from '../errors/guards';
import type { Endpoint } from '../http/endpoint';
import { createClient } from './create-client';
import { defineCall } from './define-call';

// Settings a newcomer gets wrong first: each one fails where it is given, naming the setting, before any request.
const wire = wireServer();
const GET_CART: Endpoint = { method: 'GET', path: '/ecom/v1/carts/current', fqn: 'cart' };
const currentCart = { getCurrentCart: defineCall((send) => async () => (await send(GET_CART)).cart) };
const token = (value: string) => ({ access_token: value, refresh_token: 'r', expires_in: 3600 });
const thrown = (run: () => unknown): any => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
};
const violation = (error: any) => error.details.validationError.fieldViolations[0];

describe('clientId: a missing or empty one fails at OAuthStrategy(), naming the setting', () => {
  it.each([
    ['missing', undefined, 'is missing'],
    ['empty', '', 'is empty'],
    ['blank', '  ', 'is empty'],
  ])('%s, in the visitor and the root strategy alike', (_, clientId, said) => {
    for (const strategy of [VisitorOAuthStrategy, OAuthStrategy]) {
      const error = thrown(() => strategy({ clientId: clientId as string }));
      expect(isValidationError(error)).toBe(true);
      expect(violation(error)).toMatchObject({ field: 'clientId', violatedRule: 'REQUIRED_FIELD' });
      expect(error.message).toContain(said);
      expect(error.message).toContain('SITEKIT_CLIENT_ID');
    }
    expect(wire.requests).toHaveLength(0);
  });

  it('a client id the platform refuses names it in the error of the first call', async () => {
    wire.reply(new Response(JSON.stringify({ error: 'invalid_client' }), { status: 400, headers: { 'content-type': 'application/json' } }));
    const client = createClient({ modules: { currentCart }, auth: VisitorOAuthStrategy({ clientId: 'no-such-app' }), retry: false });
    await expect(client.currentCart.getCurrentCart()).rejects.toMatchObject({
      code: 'TOKEN_REQUEST_FAILED',
      status: 400,
      message: 'something went wrong: clientId "no-such-app" was refused (400); is it your OAuth app\'s client id?',
    });
  });
});

describe('host: checked once where the client is made', () => {
  afterEach(() => vi.unstubAllEnvs());

  it.each([
    ['another scheme', 'ftp://127.0.0.1:4010', 'is not an http(s) origin such as http://127.0.0.1:4010'],
    ['a script URL', 'javascript:alert(1)', 'is not an http(s) origin such as http://127.0.0.1:4010'],
    ['no scheme (host and port)', '127.0.0.1:4010', 'is not an http(s) origin such as http://127.0.0.1:4010'],
    ['no scheme (a name and port)', 'localhost:4010', 'is not an http(s) origin such as http://127.0.0.1:4010'],
    ['a query', 'http://127.0.0.1:4010?x=1', 'is not an http(s) origin such as http://127.0.0.1:4010'],
    ['a fragment', 'http://127.0.0.1:4010#top', 'is not an http(s) origin such as http://127.0.0.1:4010'],
    ['a space inside', 'http://127.0.0.1 :4010', 'is not an http(s) origin such as http://127.0.0.1:4010'],
  ])('%s is refused with a ValidationError on `host`', (_, host, said) => {
    const error = thrown(() => createClient({ modules: { currentCart }, host }));
    expect(isValidationError(error)).toBe(true);
    expect(violation(error)).toMatchObject({ field: 'host', violatedRule: 'INVALID_HOST' });
    expect(error.message).toContain(said);
    expect(wire.requests).toHaveLength(0);
  });

  it('the environment variable is named when the value came from it', () => {
    vi.stubEnv('SITEKIT_HOST', 'ftp://127.0.0.1:4010');
    expect(violation(thrown(() => createClient({ modules: { currentCart } }))).field).toBe('SITEKIT_HOST');
    vi.stubEnv('NEXT_PUBLIC_SITEKIT_HOST', '127.0.0.1:4010');
    expect(violation(thrown(() => createClient({ modules: { currentCart } }))).field).toBe('NEXT_PUBLIC_SITEKIT_HOST');
  });

  it('credentials in the URL are refused and never echoed', () => {
    for (const host of ['http://admin:s3cret-pw@127.0.0.1:4010', 'http://admin:s3cret-pw@127.0.0.1 :4010']) {
      const error = thrown(() => createClient({ modules: { currentCart }, host }));
      expect(isValidationError(error)).toBe(true);
      expect(JSON.stringify({ message: error.message, details: error.details })).not.toMatch(/s3cret-pw|admin/);
    }
  });

  it('a trailing slash or surrounding spaces are accepted: requests go to the origin', async () => {
    wire.reply(token('v'), { cart: {} });
    const client = createClient({ modules: { currentCart }, host: ' http://127.0.0.1:4010/ ', auth: VisitorOAuthStrategy({ clientId: 'c' }) });
    await client.currentCart.getCurrentCart();
    await client.fetchWithAuth('/ecom/v1/carts/current');
    expect(wire.requests.map((r) => r.url.href)).toEqual([
      'http://127.0.0.1:4010/oauth2/token',
      'http://127.0.0.1:4010/ecom/v1/carts/current',
      'http://127.0.0.1:4010/ecom/v1/carts/current',
    ]);
  });

  it('a path prefix (a same-origin proxy) is kept, without its trailing slash', async () => {
    wire.reply({ cart: {} });
    const client = createClient({ modules: { currentCart }, host: 'http://localhost:3000/_platform/', auth: StaticTokenStrategy({ accessToken: 't' }) });
    await client.currentCart.getCurrentCart();
    expect(wire.requests[0]!.url.href).toBe('http://localhost:3000/_platform/ecom/v1/carts/current');
  });

  it('an https host with a port, and IPv6 loopback, are taken as they are', async () => {
    wire.reply({ cart: {} });
    await createClient({ modules: { currentCart }, host: 'https://shop.example:8443', auth: StaticTokenStrategy({ accessToken: 't' }) }).currentCart.getCurrentCart();
    await createClient({ modules: { currentCart }, host: 'http://[::1]:4010', auth: StaticTokenStrategy({ accessToken: 't' }) }).currentCart.getCurrentCart();
    expect(wire.requests.map((r) => r.url.origin)).toEqual(['https://shop.example:8443', 'http://[::1]:4010']);
  });
});
