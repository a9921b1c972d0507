#!/usr/bin/env node
/**
 * Browser end-to-end test of the emulator console (`/_emulator/`) in real Chromium (Debian `chromium`)
 * driven by playwright-core. Assumes the emulator and the SDK packages are built (`pnpm build`).
 *
 *   node scripts/e2e-console.mjs      # headless; screenshots in test-artifacts/e2e-console/
 *
 * Starts the built CLI (`sitekit-emulator --log-size 10000`), makes SDK calls from this script (the
 * built `@sitekit/core`, `@sitekit/stores`, `@sitekit/ecom`) and checks the console shows them live
 * with their status and details; opens a product in Data; edits a data item's JSON (an invalid edit
 * first, saved with Ctrl+Enter) and blocks a member from the keyboard, and reads both back through the
 * platform API; reads the inbox; switches on a 503 fault
 * for the cart from the Faults view and sees the SDK's retry and the failed call in the log; resets to
 * the seed; then 10,500 calls: the log keeps 10,000 and the page still filters and scrolls.
 * Prints `e2e-console: N passed, M failed`; exits non-zero on any failure; always stops what it started.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { axeViolations, blocking, findChromium, freePorts, launchChromium, startChild, stopProcessGroup } from './e2e-support.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const artifacts = join(root, 'test-artifacts', 'e2e-console');
// playwright-core and the built SDK packages are the storefront example's dependencies.
const require = createRequire(join(root, 'examples', 'storefront', 'package.json'));
const STEP_TIMEOUT = 30_000;
const LOG_SIZE = 10_000;
const FLOOD = 10_500;
const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const API_KEY = 'emulator-api-key';
const ADA = '00000000-0000-4000-8000-000000000002';

rmSync(artifacts, { recursive: true, force: true });
mkdirSync(artifacts, { recursive: true });

/** Starts the built CLI on a free port; resolves its URL. */
async function startEmulator() {
  const [port] = await freePorts(1);
  const bin = join(root, 'packages', 'emulator', 'dist', 'bin.js');
  const { child, started } = startChild('emulator', [bin, '--port', String(port), '--log-size', String(LOG_SIZE)], {}, /listening on (\S+)/, { timeoutMs: 20_000 });
  return { child, url: await started };
}

/** An SDK client on the emulator, as an app would make one (visitor tokens, retries on 503). */
function sdkClient(host) {
  const { createClient, OAuthStrategy } = require('@sitekit/core');
  const { products } = require('@sitekit/stores');
  const { currentCart } = require('@sitekit/ecom');
  return createClient({ modules: { products, currentCart }, auth: OAuthStrategy({ clientId: 'e2e-console' }), host });
}

/** `count` GETs, `parallel` at a time. */
async function flood(url, count, parallel = 24) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = next++;
      const res = await fetch(`${url}/_emulator/inbox?format=json&n=${n}`);
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

const results = [];
let planned = 0;

