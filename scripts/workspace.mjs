// What the scripts know about the workspace, read in one place: its root, the pnpm version it pins, and its
// packages' manifests with the SiteKit packages each one brings along.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout's root folder. */
export const root = fileURLToPath(new URL('..', import.meta.url));

/** The pnpm version the root `package.json` pins (`packageManager`), which the scripts run through npx. */
export const PNPM_VERSION = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

/** The packages under `<checkout>/packages`, by name: each one's folder and manifest. */
export function workspacePackages(checkout = root) {
  return new Map(readdirSync(join(checkout, 'packages')).map((dir) => {
    const manifest = JSON.parse(readFileSync(join(checkout, 'packages', dir, 'package.json'), 'utf8'));
    return [manifest.name, { dir: join(checkout, 'packages', dir), manifest }];
  }));
}

/**
 * `names` with every workspace package they depend on, all the way down: what the registry would install
 * for them (`@sitekit/core` brings `@sitekit/core-runtime`).
 */
export function withWorkspaceDependencies(packages, names) {
  const all = new Set();
  const visit = (name) => {
    if (all.has(name)) return;
    all.add(name);
    for (const dependency of Object.keys(packages.get(name)?.manifest.dependencies ?? {})) if (packages.has(dependency)) visit(dependency);
  };
  names.forEach(visit);
  return [...all];
}
