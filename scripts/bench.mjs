#!/usr/bin/env node
// `pnpm bench`: a client call's throughput beside raw fetch + JSON.parse, on the same stubbed fetch,
// in one run (the machines are shared and noisy: compare side by side, never across runs).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const core = await import(pathToFileURL(require.resolve('../packages/core/dist/index.js')).href);
const { createClient, defineCall, StaticTokenStrategy } = core;

// A realistic response: one storefront grid page (12 catalog products with options, variants and media).
const money = (n) => ({ amount: n.toFixed(2), convertedAmount: n.toFixed(2), formattedAmount: `$${n.toFixed(2)}`, formattedConvertedAmount: `$${n.toFixed(2)}` });
const product = (i) => ({
  id: `prod-${i}`, name: `Organic Cotton Tee ${i}`, slug: `organic-cotton-tee-${i}`, visible: true, productType: 'physical',
  description: '<p>Soft, breathable organic cotton with a relaxed fit. Garment-dyed for a lived-in feel.</p>'.repeat(3),
  sku: `TEE-${i}`, weight: 0.2, stock: { trackInventory: true, quantity: 40, inStock: true, inventoryStatus: 'IN_STOCK' },
  price: { currency: 'USD', price: 28, discountedPrice: 24, formatted: { price: '$28.00', discountedPrice: '$24.00' } },
  priceData: { currency: 'USD', price: 28, discountedPrice: 24, formatted: { price: '$28.00', discountedPrice: '$24.00' } },
  costAndProfitData: { itemCost: 9, formattedItemCost: '$9.00', profit: 15, formattedProfit: '$15.00', profitMargin: 0.625 },
  ribbons: [{ text: 'New' }], brand: 'Northwind',
  media: { mainMedia: { id: `m${i}`, mediaType: 'image', image: { url: `https://static.wixstatic.com/media/tee-${i}.jpg`, width: 1000, height: 1000 } },
    items: Array.from({ length: 4 }, (_, j) => ({ id: `m${i}-${j}`, mediaType: 'image', image: { url: `https://static.wixstatic.com/media/tee-${i}-${j}.jpg`, width: 1000, height: 1000 } })) },
  productOptions: [
    { optionType: 'color', name: 'Color', choices: ['Black', 'Sand', 'Sage'].map((value) => ({ value, description: value, inStock: true, visible: true })) },
    { optionType: 'drop_down', name: 'Size', choices: ['S', 'M', 'L', 'XL'].map((value) => ({ value, description: value, inStock: true, visible: true })) },
  ],
  manageVariants: true,
  variants: ['Black', 'Sand', 'Sage'].flatMap((c) => ['S', 'M', 'L', 'XL'].map((s) => ({
    id: `var-${i}-${c}-${s}`, choices: { Color: c, Size: s }, stock: { trackQuantity: true, quantity: 10, inStock: true },
    variant: { priceData: { currency: 'USD', price: 28, discountedPrice: 24, formatted: { price: '$28.00', discountedPrice: '$24.00' } }, sku: `TEE-${i}-${c}-${s}`, weight: 0.2, visible: true },
  }))),
  collectionIds: ['col-tees', 'col-new'], discount: { type: 'AMOUNT', value: 4 }, productPageUrl: { base: 'https://shop.example', path: `/product-page/organic-cotton-tee-${i}` },
  createdDate: '2026-01-02T10:00:00.000Z', lastUpdated: '2026-03-04T12:00:00.000Z', unitPrice: money(24),
});
const body = JSON.stringify({ products: Array.from({ length: 12 }, (_, i) => product(i)), metadata: { items: 12, offset: 0 }, totalResults: 34 });
// The stub does what a fast network stack would: hand back a fresh Response for the request.
const stubFetch = async (input) => {
  if (input instanceof Request) await input.arrayBuffer();
  return new Response(body, { status: 200, headers: { 'content-type': 'application/json', 'x-wix-request-id': 'r1' } });
};

const GET_PRODUCTS = { method: 'GET', path: '/stores-reader/v1/products/query-platformized', fqn: 'com.wix.stores.catalog.v1.ProductsService.QueryProductsPlatformized', complex: true };
const products = { page: defineCall((send) => (query) => send(GET_PRODUCTS, { query })) };
const client = createClient({ modules: { products }, auth: StaticTokenStrategy({ accessToken: 'tok' }), fetch: stubFetch });

const query = { filter: { collectionIds: { $hasSome: ['col-tees'] } }, paging: { limit: 12, offset: 0 } };
const url = `https://www.wixapis.com/stores-reader/v1/products/query-platformized?.r=${Buffer.from(JSON.stringify({ query })).toString('base64url')}`;
const headers = { Authorization: 'tok', 'x-wix-bi-gateway': 'environment=js-sdk,method-fqn=com.wix.stores.catalog.v1.ProductsService.QueryProductsPlatformized' };
const raw = async () => JSON.parse(await (await stubFetch(url, { headers })).text());

// Interleaved rounds: each round times a batch of raw calls and a batch of client calls back to back,
// so both see the same machine state; the medians of many rounds resist the noise of shared machines.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40), BATCH = Number(process.env.BENCH_BATCH ?? 50);
async function batch(fn) {
  globalThis.gc?.();
  const start = performance.now();
  for (let i = 0; i < BATCH; i++) await fn();
  return BATCH / ((performance.now() - start) / 1000);
}
const client_ = () => client.products.page(query);
for (let i = 0; i < 5; i++) { await batch(raw); await batch(client_); } // warm-up
const rows = { raw: [], client: [], ratio: [] };
for (let r = 0; r < ROUNDS; r++) {
  const [a, b] = r % 2 ? [await batch(client_), await batch(raw)].reverse() : [await batch(raw), await batch(client_)];
  rows.raw.push(a); rows.client.push(b); rows.ratio.push(b / a);
}
const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
console.log(`response body: ${(body.length / 1024).toFixed(1)} KB (12 products); ${ROUNDS} interleaved rounds of ${BATCH} calls`);
console.table({
  'raw fetch + JSON.parse': { 'median calls/s': Math.round(median(rows.raw)) },
  'client call (products page)': { 'median calls/s': Math.round(median(rows.client)) },
});
const ratio = median(rows.ratio);
console.log(`client / raw throughput: ${ratio.toFixed(2)}× (median of per-round ratios; target ≥ 0.80×)`);
