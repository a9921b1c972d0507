import { describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { proxy } from './proxy';

const EMULATOR = 'http://127.0.0.1:4010';
/** Where the proxy sends a request: the rewrite's target. */
const rewriteOf = async (path: string) => {
  vi.stubEnv('SITEKIT_HOST', EMULATOR);
  const response = await proxy(new NextRequest(`https://shop.example${path}`, { headers: { cookie: 'sitekit_session=secret' } }));
  return response.headers.get('x-middleware-rewrite');
};

describe('the /_platform proxy', () => {
  it('sends a platform path to the platform host', async () => {
    expect(await rewriteOf('/_platform/stores/v1/products/query?x=1')).toBe(`${EMULATOR}/stores/v1/products/query?x=1`);
    expect(await rewriteOf('/_platform')).toBe(`${EMULATOR}/`);
  });

  // The path goes after the host: resolved against it, `//evil.example/x` named a host of its own, and the
  // browser's request (its session cookie too) went there.
  it.each(['/_platform//evil.example/x', '/_platform/\\evil.example/x', '/_platform///evil.example', '/_platform/\\\\evil.example'])(
    'never sends %s to another host',
    async (path) => {
      const target = new URL((await rewriteOf(path))!);
      expect(target.origin).toBe(EMULATOR);
    },
  );
});
