#!/usr/bin/env node
/**
 * The documentation site, looked at in real Chromium (Debian `chromium`, driven by playwright-core):
 * builds it with `pnpm run docs` when docs-site/ is missing, serves it on a free loopback port, and checks
 * that the index, a guide and a reference page render, that the navigation leads from one to the other,
 * that the search box finds an export, a call once under a clean name and the emulator guide, that a call
 * renders as a function (parameters, return type, TSDoc), that a subpath entry links its members, and that
 * guides show their pictures and link to the previous and next guide.
 *
 *   node scripts/e2e-docs.mjs            # headless; screenshots in test-artifacts/e2e-docs/
 *
 * Prints `e2e-docs: N passed, M failed`; exits non-zero on any failure; always stops what it started.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium, freePorts, launchChromium } from './e2e-support.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const site = join(root, 'docs-site');
const artifacts = join(root, 'test-artifacts', 'e2e-docs');
const require = createRequire(join(root, 'examples', 'storefront', 'package.json'));
const STEP_TIMEOUT = 20_000;

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.png': 'image/png' };

/** A tiny static server for docs-site/ (GET and HEAD only, nothing outside the folder). */
function serve(port) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = normalize(join(site, path.endsWith('/') ? `${path}index.html` : path));
    if (!['GET', 'HEAD'].includes(request.method ?? '') || !file.startsWith(site + sep) || !existsSync(file)) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(request.method === 'HEAD' ? undefined : readFileSync(file));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

let passed = 0;
let failed = 0;
async function step(name, run) {
  try {
    await run();
    passed++;
    console.log(`✔ ${name}`);
  } catch (error) {
    failed++;
    console.log(`✖ ${name}\n    ${String(error?.message ?? error).split('\n').slice(0, 6).join('\n    ')}`);
  }
}
const expect = (ok, message) => { if (!ok) throw new Error(message); };

if (!existsSync(join(site, 'index.html'))) {
  // `node scripts/docs.mjs`, not `pnpm docs`: pnpm's built-in `docs` command (open the package's home
  // page) wins over the script of that name, and CI may have no pnpm on its PATH.
  console.log('▶ node scripts/docs.mjs (docs-site/ is missing)');
  const built = spawnSync(process.execPath, [join(root, 'scripts', 'docs.mjs')], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) {
    console.error('e2e-docs: 0 passed, 1 failed (building the docs failed)');
    process.exit(1);
  }
}

