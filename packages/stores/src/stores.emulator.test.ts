import { describe, expect, it } from 'vitest';
import { createClient, isNotFound, isValidationError, media, StaticTokenStrategy } from '@sitekit/core-runtime';
import { setupEmulator } from '@sitekit/emulator/msw';
import { duringTests, visitorToken } from '@sitekit/testing';
import { catalogReference, collections, products, STORES_APP_ID } from './index';

duringTests(setupEmulator());
/** The demo store's Sale collection: five products. */
const SALE_COLLECTION = '20000000-0000-4000-8000-000000000005';
const visitor = async () => createClient({ modules: { products, collections }, auth: StaticTokenStrategy({ accessToken: await visitorToken() }) });
const merchant = () => createClient({ modules: { products, collections }, auth: StaticTokenStrategy({ accessToken: 'emulator-api-key' }) });

describe('stores on the emulator', () => {
  it('browses a collection: queryCollections, getCollectionBySlug, products by collection sorted by price, paging next()', async () => {
    const client = await visitor();
    const all = await client.collections.queryCollections().limit(50).find();
    expect(all.items.map((c) => c.slug)).toEqual(expect.arrayContaining(['all-products', 'tees', 'hoodies']));
    expect(all.items[0]!._id).toBeTypeOf('string');

    const { collection: tees } = await client.collections.getCollectionBySlug('tees');
    expect(tees).toMatchObject({ slug: 'tees', name: 'Tees' });
    expect(await client.collections.getCollection(tees!._id!)).toMatchObject({ _id: tees!._id, slug: 'tees' });

    const first = await client.products.queryProducts().hasSome('collectionIds', [tees!._id]).ascending('priceData.price').limit(3).find();
    expect(first.items).toHaveLength(3);
    expect(first.totalCount).toBeGreaterThan(3);
    expect(first.hasNext()).toBe(true);
    const second = await first.next();
    const seen = [...first.items, ...second.items];
    expect(new Set(seen.map((p) => p._id)).size).toBe(seen.length);
    for (const p of seen) {
      expect(p.collectionIds).toContain(tees!._id);
      expect(p.priceData?.formatted?.price).toMatch(/\d/);
      expect(p._createdDate).toBeInstanceOf(Date);
    }
    const prices = seen.map((p) => p.priceData!.price!);
    expect(prices).toEqual([...prices].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('queryProducts with a typed query answers { products, metadata: { count, offset, total } }', async () => {
    const client = await visitor();
    const page = await client.products.queryProducts({ filter: { collectionIds: { $hasSome: [SALE_COLLECTION] } }, paging: { limit: 2, offset: 1 } });
    expect(Object.keys(page).sort()).toEqual(['metadata', 'products']);
    expect(page.products).toHaveLength(2);
    expect(page.metadata).toEqual({ count: 2, offset: 1, total: 5 });
  });

  // The platform also sorts and filters v1 products by the numeric alias `price`; the emulator compares the
  // deprecated `price` object instead (reported to the emulator owners).
  it.todo("sorts by the platform's `price` alias: queryProducts().ascending('price')");

  it('gets a product with variants and builds catalog references', async () => {
    const client = await visitor();
    const { items } = await client.products.queryProducts().eq('slug', 'classic-crew-tee').find();
    const { product } = await client.products.getProduct(items[0]!._id!);
    expect(product!.manageVariants).toBe(true);
    expect(product!.productOptions!.map((o) => o.name)).toEqual(['Size', 'Color']);
    expect(product!.productOptions![1]!.optionType).toBe(products.OptionType.color);
    expect(product!.stock?.inventoryStatus).toBeTypeOf('string');

    const ref = catalogReference(product!, { Size: 'M', Color: 'Black' });
    const variant = product!.variants!.find((v) => v.choices?.Size === 'M' && v.choices?.Color === 'Black');
    expect(ref).toEqual({ catalogItemId: product!._id, appId: STORES_APP_ID, options: { variantId: variant!._id } });
    expect(() => catalogReference(product!, { Size: 'M' })).toThrow(/selection\.Color/);

    const availability = await client.products.getProductOptionsAvailability(product!._id!, { Size: 'M', Color: 'Black' });
    expect(availability.selectedVariant).toBeDefined();
    // with a choice still open there is no selected variant: the optional key is absent, not null
    const partial = await client.products.getProductOptionsAvailability(product!._id!, { Size: 'M' });
    expect(Object.keys(partial).sort()).toEqual(['availableForPurchase', 'media', 'productOptions']);
    const { variants } = await client.products.queryProductVariants(product!._id!, { choices: { Size: 'M' } });
    expect(variants!.every((v) => v.choices?.Size === 'M')).toBe(true);
    const { variant: storeVariant } = await client.products.getStoreVariant(`${product!._id}-${variant!._id}`);
    expect(storeVariant).toMatchObject({ productId: product!._id, variantId: variant!._id });
  });

  it('store variants answer the platform shape: sku, collection ids and one image as a wix:image string', async () => {
    const client = await visitor();
    const { items } = await client.products.queryProducts().eq('slug', 'classic-crew-tee').find();
    const product = items[0]!;
    const variant = product.variants!.find((v) => v.choices?.Size === 'M' && v.choices?.Color === 'Black')!;
    const id = `${product._id}-${variant._id}`;
    const expected = {
      _id: id, productId: product._id, variantId: variant._id, productName: product.name, variantName: 'M | Black',
      managedVariant: true, sku: variant.variant!.sku, stock: variant.stock, choices: { Size: 'M', Color: 'Black' },
      collectionIds: product.collectionIds, media: { image: expect.stringMatching(/^wix:image:\/\/v1\//) },
    };
    await expect(client.products.getStoreVariant(id)).resolves.toEqual({ variant: expected });
    const { variants } = await client.products.queryStoreVariants({ filter: { _id: { $in: [id] } } });
    expect(variants).toEqual([expected]);
  });

  it('resolves product images through the media helpers to URLs the emulator serves', async () => {
    const client = await visitor();
    const { items } = await client.products.queryProducts().limit(1).find();
    const image = items[0]!.media!.mainMedia!.image!;
    const { url, width, height } = media.getImageUrl(image);
    expect(width).toBeGreaterThan(0);
    expect(height).toBeGreaterThan(0);
    const direct = await fetch(url);
    expect(direct.status).toBe(200);
    // a script's fetch (as an image optimizer's) gets a raster placeholder
    expect(direct.headers.get('content-type')).toBe('image/png');
    const scaled = media.getScaledToFillImageUrl(image, 300, 200, {});
    expect(scaled).toContain('/v1/fill/w_300,h_200');
    expect((await fetch(scaled)).status).toBe(200);
  });

  it('writes with the API key: create, collect, update variants, delete', async () => {
    const client = merchant();
    const { product } = await client.products.createProduct({
      name: 'Test Mug', productType: products.ProductType.physical, priceData: { price: 12.5 }, visible: true,
      productOptions: [{ name: 'Size', choices: [{ value: 'S', description: 'S' }, { value: 'L', description: 'L' }] }],
      manageVariants: true,
    });
    expect(product?._id).toBeTypeOf('string');
    const id = product!._id!;
    const { collection } = await client.collections.getCollectionBySlug('home');
    await client.products.addProductsToCollection(collection!._id!, [id]);
    expect((await client.products.getProduct(id)).product?.collectionIds).toContain(collection!._id);

    await client.products.updateProduct(id, { ribbon: 'New', brand: 'Acme' });
    await client.products.removeRibbon(id);
    const { product: updated } = await client.products.getProduct(id);
    expect(updated?.brand).toBe('Acme');
    expect(updated?.ribbon ?? '').toBe('');

    const { variants } = await client.products.updateProductVariants(id, [{ choices: { Size: 'L' }, price: 15 }]);
    expect(variants!.find((v) => v.choices?.Size === 'L')?.variant?.priceData?.price).toBe(15);

    await client.products.removeProductsFromCollection(collection!._id!, [id]);
    await client.products.deleteProduct(id);
    const gone = await client.products.getProduct(id).catch((e) => e);
    expect(isNotFound(gone)).toBe(true);
  });

  it('bulkAdjustProductProperty adjusts by { amount } and by { percentage: { rate, roundToInt } }', async () => {
    const client = merchant();
    const { product } = await client.products.createProduct({ name: 'Adjusted Mug', productType: products.ProductType.physical, priceData: { price: 20 } });
    const id = product!._id!;
    const success = { results: [{ itemMetadata: { _id: id, originalIndex: 0, success: true } }], bulkActionMetadata: { totalSuccesses: 1, totalFailures: 0, undetailedFailures: 0 } };
    await expect(client.products.bulkAdjustProductProperty({ price: { percentage: { rate: -10 } } }, [id])).resolves.toEqual(success);
    expect((await client.products.getProduct(id)).product?.priceData?.price).toBe(18);
    await expect(client.products.bulkAdjustProductProperty({ price: { percentage: { rate: 15, roundToInt: true } } }, [id])).resolves.toEqual(success);
    expect((await client.products.getProduct(id)).product?.priceData?.price).toBe(21); // 20.70, rounded
    await expect(client.products.bulkAdjustProductProperty({ price: { amount: -1.5 } }, [id])).resolves.toEqual(success);
    expect((await client.products.getProduct(id)).product?.priceData?.price).toBe(19.5);
  });

  it('refuses bad input before reaching the emulator', async () => {
    const client = await visitor();
    const error = await client.products.getProduct('').catch((e) => e);
    expect(isValidationError(error)).toBe(true);
  });
});
