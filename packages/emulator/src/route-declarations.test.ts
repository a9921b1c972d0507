/**
 * One way to declare a route: an object literal whose method and whole path are written as literals,
 * side by side, in the folder of the code that handles it (a domain's folder; the console server's for
 * the console API), with a domain route's id written in full too. Searching the source for a path
 * (`/wix-data/v2/items/update`) or a route id then finds the route that answers it. A path glued from a
 * prefix constant, or a local helper that takes the method or path as an argument, fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { consoleApiRoutes } from './console-server/api';
import { allDomains } from './domains/index';

const sourceFolder = fileURLToPath(new URL('.', import.meta.url));

/** The shipped source of a folder under `src/`, every file joined. */
function sourceOf(folderName: string): string {
  const folder = join(sourceFolder, folderName);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => readFileSync(join(folder, name), 'utf8'))
    .join('\n');
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the source declares the route as `method: '<METHOD>', path: '<whole path>',`. */
const declaresInFull = (source: string, route: { method: string; path: string }) =>
  new RegExp(`method: '${route.method}',\\s*path: '${escapeRegex(route.path)}',`).test(source);

describe('route declarations', () => {
  it.each(allDomains.map((domain) => [domain.name, domain] as const))('%s writes each route in full where it is handled', (name, domain) => {
    const source = sourceOf(`domains/${name}`);
    const notInFull = domain.routes
      .filter((route) => !declaresInFull(source, route) || !source.includes(`id: '${route.id}'`))
      .map((route) => `${route.method} ${route.path} (${route.id})`);
    expect(notInFull).toEqual([]);
  });

  it('the console API writes each route in full in console-server/', () => {
    const source = sourceOf('console-server');
    expect(consoleApiRoutes.filter((route) => !declaresInFull(source, route)).map((route) => `${route.method} ${route.path}`)).toEqual([]);
    expect(consoleApiRoutes.every((route) => route.path.startsWith('/_emulator/api/'))).toBe(true);
  });

  it('every path is absolute, with no empty segment and no trailing slash', () => {
    const paths = [...allDomains.flatMap((domain) => domain.routes.map((route) => route.path)), ...consoleApiRoutes.map((route) => route.path)];
    expect(paths.filter((path) => !/^(\/[^/]+)+$/.test(path))).toEqual([]);
  });
});
