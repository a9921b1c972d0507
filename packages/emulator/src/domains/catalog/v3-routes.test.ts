import { describe, expect, it } from 'vitest';
import { API_KEY, call, commerceEmulator, demoIds, ref, visitorToken } from '../../../test/helpers';

const V3 = '/stores/v3/products';

describe('catalog v3 reads', () => {
  it('getProduct answers the v3 shape from the demo catalog: price ranges as decimal strings, options with ids, variants', async () => {
    const emu = commerceEmulator();
    const res = await call(emu, 'GET', `${V3}/${demoIds.classicCrewTee}?fields=URL&fields=CURRENCY&fields=VARIANT_OPTION_CHOICE_NAMES`);
    expect(res.status).toBe(200);
    const { product } = res.json;
    expect(product).toMatchObject({
      id: demoIds.classicCrewTee,
      name: 'Classic Crew Tee',
      slug: 'classic-crew-tee',
      visible: true,
      productType: 'PHYSICAL',
      currency: 'USD',
      url: { relativePath: '/product-page/classic-crew-tee', url: 'https://www.wixapis.com/product-page/classic-crew-tee' },
      actualPriceRange: { minValue: { amount: '25.00', formattedAmount: '$25.00' } },
      inventory: { availabilityStatus: 'PARTIALLY_OUT_OF_STOCK' },
      ribbon: { name: 'New' },
      media: { main: { id: 'classic-crew-tee.svg', mediaType: 'IMAGE', image: { id: 'classic-crew-tee.svg', url: 'https://www.wixapis.com/media/classic-crew-tee.svg' } } },
      variantSummary: { variantCount: 12 },
    });
    expect(product.options.map((o: any) => o.name)).toEqual(['Size', 'Color']);
    const size = product.options[0];
    const variant = product.variantsInfo.variants.find((v: any) => v.id === demoIds.classicCrewTeeBlackM);
    expect(variant.choices).toContainEqual({
      optionChoiceIds: { optionId: size.id, choiceId: size.choicesSettings.choices.find((c: any) => c.name === 'M').choiceId },
      optionChoiceNames: { optionName: 'Size', choiceName: 'M' },
    });
    expect(variant.price.actualPrice).toEqual({ amount: '25.00', formattedAmount: '$25.00' });
    // the same ids every time
    expect((await call(emu, 'GET', `${V3}/${demoIds.classicCrewTee}`)).json.product.options[0].id).toBe(size.id);
  });

  it('optional parts only when asked for: no URL, currency or formatted amounts by default', async () => {
    const emu = commerceEmulator();
    const { product } = (await call(emu, 'GET', `${V3}/${demoIds.classicCrewTee}`)).json;
    expect(product.url).toBeUndefined();
    expect(product.currency).toBeUndefined();
    expect(product.actualPriceRange.minValue).toEqual({ amount: '25.00' });
  });

  it('getProductBySlug; an unknown id or slug is PRODUCT_NOT_FOUND; a hidden product only for an API key', async () => {
    const emu = commerceEmulator();
    expect((await call(emu, 'GET', `${V3}/slug/classic-crew-tee`)).json.product.id).toBe(demoIds.classicCrewTee);
    const missing = await call(emu, 'GET', `${V3}/slug/nope`);
    expect(missing.status).toBe(404);
    expect(missing.json.details.applicationError.code).toBe('PRODUCT_NOT_FOUND');
    expect((await call(emu, 'GET', `${V3}/nope`)).json.details.applicationError.code).toBe('PRODUCT_NOT_FOUND');
    await call(emu, 'PATCH', `/stores/v1/products/${demoIds.ceramicMug}`, { auth: API_KEY, body: { product: { visible: false } } });
    expect((await call(emu, 'GET', `${V3}/${demoIds.ceramicMug}`)).status).toBe(404);
    expect((await call(emu, 'GET', `${V3}/${demoIds.ceramicMug}`, { auth: API_KEY })).json.product.visible).toBe(false);
  });

  it('queryProducts pages by cursor, filters and sorts (prices as numbers), and returns no variants', async () => {
    const emu = commerceEmulator();
    const first = await call(emu, 'GET', `${V3}/query`, { r: { query: { sort: [{ fieldName: 'actualPriceRange.minValue.amount', order: 'DESC' }], cursorPaging: { limit: 5 } }, fields: ['CURRENCY'] } });
    expect(first.status).toBe(200);
    const { products, pagingMetadata } = first.json;
    expect(products).toHaveLength(5);
    expect(products[0].variantsInfo).toBeUndefined();
    const prices = products.map((p: any) => Number(p.actualPriceRange.minValue.amount));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(pagingMetadata).toMatchObject({ count: 5, hasNext: true, cursors: { next: expect.any(String) } });
    const next = await call(emu, 'GET', `${V3}/query`, { r: { query: { cursorPaging: { limit: 5, cursor: pagingMetadata.cursors.next } } } });
    expect(next.json.products[0].id).not.toBe(products[0].id);
    const bySlug = await call(emu, 'GET', `${V3}/query`, { r: { query: { filter: { slug: 'classic-crew-tee' } } } });
    expect(bySlug.json.products.map((p: any) => p.id)).toEqual([demoIds.classicCrewTee]);
    const inTees = await call(emu, 'GET', `${V3}/query`, { r: { query: { filter: { 'allCategoriesInfo.categories.id': { $hasSome: [demoIds.teesCollection] } } } } });
    expect(inTees.json.products.length).toBeGreaterThan(0);
  });

  it('searchProducts matches free text in the given fields; a long search comes as a POST with the payload as body', async () => {
    const emu = commerceEmulator();
    const res = await call(emu, 'GET', `${V3}/search`, { r: { search: { search: { expression: 'crew tee', fields: ['name'], mode: 'AND' } } } });
    expect(res.json.products.map((p: any) => p.name)).toContain('Classic Crew Tee');
    expect(res.json.products.every((p: any) => /crew/i.test(p.name) && /tee/i.test(p.name))).toBe(true);
    expect(res.json.aggregationData).toEqual({ results: [] });
    const posted = await call(emu, 'POST', `${V3}/search`, { body: { search: { filter: { slug: 'classic-crew-tee' } }, fields: ['URL'] } });
    expect(posted.json.products).toHaveLength(1);
    expect(posted.json.products[0].url.relativePath).toBe('/product-page/classic-crew-tee');
  });

  it('a bad filter is a 400 validation error', async () => {
    const emu = commerceEmulator();
    const res = await call(emu, 'GET', `${V3}/query`, { r: { query: { filter: { slug: { $regex: 'x' } } } } });
    expect(res.status).toBe(400);
  });
});

