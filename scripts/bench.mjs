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

// Two transports, each compared side by side with raw fetch + JSON.parse on the same transport:
// - "stub": fetch replaced by a function that returns a Response (no fetch machinery at all) —
//   shows SiteKit's whole per-call cost, ky's Request/AbortController work included;
// - "mock network": Node's real fetch (undici) with the network stubbed by undici's MockAgent —
//   what a developer's own `fetch` call costs, so the ratio reads "SiteKit vs calling fetch yourself".
const { MockAgent, setGlobalDispatcher } = await import('undici');
const agent = new MockAgent();
agent.disableNetConnect();
agent.get('https://www.wixapis.com').intercept({ path: () => true, method: 'GET' })
  .reply(200, body, { headers: { 'content-type': 'application/json', 'x-wix-request-id': 'r1' } }).persist();
setGlobalDispatcher(agent);
const netClient = createClient({ modules: { products }, auth: StaticTokenStrategy({ accessToken: 'tok' }) });
const netRaw = async () => JSON.parse(await (await fetch(url, { headers })).text());

// Interleaved rounds: each round times a batch of raw calls and a batch of client calls back to back,
// so both see the same machine state; the medians of many rounds resist the noise of shared machines.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30), BATCH = Number(process.env.BENCH_BATCH ?? 40);
async function batch(fn) {
  globalThis.gc?.();
  const start = performance.now();
  for (let i = 0; i < BATCH; i++) await fn();
  return BATCH / ((performance.now() - start) / 1000);
}
const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
async function compare(rawFn, clientFn) {
  for (let i = 0; i < 5; i++) { await batch(rawFn); await batch(clientFn); } // warm-up
  const rows = { raw: [], client: [], ratio: [] };
  for (let r = 0; r < ROUNDS; r++) {
    const a = r % 2 ? null : await batch(rawFn);
    const b = await batch(clientFn);
    const a2 = a ?? await batch(rawFn);
    rows.raw.push(a2); rows.client.push(b); rows.ratio.push(b / a2);
  }
  return { raw: median(rows.raw), client: median(rows.client), ratio: median(rows.ratio) };
}
// ky alone on the same stub, with the same options SiteKit passes: what the HTTP layer itself costs.
const { default: ky } = await import(pathToFileURL(createRequire(require.resolve('../packages/core/package.json')).resolve('ky')).href);
const kyOnly = ky.create({ fetch: stubFetch });
const kyOptions = { headers, timeout: 30_000, retry: { limit: 3, methods: ['get'] } };
const kyCall = async () => JSON.parse(await (await kyOnly(url, kyOptions)).text());
const kyNet = ky.create({});
const kyNetCall = async () => JSON.parse(await (await kyNet(url, kyOptions)).text());
const stub = await compare(raw, () => client.products.page(query));
const kyStub = await compare(raw, kyCall);
const net = await compare(netRaw, () => netClient.products.page(query));
const kyNetRow = await compare(netRaw, kyNetCall);
console.log(`response body: ${(body.length / 1024).toFixed(1)} KB (12 products); ${ROUNDS} interleaved rounds of ${BATCH} calls; medians`);
const us = (hz) => `${(1e6 / hz).toFixed(0)} µs`;
console.table({
  'stub fetch: raw fetch + JSON.parse': { 'calls/s': Math.round(stub.raw), 'per call': us(stub.raw) },
  'stub fetch: ky alone (same options)': { 'calls/s': Math.round(kyStub.client), 'per call': us(kyStub.client), 'client / raw': `${kyStub.ratio.toFixed(2)}×` },
  'stub fetch: client call': { 'calls/s': Math.round(stub.client), 'per call': us(stub.client), 'client / raw': `${stub.ratio.toFixed(2)}×` },
  'mock network: raw fetch + JSON.parse': { 'calls/s': Math.round(net.raw), 'per call': us(net.raw) },
  'mock network: ky alone (same options)': { 'calls/s': Math.round(kyNetRow.client), 'per call': us(kyNetRow.client), 'client / raw': `${kyNetRow.ratio.toFixed(2)}×` },
  'mock network: client call': { 'calls/s': Math.round(net.client), 'per call': us(net.client), 'client / raw': `${net.ratio.toFixed(2)}×` },
});
const perCall = (a, b) => (1e6 / a - 1e6 / b).toFixed(0);
console.log(`per call on the stub: ky adds ${perCall(kyStub.client, kyStub.raw)} µs over raw fetch; SiteKit adds ${perCall(stub.client, kyStub.client)} µs over ky (path, .r= encoding, auth, errors)`);
console.log(`per call on real fetch: ky adds ${perCall(kyNetRow.client, kyNetRow.raw)} µs over raw fetch; SiteKit adds ${perCall(net.client, kyNetRow.client)} µs over ky`);
console.log(`client / raw throughput on real fetch: ${net.ratio.toFixed(2)}× (target ≥ 0.80×; ky alone: ${kyNetRow.ratio.toFixed(2)}×)`);
