/**
 * Nothing runs at import: every entry of every package loads in a runtime whose `URL` has no
 * `origin` (React Native's throws "URL.origin is not implemented"), so no entry computes one, or
 * anything else, when it is imported.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PACKAGES = join(import.meta.dirname, '../..');
const entries = readdirSync(PACKAGES).flatMap((name) => {
  const manifest = JSON.parse(readFileSync(join(PACKAGES, name, 'package.json'), 'utf8')) as { name: string; exports?: Record<string, unknown> };
  return Object.entries(manifest.exports ?? {}).flatMap(([entry, target]) => {
    const source = (target as { '@sitekit/source'?: string } | string)?.['@sitekit/source' as never] as string | undefined;
    return source ? [[`${manifest.name}${entry.slice(1)}`, join(PACKAGES, name, source)] as const] : [];
  });
});

const origin = Object.getOwnPropertyDescriptor(URL.prototype, 'origin')!;
beforeAll(() => {
  Object.defineProperty(URL.prototype, 'origin', {
    configurable: true,
    get(this: URL) {
      // the test runner's own module URLs keep working; any URL an entry builds does not
      if (this.protocol === 'file:' || this.protocol === 'node:') return origin.get!.call(this);
      throw new Error('URL.origin is not implemented');
    },
  });
});
afterAll(() => Object.defineProperty(URL.prototype, 'origin', origin));

describe('importing every entry with URL.prototype.origin throwing', () => {
  it('finds the entries', () => {
    expect(entries.map(([name]) => name)).toEqual(expect.arrayContaining(['@sitekit/core', '@sitekit/core/auth', '@sitekit/stores', '@sitekit/next/server']));
  });

  it.each(entries)('%s imports', async (_name, file) => {
    await expect(import(/* @vite-ignore */ file)).resolves.toBeDefined();
  });
});
