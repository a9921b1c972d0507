import { describe, expect, it } from 'vitest';
import { API_KEY, call, commerceEmulator, demoIds, visitorToken } from '../../../test/helpers';

const QUERY = '/stores-reader/v1/products/query-platformized';

describe('catalog reads', () => {
  it('queries products publicly with default paging and the V1 response shape', async () => {
    const emu = commerceEmulator();
    const res = await call(emu, 'GET', QUERY);
    expect(res.status).toBe(200);
    // the platformized query's paging metadata: count, offset and total (no v1 `items` or `totalResults`)
    expect(Object.keys(res.json).sort()).toEqual(['metadata', 'products']);
    expect(res.json.metadata).toEqual({ count: res.json.products.length, offset: 0, total: expect.any(Number) });
    expect(res.json.metadata.total).toBeGreaterThanOrEqual(30);
    const tee = res.json.products.find((p: any) => p.id === demoIds.classicCrewTee);
    expect(tee).toMatchObject({
      name: 'Classic Crew Tee',
      slug: 'classic-crew-tee',
      productType: 'physical',
      manageVariants: true,
      ribbon: 'New',
      ribbons: [{ text: 'New' }],
      price: { currency: 'USD', price: 25, discountedPrice: 25, formatted: { price: '$25.00', discountedPrice: '$25.00' } },
      stock: { trackInventory: true, inStock: true, inventoryStatus: 'PARTIALLY_OUT_OF_STOCK' },
      discount: { type: 'NONE', value: 0 },
    });
    expect(tee.priceData).toEqual(tee.price);
    expect(tee.media.mainMedia.image).toEqual({
      id: 'classic-crew-tee.svg',
      url: 'https://www.wixapis.com/media/classic-crew-tee.svg',
      width: 1000,
      height: 1000,
      altText: 'Classic Crew Tee',
    });
    expect(tee.productOptions.map((o: any) => o.name)).toEqual(['Size', 'Color']);
    expect(tee.variants).toHaveLength(12);
    // Stock is consistent: product quantity = sum of variants; a choice is in stock if a variant with it is.
    const sum = tee.variants.reduce((s: number, v: any) => s + (v.stock.quantity ?? 0), 0);
    expect(tee.stock.quantity).toBe(sum);
    const xlGrey = tee.variants.find((v: any) => v.choices.Size === 'XL' && v.choices.Color === 'Heather Grey');
    expect(xlGrey.stock).toEqual({ trackQuantity: true, quantity: 0, inStock: false });
  });

  it('accepts the query as .r=, as a JSON string, and via the POST fallback', async () => {
    const emu = commerceEmulator();
    const query = { filter: { 'priceData.price': { $gte: 60 } }, sort: [{ fieldName: 'priceData.price', order: 'DESC' }], paging: { limit: 3 } };
    const viaR = await call(emu, 'GET', QUERY, { r: { query } });
    const viaString = await call(emu, 'GET', `${QUERY}?query=${encodeURIComponent(JSON.stringify(query))}`);
    const viaPost = await call(emu, 'POST', QUERY, { body: { query } });
    for (const res of [viaR, viaString, viaPost]) {
      expect(res.status).toBe(200);
      expect(res.json.products.map((p: any) => p.price.price)).toEqual([95, 89, 85]);
      expect(res.json.metadata).toEqual({ count: 3, offset: 0, total: expect.any(Number) });
    }
    expect(viaR.json.metadata.total).toBe(viaPost.json.metadata.total);
  });

  it('filters with operators, dotted paths, $hasSome on collectionIds, $and/$or/$not', async () => {
    const emu = commerceEmulator();
    const q = async (filter: unknown, extra: Record<string, unknown> = {}) =>
      (await call(emu, 'POST', QUERY, { body: { query: { filter, paging: { limit: 100 }, ...extra } } })).json;
    expect((await q({ collectionIds: { $hasSome: [demoIds.saleCollection] } })).products.every((p: any) => p.discount.type !== 'NONE')).toBe(true);
    expect((await q({ collectionIds: { $hasSome: [demoIds.saleCollection] } })).metadata.total).toBe(5);
    expect((await q({ name: { $startsWith: 'classic' } })).products.map((p: any) => p.slug)).toEqual(['classic-crew-tee']);
    expect((await q({ 'stock.inventoryStatus': 'OUT_OF_STOCK' })).products.map((p: any) => p.id)).toEqual([demoIds.sherpaHoodieOutOfStock]);
    expect((await q({ slug: { $in: ['wool-beanie', 'canvas-tote-bag'] } })).metadata.total).toBe(2);
    expect((await q({ $and: [{ brand: 'Ember & Oak' }, { 'priceData.price': { $lt: 30 } }] })).products.every((p: any) => p.brand === 'Ember & Oak' && p.price.price < 30)).toBe(true);
    const either = await q({ $or: [{ slug: 'wool-beanie' }, { slug: 'enamel-pin-set' }] });
    expect(either.metadata.total).toBe(2);
    const notTees = await q({ $not: { collectionIds: { $hasSome: [demoIds.teesCollection] } } });
    expect(notTees.products.some((p: any) => p.collectionIds.includes(demoIds.teesCollection))).toBe(false);
    expect((await q({ pricePerUnitData: { $exists: true } })).metadata.total).toBe(1);
    expect((await q({ ribbon: { $isEmpty: false } })).products.every((p: any) => p.ribbon !== '')).toBe(true);
    expect((await q({ description: { $contains: 'COTTON' } })).metadata.total).toBeGreaterThan(3);
    expect((await q({ slug: { $endsWith: '-tee' } })).metadata.total).toBe(7);
    expect((await q({ brand: { $ne: 'Fernhill' } })).products.some((p: any) => p.brand === 'Fernhill')).toBe(false);
  });

  it('sorts (array or JSON string) and pages by offset', async () => {
    const emu = commerceEmulator();
    const asc = await call(emu, 'POST', QUERY, { body: { query: { sort: JSON.stringify([{ fieldName: 'name', order: 'ASC' }]), paging: { limit: 5, offset: 5 } } } });
    const names = asc.json.products.map((p: any) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(asc.json.metadata).toEqual({ count: 5, offset: 5, total: expect.any(Number) });
    const all = await call(emu, 'POST', QUERY, { body: { query: { sort: [{ fieldName: 'name' }], paging: { limit: 100 } } } });
    expect(all.json.products.slice(5, 10).map((p: any) => p.name)).toEqual(names);
  });

  it("filters and sorts on the platform's query fields: price, discountedPrice, numericId, inStock, collections.id, options", async () => {
    const emu = commerceEmulator();
    const q = async (query: Record<string, unknown>) => {
      const res = await call(emu, 'POST', QUERY, { body: { query: { paging: { limit: 100 }, ...query } } });
      expect(res.status).toBe(200);
      return res.json as { products: any[]; metadata: { total: number } };
    };
    const all = (await q({})).products;
    const byPrice = [...all].sort((a, b) => a.priceData.price - b.priceData.price).map((p) => p.priceData.price);

    const asc = await q({ sort: [{ fieldName: 'price', order: 'ASC' }] });
    expect(asc.products.map((p) => p.priceData.price)).toEqual(byPrice);
    expect(asc.products[0].price).toEqual(asc.products[0].priceData); // the response keeps the price object
    const desc = await q({ sort: [{ fieldName: 'price', order: 'DESC' }], paging: { limit: 3 } });
    expect(desc.products.map((p) => p.price.price)).toEqual([95, 89, 85]);
    // The same sort as a GET query with `.r=` (what the client sends for queryProducts().ascending('price')).
    const viaGet = await call(emu, 'GET', QUERY, { r: { query: { sort: [{ fieldName: 'price', order: 'ASC' }], paging: { limit: 100 } } } });
    expect(viaGet.json.products.map((p: any) => p.priceData.price)).toEqual(byPrice);

    const over50 = await q({ filter: { price: { $gt: 50 } } });
    expect(over50.metadata.total).toBe(all.filter((p) => p.priceData.price > 50).length);
    expect(over50.metadata.total).toBeGreaterThan(0);
    expect(over50.products.every((p) => p.priceData.price > 50)).toBe(true);
    expect((await q({ filter: { price: 25 } })).products.map((p) => p.id)).toContain(demoIds.classicCrewTee);
    expect((await q({ filter: { price: { $gte: '89', $lte: 95 } } })).products.map((p) => p.price.price).sort()).toEqual([89, 95]);
    expect((await q({ filter: { price: { $hasSome: [12, 18] } } })).products.every((p) => [12, 18].includes(p.price.price))).toBe(true);

    const discounted = await q({ filter: { $and: [{ discountedPrice: { $lt: 30 } }, { collectionIds: { $hasSome: [demoIds.saleCollection] } }] } });
    expect(discounted.products.every((p) => p.priceData.discountedPrice < 30 && p.priceData.price >= p.priceData.discountedPrice)).toBe(true);
    const byDiscounted = await q({ sort: [{ fieldName: 'discountedPrice', order: 'ASC' }] });
    const d = byDiscounted.products.map((p) => p.priceData.discountedPrice);
    expect(d).toEqual([...d].sort((a, b) => a - b));

    // numericId is a string in the response but compares as a number.
    const ids = (await q({ sort: [{ fieldName: 'numericId', order: 'ASC' }] })).products.map((p) => Number(p.numericId));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const middle = ids[Math.floor(ids.length / 2)]!;
    expect((await q({ filter: { numericId: { $gt: String(middle) } } })).metadata.total).toBe(ids.filter((n) => n > middle).length);

    expect((await q({ filter: { inStock: false } })).products.map((p) => p.id)).toEqual([demoIds.sherpaHoodieOutOfStock]);
    expect((await q({ filter: { 'stock.inStock': false } })).products.map((p) => p.id)).toEqual([demoIds.sherpaHoodieOutOfStock]);
    expect((await q({ filter: { inventoryStatus: 'OUT_OF_STOCK' } })).products.map((p) => p.id)).toEqual([demoIds.sherpaHoodieOutOfStock]);
    expect((await q({ filter: { 'collections.id': { $hasSome: [demoIds.saleCollection] } } })).metadata.total).toBe(5);
    expect((await q({ filter: { 'options.Scent': { $hasSome: ['Fig Leaf'] } } })).products.map((p) => p.slug)).toEqual(['hand-poured-soy-candle']);

    const names = (await q({ sort: [{ fieldName: 'sku', order: 'DESC' }] })).products.map((p) => p.sku);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
    expect((await q({ filter: { lastUpdated: { $lte: all[0].lastUpdated } } })).metadata.total).toBeGreaterThan(0);
  });

  it('answers bad queries with validation errors', async () => {
    const emu = commerceEmulator();
    const tooMany = await call(emu, 'POST', QUERY, { body: { query: { paging: { limit: 101 } } } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.details.validationError.fieldViolations[0]).toMatchObject({ field: 'query.paging.limit', violatedRule: 'MAX' });
    const badOp = await call(emu, 'POST', QUERY, { body: { query: { filter: { name: { $regex: 'x' } } } } });
    expect(badOp.status).toBe(400);
    expect(badOp.json.message).toMatch(/^INVALID_ARGUMENT: "name"/);
    const badSort = await call(emu, 'POST', QUERY, { body: { query: { sort: [{ fieldName: 'name', order: 'UP' }] } } });
    expect(badSort.json.details.validationError.fieldViolations[0].violatedRule).toBe('INVALID_ENUM_VALUE');
  });

  it('gets one product; unknown ids are PRODUCT_NOT_FOUND', async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    const ok = await call(emu, 'GET', `/stores-reader/v1/products/${demoIds.classicCrewTee}?id=${demoIds.classicCrewTee}`, { auth: token });
    expect(ok.status).toBe(200);
    expect(ok.json.product.id).toBe(demoIds.classicCrewTee);
    const missing = await call(emu, 'GET', '/stores-reader/v1/products/nope');
    expect(missing.status).toBe(404);
    expect(missing.json.details.applicationError.code).toBe('PRODUCT_NOT_FOUND');
  });

  it('hides invisible products from visitors but not from API keys', async () => {
    const emu = commerceEmulator();
    await call(emu, 'PATCH', `/stores/v1/products/${demoIds.ceramicMug}`, { auth: API_KEY, body: { product: { visible: false } } });
    expect((await call(emu, 'GET', `/stores-reader/v1/products/${demoIds.ceramicMug}`)).status).toBe(404);
    expect((await call(emu, 'GET', `/stores-reader/v1/products/${demoIds.ceramicMug}`, { auth: API_KEY })).status).toBe(200);
    const visible = await call(emu, 'POST', QUERY, { body: { query: { filter: { id: demoIds.ceramicMug } } } });
    expect(visible.json.metadata.total).toBe(0);
  });

  it('reads store variants, product variants and option availability', async () => {
    const emu = commerceEmulator();
    const storeVariantId = `${demoIds.classicCrewTee}-${demoIds.classicCrewTeeBlackM}`;
    const one = await call(emu, 'GET', `/stores-reader/v1/variants/${storeVariantId}`);
    expect(one.status).toBe(200);
    expect(one.json.variant).toMatchObject({ productId: demoIds.classicCrewTee, variantId: demoIds.classicCrewTeeBlackM, choices: { Size: 'M', Color: 'Black' }, variantName: 'M | Black' });
    // the platform's store variant: sku and collection ids, no price data, one image under media.image
    expect(Object.keys(one.json.variant).sort()).toEqual(
      ['choices', 'collectionIds', 'id', 'managedVariant', 'media', 'productId', 'productName', 'sku', 'stock', 'variantId', 'variantName'],
    );
    expect(one.json.variant.collectionIds).toContain(demoIds.teesCollection);
    expect(Object.keys(one.json.variant.media)).toEqual(['image']);
    expect(one.json.variant.media.image).toMatchObject({ id: expect.any(String), url: expect.any(String), width: expect.any(Number), height: expect.any(Number) });
    expect((await call(emu, 'GET', '/stores-reader/v1/variants/nope')).json.details.applicationError.code).toBe('VARIANT_NOT_FOUND');

    const queried = await call(emu, 'POST', '/stores-reader/v1/variants/query', { body: { query: { filter: { productId: demoIds.classicCrewTee, 'choices.Size': 'M' } } } });
    expect(queried.json.variants).toHaveLength(3);
    expect(queried.json.metadata).toMatchObject({ count: 3, offset: 0, total: 3 });

    const perProduct = await call(emu, 'POST', `/stores-reader/v1/products/${demoIds.classicCrewTee}/variants/query`, { body: { choices: { Color: 'White' }, paging: { limit: 2 } } });
    expect(perProduct.json).toMatchObject({ metadata: { items: 2, offset: 0 }, totalResults: 4 });

    const availability = await call(emu, 'POST', `/stores-reader/v1/products/${demoIds.classicCrewTee}/productOptionsAvailability`, { body: { options: { Size: 'XL' } } });
    expect(availability.json.availableForPurchase).toBe(false);
    expect(availability.json).not.toHaveProperty('selectedVariant'); // a choice is still open: left out, not null
    const colors = availability.json.productOptions.find((o: any) => o.name === 'Color').choices;
    expect(colors.find((c: any) => c.description === 'Heather Grey').inStock).toBe(false);
    expect(colors.find((c: any) => c.description === 'Black').inStock).toBe(true);
    const full = await call(emu, 'POST', `/stores-reader/v1/products/${demoIds.classicCrewTee}/productOptionsAvailability`, { body: { options: { Size: 'M', Color: 'Black' } } });
    expect(full.json).toMatchObject({ availableForPurchase: true, selectedVariant: { id: demoIds.classicCrewTeeBlackM, inStock: true, quantity: 9 } });
  });

  it('serves generated SVG images from /media/:id to a browser that takes SVG', async () => {
    const emu = commerceEmulator();
    const svgAccept = { headers: { accept: 'image/avif,image/webp,image/svg+xml,image/*,*/*;q=0.8' } };
    const res = await call(emu, 'GET', '/media/classic-crew-tee.svg', svgAccept);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.text).toContain('<svg');
    expect(res.text).toContain('CC');
    const named = await call(emu, 'GET', '/media/classic-crew-tee-black.svg/anything.svg', svgAccept);
    expect(named.status).toBe(200);
    expect((await call(emu, 'GET', '/media/unknown-thing.svg', svgAccept)).text).toContain('UT');
  });
});
