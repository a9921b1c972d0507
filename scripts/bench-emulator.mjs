#!/usr/bin/env node
// `pnpm bench:emulator [--against <git ref>]`: the emulator's HTTP face holding a shop's data, in memory
// and with `--state DIR`, side by side, with a data collection of 1k, 10k and 100k items: the median
// latency of one insert (one client), acknowledged inserts per second with 1 and 16 clients, the time a
// restart takes (state saved on stop, then loaded), how long a `save()` (a compaction) takes, and the
// longest the event loop stalled meanwhile, beside its longest stall while idle (the machine's noise). `--against main` runs the same on that git ref's emulator too, in the
// same run (its source bundled from git, run with this checkout's dependencies). Each measurement runs
// in its own process. The machines are shared and noisy: compare rows of one run, never across runs.
// `BENCH_SIZES=1000,10000` picks the sizes.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PACKAGE = join(ROOT, 'packages', 'emulator');
// Inside the package, so the bundles' dependencies resolve from its node_modules.
const CACHE = join(PACKAGE, 'node_modules', '.cache', 'bench-emulator');
const API_KEY = 'emulator-api-key';

/** Inserts timed one at a time, and inserts sent by 16 clients, per size (fewer where the old code takes seconds each). */
const counts = (size) => (size >= 100_000 ? { one: 20, many: 48 } : size >= 10_000 ? { one: 50, many: 160 } : { one: 100, many: 320 });

async function bundle(entry, name) {
  const { build } = await import('esbuild');
  const outfile = join(CACHE, `${name}.mjs`);
  await build({ entryPoints: [entry], outfile, bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'silent' });
  return outfile;
}

