#!/usr/bin/env node
/**
 * Browser end-to-end run of the port fixture (examples/port-fixture: an app written against the
 * platform SDK's `@wix/*` package names, aliased to SiteKit) on the emulator's CLI, in Debian's
 * Chromium driven by playwright-core. The app gets ONLY `SITEKIT_HOST` (no client id, no host option
 * in its code). Assumes `pnpm build` has run (it builds the emulator and the fixture).
 *
 *   node scripts/e2e-port.mjs        # headless; screenshots in test-artifacts/e2e-port/
 *
 * Steps: home shows the featured products (images load) and the CMS menus → a CMS page → product →
 * add to cart (line image loads) → "+" → "−"… → remove → add again → the visitor's token is renewed
 * and the cart stays → the account page as a visitor → a platform bookings module on the same client
 * (its request reaches the emulator with the visitor's token; the emulator's 404 comes back as SiteKit's
 * error) → checkout lands on the emulator's hosted checkout.
 * Prints `e2e-port: N passed, M failed`; exits non-zero on any failure; always stops what it started.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium, freePorts, launchChromium, openPage, runAndReport, startChild, stopProcessGroup } from './e2e-support.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const appDir = join(root, 'examples', 'port-fixture');
const emulatorBin = join(root, 'packages', 'emulator', 'dist', 'bin.js');
const artifacts = join(root, 'test-artifacts', 'e2e-port');
// playwright-core is the storefront's dev dependency; next is the fixture's own.
const require = createRequire(join(root, 'examples', 'storefront', 'package.json'));
const nextBin = createRequire(join(appDir, 'package.json')).resolve('next/dist/bin/next');
const STEP_TIMEOUT = 45_000;
/** Visitor access tokens live 100 s; the app renews them with under 90 s left, so every request after ~10 s renews. */
const TOKEN_TTL_SECONDS = 100;
const RENEW_MARGIN_SECONDS = 90;
const SESSION_COOKIE = 'port-fixture-session';

rmSync(artifacts, { recursive: true, force: true });
mkdirSync(artifacts, { recursive: true });

const log = [];
const note = (line) => log.push(`[${new Date().toISOString()}] ${line}`);


const results = [];
let shotIndex = 0;

