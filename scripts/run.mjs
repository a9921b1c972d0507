#!/usr/bin/env node
// The README's two commands, for a fresh machine with only Node 20 and npm:
//   npm start  → install, build, start the example storefront on the embedded platform emulator
//   npm test   → install, build, lint, typecheck, unit tests, package checks, docs code blocks, size budgets
// pnpm comes from the npm registry through npx (corepack cannot fetch it here).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const PNPM_VERSION = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).packageManager.split('@')[1];
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', NEXT_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };

function localPnpm() {
  const r = spawnSync('pnpm', ['--version'], { encoding: 'utf8', env });
  return r.status === 0 && r.stdout.trim() === PNPM_VERSION;
}
const pnpmCmd = localPnpm() ? ['pnpm'] : ['npx', '--yes', `pnpm@${PNPM_VERSION}`];

function pnpm(...args) {
  const [cmd, ...pre] = pnpmCmd;
  console.log(`\n▶ pnpm ${args.join(' ')}`);
  const r = spawnSync(cmd, [...pre, ...args], { stdio: 'inherit', env });
  if (r.status !== 0) {
    console.error(`✖ pnpm ${args.join(' ')} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status || 1);
  }
}

const task = process.argv[2];
pnpm('install', '--frozen-lockfile');
pnpm('build');
if (task === 'start') {
  pnpm('--filter', '@sitekit/example-storefront', 'start:demo');
} else if (task === 'test') {
  pnpm('lint');
  pnpm('typecheck');
  pnpm('test:unit');
  pnpm('check:packages');
  pnpm('check:docs');
  pnpm('size');
} else {
  console.error('usage: node scripts/run.mjs start|test');
  process.exit(2);
}