rmSync(artifacts, { recursive: true, force: true });
mkdirSync(artifacts, { recursive: true });
const [port] = await freePorts(1);
const server = await serve(port);
const base = `http://127.0.0.1:${port}`;
const userDataDir = mkdtempSync(join(tmpdir(), 'sitekit-e2e-docs-'));
const { chromium } = require('playwright-core');
let context;
try {
  context = await launchChromium(chromium, findChromium(), userDataDir);
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(STEP_TIMEOUT);
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // A navigation the test starts while a page still loads aborts that load (ERR_ABORTED): not a failure of the site.
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') pageErrors.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => { if (response.status() >= 400) pageErrors.push(`${response.status()} ${response.url()}`); });

  await step('index renders with the guides and the packages', async () => {
    await page.goto(`${base}/index.html`);
    await page.locator('h1', { hasText: 'SiteKit' }).first().waitFor();
    await page.locator('.col-content a', { hasText: 'Getting started' }).first().waitFor();
    expect(await page.locator('.col-content table').count() > 0, 'no packages table on the index');
    // The side navigation is filled in by TypeDoc's script: every package is listed there.
    await page.locator('nav.tsd-navigation a:visible', { hasText: '@sitekit/core' }).first().waitFor();
    await page.locator('nav.tsd-navigation a:visible', { hasText: 'Getting started' }).first().waitFor();
    await page.screenshot({ path: join(artifacts, '1-index.png'), fullPage: false });
  });

  await step('a guide opens from the index and renders its code', async () => {
    await page.locator('.col-content a', { hasText: 'Getting started' }).first().click();
    await page.waitForURL(/documents\/Getting_started\.html$/);
    await page.locator('h1', { hasText: 'Getting started' }).first().waitFor();
    await page.locator('pre code', { hasText: 'createClient' }).first().waitFor();
    expect(await page.locator('pre code span[class^="hl-"]').count() > 20, 'the guide\'s code is not highlighted');
    await page.locator('.col-content a', { hasText: 'Errors and retries' }).first().waitFor();
    await page.screenshot({ path: join(artifacts, '2-guide.png'), fullPage: false });
  });

  await step('a reference page opens from the navigation', async () => {
    await page.locator('nav.tsd-navigation a:visible', { hasText: '@sitekit/core' }).first().click();
    await page.waitForURL(/modules\/_sitekit_core\.html$/);
    await page.locator('.col-content a', { hasText: '@sitekit/core/auth/member' }).first().click();
    await page.locator('h1', { hasText: '@sitekit/core/auth/member' }).first().waitFor();
    await page.locator('.col-content').getByRole('link', { name: 'OAuthStrategy', exact: true }).first().click();
    await page.locator('h1', { hasText: /^Function OAuthStrategy$/ }).first().waitFor();
    await page.locator('.tsd-signature', { hasText: 'OAuthStrategy' }).first().waitFor();
    await page.locator('.tsd-comment', { hasText: 'member' }).first().waitFor();
    expect(await page.locator('.tsd-comment').count() > 0, 'the reference page shows no TSDoc');
    await page.screenshot({ path: join(artifacts, '3-reference.png'), fullPage: false });
  });

  await step('the search box finds an export and opens it', async () => {
    await page.locator('#tsd-search-trigger').click();
    await page.locator('#tsd-search-input').fill('createClient');
    const first = page.locator('#tsd-search-results li a', { hasText: 'createClient' }).first();
    await first.waitFor();
    await page.screenshot({ path: join(artifacts, '4-search.png'), fullPage: false });
    await first.click();
    await page.locator('h1', { hasText: 'createClient' }).first().waitFor();
  });

  /** The search results for `query`, each as its visible text (`parent.name`) and its link. */
  const search = async (query, expected) => {
    await page.goto(`${base}/index.html`);
    await page.locator('#tsd-search-trigger').click();
    await page.locator('#tsd-search-input').fill(query);
    await page.locator('#tsd-search-results li a', { hasText: expected }).first().waitFor();
    return page.locator('#tsd-search-results li a').evaluateAll((links) =>
      links.map((a) => ({ text: (a.querySelector('.text')?.textContent ?? '').replace(/\s+/g, ''), href: a.getAttribute('href') ?? '' })));
  };

  await step('search finds a call once, named by its package once, and it renders as a function', async () => {
    const results = await search('addToCurrentCart', 'addToCurrentCart');
    const named = results.filter((r) => r.text.endsWith('addToCurrentCart'));
    expect(named.length === 1, `addToCurrentCart found ${named.length} times: ${JSON.stringify(named)}`);
    expect(named[0].text === '@sitekit/ecom.currentCart.addToCurrentCart', `shown as ${named[0].text}`);
    const doubled = results.filter((r) => /(@sitekit\/[\w-]+)\.\1([./]|$)/.test(r.text));
    expect(doubled.length === 0, `a package's name twice: ${doubled.map((r) => r.text).join(', ')}`);
    await page.screenshot({ path: join(artifacts, '5-search-call.png'), fullPage: false });
    await page.locator('#tsd-search-results li a', { hasText: 'addToCurrentCart' }).first().click();
    await page.locator('h1', { hasText: /^Function addToCurrentCart$/ }).first().waitFor();
    const signature = (await page.locator('.tsd-signature').first().textContent() ?? '').replace(/\s+/g, ' ');
    // TypeDoc may wrap the parameter list and qualify a type name another module also declares (cart.CartResponse)
    expect(/addToCurrentCart\(\s*options\?: AddToCurrentCartOptions,?\s*\): Promise<(currentCart\.)?CartResponse>/.test(signature), `the signature reads: ${signature}`);
    expect(!/Call</.test(await page.locator('.col-content').textContent() ?? ''), 'the page still shows Call<…>');
    await page.locator('.tsd-parameters', { hasText: 'AddToCurrentCartOptions' }).first().waitFor();
    await page.locator('.tsd-returns-title', { hasText: 'Promise' }).first().waitFor();
    await page.locator('.tsd-comment', { hasText: 'line items' }).first().waitFor();
    await page.screenshot({ path: join(artifacts, '6-call.png'), fullPage: false });
  });

  await step('"emulator" finds the emulator guide among the first results', async () => {
    const results = await search('emulator', 'emulator');
    const guide = results.findIndex((r) => r.href.endsWith('documents/The_emulator.html'));
    expect(guide !== -1 && guide < 3, `the emulator guide is result ${guide + 1} of ${results.map((r) => r.text).join(', ')}`);
  });

  await step('a subpath entry lists its members, linked to their pages', async () => {
    await page.goto(`${base}/modules/_sitekit_ecom._sitekit_ecom_current-cart.html`);
    await page.locator('h1', { hasText: '@sitekit/ecom/current-cart' }).first().waitFor();
    await page.locator('.col-content .tsd-comment', { hasText: 'the currentCart module alone' }).first().waitFor();
    await page.locator('.col-content').getByRole('link', { name: 'getCurrentCartOrNull', exact: true }).first().click();
    await page.locator('h1', { hasText: /^Function getCurrentCartOrNull$/ }).first().waitFor();
  });

  await step('guides have pictures and previous / next links in reading order', async () => {
    await page.goto(`${base}/documents/The_emulator.html`);
    const picture = page.locator('.col-content img[src*="emulator-console"]').first();
    await picture.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => [...document.querySelectorAll('.col-content img')].every((img) => img.complete && img.naturalWidth > 0));
    expect(await page.locator('.col-content img').count() >= 3, 'the emulator guide has fewer than 3 pictures');
    await page.locator('.sitekit-pager a[rel="prev"]', { hasText: 'Getting started' }).first().waitFor();
    const next = page.locator('.sitekit-pager a[rel="next"]').first();
    const title = (await next.locator('.sitekit-pager-title').textContent())?.trim() ?? '';
    await next.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(artifacts, '7-guide-pager.png'), fullPage: false });
    await next.click();
    await page.locator('h1', { hasText: title }).first().waitFor();
    await page.locator('.sitekit-pager a[rel="prev"]', { hasText: 'The emulator' }).first().waitFor();
  });

  await step('no script errors or failed requests', async () => {
    expect(pageErrors.length === 0, pageErrors.join('\n'));
  });
} catch (error) {
  failed++;
  console.log(`✖ browser: ${error?.message ?? error}`);
} finally {
  await context?.close().catch(() => {});
  await new Promise((resolve) => server.close(() => resolve()));
  rmSync(userDataDir, { recursive: true, force: true });
}

console.log(`e2e-docs: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
