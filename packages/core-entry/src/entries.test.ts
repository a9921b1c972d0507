import { describe, expect, it } from 'vitest';
import manifest from '../package.json' with { type: 'json' };

const subpaths = Object.keys(manifest.exports).filter((subpath) => subpath !== './package.json');

describe('@sitekit/core re-exports @sitekit/core-runtime', () => {
  it('has an entry for every entry of the runtime', async () => {
    const runtime = (await import('@sitekit/core-runtime/package.json', { with: { type: 'json' } })).default;
    expect(subpaths).toEqual(Object.keys(runtime.exports).filter((subpath) => subpath !== './package.json'));
  });

  it.each(subpaths)('%s: the same bindings, the same objects', async (subpath) => {
    const [entry, runtime] = await Promise.all([
      import(/* @vite-ignore */ `@sitekit/core${subpath.slice(1)}`) as Promise<Record<string, unknown>>,
      import(/* @vite-ignore */ `@sitekit/core-runtime${subpath.slice(1)}`) as Promise<Record<string, unknown>>,
    ]);
    expect(Object.keys(entry).sort()).toEqual(Object.keys(runtime).sort());
    for (const name of Object.keys(runtime)) expect(entry[name], name).toBe(runtime[name]);
  });
});