async function main() {
  for (const [what, path] of [['the emulator', emulatorBin], ['the port fixture', join(appDir, '.next', 'BUILD_ID')]]) {
    if (!existsSync(path)) throw new Error(`${what} is not built (${path} missing): run \`pnpm build\` first`);
  }
  const { chromium } = require('playwright-core');
  const executablePath = findChromium();
  const userDataDir = mkdtempSync(join(tmpdir(), 'sitekit-e2e-port-'));
  const [emulatorPort, appPort] = await freePorts(2);
  const emulator = startChild('emulator', [emulatorBin, '--port', String(emulatorPort), '--token-ttl', String(TOKEN_TTL_SECONDS)], { cwd: root }, /listening on (\S+)/, { note });
  let app;
  let context;
  try {
    const emulatorUrl = await emulator.started;
    // Only SITEKIT_HOST: no client id, no SiteKit option anywhere in the app.
    const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', SITEKIT_HOST: emulatorUrl };
    app = startChild('app', [nextBin, 'start', '-p', String(appPort), '-H', '127.0.0.1'], { cwd: appDir, env }, /(Ready in|started server on)/, { note });
    await app.started;
    const shop = `http://127.0.0.1:${appPort}`;
    console.log(`e2e-port: fixture ${shop}, emulator ${emulatorUrl}`);

    context = await launchChromium(chromium, executablePath, userDataDir);
    const page = await openPage(context, STEP_TIMEOUT, note);

    const shot = async (name) => {
      shotIndex += 1;
      await page.screenshot({ path: join(artifacts, `${String(shotIndex).padStart(2, '0')}-${name}.png`), fullPage: true });
    };
    const slug = (name) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    /** Every image matched has loaded real pixels from the emulator (not a broken image). */
    const imagesLoaded = async (selector, min) => {
      const sources = () => page.$$eval(selector, (images) => images.map((i) => `${i.currentSrc || i.src} (${i.naturalWidth}px)`));
      await page
        .waitForFunction(([s, n]) => {
          const images = [...document.querySelectorAll(s)];
          return images.length >= n && images.every((i) => i.complete && i.naturalWidth > 0);
        }, [selector, min], { timeout: 15_000 })
        .catch(async () => {
          throw new Error(`images did not load: ${(await sources()).join(', ')}`);
        });
      const loaded = await page.$$eval(selector, (images) => images.map((i) => i.currentSrc));
      const foreign = loaded.filter((src) => !src.startsWith(`${emulatorUrl}/media/`));
      if (foreign.length) throw new Error(`images not served by the emulator: ${foreign.join(', ')}`);
      return loaded;
    };
    const quantity = () => page.getByTestId('line-quantity').first().textContent().then((t) => Number(t?.trim()));
    const expectQuantity = (n) => page.waitForFunction((want) => document.querySelector('[data-testid="line-quantity"]')?.textContent?.trim() === String(want), n);
    const session = async () => JSON.parse(decodeURIComponent((await context.cookies(shop)).find((c) => c.name === SESSION_COOKIE)?.value ?? 'null'));

    const steps = [
      ['Home shows the three featured products with loaded images and the carousel', async () => {
        await page.goto(shop);
        await page.getByTestId('featured-product').first().waitFor();
        const count = await page.getByTestId('featured-product').count();
        if (count !== 3) throw new Error(`expected 3 featured products, got ${count}`);
        const sources = await imagesLoaded('[data-testid="featured-product"] img', 3);
        if (!sources.every((src) => src.includes('/v1/fill/w_400,h_400'))) throw new Error(`expected fill-transformed URLs: ${sources.join(', ')}`);
        if ((await page.getByTestId('carousel-product').count()) < 4) throw new Error('expected the carousel products');
        if (!(await session())?.refreshToken?.value) throw new Error('the middleware set no visitor session cookie');
      }],
      ['The header menu from the CMS opens a page', async () => {
        const links = await page.getByTestId('header-menu').getByTestId('menu-link').allTextContents();
        if (links.join('|') !== 'About us|Shipping & returns|Care guide') throw new Error(`header menu: ${links.join('|')}`);
        if ((await page.getByTestId('footer-menu').getByTestId('menu-link').count()) !== 4) throw new Error('expected 4 footer links');
        await page.getByTestId('header-menu').getByText('Shipping & returns').click();
        await page.waitForURL(/\/pages\/shipping-returns$/);
        await page.getByTestId('cms-page').getByRole('heading', { name: 'Shipping & returns', level: 1 }).waitFor();
        if ((await page.title()) !== 'Shipping & returns | SiteKit Demo Store') throw new Error(`title from seoTitle: ${await page.title()}`);
      }],
      ['A featured product adds to the cart', async () => {
        await page.goto(shop);
        await page.getByTestId('featured-product').filter({ hasText: 'Classic Crew Tee' }).click();
        await page.waitForURL(/\/product\/classic-crew-tee$/);
        await page.getByTestId('product-name').filter({ hasText: 'Classic Crew Tee' }).waitFor();
        await page.getByTestId('add-to-cart').click();
        await page.waitForURL(/\/cart$/);
        await page.getByTestId('cart-line').first().waitFor();
        if ((await quantity()) !== 1) throw new Error(`expected quantity 1, got ${await quantity()}`);
      }],
      // media.getImageUrl('wix:image://…') of a cart line: on the emulator's origin; the later steps do not need it
      ['The cart line image (media.getImageUrl) loads from the emulator', async () => {
        await imagesLoaded('[data-testid="line-image"]', 1);
      }, { independent: true }],
      ['"+" raises the quantity (updateCurrentCartLineItemQuantity with { id, quantity })', async () => {
        await page.getByTestId('increase').click();
        await expectQuantity(2);
        await page.getByTestId('increase').click();
        await expectQuantity(3);
        await page.getByTestId('decrease').click();
        await expectQuantity(2);
      }],
      ['Remove empties the cart', async () => {
        await page.getByTestId('remove').click();
        await page.getByTestId('cart-empty').waitFor();
      }],
      ['Add again', async () => {
        await page.goto(`${shop}/product/classic-crew-tee`);
        await page.getByTestId('add-to-cart').click();
        await page.waitForURL(/\/cart$/);
        await expectQuantity(1);
      }],
      ['The middleware renews the visitor token; the cart stays', async () => {
        const before = await session();
        const wait = (before.accessToken.expiresAt - RENEW_MARGIN_SECONDS + 1) * 1000 - Date.now();
        if (wait > 0) await page.waitForTimeout(wait + 500);
        await page.goto(`${shop}/cart`);
        const renewed = await session();
        if (renewed.accessToken.value === before.accessToken.value) throw new Error('the access token was not renewed');
        // the same visitor (the platform rotates the refresh token): a new visitor session would have no cart
        if ((await page.getByTestId('cart-line').count()) !== 1) throw new Error('the cart is gone: a new visitor session, not a renewal');
        await expectQuantity(1);
      }],
      ['The account page tells a visitor from a member (members enums)', async () => {
        await page.goto(`${shop}/account`);
        await page.getByTestId('account-visitor').waitFor();
        await page.goto(`${shop}/cart`);
      }],
      // The platform's own bookings module (from the registry) on SiteKit's client. The emulator serves no
      // bookings (nor does the spec it is written from), so the call gets its 404 for an unknown path: the page
      // shows SiteKit's normalized error, and the emulator's log shows the request the module described, sent
      // with the visitor's token and the module's method-name header.
      ['A platform module SiteKit does not cover (bookings services) runs on the client', async () => {
        await page.goto(`${shop}/bookings`);
        const shown = page.getByTestId('bookings-error');
        await shown.waitFor();
        const [code, status] = [await shown.getAttribute('data-code'), await shown.getAttribute('data-status')];
        // the emulator's answer for a path it has no route for: a 404 application error, ROUTE_NOT_FOUND
        if (code !== 'ROUTE_NOT_FOUND' || status !== '404') throw new Error(`expected SiteKit's ROUTE_NOT_FOUND 404, got ${code} ${status}`);
        const { entries } = await (await fetch(`${emulatorUrl}/_emulator/api/requests`)).json();
        const sent = entries.filter((entry) => entry.method === 'POST' && entry.path === '/_api/bookings/v2/services/query');
        if (sent.length !== 1 || sent[0].caller !== 'visitor') throw new Error(`expected one visitor call to the bookings query: ${JSON.stringify(sent)}`);
        const { requestHeaders } = await (await fetch(`${emulatorUrl}/_emulator/api/requests/${sent[0].id}`)).json();
        if (!String(requestHeaders['x-wix-bi-gateway']).includes('method-fqn=wix.bookings.services.v2.ServicesService.QueryServices')) {
          throw new Error(`method-name header: ${requestHeaders['x-wix-bi-gateway']}`);
        }
        await page.goto(`${shop}/cart`);
      }, { independent: true }],
      ['Checkout lands on the emulator’s hosted checkout', async () => {
        await page.getByTestId('checkout').click();
        await page.waitForURL((url) => url.origin === emulatorUrl && url.pathname.startsWith('/_emulator/checkout'));
        await page.getByRole('heading', { name: 'Checkout' }).waitFor();
        await page.getByText('Classic Crew Tee').first().waitFor();
      }],
    ];

    let failed = false;
    // Each step needs the ones before it: the first failure stops the run, unless the failed step is independent.
    for (const [name, fn, { independent = false } = {}] of steps) {
      if (failed) {
        results.push({ name, ok: false, error: 'not run (an earlier step failed)' });
        continue;
      }
      const t0 = Date.now();
      try {
        await fn();
        await shot(slug(name));
        results.push({ name, ok: true });
        console.log(`  ✓ ${name} (${Date.now() - t0} ms)`);
      } catch (error) {
        failed = !independent;
        results.push({ name, ok: false, error: error.message });
        console.log(`  ✗ ${name}: ${error.message.split('\n')[0]}`);
        await shot(`FAILED-${slug(name)}`).catch(() => undefined);
      }
    }
  } finally {
    await context?.close().catch(() => undefined);
    await stopProcessGroup(app?.child);
    await stopProcessGroup(emulator.child);
    rmSync(userDataDir, { recursive: true, force: true });
    writeFileSync(join(artifacts, 'e2e-port.log'), `${log.join('\n')}\n`);
  }
}

await runAndReport('e2e-port', main, results, artifacts);