describe('catalog reads: a product id named like an object member', () => {
  it.each([['constructor'], ['__proto__'], ['toString']])('%s is an unknown product (PRODUCT_NOT_FOUND) in v3 and v1 reads, and in a cart line, as any unknown id', async (id) => {
    const emu = commerceEmulator();
    for (const path of [`${V3}/${id}`, `/stores-reader/v1/products/${id}`]) {
      const res = await call(emu, 'GET', path, { auth: API_KEY });
      expect([path, res.status, res.json?.details?.applicationError?.code]).toEqual([path, 404, 'PRODUCT_NOT_FOUND']);
    }
    const token = await visitorToken(emu);
    const add = (catalogItemId: string) => call(emu, 'POST', '/ecom/v1/carts/current/add-to-cart', { auth: token, body: { lineItems: [{ catalogReference: ref(catalogItemId), quantity: 1 }] } });
    const [unknown, named] = [await add('no-such-product'), await add(id)];
    expect([named.status, named.json?.details?.applicationError?.code]).toEqual([unknown.status, unknown.json?.details?.applicationError?.code]);
    const collection = await call(emu, 'POST', '/stores/v1/collections', { auth: API_KEY, body: { collection: { name: 'Odd' } } });
    const addToCollection = await call(emu, 'POST', `/stores/v1/collections/${collection.json.collection.id}/productIds`, { auth: API_KEY, body: { productIds: [id] } });
    expect([addToCollection.status, addToCollection.json?.details?.applicationError?.code]).toEqual([404, 'PRODUCT_NOT_FOUND']);
  });
});