/** The emulator's server at a git ref, bundled from its source as git holds it. */
async function bundleRef(ref) {
  const dir = join(CACHE, `src-${ref.replace(/[^\w.-]/g, '_')}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = execFileSync('git', ['-C', ROOT, 'archive', ref, 'packages/emulator/src'], { maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  return bundle(join(dir, 'packages', 'emulator', 'src', 'server.ts'), `server-${ref.replace(/[^\w.-]/g, '_')}`);
}

// ---- one measurement (a child process) ----

/** One insert, answered 200; a connection reset (a keep-alive socket the server closed while it was blocked) is sent again. */
const insert = async (url, slug, tries = 3) => {
  try {
    return await insertOnce(url, slug);
  } catch (error) {
    if (tries <= 1 || !(error instanceof TypeError)) throw error;
    return insert(url, slug, tries - 1);
  }
};
const insertOnce = (url, slug) =>
  fetch(`${url}/wix-data/v2/items`, {
    method: 'POST',
    headers: { authorization: API_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ dataCollectionId: 'Pages', dataItem: { data: { slug, title: `Bench page ${slug}`, body: 'x'.repeat(200) } } }),
  }).then(async (res) => {
    if (res.status !== 200) throw new Error(`insert ${slug}: HTTP ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(serverPath, size, persist) {
  const { startEmulator } = await import(pathToFileURL(serverPath).href);
  const dir = persist ? mkdtempSync(join(tmpdir(), 'sitekit-bench-')) : undefined;
  const options = { port: 0, log: () => undefined, ...(dir ? { statePath: dir } : {}) };
  const result = {};
  try {
    let platform = await startEmulator(options);
    // The collection filled outside requests, then saved: what a state directory of that size holds.
    const items = platform.emulator.stateOf('data').collections.Pages.items;
    const model = items['page-about'];
    for (let i = 0; i < size; i++) {
      const id = `seed-${i}`;
      items[id] = { ...model, _id: id, slug: `seed-${i}`, title: `Seeded page ${i}`, body: 'x'.repeat(200) };
    }
    await platform.save();
    // Warm-up; code that takes over half a second an insert is measured on fewer (the figure is per second all the same).
    const warm = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      await insert(platform.url, `warm-${i}`);
      warm.push(performance.now() - t);
    }
    const slow = median(warm) > 500;
    const { one, many } = slow ? { one: 5, many: 16 } : counts(size);
    const times = [];
    const started = performance.now();
    for (let i = 0; i < one; i++) {
      const t = performance.now();
      await insert(platform.url, `one-${i}`);
      times.push(performance.now() - t);
    }
    result.insertMs = median(times);
    result.oneClient = one / ((performance.now() - started) / 1000);

    let next = 0;
    const t = performance.now();
    await Promise.all(Array.from({ length: 16 }, async () => {
      while (next < many) await insert(platform.url, `many-${next++}`);
    }));
    result.manyClients = many / ((performance.now() - t) / 1000);

    if (dir) {
      // The loop's longest stall while nothing runs (the machine's own noise), then while a save compacts.
      const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
      const idle = monitorEventLoopDelay({ resolution: 1 });
      idle.enable();
      await sleep(500);
      idle.disable();
      result.idleStallMs = idle.max / 1e6;
      const delay = monitorEventLoopDelay({ resolution: 1 });
      delay.enable();
      await sleep(20); // a first tick, so a save that blocks from its first line is measured too
      const saving = performance.now();
      await platform.save();
      result.saveMs = performance.now() - saving;
      await sleep(20);
      delay.disable();
      result.stallMs = delay.max / 1e6;
      await platform.close();
      const restart = performance.now();
      platform = await startEmulator(options);
      result.restartS = (performance.now() - restart) / 1000;
      const count = Object.keys(platform.emulator.stateOf('data').collections.Pages.items).length;
      if (count < size + 5 + one + many) throw new Error(`restart: ${count} items, expected ${size + 5 + one + many} or more`);
    }
    await platform.close();
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
  return result;
}

// ---- the run ----

const args = process.argv.slice(2);
if (args[0] === '--child') {
  const [, serverPath, size, mode] = args;
  process.stdout.write(`${JSON.stringify(await measure(serverPath, Number(size), mode === 'state'))}\n`);
  process.exit(0);
}

const against = args[0] === '--against' ? args[1] : undefined;
const sizes = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
mkdirSync(CACHE, { recursive: true });
const variants = [{ label: 'this checkout', server: await bundle(join(PACKAGE, 'src', 'server.ts'), 'server-current') }];
if (against) variants.unshift({ label: against, server: await bundleRef(against) });

const fmt = (value, digits = 0) => (value === undefined ? '–' : value.toFixed(value < 10 && digits === 0 ? 1 : digits));
console.log('items    code            mode       insert ms  inserts/s 1 client  inserts/s 16 clients  restart s  save ms  max stall ms (save / idle)');
for (const size of sizes) {
  for (const mode of ['memory', 'state']) {
    for (const variant of variants) {
      const child = spawnSync(process.execPath, ['--max-old-space-size=4096', fileURLToPath(import.meta.url), '--child', variant.server, String(size), mode], { encoding: 'utf8', maxBuffer: 1 << 24 });
      if (child.status !== 0) {
        console.log(`${String(size).padEnd(8)} ${variant.label.padEnd(15)} ${mode.padEnd(10)} failed: ${child.stderr.trim().split('\n').slice(-3).join(' ')}`);
        continue;
      }
      const r = JSON.parse(child.stdout.trim().split('\n').at(-1));
      console.log(
        `${String(size).padEnd(8)} ${variant.label.padEnd(15)} ${mode.padEnd(10)} ${fmt(r.insertMs, 1).padStart(9)}  ${fmt(r.oneClient).padStart(17)}  ${fmt(r.manyClients).padStart(20)}  ${fmt(r.restartS, 2).padStart(9)}  ${fmt(r.saveMs).padStart(7)}  ${`${fmt(r.stallMs)} / ${fmt(r.idleStallMs)}`.padStart(26)}`,
      );
    }
  }
}
