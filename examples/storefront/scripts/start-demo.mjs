#!/usr/bin/env node
/**
 * The demo: the platform emulator (HTTP face, demo store seed) plus the built storefront
 * (`next start`), wired together through SITEKIT_HOST. Run `pnpm build` first (the root build runs
 * this package's `next build`).
 *
 *   EMULATOR_PORT (default 4010)  PORT (default 3000)  HOSTNAME (default 0.0.0.0 via next)
 *
 * Prints three lines when both are up (the storefront, the emulator, its console); Ctrl-C (SIGINT) or
 * SIGTERM stops both.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const appDir = join(here, '..');
const require = createRequire(join(appDir, 'package.json'));

const emulatorPort = Number(process.env.EMULATOR_PORT ?? 4010);
const port = Number(process.env.PORT ?? 3000);
const verbose = process.env.SITEKIT_DEMO_VERBOSE === '1';

if (port === emulatorPort) {
  console.error(`PORT and EMULATOR_PORT are both ${port}: the storefront and the emulator need a port each.`);
  process.exit(1);
}

if (!existsSync(join(appDir, '.next', 'BUILD_ID'))) {
  console.error('The storefront is not built yet: run `pnpm build` at the repo root first.');
  process.exit(1);
}

const { startEmulator } = await import('@sitekit/emulator/server');
const platform = await startEmulator({ port: emulatorPort }).catch((error) => {
  console.error(`Could not start the platform emulator on port ${emulatorPort}: ${error.message}`);
  process.exit(1);
});

const nextBin = require.resolve('next/dist/bin/next');
const env = { ...process.env, SITEKIT_HOST: platform.url, PORT: String(port), NODE_ENV: 'production' };
// Real-platform settings would bypass the emulator: the demo always runs on it.
delete env.SITEKIT_CLIENT_ID;
const next = spawn(process.execPath, [nextBin, 'start', '-p', String(port)], {
  cwd: appDir,
  env,
  stdio: ['ignore', verbose ? 'inherit' : 'pipe', 'inherit'],
});
let startupLog = '';
next.stdout?.on('data', (chunk) => {
  startupLog += chunk;
  if (startupLog.length > 20_000) startupLog = startupLog.slice(-10_000);
});

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  if (next.exitCode === null && next.signalCode === null) {
    next.kill('SIGTERM');
    await Promise.race([new Promise((r) => next.once('exit', r)), new Promise((r) => setTimeout(r, 5000))]);
    if (next.exitCode === null && next.signalCode === null) next.kill('SIGKILL');
  }
  await platform.close().catch(() => undefined);
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
next.on('exit', (code, signal) => {
  if (stopping) return;
  if (!verbose && startupLog) process.stderr.write(startupLog);
  console.error(`next start exited (${signal ?? code}); stopping the emulator.`);
  void stop(code || 1);
});

// Wait until the storefront answers, then print the one line.
const url = `http://localhost:${port}`;
const deadline = Date.now() + 60_000;
for (;;) {
  if (stopping) break;
  try {
    const res = await fetch(`${url}/api/sitekit/session`, { signal: AbortSignal.timeout(5000) });
    await res.arrayBuffer();
    break;
  } catch {
    if (Date.now() > deadline) {
      console.error(`The storefront did not answer on ${url} within 60 s.`);
      await stop(1);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
if (!stopping) {
  console.log(`Storefront:        ${url}`);
  console.log(`Platform emulator: ${platform.url}`);
  console.log(`Emulator console:  ${platform.url}/_emulator/`);
}
