/**
 * One way to declare a route: a `Route` object whose method and whole path are written as literals,
 * side by side, in a file of the folder of the domain that handles it, with its id written in full.
 * Searching the source for a platform path (`/wix-data/v2/items/update`) or a route id then finds the
 * route that answers it. A path glued from a prefix constant, or a local helper that takes the method
 * or path as an argument, fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allDomains } from './index';

const domainsFolder = fileURLToPath(new URL('.', import.meta.url));

/** The shipped source of a domain's folder, every file joined. */
function sourceOf(domainName: string): string {
  const folder = join(domainsFolder, domainName);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => readFileSync(join(folder, name), 'utf8'))
    .join('\n');
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('route declarations', () => {
  it.each(allDomains.map((domain) => [domain.name, domain] as const))('%s writes each route in full where it is handled', (name, domain) => {
    const source = sourceOf(name);
    const notInFull = domain.routes
      .filter((route) => !new RegExp(`method: '${route.method}',\\s*path: '${escapeRegex(route.path)}',`).test(source) || !source.includes(`id: '${route.id}'`))
      .map((route) => `${route.method} ${route.path} (${route.id})`);
    expect(notInFull).toEqual([]);
  });

  it('every path is absolute, with no empty segment and no trailing slash', () => {
    const paths = allDomains.flatMap((domain) => domain.routes.map((route) => route.path));
    expect(paths.filter((path) => !/^(\/[^/]+)+$/.test(path))).toEqual([]);
  });
});
