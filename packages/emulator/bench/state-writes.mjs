#!/usr/bin/env node
// Write throughput of the emulator's HTTP face, with and without a state directory: N data-item inserts
// (API key) through real sockets, one at a time and 8 at a time, after a warm-up; each row is the median
// of ROUNDS runs, the runs of all rows interleaved. Runs the built server (`pnpm --filter @sitekit/emulator
// build` first). Usage: node packages/emulator/bench/state-writes.mjs [N] [ROUNDS]
// The machines are shared and noisy: compare the rows of one run, never across runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator } from '../dist/server.js';

const N = Number(process.argv[2] ?? 500);
const ROUNDS = Number(process.argv[3] ?? 3);
const insert = (url, i) =>
  fetch(`${url}/wix-data/v2/items`, {
    method: 'POST',
    headers: { authorization: 'emulator-api-key', 'content-type': 'application/json' },
    body: JSON.stringify({ dataCollectionId: 'Pages', dataItem: { data: { slug: `bench-${i}`, title: `Bench page ${i}`, body: 'x'.repeat(200) } } }),
  }).then(async (res) => {
    if (res.status !== 200) throw new Error(`insert ${i}: HTTP ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  });

async function run(statePath, concurrency) {
  const platform = await startEmulator({ port: 0, ...(statePath ? { statePath } : {}) });
  try {
    for (let i = 0; i < 50; i++) await insert(platform.url, `warm-${i}`);
    let next = 0;
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, async () => {
      while (next < N) await insert(platform.url, next++);
    }));
    return N / ((performance.now() - started) / 1000);
  } finally {
    await platform.close();
  }
}

async function withStateDir(concurrency) {
  const dir = mkdtempSync(join(tmpdir(), 'sitekit-bench-'));
  try {
    return await run(dir, concurrency);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const rows = [1, 8].flatMap((concurrency) => [
  { label: `in memory (no --state), concurrency ${concurrency}`, measure: () => run(undefined, concurrency), results: [] },
  { label: `--state DIR, concurrency ${concurrency}`, measure: () => withStateDir(concurrency), results: [] },
]);
for (let round = 0; round < ROUNDS; round++) for (const row of rows) row.results.push(await row.measure());
for (const { label, results } of rows) {
  const sorted = [...results].sort((a, b) => a - b);
  console.log(`${label.padEnd(40)} ${sorted[Math.floor(sorted.length / 2)].toFixed(0).padStart(6)} inserts/s (median of ${ROUNDS}; ${sorted.map((r) => r.toFixed(0)).join(', ')})`);
}
