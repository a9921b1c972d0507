#!/usr/bin/env node
// Write throughput of the emulator's HTTP face, with and without a state directory: N data-item inserts
// (API key) through real sockets, one at a time and 8 at a time, after a warm-up. Runs the built server
// (`pnpm --filter @sitekit/emulator build` first). Usage: node packages/emulator/bench/state-writes.mjs [N]
// The machines are shared and noisy: compare the rows of one run, never across runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator } from '../dist/server.js';

const N = Number(process.argv[2] ?? 500);
const insert = (url, i) =>
  fetch(`${url}/wix-data/v2/items`, {
    method: 'POST',
    headers: { authorization: 'emulator-api-key', 'content-type': 'application/json' },
    body: JSON.stringify({ dataCollectionId: 'Pages', dataItem: { data: { slug: `bench-${i}`, title: `Bench page ${i}`, body: 'x'.repeat(200) } } }),
  }).then(async (res) => {
    if (res.status !== 200) throw new Error(`insert ${i}: HTTP ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  });

async function run(label, statePath, concurrency) {
  const platform = await startEmulator({ port: 0, ...(statePath ? { statePath } : {}) });
  try {
    for (let i = 0; i < 50; i++) await insert(platform.url, `warm-${i}`);
    let next = 0;
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, async () => {
      while (next < N) await insert(platform.url, next++);
    }));
    const seconds = (performance.now() - started) / 1000;
    console.log(`${label.padEnd(28)} concurrency ${concurrency}: ${(N / seconds).toFixed(0).padStart(6)} inserts/s (${N} in ${seconds.toFixed(2)} s)`);
  } finally {
    await platform.close();
  }
}

for (const concurrency of [1, 8]) {
  await run('in memory (no --state)', undefined, concurrency);
  const dir = mkdtempSync(join(tmpdir(), 'sitekit-bench-'));
  try {
    await run('--state DIR', dir, concurrency);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
