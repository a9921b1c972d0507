#!/usr/bin/env node
// `pnpm release:dry-run`: `changeset publish` as the release runs it, with npm's dry run on, so nothing
// reaches the registry and no git tag is made. Passes when every public package was packed for
// publishing (provenance, access and files as package.json says); run by CI after the build.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNPM_VERSION, root } from './workspace.mjs';

const manifests = readdirSync(join(root, 'packages'))
  .map((dir) => JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')))
  .filter((manifest) => !manifest.private);
const publicPackages = manifests.map((manifest) => `${manifest.name}@${manifest.version}`);

// What a registry page and provenance need, on every public package.
const REQUIRED = {
  repository: (value) => typeof value?.url === 'string' && typeof value?.directory === 'string',
  license: (value) => typeof value === 'string',
  keywords: (value) => Array.isArray(value) && value.length > 0,
  sideEffects: (value) => value === false,
  files: (value) => Array.isArray(value) && value.includes('dist'),
  publishConfig: (value) => value?.access === 'public' && value?.provenance === true,
};
const incomplete = manifests.flatMap((manifest) =>
  Object.entries(REQUIRED).filter(([field, ok]) => !ok(manifest[field])).map(([field]) => `${manifest.name}: ${field}`),
);
if (incomplete.length) {
  console.error(`✖ package.json fields missing or wrong:\n  ${incomplete.join('\n  ')}`);
  process.exit(1);
}

// `changeset publish` spawns `pnpm publish`: `pnpm exec` puts this pnpm on its PATH.
const r = spawnSync('npx', ['--yes', `pnpm@${PNPM_VERSION}`, 'exec', 'changeset', 'publish', '--no-git-tag'], {
  cwd: root,
  encoding: 'utf8',
  env: { ...process.env, npm_config_dry_run: 'true', npm_config_loglevel: 'error' },
});
const output = `${r.stdout}${r.stderr}`;
const published = output.split('packages published successfully:')[1] ?? '';
const missing = publicPackages.filter((pkg) => !published.includes(pkg));
if (r.status !== 0 || missing.length) {
  process.stderr.write(output);
  console.error(`✖ release dry run: ${missing.length ? `not published: ${missing.join(', ')}` : `exit ${r.status}`}`);
  process.exit(1);
}
console.log(`release dry run: ${publicPackages.length} packages would publish (${publicPackages.join(', ')})`);
