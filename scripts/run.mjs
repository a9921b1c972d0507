#!/usr/bin/env node
// The README's two commands, for a fresh machine with only Node 20 and npm:
//   npm start  → install, build what the demo needs, start the example storefront on the embedded platform emulator
//   npm test   → install, build the packages, lint, typecheck, unit tests, package checks, docs code blocks, size budgets,
//                one copy of core in an app
//   npm run build → build everything, the example apps too (turbo through this pnpm: plain npm cannot run turbo here)
// pnpm comes from the npm registry through npx (corepack cannot fetch it here).
// `npm start` keeps its output to one line a step (a step's own output is shown when it fails);
// SITEKIT_VERBOSE=1 shows everything.
import { spawnSync } from 'node:child_process';
import { PNPM_VERSION } from './workspace.mjs';

const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  NEXT_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  // npx's own notices (fetching pnpm) are not the user's business; errors still show
  npm_config_loglevel: process.env.npm_config_loglevel ?? 'error',
};
const task = process.argv[2];
const quiet = task === 'start' && process.env.SITEKIT_VERBOSE !== '1';

function localPnpm() {
  const r = spawnSync('pnpm', ['--version'], { encoding: 'utf8', env });
  return r.status === 0 && r.stdout.trim() === PNPM_VERSION;
}
const pnpmCmd = localPnpm() ? ['pnpm'] : ['npx', '--yes', `pnpm@${PNPM_VERSION}`];

function pnpm(what, ...args) {
  const [cmd, ...pre] = pnpmCmd;
  const started = Date.now();
  if (quiet) process.stdout.write(`▶ ${what}… `);
  else console.log(`\n▶ pnpm ${args.join(' ')}`);
  const r = spawnSync(cmd, [...pre, ...args], { stdio: quiet ? 'pipe' : 'inherit', env, maxBuffer: 256 * 1024 * 1024 });
  if (r.status !== 0) {
    if (quiet) process.stdout.write('failed\n');
    if (quiet) process.stderr.write(`${r.stdout}${r.stderr}`.split('\n').slice(-80).join('\n'));
    console.error(`✖ pnpm ${args.join(' ')} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status || 1);
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  if (quiet) console.log(`${seconds} s`);
  else console.log(`✔ pnpm ${args.join(' ')} (${seconds} s)`);
}

if (task === 'start') {
  pnpm('installing dependencies', 'install', '--frozen-lockfile');
  // Only the storefront and the packages it depends on (the emulator among them), not the port fixture.
  pnpm('building the storefront and its packages', 'exec', 'turbo', 'run', 'build', '--filter=@sitekit/example-storefront...', '--output-logs=errors-only');
  // The demo runs in the foreground and prints its three addresses when both servers answer.
  const demo = spawnSync(process.execPath, [new URL('../examples/storefront/scripts/start-demo.mjs', import.meta.url).pathname], { stdio: 'inherit', env });
  process.exit(demo.status ?? 1);
} else if (task === 'test') {
  pnpm('', 'install', '--frozen-lockfile');
  // The packages; the example apps' production builds are for the browser runs, which build them (`npm run build`).
  pnpm('', 'exec', 'turbo', 'run', 'build', '--filter=./packages/*');
  pnpm('', 'lint');
  pnpm('', 'check:imports');
  pnpm('', 'typecheck');
  pnpm('', 'test:unit');
  pnpm('', 'check:packages');
  pnpm('', 'check:docs');
  pnpm('', 'size');
  pnpm('', 'check:one-core');
} else if (task === 'build') {
  // Everything, the example apps' production builds too (what the browser runs need); the packages come from turbo's cache.
  pnpm('', 'exec', 'turbo', 'run', 'build');
} else {
  console.error('usage: node scripts/run.mjs start|test|build');
  process.exit(2);
}
