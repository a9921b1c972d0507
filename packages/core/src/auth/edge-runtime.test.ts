import { build } from 'esbuild';
import { EdgeVM } from '@edge-runtime/vm';
import { fileURLToPath } from 'node:url';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = dirname(dirname(fileURLToPath(import.meta.url)));

/**
 * The visitor path (createClient + OAuthStrategy + a module call) bundled from src/index.ts and
 * src/auth.ts as one IIFE and run in the Edge Runtime VM (no Node built-ins, Web APIs only),
 * with a fetch stub that plays the platform.
 */
const ENTRY = `
import { createClient, defineCall } from './index';
import { OAuthStrategy } from './auth';

const seen = [];
globalThis.fetch = async (input, init) => {
  const request = new Request(input, init);
  const body = request.method === 'POST' ? await request.text() : '';
  seen.push({ method: request.method, url: request.url, auth: request.headers.get('authorization'), body });
  const json = request.url.endsWith('/oauth2/token')
    ? { access_token: 'edge-at', expires_in: 3600, refresh_token: 'edge-rt' }
    : { cart: { id: 'c1', createdDate: '2024-01-01T00:00:00.000Z' } };
  return new Response(JSON.stringify(json), { status: 200, headers: { 'content-type': 'application/json' } });
};

const currentCart = { getCurrentCart: defineCall((send) => async () => (await send({ method: 'GET', path: '/ecom/v1/carts/current', fqn: 'x' })).cart) };
const client = createClient({ modules: { currentCart }, auth: OAuthStrategy({ clientId: 'edge-client' }) });
globalThis.__result = Promise.all([client.currentCart.getCurrentCart(), client.currentCart.getCurrentCart()])
  .then(([cart]) => JSON.stringify({ cart, seen, tokens: client.auth.getTokens() }), (e) => JSON.stringify({ error: String(e && e.stack || e) }));
`;

describe('edge runtime', () => {
  it('visitor auth and a module call run in the Edge Runtime VM', async () => {
    const out = await build({
      stdin: { contents: ENTRY, resolveDir: SRC, loader: 'ts' },
      bundle: true, format: 'iife', platform: 'neutral', mainFields: ['module', 'main'], write: false, target: 'es2022',
    });
    const vm = new EdgeVM();
    vm.evaluate(out.outputFiles[0]!.text);
    const result = JSON.parse(await vm.evaluate<Promise<string>>('globalThis.__result'));
    expect(result.error).toBeUndefined();
    expect(result.cart).toEqual({ id: 'c1', createdDate: '2024-01-01T00:00:00.000Z' });
    expect(result.seen).toEqual([
      { method: 'POST', url: 'https://www.wixapis.com/oauth2/token', auth: null, body: JSON.stringify({ clientId: 'edge-client', grantType: 'anonymous' }) },
      { method: 'GET', url: 'https://edge.wixapis.com/ecom/v1/carts/current', auth: 'edge-at', body: '' },
      { method: 'GET', url: 'https://edge.wixapis.com/ecom/v1/carts/current', auth: 'edge-at', body: '' },
    ]);
    expect(result.tokens.refreshToken).toEqual({ value: 'edge-rt', role: 'visitor' });
  });
});
