#!/usr/bin/env node
/**
 * Browser end-to-end test of the example storefront on the platform emulator, in real Chromium
 * (Debian `chromium`) driven by playwright-core. Assumes `pnpm build` has run.
 *
 *   node scripts/e2e.mjs            # headless; screenshots in test-artifacts/e2e/
 *
 * Steps: browse → product with variants → add two variants → change a quantity → coupon SAVE10 →
 * checkout → hosted "Place order" → thank-you shows the order; notify-me on an out-of-stock product;
 * a visitor's review with a photo (the platform's error shown, then the review and its photo in the list and the count);
 * register → verification code from the emulator inbox → verify → order and review as the member → logout →
 * login → profile photo (a real PNG) → "my orders" shows the order → edit the profile (nickname, address, community) → logout;
 * hosted-page login of the demo member → logout; log in as the new member and delete the account.
 * Also: the phone menu reaching a collection and a CMS page; 404 for unknown products, collections and pages;
 * the product page under a 503 fault (console fault API) answering 503 with Retry-After within the budget,
 * its header, FAQ and footer intact; a visitor's cart line surviving registration, email login and hosted
 * login; no horizontal overflow at 390 px on home, product, cart, account and thank-you; axe-core on every
 * view (storefront, hosted checkout and login pages), failing on any critical or serious violation.
 * Prints `e2e: N passed, M failed`; exits non-zero on any failure; always stops what it started.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { deflateSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { axeViolations, blocking, findChromium, launchChromium, openPage, runAndReport, startStorefrontDemo, stopProcessGroup } from './e2e-support.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const appDir = join(root, 'examples', 'storefront');
const artifacts = join(root, 'test-artifacts', 'e2e');
const require = createRequire(join(appDir, 'package.json'));
const STEP_TIMEOUT = 45_000;
const TOTAL_BUDGET_MS = 9 * 60_000;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 860 };
/** How long a server-rendered page may wait on a failing platform, retries included (the storefront's budget is 3.5 s). */
const OUTAGE_BUDGET_MS = 6000;

rmSync(artifacts, { recursive: true, force: true });
mkdirSync(artifacts, { recursive: true });

const log = [];
const note = (line) => {
  log.push(`[${new Date().toISOString()}] ${line}`);
};