async function main() {
  const { chromium } = require('playwright-core');
  const executablePath = findChromium();
  const userDataDir = mkdtempSync(join(tmpdir(), 'sitekit-e2e-console-'));
  let emulator;
  let context;
  const problems = [];
  try {
    emulator = await startEmulator();
    const base = emulator.url;
    console.log(`e2e-console: emulator ${base}`);
    context = await launchChromium(chromium, executablePath, userDataDir, { width: 1440, height: 900 });
    context.setDefaultTimeout(STEP_TIMEOUT);
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
    const client = sdkClient(base);
    const state = {};
    let shots = 0;
    const shot = (name) => page.screenshot({ path: join(artifacts, `${String(++shots).padStart(2, '0')}-${name}.png`) });
    const rowWith = (text) => page.getByTestId('log-row').filter({ hasText: text });
    // axe-core on every view; the last step fails on any critical or serious violation.
    const axeSource = require('axe-core').source;
    const serious = [];
    const audit = async (view) => {
      const violations = await axeViolations(page, axeSource);
      console.log(`    axe ${view}: ${violations.map((v) => `${v.id} (${v.impact})`).join(', ') || 'no violations'}`);
      for (const v of violations.filter(blocking)) serious.push({ view, ...v });
    };

    const steps = [
      ['The console opens on the Requests view, with a CSP', async () => {
        const res = await page.goto(`${base}/_emulator/`);
        const csp = res.headers()['content-security-policy'] ?? '';
        if (!csp.includes("script-src 'self'")) throw new Error(`no CSP on the console page: ${csp}`);
        await page.getByRole('heading', { name: 'Requests' }).waitFor();
        await page.getByText('Live', { exact: true }).waitFor();
      }],
      ['SDK calls appear live, newest first, with their status', async () => {
        const { items } = await client.products.queryProducts().eq('slug', 'ceramic-pour-over-mug').find();
        state.mug = items[0];
        if (!state.mug?._id) throw new Error('the SDK found no mug');
        const missing = await client.currentCart.getCurrentCart().then(() => 'found', (e) => e);
        if (missing === 'found') throw new Error('a new visitor should have no cart');
        await client.currentCart.addToCurrentCart({ lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: state.mug._id }, quantity: 1 }] });
        await rowWith('/oauth2/token').first().waitFor();
        await page.locator('[data-testid="log-row"][data-status="404"]', { hasText: '/ecom/v1/carts/current' }).waitFor();
        await page.locator('[data-testid="log-row"][data-status="200"]', { hasText: 'add-to-cart' }).waitFor();
        const first = await page.getByTestId('log-row').first().textContent();
        if (!first.includes('add-to-cart')) throw new Error(`the newest call should be on top, got: ${first}`);
        // A GET's query (the SDK's opaque `.r`) reads decoded in the row.
        await rowWith('ceramic-pour-over-mug').first().waitFor();
        await audit('requests');
      }],
      ['A call opens with its details, error code and no token', async () => {
        await page.locator('[data-testid="log-row"][data-status="404"]', { hasText: '/ecom/v1/carts/current' }).click();
        const detail = page.getByTestId('request-detail');
        await detail.getByText('Error code').waitFor();
        await detail.getByText('visitor').first().waitFor();
        const token = client.auth.getTokens().accessToken.value;
        if (!token) throw new Error('the SDK holds no access token');
        await rowWith('/oauth2/token').first().click();
        await detail.getByText('access_token').waitFor();
        if ((await detail.textContent()).includes(token)) throw new Error('the access token is shown in the console');
        await detail.getByText('[redacted]').first().waitFor();
        await audit('requests with a call open');
      }],
      ['Filter by domain, status and text', async () => {
        await page.getByTestId('log-domain').selectOption('cart');
        await page.getByTestId('log-status').selectOption('4xx');
        await page.waitForFunction(() => {
          const rows = [...document.querySelectorAll('[data-testid="log-row"]')];
          return rows.length > 0 && rows.every((r) => r.getAttribute('data-status')?.startsWith('4'));
        });
        await page.getByTestId('log-domain').selectOption('');
        await page.getByTestId('log-status').selectOption('all');
        await page.getByTestId('log-filter').fill('add-to-cart');
        await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="log-row"]')].every((r) => r.textContent.includes('add-to-cart')));
        await page.getByTestId('log-filter').fill('');
      }],
      ['Open a product in Data', async () => {
        await page.getByTestId('nav-data').click();
        await page.getByTestId('domain-catalog').click();
        await page.getByTestId('table-products').getByRole('row').filter({ hasText: 'Ceramic Pour-Over Mug' }).click();
        const detail = page.getByTestId('data-detail');
        await detail.getByRole('heading', { name: 'Ceramic Pour-Over Mug' }).waitFor();
        await detail.getByText('"ceramic-pour-over-mug"').waitFor();
        await shot('product-record');
        await audit('data');
        await page.getByTestId('domain-cart').click();
        await page.getByTestId('table-carts').getByRole('row').nth(1).waitFor();
      }],
      ['A file in Data shows its image preview', async () => {
        const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><rect width="64" height="48" fill="#3858e9"/><circle cx="32" cy="24" r="14" fill="#ffd166"/></svg>';
        const res = await fetch(`${base}/site-media/v1/files/import`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: 'emulator-api-key' },
          body: JSON.stringify({ url: `data:image/svg+xml,${encodeURIComponent(svg)}`, displayName: 'console-preview.svg' }),
        });
        if (res.status !== 200) throw new Error(`file import answered ${res.status}: ${await res.text()}`);
        await page.getByTestId('domain-files').click();
        await page.getByTestId('table-files').getByText('console-preview.svg').waitFor();
        await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="table-files"] img.thumb')].some((i) => i.complete && i.naturalWidth === 64));
      }],
      ['Edit a data item and a member status in Data; the platform API sees both', async () => {
        const platform = async (path) => {
          const res = await fetch(`${base}${path}`, { headers: { authorization: API_KEY } });
          if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
          return res.json();
        };
        await page.getByTestId('domain-data').click();
        const faq = page.getByTestId('table-Collection FAQ');
        await faq.getByRole('row').filter({ hasText: 'faq-2' }).click();
        const detail = page.getByTestId('data-detail');
        await detail.getByTestId('item-edit').click();
        const editor = detail.getByTestId('item-json');
        const stored = JSON.parse(await editor.inputValue());
        if (stored._id !== 'faq-2') throw new Error(`the editor should hold faq-2, holds ${stored._id}`);
        await editor.fill('{ "question": ');
        await detail.getByTestId('item-message').filter({ hasText: 'Not valid JSON' }).waitFor();
        if (await detail.getByTestId('item-save').isEnabled()) throw new Error('Save should be off while the JSON is invalid');
        const invalidAt = await detail.getByTestId('item-save').boundingBox();
        await editor.fill(JSON.stringify({ ...stored, question: 'Edited in the console?' }, null, 2));
        await detail.getByTestId('item-message').filter({ hasText: 'Valid JSON' }).waitFor();
        const validAt = await detail.getByTestId('item-save').boundingBox();
        if (invalidAt.y !== validAt.y) throw new Error(`the Save button moved from y=${invalidAt.y} to y=${validAt.y} as the message changed`);
        await shot('item-editor');
        await editor.press('Control+Enter');
        await detail.getByTestId('item-saved').filter({ hasText: 'Saved.' }).waitFor();
        if ((await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))) !== 'item-edit') throw new Error('focus should return to Edit after saving');
        await faq.getByText('Edited in the console?').waitFor();
        const item = (await platform('/wix-data/v2/items/faq-2?dataCollectionId=FAQ')).dataItem.data;
        if (item.question !== 'Edited in the console?' || item.answer !== stored.answer) throw new Error(`the API reads ${JSON.stringify(item)}`);

        await page.getByTestId('domain-members').click();
        await page.getByTestId('table-members').getByRole('row').filter({ hasText: 'ada@sitekit.dev' }).click();
        const status = page.getByTestId('member-status');
        await status.focus();
        await status.selectOption('BLOCKED');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        await page.getByTestId('member-status-message').filter({ hasText: 'Saved: BLOCKED' }).waitFor();
        await page.getByTestId('table-members').getByRole('row').filter({ hasText: 'ada@sitekit.dev' }).getByText('BLOCKED').waitFor();
        await shot('member-blocked');
        const member = (await platform(`/members/v1/members/${ADA}?fieldsets=FULL`)).member;
        if (member.status !== 'BLOCKED') throw new Error(`the API reads status ${member.status}`);
        const login = await fetch(`${base}/_api/iam/authentication/v2/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginId: { email: 'ada@sitekit.dev' }, password: 'sitekit-demo' }) });
        if (login.status !== 403) throw new Error(`a blocked member's login should be refused, got ${login.status}`);
        const log = JSON.stringify(await (await fetch(`${base}/_emulator/api/requests`)).json());
        if (log.includes('/_emulator/api/data/items') || log.includes('/_emulator/api/members')) throw new Error('console edits should not be in the platform log');
      }],
      ['The inbox shows a password-reset email', async () => {
        await fetch(`${base}/_api/iam/recovery/v1/send-email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'demo@sitekit.dev' }) });
        await page.getByTestId('nav-inbox').click();
        await page.getByTestId('inbox-table').getByText('demo@sitekit.dev').waitFor();
        await page.getByTestId('inbox-table').getByText('Password reset').waitFor();
        const json = await (await fetch(`${base}/_emulator/inbox?format=json`)).json();
        if (json.inbox.length !== 1) throw new Error('the inbox JSON should list the one email');
        await audit('inbox');
      }],
      ['A 503 fault on the cart: the SDK retries, the log shows the failed call', async () => {
        await page.getByTestId('nav-faults').click();
        await audit('faults');
        // The route picker narrows ~200 routes to the ones matching every word typed.
        const options = () => page.getByTestId('fault-route').locator('option').count();
        // The routes arrive after the view: count them only once they are listed (CI read 0 here once and waited forever).
        await page.waitForFunction(() => document.querySelectorAll('[data-testid="fault-route"] option').length > 50);
        const all = await options();
        await page.getByTestId('fault-route-search').fill('carts current get');
        await page.waitForFunction((n) => document.querySelectorAll('[data-testid="fault-route"] option').length < n, all);
        if ((await options()) > 10) throw new Error(`the search should leave a few routes, left ${await options()}`);
        await page.getByTestId('fault-route').selectOption('ecom.currentCart.getCurrentCart');
        await page.getByTestId('fault-kind').selectOption('503');
        await page.getByTestId('fault-times').fill('1');
        await page.getByTestId('fault-add').click();
        await page.getByTestId('faults-table').getByText('ecom.currentCart.getCurrentCart').waitFor();
        await shot('fault-on');
        const cart = await client.currentCart.getCurrentCart();
        if (!cart?.lineItems?.length) throw new Error('the retried call should return the cart');
        await page.getByTestId('nav-requests').click();
        await page.locator('[data-testid="log-row"][data-status="503"]', { hasText: '/ecom/v1/carts/current' }).waitFor();
        // The SDK's retry answered 200 and sits above the faulted call.
        const cartStatuses = () =>
          page.evaluate(() =>
            [...document.querySelectorAll('[data-testid="log-row"]')]
              .filter((r) => r.querySelector('.col-path')?.textContent === '/ecom/v1/carts/current')
              .map((r) => r.getAttribute('data-status')),
          );
        // (polled from here, so a timeout can name the statuses it saw)
        for (const deadline = Date.now() + 30_000; ; await page.waitForTimeout(100)) {
          const statuses = await cartStatuses();
          if (statuses[0] === '200' && statuses[1] === '503') break;
          if (Date.now() > deadline) throw new Error(`the retry (200) should sit above the faulted call (503); the cart rows read ${JSON.stringify(statuses)}`);
        }
        await page.locator('[data-testid="log-row"][data-status="503"]').first().click();
        await page.getByTestId('request-detail').getByText('injected fault', { exact: true }).waitFor();
      }],
      ['Reset to the seed', async () => {
        await page.getByTestId('nav-faults').click();
        await page.getByTestId('fault-kind').selectOption('latency');
        await page.getByTestId('fault-add').click();
        await page.getByTestId('faults-table').getByText('+800 ms').waitFor();
        await page.getByTestId('reset').click();
        await page.getByTestId('reset-confirm').click();
        await page.getByText('Reset to the seed.').waitFor();
        const faults = await (await fetch(`${base}/_emulator/api/faults`)).json();
        if (faults.active.length !== 0) throw new Error('reset should remove every fault');
        await page.getByTestId('nav-data').click();
        await page.getByTestId('domain-cart').click();
        await page.getByRole('heading', { name: /carts \(0\)/ }).waitFor();
        await page.getByTestId('nav-requests').click();
        await page.waitForFunction(() => /^\s*\d+ of \d+/.test(document.querySelector('[data-testid="log-count"]')?.textContent ?? '') && !document.querySelector('[data-testid="log-row"][data-status="503"]'));
      }],
      [`${FLOOD} calls: the log keeps ${LOG_SIZE} and the page stays usable`, async () => {
        await flood(base, FLOOD);
        // A call is logged as its answer finishes, a moment after the client has it: read the log once it has settled
        // (its newest call the same twice), or the oldest it keeps may change under the page (a 404 for its details once).
        const readLog = async () => (await fetch(`${base}/_emulator/api/requests`)).json();
        let api = await readLog();
        for (let settled = false; !settled; ) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          const again = await readLog();
          settled = again.entries.at(-1)?.id === api.entries.at(-1)?.id;
          api = again;
        }
        if (api.entries.length !== LOG_SIZE) throw new Error(`the log should keep ${LOG_SIZE}, has ${api.entries.length}`);
        await page.waitForFunction((size) => (document.querySelector('[data-testid="log-count"]')?.textContent ?? '').includes(`of ${size}`), LOG_SIZE, { timeout: 60_000 });
        const drawn = await page.getByTestId('log-row').count();
        if (drawn > 100) throw new Error(`only the visible rows should be drawn, found ${drawn}`);
        await page.getByTestId('log-filter').fill(`n=${FLOOD - 1}`);
        await page.waitForFunction(() => document.querySelectorAll('[data-testid="log-row"]').length === 1);
        await page.getByTestId('log-filter').fill('n=0&');
        await page.getByText('No call matches the filter.').waitFor();
        await page.getByTestId('log-filter').fill('');
        await page.getByTestId('log-rows').focus();
        await page.keyboard.press('End');
        // End selects the oldest call the log still keeps.
        await page.getByTestId('request-detail').getByRole('heading', { name: `Call #${api.entries[0].id}` }).waitFor();
      }],
      ['Rows on screen stay put while new calls stream in', async () => {
        await page.getByTestId('log-rows').evaluate((el) => (el.scrollTop = 40 * 32));
        const watched = await page.getByTestId('log-rows').evaluate((el) => {
          const top = el.getBoundingClientRect().top;
          const row = [...el.querySelectorAll('[data-testid="log-row"]')].find((r) => r.getBoundingClientRect().top >= top + 64);
          return { id: row.getAttribute('data-id'), y: row.getBoundingClientRect().top };
        });
        await flood(base, 60);
        const last = (await (await fetch(`${base}/_emulator/api/requests`)).json()).entries.at(-1).id;
        await page.waitForFunction((id) => document.querySelector('[data-testid="log-rows"]')?.getAttribute('data-newest') === String(id), last);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const row = page.locator(`[data-testid="log-row"][data-id="${watched.id}"]`);
        if ((await row.count()) === 0) throw new Error(`call ${watched.id} was pushed off screen while the log streamed`);
        const y = await row.evaluate((r) => r.getBoundingClientRect().top);
        if (Math.abs(y - watched.y) > 1) throw new Error(`call ${watched.id} moved from y=${watched.y} to y=${y} while the log streamed`);
      }],
      ['Accessibility: axe-core finds no critical or serious violation on any console view', async () => {
        if (serious.length) throw new Error(serious.map((v) => `${v.view}: ${v.id} (${v.impact}, ${v.nodes} nodes, e.g. ${v.target})`).join('; '));
      }],
    ];

    planned = steps.length;
    for (const [name, fn] of steps) {
      const t0 = Date.now();
      try {
        await fn();
        await shot(name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60));
        results.push({ name, ok: true });
        console.log(`  ✓ ${name} (${Date.now() - t0} ms)`);
      } catch (error) {
        results.push({ name, ok: false });
        console.log(`  ✗ ${name}: ${String(error.message).split('\n')[0]}`);
        await shot(`FAILED-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').slice(0, 60)}`).catch(() => undefined);
        break; // each step builds on the previous ones
      }
    }
    if (problems.length) console.log(`  page problems:\n    ${problems.slice(0, 10).join('\n    ')}`);
  } finally {
    await context?.close().catch(() => undefined);
    await stopProcessGroup(emulator?.child);
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

let crashed;
await main().catch((error) => {
  crashed = error;
  console.error(`e2e-console: ${error.stack ?? error}`);
});
const passed = results.filter((r) => r.ok).length;
const failed = Math.max(planned, 1) - passed;
console.log(`e2e-console: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || crashed ? 1 : 0);
