#!/usr/bin/env node
/**
 * The guides' pictures, taken in headless Chromium (Debian `chromium`, driven by playwright-core) against a running
 * emulator: its console after a visitor's journey, the hosted login page and the hosted checkout page.
 *
 *   npx pnpm@10.34.8 turbo run build --filter=@sitekit/emulator   # the emulator's dist/
 *   node scripts/docs-screenshots.mjs                             # writes docs/images/*.png
 *
 * The journey is plain HTTP, as a storefront's server would send it: a visitor's token, two lines in the cart, a
 * coupon, a checkout and its redirect session; then a redirect session for the hosted login.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { findChromium, launchChromium } from './e2e-support.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const images = join(root, 'docs', 'images');
const require = createRequire(join(root, 'examples', 'storefront', 'package.json'));
const { startEmulator } = await import(pathToFileURL(join(root, 'packages', 'emulator', 'dist', 'server.js')).href);

const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const storefront = 'http://localhost:3000';

const platform = await startEmulator({ port: 0 });
const userDataDir = mkdtempSync(join(tmpdir(), 'sitekit-docs-screenshots-'));
let context;
try {
  const call = async (method, path, token, body) => {
    const response = await fetch(`${platform.url}${path}`, {
      method,
      headers: { ...(token ? { authorization: token } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await response.json();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
  const clientId = 'docs-storefront';
  const { access_token: token } = await call('POST', '/oauth2/token', undefined, { clientId, grantType: 'anonymous' });

  // Two products from the seeded catalog (the first variant of each), a coupon, a checkout.
  const { products } = await call('POST', '/stores-reader/v1/products/query-platformized', token, { query: { paging: { limit: 2 } } });
  const lineItems = products.map((product, index) => ({
    catalogReference: {
      appId: STORES_APP_ID,
      catalogItemId: product.id,
      ...(product.variants?.[0]?.id ? { options: { variantId: product.variants[0].id } } : {}),
    },
    quantity: index + 1,
  }));
  await call('POST', '/ecom/v1/carts/current/add-to-cart', token, { lineItems });
  await call('PATCH', '/ecom/v1/carts/current', token, { couponCode: 'SAVE10' });
  const { checkoutId } = await call('POST', '/ecom/v1/carts/current/create-checkout', token, { channelType: 'WEB' });
  const checkout = await call('POST', '/_api/redirects-api/v1/redirect-session', token, {
    ecomCheckout: { checkoutId },
    callbacks: { thankYouPageUrl: `${storefront}/thank-you`, cartPageUrl: `${storefront}/cart` },
  });
  const codeChallenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
  const login = await call('POST', '/_api/redirects-api/v1/redirect-session', token, {
    auth: { authRequest: { clientId, redirectUri: `${storefront}/api/sitekit/callback`, codeChallenge, codeChallengeMethod: 'S256', responseMode: 'query', state: 'docs' } },
  });

  const { chromium } = require('playwright-core');
  context = await launchChromium(chromium, findChromium(), userDataDir, { width: 1100, height: 720 });
  const page = context.pages()[0] ?? (await context.newPage());
  const shoot = async (url, name, height = 720) => {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    const path = join(images, `${name}.png`);
    await page.screenshot({ path, clip: { x: 0, y: 0, width: 1100, height } });
    console.log(`docs-screenshots: docs/images/${name}.png (${Math.round(statSync(path).size / 1024)} KB)`);
  };
  // The console first: its log then holds the journey's API calls only, not the pages' own loads.
  await shoot(`${platform.url}/_emulator/`, 'emulator-console', 420);
  await shoot(login.redirectSession.fullUrl, 'emulator-hosted-login', 530);
  await shoot(checkout.redirectSession.fullUrl, 'emulator-hosted-checkout');
} finally {
  await context?.close().catch(() => {});
  await platform.close();
  rmSync(userDataDir, { recursive: true, force: true });
}
