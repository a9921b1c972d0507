#!/usr/bin/env node
// `pnpm bench`: SiteKit's own cost per call (ADR 0005). For a small response (a ~1 KB current cart, the
// most common storefront call) and a 73 KB products page, side by side in one run on one stub fetch:
// raw fetch + JSON.parse, ky alone with SiteKit's options, and the SiteKit client; SiteKit's own cost is
// client − ky alone (target ≤ 20 µs on the small response), the median of that difference within each
// round. The machines are shared and noisy: compare rows of one run, never across runs. `BENCH_ONLY=cart`
// (or `products`) runs one scenario, e.g. under `node --cpu-prof`.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const core = await import(pathToFileURL(require.resolve('../packages/core/dist/index.js')).href);
const { createClient, defineCall, StaticTokenStrategy } = core;
const { currentCart } = await import(pathToFileURL(require.resolve('../packages/ecom/dist/current-cart.js')).href);

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
const pageBody = JSON.stringify({ products: Array.from({ length: 12 }, (_, i) => product(i)), metadata: { items: 12, offset: 0 }, totalResults: 34 });
// A visitor's current cart with two lines: the storefront's most frequent call (~1 KB).
const line = (i) => ({
  id: `li-${i}`, quantity: 1, catalogReference: { appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e', catalogItemId: `prod-${i}`, options: { variantId: `var-${i}` } },
  productName: { original: `Organic Cotton Tee ${i}` }, price: money(24), fullPrice: money(28),
  image: { id: `tee-${i}.jpg`, url: `https://static.wixstatic.com/media/tee-${i}.jpg`, width: 1000, height: 1000 },
  availability: { status: 'AVAILABLE' }, itemType: { preset: 'PHYSICAL' },
});
const cartBody = JSON.stringify({ cart: {
  id: 'cart-1', lineItems: [line(1), line(2)], currency: 'USD', subtotal: money(48), weightUnit: 'KG',
  buyerInfo: { visitorId: 'v-1' }, createdDate: '2026-01-02T10:00:00.000Z', updatedDate: '2026-01-02T10:05:00.000Z',
} });

// The stub does what a fast network stack would: hand back a fresh Response for the request.
const stubFor = (body) => async (input) => {
  if (input instanceof Request) await input.arrayBuffer();
  return new Response(body, { status: 200, headers: { 'content-type': 'application/json', 'x-wix-request-id': 'r1' } });
};
const auth = () => StaticTokenStrategy({ accessToken: 'tok' });
const { default: ky } = await import(pathToFileURL(createRequire(require.resolve('../packages/core/package.json')).resolve('ky')).href);
// ky alone with the options SiteKit passes (timeout, retries for an idempotent GET).
const kyOptions = (headers) => ({ headers, timeout: 30_000, retry: { limit: 3, methods: ['get'] } });

// The products page through a call declared the way the domain packages declare theirs.
const GET_PRODUCTS = { method: 'GET', path: '/stores-reader/v1/products/query-platformized', fqn: 'com.wix.stores.catalog.v1.ProductsService.QueryProductsPlatformized', complex: true };
const products = { page: defineCall((send) => (query) => send(GET_PRODUCTS, { query })) };
const query = { filter: { collectionIds: { $hasSome: ['col-tees'] } }, paging: { limit: 12, offset: 0 } };
const pageUrl = `https://www.wixapis.com/stores-reader/v1/products/query-platformized?.r=${Buffer.from(JSON.stringify({ query })).toString('base64url')}`;
const pageHeaders = { Authorization: 'tok', 'x-wix-bi-gateway': 'environment=js-sdk,method-fqn=com.wix.stores.catalog.v1.ProductsService.QueryProductsPlatformized' };
// The cart through the real `currentCart` module (its wire → SDK transforms included).
const cartUrl = 'https://www.wixapis.com/ecom/v1/carts/current';
const cartHeaders = { Authorization: 'tok', 'x-wix-bi-gateway': 'environment=js-sdk,package-name=@wix/auto_sdk_ecom_current-cart,method-fqn=com.wix.ecom.cart.api.v1.CurrentCartService.GetCurrentCart,entity=wix.ecom.v1.cart' };

const scenarios = [
  { name: `current cart (${(cartBody.length / 1024).toFixed(1)} KB)`, body: cartBody, url: cartUrl, headers: cartHeaders,
    client: (fetch) => { const c = createClient({ modules: { currentCart }, auth: auth(), fetch }); return () => c.currentCart.getCurrentCart(); } },
  { name: `products page (${(pageBody.length / 1024).toFixed(1)} KB)`, body: pageBody, url: pageUrl, headers: pageHeaders,
    client: (fetch) => { const c = createClient({ modules: { products }, auth: auth(), fetch }); return () => c.products.page(query); } },
];

// Interleaved rounds: each round times a batch of every row back to back, so all rows see the same
// machine state; the medians of many rounds resist the noise of shared machines.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30), BATCH = Number(process.env.BENCH_BATCH ?? 40);
// Each batch is timed twice: wall clock, and this process's CPU time (user + system), which a machine
// busy with other work inflates far less than the wall clock (waiting for a core is not counted).
async function batch(fn) {
  globalThis.gc?.();
  const start = performance.now();
  const cpu = process.cpuUsage();
  for (let i = 0; i < BATCH; i++) await fn();
  const { user, system } = process.cpuUsage(cpu);
  return { wall: ((performance.now() - start) * 1000) / BATCH, cpu: (user + system) / BATCH }; // µs per call
}
const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
async function measure(fns) {
  for (let i = 0; i < 5; i++) for (const fn of fns) await batch(fn); // warm-up
  const times = fns.map(() => ({ wall: [], cpu: [] }));
  for (let r = 0; r < ROUNDS; r++) {
    const order = r % 2 ? [...fns.keys()].reverse() : [...fns.keys()];
    for (const i of order) {
      const { wall, cpu } = await batch(fns[i]);
      times[i].wall.push(wall);
      times[i].cpu.push(cpu);
    }
  }
  return times.map((t) => ({ wall: median(t.wall), cpu: median(t.cpu), rounds: t }));
}
// SiteKit's own cost: the median over rounds of (client − ky alone) within the round. The two batches of
// a round run back to back, so a slow stretch of a shared machine inflates both and cancels out of the
// difference; a difference of two medians taken over different rounds keeps that noise.
const paired = (a, b, key) => median(a.rounds[key].map((x, r) => x - b.rounds[key][r]));

// A second, finer look at SiteKit's own cost: ky alone and the client called one after the other, each
// call timed on its own, many times over; the median of (client − ky alone) over those pairs. A pause of
// the machine lands on one call of one pair and leaves the median alone (so do GC pauses: the batches
// above count those). The pairs start after an untimed warm-up: V8 keeps optimising the call path for
// the first few thousand calls, and pairs timed from the start mixed that in (their median ran 4–6 µs
// above the steady state, ADR 0023); the quarters line shows whether the timed pairs still drift.
const PAIRS = Number(process.env.BENCH_PAIRS ?? 4000);
const WARMUP_PAIRS = Number(process.env.BENCH_WARMUP_PAIRS ?? 2000);
async function pairs(kyFn, clientFn) {
  for (let i = 0; i < WARMUP_PAIRS; i++) {
    await kyFn();
    await clientFn();
  }
  const wall = [], cpu = [];
  const time = async (fn) => {
    const start = performance.now();
    const c = process.cpuUsage();
    await fn();
    const { user, system } = process.cpuUsage(c);
    return [(performance.now() - start) * 1000, user + system];
  };
  for (let i = 0; i < PAIRS; i++) {
    // alternate which of the pair goes first
    const first = await time(i % 2 ? kyFn : clientFn);
    const second = await time(i % 2 ? clientFn : kyFn);
    const [k, c] = i % 2 ? [first, second] : [second, first];
    wall.push(c[0] - k[0]);
    cpu.push(c[1] - k[1]);
  }
  const quarter = Math.floor(PAIRS / 4);
  const quarters = [0, 1, 2, 3].map((q) => median(wall.slice(q * quarter, (q + 1) * quarter)));
  return { wall: median(wall), cpu: median(cpu), quarters };
}
const signed = (us) => `${us < 0 ? '−' : '+'}${Math.abs(us).toFixed(0)} µs`;
const us = (n) => `${n.toFixed(0)} µs`;
console.log(`stub fetch; ${ROUNDS} interleaved rounds of ${BATCH} calls per row; medians (µs per call: wall clock, and CPU time); then ${PAIRS} call pairs (ky alone, client) after ${WARMUP_PAIRS} untimed`);
const table = {};
const own = [];
for (const s of scenarios.filter((x) => x.name.includes(process.env.BENCH_ONLY ?? ''))) {
  const fetch = stubFor(s.body);
  const kyOnly = ky.create({ fetch });
  const raw = async () => JSON.parse(await (await fetch(s.url, { headers: s.headers })).text());
  const kyCall = async () => JSON.parse(await (await kyOnly(s.url, kyOptions(s.headers))).text());
  const client = s.client(fetch);
  const [rawT, kyT, clientT] = await measure([raw, kyCall, client]);
  const pairT = await pairs(kyCall, client);
  table[`${s.name}: raw fetch + JSON.parse`] = { 'per call': us(rawT.wall), 'CPU per call': us(rawT.cpu) };
  table[`${s.name}: ky alone (SiteKit's options)`] = { 'per call': us(kyT.wall), 'CPU per call': us(kyT.cpu), 'over raw': signed(kyT.wall - rawT.wall) };
  table[`${s.name}: SiteKit client`] = {
    'per call': us(clientT.wall), 'CPU per call': us(clientT.cpu), 'over raw': signed(clientT.wall - rawT.wall),
    'SiteKit own (client − ky)': us(paired(clientT, kyT, 'wall')), 'own, CPU': us(paired(clientT, kyT, 'cpu')),
    'own, call pairs': us(pairT.wall), 'own, pairs CPU': us(pairT.cpu),
  };
  own.push(`${s.name}: ${us(paired(clientT, kyT, 'wall'))} (CPU ${us(paired(clientT, kyT, 'cpu'))}; call pairs ${us(pairT.wall)}, CPU ${us(pairT.cpu)}; pairs by quarter ${pairT.quarters.map(us).join(', ')})`);
}
console.table(table);
console.log(`SiteKit's own cost per call (client − ky alone): ${own.join('; ')} (target ≤ 20 µs on the small response)`);
