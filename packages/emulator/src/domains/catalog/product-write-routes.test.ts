import { describe, expect, it } from 'vitest';
import { API_KEY, call, commerceEmulator, demoIds, visitorToken } from '../../../test/helpers';

const P = '/stores/v1/products';

describe('catalog writes', () => {
  it('need an API key: anonymous → 401, visitor → 403', async () => {
    const emu = commerceEmulator();
    const body = { product: { name: 'Nope', priceData: { price: 1 } } };
    expect((await call(emu, 'POST', P, { body })).status).toBe(401);
    const denied = await call(emu, 'POST', P, { body, auth: await visitorToken(emu) });
    expect(denied.status).toBe(403);
    expect(denied.json.details.applicationError.code).toBe('PERMISSION_DENIED');
  });

  it('creates a product with options and generated variants, then reads it back', async () => {
    const emu = commerceEmulator();
    const created = await call(emu, 'POST', P, {
      auth: API_KEY,
      body: {
        product: {
          name: 'Linen Apron',
          productType: 'physical',
          priceData: { price: 39.5 },
          costAndProfitData: { itemCost: 12.25 },
          discount: { type: 'AMOUNT', value: 4.5 },
          stock: { trackInventory: true, quantity: 7 },
          productOptions: [{ name: 'Color', optionType: 'color', choices: [{ value: '#333', description: 'Slate' }, { value: '#c96', description: 'Rust' }] }],
          brand: 'Fernhill',
          ribbon: 'New',
        },
      },
    });
    expect(created.status).toBe(200);
    const product = created.json.product;
    expect(product).toMatchObject({
      name: 'Linen Apron',
      slug: 'linen-apron',
      price: { price: 39.5, discountedPrice: 35, formatted: { price: '$39.50', discountedPrice: '$35.00' } },
      costAndProfitData: { itemCost: 12.25, profit: 22.75, formattedProfit: '$22.75', profitMargin: 0.65 },
      stock: { trackInventory: true, quantity: 7, inStock: true, inventoryStatus: 'IN_STOCK' },
      manageVariants: false,
    });
    expect(product.variants.map((v: any) => v.choices.Color)).toEqual(['Slate', 'Rust']);
    expect(product.variants.every((v: any) => v.stock.quantity === 7)).toBe(true);
    const read = await call(emu, 'GET', `/stores-reader/v1/products/${product.id}`);
    expect(read.json.product.name).toBe('Linen Apron');
    expect(read.json.product.collectionIds).toContain(demoIds.allProductsCollection);
  });

  it('validates bodies with the platform shape', async () => {
    const emu = commerceEmulator();
    const res = await call(emu, 'POST', P, { auth: API_KEY, body: { product: { priceData: { price: -1 } } } });
    expect(res.status).toBe(400);
    const fields = res.json.details.validationError.fieldViolations.map((v: any) => v.field);
    expect(fields).toEqual(expect.arrayContaining(['product.name', 'product.priceData.price']));
    const dup = await call(emu, 'PATCH', `${P}/${demoIds.ceramicMug}`, { auth: API_KEY, body: { product: { slug: 'classic-crew-tee' } } });
    expect(dup.status).toBe(400);
  });

  it('updates and deletes; unknown ids are 404', async () => {
    const emu = commerceEmulator();
    const updated = await call(emu, 'PATCH', `${P}/${demoIds.ceramicMug}`, { auth: API_KEY, body: { product: { id: demoIds.ceramicMug, name: 'Speckled Mug', priceData: { price: 19 } } } });
    expect(updated.json.product).toMatchObject({ name: 'Speckled Mug', price: { price: 19 } });
    expect((await call(emu, 'DELETE', `${P}/${demoIds.ceramicMug}`, { auth: API_KEY })).status).toBe(200);
    expect((await call(emu, 'GET', `/stores-reader/v1/products/${demoIds.ceramicMug}`)).status).toBe(404);
    expect((await call(emu, 'DELETE', `${P}/${demoIds.ceramicMug}`, { auth: API_KEY })).json.details.applicationError.code).toBe('PRODUCT_NOT_FOUND');
  });

  it('updates variants (price, visibility, stock) and resets them; status stays consistent', async () => {
    const emu = commerceEmulator();
    const id = demoIds.classicCrewTee;
    const res = await call(emu, 'PATCH', `${P}/${id}/variants`, {
      auth: API_KEY,
      body: { variants: [{ choices: { Size: 'XL' }, price: 27 }, { choices: { Size: 'XL', Color: 'Heather Grey' }, stock: { quantity: 5 } }] },
    });
    expect(res.status).toBe(200);
    const xl = res.json.variants.filter((v: any) => v.choices.Size === 'XL');
    expect(xl.every((v: any) => v.variant.priceData.price === 27)).toBe(true);
    let product = (await call(emu, 'GET', `/stores-reader/v1/products/${id}`)).json.product;
    expect(product.stock.inventoryStatus).toBe('IN_STOCK');
    // Empty every variant → OUT_OF_STOCK.
    await call(emu, 'PATCH', `${P}/${id}/variants`, { auth: API_KEY, body: { variants: [{ choices: {}, stock: { quantity: 0 } }] } });
    product = (await call(emu, 'GET', `/stores-reader/v1/products/${id}`)).json.product;
    expect(product.stock).toMatchObject({ quantity: 0, inStock: false, inventoryStatus: 'OUT_OF_STOCK' });
    expect(product.productOptions[0].choices.every((c: any) => c.inStock === false)).toBe(true);
    await call(emu, 'POST', `${P}/${id}/variants/resetToDefault`, { auth: API_KEY, body: { id } });
    product = (await call(emu, 'GET', `/stores-reader/v1/products/${id}`)).json.product;
    expect(product.variants.every((v: any) => v.variant.priceData.price === 25)).toBe(true);
    const bad = await call(emu, 'PATCH', `${P}/${demoIds.ceramicMug}/variants`, { auth: API_KEY, body: { variants: [{ price: 3 }] } });
    expect(bad.status).toBe(400);
  });

  it('adds and removes media, choice media, options, ribbon and brand', async () => {
    const emu = commerceEmulator();
    const id = demoIds.classicCrewTee;
    const get = async () => (await call(emu, 'GET', `/stores-reader/v1/products/${id}`)).json.product;
    await call(emu, 'POST', `${P}/${id}/media`, { auth: API_KEY, body: { id, media: [{ url: 'https://img.example/x.jpg', mediaId: 'x1', choice: { option: 'Color', choice: 'White' } }] } });
    let product = await get();
    expect(product.media.items.some((m: any) => m.image.url === 'https://img.example/x.jpg')).toBe(true);
    expect(product.productOptions[1].choices[1].media.items.map((m: any) => m.id)).toContain('x1');
    await call(emu, 'POST', `${P}/${id}/choices/media/delete`, { auth: API_KEY, body: { media: [{ option: 'Color', choice: 'White' }] } });
    await call(emu, 'PATCH', `${P}/${id}/choices/media`, { auth: API_KEY, body: { media: [{ option: 'Color', choice: 'Black', mediaIds: ['x1'] }] } });
    product = await get();
    expect(product.productOptions[1].choices[0].media.items.map((m: any) => m.id)).toContain('x1');
    expect(product.productOptions[1].choices[1].media).toBeUndefined();
    await call(emu, 'POST', `${P}/${id}/media/delete`, { auth: API_KEY, body: { mediaIds: ['x1'] } });
    expect((await get()).media.items.some((m: any) => m.id === 'x1')).toBe(false);
    const badChoice = await call(emu, 'PATCH', `${P}/${id}/choices/media`, { auth: API_KEY, body: { media: [{ option: 'Color', choice: 'Plaid', mediaIds: [] }] } });
    expect(badChoice.status).toBe(400);
    await call(emu, 'POST', `${P}/${id}/remove-ribbon`, { auth: API_KEY, body: { id } });
    await call(emu, 'POST', `${P}/${id}/remove-brand`, { auth: API_KEY, body: { id } });
    await call(emu, 'DELETE', `${P}/${id}/options`, { auth: API_KEY });
    product = await get();
    expect(product).toMatchObject({ ribbon: '', ribbons: [], brand: '', productOptions: [], manageVariants: false });
    expect(product.variants).toHaveLength(1);
    expect(product.variants[0].id).toBe('00000000-0000-0000-0000-000000000000');
  });

  it('bulk updates and adjusts properties, reporting per-item results', async () => {
    const emu = commerceEmulator();
    const set = await call(emu, 'POST', '/stores/v1/bulk/products/update', { auth: API_KEY, body: { ids: [demoIds.ceramicMug, 'missing'], set: { price: 20, ribbon: 'Hot' } } });
    expect(set.json.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 1, undetailedFailures: 0 });
    expect(set.json.results[1].itemMetadata).toMatchObject({ id: 'missing', originalIndex: 1, success: false });
    // a percentage is `{ rate, roundToInt }`, as the platform takes it
    const adjust = await call(emu, 'POST', '/stores/v1/bulk/products/adjust-properties', { auth: API_KEY, body: { ids: [demoIds.ceramicMug], adjust: { price: { percentage: { rate: 10 } } } } });
    expect(adjust.json.bulkActionMetadata.totalSuccesses).toBe(1);
    const mug = (await call(emu, 'GET', `/stores-reader/v1/products/${demoIds.ceramicMug}`)).json.product;
    expect(mug).toMatchObject({ price: { price: 22 }, ribbon: 'Hot' });
    const rounded = await call(emu, 'POST', '/stores/v1/bulk/products/adjust-properties', { auth: API_KEY, body: { ids: [demoIds.ceramicMug], adjust: { price: { percentage: { rate: 15, roundToInt: true } } } } });
    expect(rounded.json.bulkActionMetadata.totalSuccesses).toBe(1);
    expect((await call(emu, 'GET', `/stores-reader/v1/products/${demoIds.ceramicMug}`)).json.product.price.price).toBe(25); // 25.30, rounded
    const flat = await call(emu, 'POST', '/stores/v1/bulk/products/adjust-properties', { auth: API_KEY, body: { ids: [demoIds.ceramicMug], adjust: { price: { percentage: 10 } } } });
    expect(flat.json.details.validationError.fieldViolations[0]).toMatchObject({ field: 'adjust.price.percentage' });
  });
});
