#!/usr/bin/env node
// Start-up benchmark (not a test): wall times from a fresh clone of this checkout's HEAD, side by side in one run:
//   npm start → the storefront's first page answers (HTTP 200), and the emulator's console answers
//   npm test  → exit
// Each in its own new clone (no node_modules, no dist, no turbo cache; pnpm's package store is the machine's, as on
// a developer's machine after any earlier install). `--start-only` skips `npm test`; `--runs N` repeats each;
// `--refs a,b` measures each commit in turn, side by side (default: HEAD).
//   node scripts/bench-startup.mjs [--start-only] [--runs 1] [--refs bbcdcbb,HEAD]
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePorts } from './e2e-support.mjs';

const { values } = parseArgs({ options: { 'start-only': { type: 'boolean' }, runs: { type: 'string', default: '1' }, refs: { type: 'string', default: 'HEAD' } } });
const root = new URL('..', import.meta.url).pathname;
const refs = values.refs.split(',').map((ref) => execFileSync('git', ['rev-parse', '--short', ref], { cwd: root, encoding: 'utf8' }).trim());

function freshClone(ref) {
  const dir = mkdtempSync(join(tmpdir(), 'sitekit-startup-'));
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', root, dir]);
  execFileSync('git', ['checkout', '--quiet', ref], { cwd: dir });
  return dir;
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

async function timeStart(ref) {
  const dir = freshClone(ref);
  const [port, emulatorPort] = await freePorts(2);
  const started = Date.now();
  const child = spawn('npm', ['start'], { cwd: dir, env: { ...process.env, PORT: String(port), EMULATOR_PORT: String(emulatorPort) }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${output}`);
      try {
        const page = await fetch(`http://localhost:${port}/`, { signal: AbortSignal.timeout(10_000) });
        const console = await fetch(`http://127.0.0.1:${emulatorPort}/_emulator/`, { signal: AbortSignal.timeout(10_000) });
        if (page.ok && console.ok) break;
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const lines = output.trim().split('\n');
    return { ms: Date.now() - started, lines: lines.length, tail: lines.slice(-3) };
  } finally {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // gone
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    rmSync(dir, { recursive: true, force: true });
  }
}

function timeTest(ref) {
  const dir = freshClone(ref);
  const started = Date.now();
  try {
    execFileSync('npm', ['test'], { cwd: dir, stdio: 'ignore' });
    return { ms: Date.now() - started, ok: true };
  } catch {
    return { ms: Date.now() - started, ok: false };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`start-up benchmark: ${cpus().length} cores, Node ${process.version}, ${values.runs} run(s) each of ${refs.join(', ')}`);
const rows = [];
for (let run = 1; run <= Number(values.runs); run++) {
  for (const ref of refs) {
    const start = await timeStart(ref);
    rows.push([ref, 'npm start → first page', seconds(start.ms), `${start.lines} lines of output, ending:`]);
    for (const line of start.tail) rows.push(['', '', '', `  ${line}`]);
  }
  if (!values['start-only']) {
    for (const ref of refs) {
      const test = timeTest(ref);
      rows.push([ref, 'npm test', seconds(test.ms), test.ok ? 'passed' : 'FAILED']);
    }
  }
}
for (const [ref, what, time, note] of rows) console.log(`${ref.padEnd(8)} ${what.padEnd(24)} ${time.padStart(6)}  ${note}`);