/** A real PNG (48×32, a gradient) for the upload steps: the page must render its pixels, not just a URL. */
function makePng(width = 48, height = 32) {
  const crcTable = Array.from({ length: 256 }, (_, n) => { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; return c >>> 0; });
  const crc = (buf) => { let c = 0xffffffff; for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; };
  const chunk = (type, data) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'latin1');
    data.copy(out, 8);
    out.writeUInt32BE(crc(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rows.set([x * 5, y * 7, 160], y * (1 + width * 3) + 1 + x * 3);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}
const PNG = { name: 'photo.png', mimeType: 'image/png', buffer: makePng() };
/** Waits until the image matched by `selector` has loaded the uploaded PNG's own pixels (48 wide). */
const renderedPng = (page, selector) =>
  page.waitForFunction((s) => [...document.querySelectorAll(s)].some((i) => i.complete && i.naturalWidth === 48), selector);

const results = [];
let shotIndex = 0;

async function main() {
  const started = Date.now();
  const { chromium } = require('playwright-core');
  const executablePath = findChromium();
  const userDataDir = mkdtempSync(join(tmpdir(), 'sitekit-e2e-'));
  let demo;
  let context;
  try {
    demo = await startStorefrontDemo(appDir, note);
    console.log(`e2e: storefront ${demo.shop}, emulator ${demo.emulator}`);
    context = await launchChromium(chromium, executablePath, userDataDir);
    const page = await openPage(context, STEP_TIMEOUT, note);

    const shop = demo.shop;
    const state = {};
    const shot = async (name) => {
      shotIndex += 1;
      const file = join(artifacts, `${String(shotIndex).padStart(2, '0')}-${name}.png`);
      await page.screenshot({ path: file, fullPage: false });
    };
    const step = async (name, fn) => {
      if (Date.now() - started > TOTAL_BUDGET_MS) {
        results.push({ name, ok: false, error: 'skipped: time budget exhausted' });
        console.log(`  ✗ ${name} (skipped: over the time budget)`);
        return;
      }
      const t0 = Date.now();
      try {
        await fn();
        await shot(name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''));
        results.push({ name, ok: true });
        console.log(`  ✓ ${name} (${Date.now() - t0} ms)`);
      } catch (error) {
        results.push({ name, ok: false, error: error.message });
        console.log(`  ✗ ${name}: ${error.message.split('\n')[0]}`);
        await shot(`FAILED-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`).catch(() => undefined);
        throw error;
      }
    };
    // axe-core over every view: violations kept per view, the last step fails on any critical or serious one.
    const axeSource = require('axe-core').source;
    const serious = [];
    const audit = async (view) => {
      // After a client-side navigation the new page's title arrives with its streamed metadata, a moment after
      // its content: wait for it (axe then still reports a page that never gets one). CI once audited in between.
      await page.waitForFunction(() => document.title.trim() !== '', null, { timeout: 5_000 }).catch(() => undefined);
      const violations = await axeViolations(page, axeSource);
      note(`axe ${view}: ${violations.map((v) => `${v.id} (${v.impact}, ${v.nodes})`).join(', ') || 'no violations'}`);
      for (const v of violations.filter(blocking)) serious.push({ view, ...v });
    };
    // At 390 px: no horizontal overflow (and a screenshot), then back to the desktop size.
    const onPhone = async (view) => {
      await page.setViewportSize(PHONE);
      try {
        await page.waitForTimeout(200);
        // The page does not scroll sideways, and nothing in it sticks out past the screen's right edge
        // (unless a scrolling or clipping box of its own, inside the screen, holds it).
        const overflow = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          const contained = (element) => {
            for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
              if (getComputedStyle(box).overflowX !== 'visible' && box.getBoundingClientRect().right <= width + 1) return true;
            }
            return false;
          };
          const sticking = [...document.querySelectorAll('main *')].filter((element) => {
            const rect = element.getBoundingClientRect();
            return rect.width > 0 && rect.height > 0 && rect.right > width + 1 && !contained(element);
          });
          const first = sticking[0];
          return {
            page: document.documentElement.scrollWidth - width,
            sticking: sticking.length,
            example: first ? `${first.tagName.toLowerCase()}.${[...first.classList].join('.')} (${Math.round(first.getBoundingClientRect().right - width)} px)` : '',
          };
        });
        await shot(`phone-${view}`);
        if (overflow.page > 0) throw new Error(`${view}: ${overflow.page} px of horizontal overflow at ${PHONE.width} px`);
        if (overflow.sticking) throw new Error(`${view}: ${overflow.sticking} elements stick out at ${PHONE.width} px, e.g. ${overflow.example}`);
      } finally {
        await page.setViewportSize(DESKTOP);
      }
    };
    // The emulator console's fault API (same-origin POSTs), as a person would switch a fault on in the console.
    const consoleApi = async (path, body) => {
      const res = await fetch(`${demo.emulator}/_emulator/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: demo.emulator }, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`console ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const addVisitorLine = async (slug) => {
      await page.goto(`${shop}/products/${slug}`);
      await page.getByTestId('add-to-cart').click();
      await page.getByTestId('cart-drawer').waitFor();
    };
    const expectCartLine = async (name) => {
      await page.goto(`${shop}/cart`);
      await page.getByTestId('cart-line').filter({ hasText: name }).first().waitFor();
    };
    const cartCount = async () => Number((await page.getByTestId('cart-count').textContent())?.trim() ?? 'NaN');
    const expectCartCount = async (n) => {
      await page.waitForFunction((want) => document.querySelector('[data-testid="cart-count"]')?.textContent?.trim() === String(want), n);
    };
    const chooseAndAdd = async (size, color) => {
      await page.getByRole('button', { name: new RegExp(`^Size ${size}\\b`) }).click();
      if (color) await page.getByRole('button', { name: new RegExp(`^Color ${color}\\b`) }).click();
      await page.getByTestId('add-to-cart').click();
      await page.getByTestId('cart-drawer').waitFor();
    };
    const placeOrder = async () => {
      await page.getByTestId('checkout').click();
      await page.waitForURL((url) => url.pathname.startsWith('/_emulator/checkout'));
      await page.getByRole('heading', { name: 'Checkout' }).waitFor();
      await shot('hosted-checkout');
      if (!state.checkoutAudited) await audit('hosted checkout');
      state.checkoutAudited = true;
      await page.getByRole('button', { name: /Place order/ }).click();
      await page.waitForURL((url) => url.pathname === '/thank-you' && url.searchParams.has('orderId'));
      await page.getByTestId('thank-you').waitFor();
      return (await page.getByTestId('order-number').textContent())?.replace('#', '').trim();
    };

    // Each step depends on the previous ones: the first failure stops the run (the rest count as failed).
    const steps = [
      ['Home page lists collections and products', async () => {
        await page.goto(shop);
        await page.getByTestId('product-card').first().waitFor();
        if ((await page.getByTestId('collection-card').count()) < 5) throw new Error('expected ≥ 5 collections');
        if ((await cartCount()) !== 0) throw new Error('a new visitor should have an empty cart');
        await audit('home');
        await onPhone('home');
      }],
      ['Browse a collection', async () => {
        await page.getByTestId('collection-card').filter({ hasText: 'Tees' }).click();
        await page.waitForURL(/\/collections\/tees/);
        await page.getByRole('heading', { name: 'Tees', level: 1 }).waitFor();
        await page.getByTestId('product-card').first().waitFor();
        await audit('collection');
      }],
      ['A header menu link opens a CMS page', async () => {
        await page.getByTestId('menu-link').filter({ hasText: 'About us' }).click();
        await page.waitForURL(/\/pages\/about$/);
        await page.getByTestId('cms-page').getByRole('heading', { name: 'About us', level: 1 }).waitFor();
        await page.getByText('Made to last').waitFor();
        await audit('CMS page');
      }],
      ['On a phone, the menu reaches a collection and a CMS page', async () => {
        await page.setViewportSize(PHONE);
        try {
          await page.goto(shop);
          if (await page.locator('.nav').isVisible()) throw new Error('the desktop links should be hidden at 390 px');
          await page.getByTestId('menu-button').click();
          await page.getByTestId('mobile-menu').getByRole('link', { name: 'Tees' }).waitFor();
          await shot('phone-menu-open');
          await audit('phone menu');
          await page.getByTestId('mobile-menu').getByRole('link', { name: 'Tees' }).click();
          await page.waitForURL(/\/collections\/tees$/);
          await page.getByRole('heading', { name: 'Tees', level: 1 }).waitFor();
          await page.getByTestId('menu-button').click();
          await page.getByTestId('mobile-menu').getByRole('link', { name: 'About us' }).click();
          await page.waitForURL(/\/pages\/about$/);
          await page.getByTestId('cms-page').getByRole('heading', { name: 'About us', level: 1 }).waitFor();
          if (await page.getByTestId('mobile-menu').isVisible()) throw new Error('the menu should close on navigation');
        } finally {
          await page.setViewportSize(DESKTOP);
        }
      }],
      ['Unknown product, collection and page answer 404 with the not-found page', async () => {
        for (const path of ['/products/nope', '/collections/nope', '/pages/nope']) {
          const res = await page.goto(`${shop}${path}`);
          if (res?.status() !== 404) throw new Error(`${path} answered ${res?.status()}`);
          await page.getByTestId('not-found').getByRole('heading', { level: 1 }).waitFor();
        }
        await audit('not found');
      }],
      ['Search and sort', async () => {
        await page.locator('#site-search').fill('hoodie');
        await page.locator('#site-search').press('Enter');
        await page.waitForURL(/\/search\?q=hoodie/);
        await page.getByTestId('product-card').first().waitFor();
        await page.getByTestId('sort').selectOption('price-asc');
        await page.waitForURL(/sort=price-asc/);
        await page.getByTestId('product-card').first().waitFor();
        await audit('search');
      }],
      ['Open a product with variants', async () => {
        await page.goto(`${shop}/collections/tees`);
        await page.getByTestId('product-card').filter({ hasText: 'Classic Crew Tee' }).click();
        await page.waitForURL(/\/products\/classic-crew-tee/);
        await page.getByTestId('product-name').waitFor();
        await page.getByRole('button', { name: /^Size M\b/ }).waitFor();
        await page.getByRole('button', { name: /^Color Black\b/ }).waitFor();
        await audit('product');
        await onPhone('product');
      }],
      ['Add the first variant (M, Black)', async () => {
        await chooseAndAdd('M', 'Black');
        await expectCartCount(1);
        await page.getByTestId('cart-line').first().waitFor();
      }],
      ['Add a second variant (L, White)', async () => {
        await page.getByRole('button', { name: 'Close cart' }).click();
        await chooseAndAdd('L', 'White');
        await expectCartCount(2);
        await page.waitForFunction(() => document.querySelectorAll('[data-testid="cart-drawer"] [data-testid="cart-line"]').length === 2);
      }],
      ['Change a quantity in the cart', async () => {
        await page.getByTestId('view-cart').click();
        await page.waitForURL(/\/cart$/);
        await page.getByTestId('cart-line').nth(1).waitFor();
        await page.getByRole('button', { name: /Increase quantity of/ }).first().click();
        await expectCartCount(3);
        await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="line-quantity"]')].some((e) => e.textContent?.trim() === '2'));
        // The platform's totals follow the new quantity.
        await page.waitForFunction(() => /\$/.test(document.querySelector('[data-testid="total"]')?.textContent ?? ''));
      }],
      ['Apply coupon SAVE10', async () => {
        const before = await page.getByTestId('total').textContent();
        await page.getByTestId('coupon-input').fill('SAVE10');
        await page.getByTestId('coupon-apply').click();
        await page.getByTestId('coupon-applied').waitFor();
        await page.getByTestId('discount').waitFor();
        await page.waitForFunction((b) => document.querySelector('[data-testid="total"]')?.textContent !== b, before);
        await audit('cart');
        await onPhone('cart');
      }],
      ['Checkout and place the order', async () => {
        state.visitorOrder = await placeOrder();
        if (!state.visitorOrder) throw new Error('no order number on the thank-you page');
        await page.getByTestId('order-details').waitFor();
        await expectCartCount(0);
        // The lines as the cart showed them (unit price × quantity), the coupon's discount on its own row.
        const amounts = await page.getByTestId('order-line-amount').allTextContents();
        if (amounts.length !== 2) throw new Error(`expected 2 order lines, got ${amounts.length}`);
        await page.getByTestId('order-discount').waitFor();
        await audit('thank-you');
        await onPhone('thank-you');
      }],
      ['A product under a 503 fault answers 503 with Retry-After within the budget; the rest of the page stays', async () => {
        const faults = [];
        for (const route of ['stores.products.queryProducts', 'stores.products.queryProductsPost']) faults.push((await consoleApi('faults', { route, status: 503 })).id);
        try {
          const t0 = Date.now();
          const res = await page.goto(`${shop}/products/ceramic-pour-over-mug`);
          const took = Date.now() - t0;
          if (res?.status() !== 503) throw new Error(`answered ${res?.status()}`);
          if (!res.headers()['retry-after']) throw new Error('no Retry-After header');
          if (took > OUTAGE_BUDGET_MS) throw new Error(`took ${took} ms (budget ${OUTAGE_BUDGET_MS} ms)`);
          note(`503 product page in ${took} ms`);
          await page.getByTestId('product-unavailable').waitFor();
          await page.getByTestId('product-faq').waitFor();
          await page.locator('header.header').getByTestId('account-link').waitFor();
          await page.locator('footer.footer').waitFor();
        } finally {
          for (const id of faults) await consoleApi('faults/remove', { id });
        }
      }],
      ['Notify me on an out-of-stock product', async () => {
        await page.goto(`${shop}/search?q=sherpa`);
        await page.getByTestId('product-card').first().click();
        await page.getByTestId('notify-me').waitFor();
        await page.locator('#notify-email').fill('shopper@example.com');
        await page.getByRole('button', { name: 'Notify me' }).click();
        await page.getByText(/as soon as it.s back in stock/).waitFor();
      }],
      ['Write a review as a visitor (the platform error first, then the review)', async () => {
        await page.goto(`${shop}/products/ceramic-pour-over-mug`);
        await page.getByTestId('review-summary').waitFor();
        const before = Number((await page.getByTestId('review-count').textContent())?.replace(/\D/g, ''));
        await page.locator('#review-name').fill('Eve V.');
        await page.locator('#review-email').fill(`reviewer-${Date.now()}@example.com`);
        await page.locator('#review-body').fill('Holds a generous pour, lovely glaze.');
        // a photo with the review: uploaded at once, shown in the form
        await page.getByTestId('review-photos-input').setInputFiles(PNG);
        await renderedPng(page, '[data-testid="review-form"] [data-testid="review-photo"]');
        // No stars chosen: the rating goes out and the platform's validation error is shown in the form.
        await page.getByTestId('review-submit').click();
        await page.getByTestId('review-error').filter({ hasText: 'content.rating' }).waitFor();
        await page.getByTestId('rate-5').click();
        await page.getByTestId('review-submit').click();
        await page.getByTestId('review-thanks').waitFor();
        await page.getByTestId('review').filter({ hasText: 'Holds a generous pour' }).waitFor();
        await renderedPng(page, '[data-testid="review"] [data-testid="review-photo"]');
        await page.waitForFunction((n) => document.querySelector('[data-testid="review-count"]')?.textContent?.includes(`(${n} `), before + 1);
        await page.getByTestId('reviews').scrollIntoViewIfNeeded();
        await shot('product-reviews');
      }],
      ['Register a new member (with a line in the visitor cart)', async () => {
        await addVisitorLine('ceramic-pour-over-mug');
        state.email = `e2e-${Date.now()}@example.com`;
        state.password = 'correct-horse-42';
        await page.goto(`${shop}/register`);
        await page.locator('#reg-first').fill('Eve');
        await page.locator('#reg-last').fill('Tester');
        await page.locator('#reg-email').fill(state.email);
        await page.locator('#reg-password').fill(state.password);
        await page.getByTestId('register-submit').click();
        await page.getByTestId('verification-code').waitFor();
        await audit('register');
      }],
      ['"Send a new code" emails a second code (the first one no longer works)', async () => {
        await page.getByTestId('resend-code').click();
        await page.getByText('A new code is on its way.').waitFor();
        const { inbox: mails } = await (await fetch(`${demo.emulator}/_emulator/inbox?format=json`)).json();
        const codes = mails.filter((m) => m.to === state.email && m.kind === 'verification');
        if (codes.length !== 2) throw new Error(`expected 2 verification emails, got ${codes.length}`);
      }],
      ['Read the verification code from the emulator inbox', async () => {
        const inbox = await context.newPage();
        await inbox.goto(`${demo.emulator}/_emulator/inbox`);
        await inbox.getByText(state.email).first().waitFor();
        await inbox.screenshot({ path: join(artifacts, `${String(++shotIndex).padStart(2, '0')}-emulator-inbox.png`) });
        const res = await inbox.request.get(`${demo.emulator}/_emulator/inbox?format=json`);
        const { inbox: mails } = await res.json();
        const mail = [...mails].reverse().find((m) => m.to === state.email && m.code);
        await inbox.close();
        if (!mail) throw new Error('no verification email in the inbox');
        state.code = mail.code;
      }],
      ['Verify the email and land on the account page', async () => {
        await page.getByTestId('verification-code').fill(state.code);
        await page.getByTestId('register-submit').click();
        await page.waitForURL(/\/account/);
        await page.getByTestId('member-email').filter({ hasText: state.email }).waitFor();
        await audit('account');
        await onPhone('account');
      }],
      ['The visitor cart line survived the registration', async () => {
        await expectCartLine('Ceramic Pour-Over Mug');
      }],
      ['Place an order as the member', async () => {
        await page.goto(`${shop}/products/classic-crew-tee`);
        await chooseAndAdd('S', 'Heather Grey');
        await page.getByTestId('view-cart').click();
        await page.waitForURL(/\/cart$/);
        await page.getByTestId('total').filter({ hasText: '$' }).waitFor();
        state.memberOrder = await placeOrder();
        if (!state.memberOrder) throw new Error('no order number on the thank-you page');
      }],
      ['Write a review as the member (under their profile name)', async () => {
        await page.goto(`${shop}/products/ceramic-pour-over-mug`);
        await page.getByTestId('review-as').filter({ hasText: 'Eve Tester' }).waitFor();
        await page.getByTestId('rate-4').click();
        await page.locator('#review-body').fill('Second mug for the office.');
        await page.getByTestId('review-submit').click();
        await page.getByTestId('review-thanks').waitFor();
        await page.getByTestId('review').filter({ hasText: 'Second mug for the office.' }).filter({ hasText: 'Eve Tester' }).waitFor();
      }],
      ['Log out', async () => {
        await page.goto(`${shop}/account`);
        await page.getByTestId('logout').click();
        await page.waitForURL((url) => url.origin === new URL(shop).origin && !url.pathname.startsWith('/account'));
        await page.getByTestId('account-link').filter({ hasText: 'Log in' }).waitFor();
      }],
      ['Log in with email and password (a returnTo a browser would read as another host falls back to /account); the visitor cart line survives', async () => {
        await addVisitorLine('recycled-canvas-backpack');
        await page.goto(`${shop}/login?returnTo=/%09/evil.example/x`);
        await audit('login');
        // "Forgot password?" mails a reset link (the emulator inbox holds it)
        await page.getByTestId('forgot-password').click();
        await page.locator('#reset-email').fill(state.email);
        await page.getByRole('button', { name: 'Send link' }).click();
        await page.getByTestId('forgot-panel').getByRole('status').waitFor();
        const { inbox } = await (await fetch(`${demo.emulator}/_emulator/inbox?format=json`)).json();
        if (!inbox.some((mail) => mail.to === state.email && mail.kind === 'password-reset')) throw new Error('no password-reset email in the inbox');
        await page.locator('#login-email').fill(state.email);
        await page.locator('#login-password').fill(state.password);
        await page.getByTestId('login-submit').click();
        await page.waitForURL((url) => url.origin === new URL(shop).origin && url.pathname === '/account');
        await page.getByTestId('member-email').filter({ hasText: state.email }).waitFor();
        await expectCartLine('Recycled Canvas Backpack');
        await page.goto(`${shop}/account`);
      }],
      ['Set a profile photo: a real PNG uploaded with a progress bar, then the profile shows it (and keeps it after a reload)', async () => {
        await page.getByTestId('profile-photo-input').setInputFiles(PNG);
        await renderedPng(page, '[data-testid="profile-photo"]');
        await page.reload();
        await renderedPng(page, '[data-testid="profile-photo"]');
        await shot('account-photo');
      }],
      ['My orders shows the order', async () => {
        await page.getByTestId('order-card').filter({ hasText: `#${state.memberOrder}` }).waitFor();
        await page.locator('#orders').scrollIntoViewIfNeeded();
      }],
      ['Edit the profile: nickname, address (live check, then the answer of the platform), community', async () => {
        await page.getByTestId('member-profile').waitFor();
        await page.getByTestId('nickname-input').fill('Eve T.');
        await page.getByTestId('save-nickname').click();
        await page.getByTestId('save-nickname').filter({ hasText: 'Save nickname' }).waitFor();
        // live validation: one letter is refused as it is typed, and the button stays off
        await page.getByTestId('slug-input').fill('e');
        await page.getByTestId('slug-hint').filter({ hasText: 'At least 2 characters' }).waitFor();
        if (await page.getByTestId('save-slug').isEnabled()) throw new Error('a one-letter address can be saved');
        // a well-formed address another member holds: the platform's 409, shown in the form
        await page.getByTestId('slug-input').fill('demo-shopper');
        await page.getByTestId('save-slug').click();
        await page.getByTestId('slug-error').filter({ hasText: 'Another member already uses this address' }).waitFor();
        state.slug = `eve-${Date.now()}`;
        await page.getByTestId('slug-input').fill(state.slug);
        await page.getByTestId('save-slug').click();
        await page.getByTestId('slug-hint').filter({ hasText: `/members/${state.slug}` }).waitFor();
        await page.getByTestId('privacy-status').filter({ hasText: 'public' }).waitFor();
        await page.getByTestId('community-toggle').click();
        await page.getByTestId('privacy-status').filter({ hasText: 'private' }).waitFor();
        await shot('account-profile');
        // the changes are the platform's: a reload reads them back
        await page.reload();
        await page.getByTestId('privacy-status').filter({ hasText: 'private' }).waitFor();
        if ((await page.getByTestId('nickname-input').inputValue()) !== 'Eve T.') throw new Error('the nickname did not stick');
        if ((await page.getByTestId('slug-input').inputValue()) !== state.slug) throw new Error('the address did not stick');
        await page.getByTestId('community-toggle').click();
        await page.getByTestId('privacy-status').filter({ hasText: 'public' }).waitFor();
      }],
      ['Log out again', async () => {
        await page.getByTestId('logout').click();
        await page.waitForURL((url) => url.origin === new URL(shop).origin && !url.pathname.startsWith('/account'));
        await page.getByTestId('account-link').filter({ hasText: 'Log in' }).waitFor();
        await page.goto(`${shop}/account`);
        await page.waitForURL(/\/login/);
      }],
      ['Log in on the hosted login page (demo member); the visitor cart line survives', async () => {
        await addVisitorLine('ceramic-pour-over-mug');
        await page.goto(`${shop}/login?returnTo=/account`);
        await page.getByTestId('hosted-login').click();
        await page.waitForURL((url) => url.pathname.startsWith('/_emulator/oauth/authorize'));
        await page.locator('#email').fill('demo@sitekit.dev');
        await page.locator('#password').fill('sitekit-demo');
        await shot('hosted-login-page');
        await audit('hosted login page');
        await page.getByRole('button', { name: 'Log in' }).click();
        await page.waitForURL((url) => url.origin === new URL(shop).origin && url.pathname === '/account');
        await page.getByTestId('member-email').filter({ hasText: 'demo@sitekit.dev' }).waitFor();
        await expectCartLine('Ceramic Pour-Over Mug');
        await page.goto(`${shop}/account`);
      }],
      ['Log out of the demo member', async () => {
        await page.getByTestId('logout').click();
        await page.waitForURL((url) => url.origin === new URL(shop).origin && !url.pathname.startsWith('/account'));
        await page.getByTestId('account-link').filter({ hasText: 'Log in' }).waitFor();
      }],
      ['Delete the new account behind a confirmation; its login is gone', async () => {
        await page.goto(`${shop}/login?returnTo=/account`);
        await page.locator('#login-email').fill(state.email);
        await page.locator('#login-password').fill(state.password);
        await page.getByTestId('login-submit').click();
        await page.waitForURL(/\/account/);
        await page.getByTestId('delete-account').click();
        await page.getByTestId('delete-confirmation').waitFor();
        await page.getByTestId('confirm-delete').click();
        await page.waitForURL((url) => url.origin === new URL(shop).origin && !url.pathname.startsWith('/account'));
        await page.getByTestId('account-link').filter({ hasText: 'Log in' }).waitFor();
        await page.goto(`${shop}/login?returnTo=/account`);
        await page.locator('#login-email').fill(state.email);
        await page.locator('#login-password').fill(state.password);
        await page.getByTestId('login-submit').click();
        await page.getByTestId('login-form').getByRole('alert').waitFor();
      }],
      ['Accessibility: axe-core finds no critical or serious violation on any view', async () => {
        if (serious.length) throw new Error(serious.map((v) => `${v.view}: ${v.id} (${v.impact}, ${v.nodes} nodes, e.g. ${v.target})`).join('; '));
      }],
    ];
    let failed = false;
    for (const [name, fn] of steps) {
      if (failed) {
        results.push({ name, ok: false, error: 'not run (an earlier step failed)' });
        continue;
      }
      await step(name, fn).catch(() => (failed = true));
    }
  } finally {
    await context?.close().catch(() => undefined);
    await stopProcessGroup(demo?.child);
    rmSync(userDataDir, { recursive: true, force: true });
    writeFileSync(join(artifacts, 'e2e.log'), `${log.join('\n')}\n`);
  }
}

await runAndReport('e2e', main, results, artifacts);
