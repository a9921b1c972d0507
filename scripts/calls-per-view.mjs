#!/usr/bin/env node
/**
 * Platform API calls per page view of a new visitor of the example storefront, read from the emulator's
 * request log (its console API). Assumes `pnpm build` has run; drives Debian's Chromium (playwright-core).
 *
 *   node scripts/calls-per-view.mjs        # prints a table; exits non-zero when a view goes over its budget
 *
 * One visitor browses first (home, product, search, cart) so what every visitor shares is cached, as
 * on a running shop. Then a new visitor (a fresh browser profile) views the same four pages; for each
 * view, after the network is idle (the browser's own calls and Next's link prefetches included), the
 * calls the emulator logged are counted: API calls, and image loads apart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium, launchChromium, startStorefrontDemo, stopProcessGroup } from './e2e-support.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const appDir = join(root, 'examples', 'storefront');
const require = createRequire(join(appDir, 'package.json'));
/**
 * API calls a new visitor's view may make. Home's is the goal the storefront was held to; the others sit
 * a little above what they make now (product 5, search 2, cart 2), so a regression fails without a flake.
 */
const BUDGETS = { home: 6, product: 7, search: 4, cart: 4 };
const VIEWS = [
  ['home', '/'],
  ['product', '/products/classic-crew-tee'],
  ['search', '/search?q=tee'],
  ['cart', '/cart'],
];
const isImage = (entry) => entry.domain === 'media' || /^\/(_platform\/)?media\//.test(entry.path) || /\.(png|jpe?g|webp|avif|gif|svg)(\?|$)/i.test(entry.path);

async function logSince(emulator, after) {
  const res = await fetch(`${emulator}/_emulator/api/requests?after=${after}`, { headers: { accept: 'application/json' } });
  const { entries } = await res.json();
  return entries.filter((entry) => !entry.path.startsWith('/_emulator'));
}
const lastId = async (emulator) => (await logSince(emulator, 0)).reduce((max, entry) => Math.max(max, entry.id), 0);

/** The page settles: loaded, network idle, then a short quiet spell for late prefetches. */
async function view(page, url) {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(800);
  await page.waitForLoadState('networkidle');
}

async function browse(context, shop) {
  const page = await context.newPage();
  for (const [, path] of VIEWS) await view(page, `${shop}${path}`);
  await page.close();
}

async function main() {
  const { chromium } = require('playwright-core');
  const executablePath = findChromium();
  const profiles = [mkdtempSync(join(tmpdir(), 'sitekit-cpv-a-')), mkdtempSync(join(tmpdir(), 'sitekit-cpv-b-'))];
  let demo;
  const contexts = [];
  try {
    demo = await startStorefrontDemo(appDir);
    const first = await launchChromium(chromium, executablePath, profiles[0]);
    contexts.push(first);
    await browse(first, demo.shop);
    const visitor = await launchChromium(chromium, executablePath, profiles[1]);
    contexts.push(visitor);
    const page = visitor.pages()[0] ?? (await visitor.newPage());
    const rows = [];
    for (const [name, path] of VIEWS) {
      const before = await lastId(demo.emulator);
      await view(page, `${demo.shop}${path}`);
      const entries = await logSince(demo.emulator, before);
      const api = entries.filter((entry) => !isImage(entry));
      rows.push({ name, api: api.length, images: entries.length - api.length, calls: api.map((entry) => `${entry.method} ${entry.path.split('?')[0]}`) });
    }
    console.log('calls per view of a new visitor (after another visitor):');
    for (const row of rows) {
      console.log(`  ${row.name.padEnd(8)} ${String(row.api).padStart(3)} API calls, ${String(row.images).padStart(3)} image loads`);
      for (const call of row.calls) console.log(`           ${call}`);
    }
    for (const row of rows) {
      if (row.api <= BUDGETS[row.name]) continue;
      console.log(`calls-per-view: ${row.name} makes ${row.api} API calls (budget ${BUDGETS[row.name]})`);
      process.exitCode = 1;
    }
  } finally {
    for (const context of contexts) await context.close().catch(() => undefined);
    await stopProcessGroup(demo?.child);
    for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
  }
}

await main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
