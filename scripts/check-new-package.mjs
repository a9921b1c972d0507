#!/usr/bin/env node
// CI: CONTRIBUTING's "How to add a package" followed literally, in a throw-away clone of this checkout: the
// new-package script writes a package, then it installs (offline: no new dependency), builds, lints, type-checks
// and tests like every other package. Closes with `new package: N passed, N failed`.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNPM_VERSION, root } from './workspace.mjs';

const clone = mkdtempSync(join(tmpdir(), 'sitekit-new-package-'));
execFileSync('git', ['clone', '--quiet', root, clone]);
const env = { ...process.env, npm_config_loglevel: 'error', TURBO_TELEMETRY_DISABLED: '1' };

const steps = [
  ['the script writes the package', 'node', ['scripts/new-package.mjs', 'sample-kit', 'SiteKit sample kit: a package made by the script', 'sampleThings']],
  ['install (offline)', 'npx', ['--yes', `pnpm@${PNPM_VERSION}`, 'install', '--offline', '--no-frozen-lockfile']],
  ['build', 'npx', ['--yes', `pnpm@${PNPM_VERSION}`, 'exec', 'turbo', 'run', 'build', '--filter=@sitekit/sample-kit', '--output-logs=errors-only']],
  ['lint', 'npx', ['--yes', `pnpm@${PNPM_VERSION}`, 'exec', 'eslint', 'packages/sample-kit', '--max-warnings=0']],
  ['typecheck', 'npx', ['--yes', `pnpm@${PNPM_VERSION}`, '--filter', '@sitekit/sample-kit', 'typecheck']],
  ['test', 'npx', ['--yes', `pnpm@${PNPM_VERSION}`, 'exec', 'vitest', 'run', '--project', 'sample-kit']],
];
let passed = 0;
let failed = 0;
for (const [what, command, args] of steps) {
  const r = spawnSync(command, args, { cwd: clone, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status === 0) {
    passed++;
    console.log(`✓ ${what}`);
  } else {
    failed++;
    console.log(`✖ ${what}\n${`${r.stdout}${r.stderr}`.trim().split('\n').slice(-40).join('\n')}`);
    break;
  }
}
console.log(`\nnew package: ${passed} passed, ${failed} failed`);
if (!failed) rmSync(clone, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
