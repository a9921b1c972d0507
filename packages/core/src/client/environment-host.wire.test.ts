import { afterEach, describe, expect, it, vi } from 'vitest';
import { wireServer } from '@sitekit/testing';
import { OAuthStrategy } from '../auth/oauth-strategy';
import { StaticTokenStrategy } from '../auth/static-token-strategy';
import type { Endpoint } from '../http/endpoint';
import { createClient } from './create-client';
import { defineCall } from './define-call';

const wire = wireServer();
const GET_CART: Endpoint = { method: 'GET', path: '/ecom/v1/carts/current', fqn: 'cart' };
const currentCart = { getCurrentCart: defineCall((send) => async () => (await send(GET_CART)).cart) };
const EMULATOR = 'http://127.0.0.1:4010';
const token = (value: string) => ({ access_token: value, refresh_token: 'r', expires_in: 3600 });

describe('SITEKIT_HOST: createClient without a host option aims at the environment\'s host', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('module calls and fetchWithAuth go to SITEKIT_HOST', async () => {
    vi.stubEnv('SITEKIT_HOST', EMULATOR);
    wire.reply({ cart: {} });
    const client = createClient({ modules: { currentCart }, auth: StaticTokenStrategy({ accessToken: 't' }) });
    await client.currentCart.getCurrentCart();
    await client.fetchWithAuth('/ecom/v1/carts/current');
    expect(wire.requests.map((r) => r.url.href)).toEqual([`${EMULATOR}/ecom/v1/carts/current`, `${EMULATOR}/ecom/v1/carts/current`]);
  });

  it('an OAuth client\'s token request and its module calls (edge otherwise) go to SITEKIT_HOST', async () => {
    vi.stubEnv('SITEKIT_HOST', EMULATOR);
    wire.reply(token('v'), { cart: {} });
    const client = createClient({ modules: { currentCart }, auth: OAuthStrategy({ clientId: 'c' }) });
    await client.currentCart.getCurrentCart();
    expect(wire.requests.map((r) => r.url.href)).toEqual([`${EMULATOR}/oauth2/token`, `${EMULATOR}/ecom/v1/carts/current`]);
  });

  it('a standalone OAuthStrategy (never given to a client) asks SITEKIT_HOST for tokens', async () => {
    vi.stubEnv('SITEKIT_HOST', EMULATOR);
    wire.reply(token('v'));
    await OAuthStrategy({ clientId: 'c' }).generateVisitorTokens();
    expect(wire.requests.map((r) => r.url.href)).toEqual([`${EMULATOR}/oauth2/token`]);
  });

  it('in a browser, NEXT_PUBLIC_SITEKIT_HOST (which Next.js writes into the bundle) stands for it', async () => {
    vi.stubEnv('NEXT_PUBLIC_SITEKIT_HOST', EMULATOR);
    wire.reply({ cart: {} });
    await createClient({ modules: { currentCart } }).currentCart.getCurrentCart();
    expect(wire.requests[0]!.url.href).toBe(`${EMULATOR}/ecom/v1/carts/current`);
  });

  it('the host option wins over SITEKIT_HOST', async () => {
    vi.stubEnv('SITEKIT_HOST', EMULATOR);
    wire.reply({ cart: {} });
    await createClient({ modules: { currentCart }, host: 'http://127.0.0.1:5020' }).currentCart.getCurrentCart();
    expect(wire.requests[0]!.url.href).toBe('http://127.0.0.1:5020/ecom/v1/carts/current');
  });

  it('an empty SITEKIT_HOST, or no process at all (a browser), leaves the platform\'s host', async () => {
    vi.stubEnv('SITEKIT_HOST', '');
    wire.reply({ cart: {} });
    await createClient({ modules: { currentCart } }).currentCart.getCurrentCart();
    vi.stubGlobal('process', undefined);
    await createClient({ modules: { currentCart } }).currentCart.getCurrentCart();
    vi.unstubAllGlobals();
    expect(wire.requests.map((r) => r.url.origin)).toEqual(['https://www.wixapis.com', 'https://www.wixapis.com']);
  });
});
