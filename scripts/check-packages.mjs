#!/usr/bin/env node
// Package checks on the built packages: publint (package.json exports, files, types) and
// are-the-types-wrong (ESM + CJS type resolution for every entry).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const publicPackages = readdirSync(join(root, 'packages'))
  .map((dir) => ({ dir: join(root, 'packages', dir), pkg: JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')) }))
  .filter(({ pkg }) => !pkg.private);

let failed = 0;
const run = (label, cmd, args, cwd) => {
  const r = spawnSync(join(root, 'node_modules/.bin', cmd), args, { cwd, encoding: 'utf8' });
  const ok = r.status === 0;
  failed += ok ? 0 : 1;
  console.log(`${ok ? '✔' : '✖'} ${label}`);
  if (!ok) console.log(`${r.stdout ?? ''}${r.stderr ?? ''}${r.error ?? ''}`.trim().split('\n').map((l) => `    ${l}`).join('\n'));
};
for (const { dir, pkg } of publicPackages) {
  run(`publint ${pkg.name}`, 'publint', ['--strict', '--level', 'warning'], dir);
  run(`attw ${pkg.name}`, 'attw', ['--pack', '.', '--profile', 'node16', '--format', 'table-flipped', '--quiet'], dir);
}
if (failed) { console.error(`check:packages: ${failed} failed`); process.exit(1); }
console.log(`check:packages: ${publicPackages.length} packages ok`);
