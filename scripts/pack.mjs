#!/usr/bin/env node
// `npm run pack`: installable tarballs of every public package, in one folder (`packs/`), for trying
// SiteKit before it is on the registry. pnpm writes each tarball's `workspace:` ranges as the real
// versions (`@sitekit/core: ^0.1.0`), so tarballs installed together in one `npm install` satisfy each
// other with no `overrides`. Builds the packages first when a `dist/` is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PNPM_VERSION, root } from './workspace.mjs';

const out = join(root, 'packs');
const env = { ...process.env, npm_config_loglevel: 'error', TURBO_TELEMETRY_DISABLED: '1' };

function pnpm(args) {
  const cwd = root;
  const r = spawnSync('npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...args], { cwd, env, encoding: 'utf8' });
  if (r.status !== 0) {
    process.stderr.write(`${r.stdout}${r.stderr}`);
    console.error(`✖ pnpm ${args.join(' ')} failed in ${cwd}`);
    process.exit(r.status || 1);
  }
  return r.stdout;
}

const packages = readdirSync(join(root, 'packages'))
  .map((dir) => ({ dir: join(root, 'packages', dir), manifest: JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')) }))
  .filter(({ manifest }) => !manifest.private);

if (packages.some(({ dir }) => !existsSync(join(dir, 'dist')))) {
  console.log('▶ building the packages first');
  pnpm(['exec', 'turbo', 'run', 'build', '--filter=./packages/*', '--output-logs=errors-only']);
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
pnpm(['-r', ...packages.flatMap(({ manifest }) => ['--filter', manifest.name]), 'pack', '--pack-destination', out]);

const tarballs = readdirSync(out).filter((file) => file.endsWith('.tgz')).sort();
console.log(`${tarballs.length} tarballs in ${out}:`);
for (const file of tarballs) console.log(`  ${file}`);
// @sitekit/core and every module package depend on @sitekit/core-runtime (ADR 0040): its tarball goes in the same command.
console.log(`Install the ones you use together, with core-runtime, in one command, e.g.:\n  npm install ${['core-runtime', 'core', 'stores', 'ecom']
  .map((name) => join(out, tarballs.find((file) => new RegExp(`^sitekit-${name}-\\d`).test(file)) ?? ''))
  .join(' ')}`);
