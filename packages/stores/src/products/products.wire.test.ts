import { describe, expect, it } from 'vitest';
import { createClient, isValidationError, StaticTokenStrategy } from '@sitekit/core-runtime';
import { wireServer } from '@sitekit/testing';
import { products } from '../products';
import { decodeR, expectRequest, productsBi as bi } from '../../test/helpers';

const wire = wireServer();
const client = () => createClient({ modules: { products }, auth: StaticTokenStrategy({ accessToken: 'tok' }) }).products;
const W = 'https://www.wixapis.com/stores/v1';
const R = 'https://www.wixapis.com/stores-reader/v1';

const WIRE_PRODUCT = {
  id: 'p1',
  name: 'Shirt',
  createdDate: '2024-01-02T03:04:05.000Z',
  lastUpdated: '2024-02-03T04:05:06.000Z',
  priceData: { currency: 'USD', price: 19.99, discountedPrice: 17.99, formatted: { price: '$19.99', discountedPrice: '$17.99', pricePerUnit: '$1.80' }, pricePerUnit: 1.8 },
  costAndProfitData: { itemCost: 5, formattedItemCost: '$5.00', profit: 12.99, formattedProfit: '$12.99', profitMargin: 0.722 },
  pricePerUnitData: { totalQuantity: 10, totalMeasurementUnit: 'G', baseQuantity: 1, baseMeasurementUnit: 'G' },
  stock: { trackInventory: false, inStock: true, inventoryStatus: 'PARTIALLY_OUT_OF_STOCK' },
  media: { mainMedia: { id: 'm1.jpg', mediaType: 'image', image: { url: 'https://static.wixstatic.com/media/m1.jpg', width: 800, height: 600 } } },
  productOptions: [{ optionType: 'color', name: 'Color', choices: [{ value: '#000', description: 'Black', inStock: true, visible: true }] }],
  manageVariants: true,
  variants: [{ id: 'v1', choices: { Color: 'Black' }, variant: { priceData: { price: 19.99 } }, stock: { inStock: true } }],
};
const SDK_PRODUCT = {
  ...WIRE_PRODUCT,
  id: undefined,
  _id: 'p1',
  createdDate: undefined,
  _createdDate: new Date('2024-01-02T03:04:05.000Z'),
  lastUpdated: new Date('2024-02-03T04:05:06.000Z'),
  media: { mainMedia: { ...WIRE_PRODUCT.media.mainMedia, id: undefined, _id: 'm1.jpg' } },
  variants: [{ ...WIRE_PRODUCT.variants[0], id: undefined, _id: 'v1' }],
};

describe('products: product CRUD (wire)', () => {
  it('createProduct POSTs { product } and returns { product } in SDK shape', async () => {
    wire.reply({ product: WIRE_PRODUCT });
    const res = await client().createProduct({ name: 'Shirt', productType: products.ProductType.physical, priceData: { price: 19.99 } });
    expectRequest(wire.requests[0], 'POST', `${W}/products`, bi('CreateProduct'), {
      product: { name: 'Shirt', productType: 'physical', priceData: { price: 19.99 } },
    });
    expect(res).toEqual({ product: SDK_PRODUCT });
    expect(res.product!._createdDate).toBeInstanceOf(Date);
    expect(res.product!.priceData!.formatted!.price).toBe('$19.99');
  });

  it('updateProduct PATCHes /products/{product.id} with the id added to the product', async () => {
    wire.reply({ product: WIRE_PRODUCT });
    const res = await client().updateProduct('p/1', { ribbon: 'Sale', brand: 'Acme' });
    expectRequest(wire.requests[0], 'PATCH', `${W}/products/p%2F1`, bi('UpdateProduct'), { product: { ribbon: 'Sale', brand: 'Acme', id: 'p/1' } });
    expect(res.product?._id).toBe('p1');
  });

  it('deleteProduct DELETEs with the id repeated in the query and returns nothing', async () => {
    wire.reply({});
    await expect(client().deleteProduct('p1')).resolves.toBeUndefined();
    expectRequest(wire.requests[0], 'DELETE', `${W}/products/p1?id=p1`, bi('DeleteProduct'));
  });

  it('getProduct GETs the reader with includeMerchantSpecificData and returns { product }', async () => {
    wire.reply({ product: WIRE_PRODUCT });
    const res = await client().getProduct('p1', { includeMerchantSpecificData: true });
    expectRequest(wire.requests[0], 'GET', `${R}/products/p1?id=p1&includeMerchantSpecificData=true`, bi('GetProduct', true));
    expect(res).toEqual({ product: SDK_PRODUCT });
  });

  it('getProduct without options sends only the id', async () => {
    wire.reply({ product: WIRE_PRODUCT });
    await client().getProduct('p1');
    expect(wire.requests[0]!.url.href).toBe(`${R}/products/p1?id=p1`);
  });
});

describe('products: id calls (wire)', () => {
  const cases: [string, (c: ReturnType<typeof client>) => Promise<unknown>, string, string, string, unknown, unknown?][] = [
    ['updateProductVariants', (c) => c.updateProductVariants('p1', [{ choices: { Size: 'L' }, price: 12 }]), 'PATCH', `${W}/products/p1/variants`, 'UpdateVariants',
      { id: 'p1', variants: [{ choices: { Size: 'L' }, price: 12 }] }],
    ['resetAllProductVariantData', (c) => c.resetAllProductVariantData('p1'), 'POST', `${W}/products/p1/variants/resetToDefault`, 'ResetAllVariantData', { id: 'p1' }],
    ['addProductsToCollection', (c) => c.addProductsToCollection('c1', ['p1', 'p2']), 'POST', `${W}/collections/c1/productIds`, 'AddProductsToCollection',
      { id: 'c1', productIds: ['p1', 'p2'] }],
    ['removeProductsFromCollection', (c) => c.removeProductsFromCollection('c1', ['p1']), 'POST', `${W}/collections/c1/productIds/delete`, 'RemoveProductsFromCollection',
      { id: 'c1', productIds: ['p1'] }],
    ['addProductMedia', (c) => c.addProductMedia('p1', [{ url: 'https://x.example/a.jpg' }, { mediaId: 'm1', choice: { option: 'Color', choice: 'Black' } }]), 'POST',
      `${W}/products/p1/media`, 'AddProductMedia', { id: 'p1', media: [{ url: 'https://x.example/a.jpg' }, { mediaId: 'm1', choice: { option: 'Color', choice: 'Black' } }] }],
    ['removeProductMedia', (c) => c.removeProductMedia('p1', []), 'POST', `${W}/products/p1/media/delete`, 'RemoveProductMedia', { id: 'p1', mediaIds: [] }],
    ['addProductMediaToChoices', (c) => c.addProductMediaToChoices('p1', [{ option: 'Color', choice: 'Black', mediaIds: ['m1'] }]), 'PATCH', `${W}/products/p1/choices/media`,
      'AddProductMediaToChoices', { id: 'p1', media: [{ option: 'Color', choice: 'Black', mediaIds: ['m1'] }] }],
    ['removeProductMediaFromChoices', (c) => c.removeProductMediaFromChoices('p1', [{ option: 'Color', choice: 'Black' }]), 'POST', `${W}/products/p1/choices/media/delete`,
      'RemoveProductMediaFromChoices', { id: 'p1', media: [{ option: 'Color', choice: 'Black' }] }],
    ['removeRibbon', (c) => c.removeRibbon('p1'), 'POST', `${W}/products/p1/remove-ribbon`, 'RemoveRibbon', { id: 'p1' }],
    ['removeBrand', (c) => c.removeBrand('p1'), 'POST', `${W}/products/p1/remove-brand`, 'RemoveBrand', { id: 'p1' }],
    ['bulkUpdateProductsProperty', (c) => c.bulkUpdateProductsProperty(['p1', 'p2'], { ribbon: 'Sale' }), 'POST', `${W}/bulk/products/update`, 'BulkUpdateProducts',
      { ids: ['p1', 'p2'], set: { ribbon: 'Sale' } }],
    ['bulkAdjustProductProperty', (c) => c.bulkAdjustProductProperty({ price: { percentage: { rate: -10, roundToInt: true } } }, ['p1']), 'POST',
      `${W}/bulk/products/adjust-properties`, 'BulkAdjustProductProperties', { adjust: { price: { percentage: { rate: -10, roundToInt: true } } }, ids: ['p1'] }],
    ['createCollection', (c) => c.createCollection({ name: 'Summer', slug: 'summer' }), 'POST', `${W}/collections`, 'CreateCollection', { collection: { name: 'Summer', slug: 'summer' } }],
    ['updateCollection', (c) => c.updateCollection('c1', { name: 'Sale' }), 'PATCH', `${W}/collections/c1`, 'UpdateCollection', { collection: { name: 'Sale', id: 'c1' } }],
    ['getProductOptionsAvailability', (c) => c.getProductOptionsAvailability('p1', { Color: 'Black' }), 'POST', `${R}/products/p1/productOptionsAvailability`,
      'ProductOptionsAvailability', { id: 'p1', options: { Color: 'Black' } }],
    ['queryProductVariants', (c) => c.queryProductVariants('p1', { choices: { Color: 'Black' }, paging: { limit: 5, offset: 0 }, includeMerchantSpecificData: false }), 'POST',
      `${R}/products/p1/variants/query`, 'QueryProductVariants', { id: 'p1', choices: { Color: 'Black' }, paging: { limit: 5, offset: 0 }, includeMerchantSpecificData: false }],
    ['queryStoreVariants', (c) => c.queryStoreVariants({ filter: { _id: { $in: ['p1-v1'] } }, sort: [{ fieldName: '_id', order: 'ASC' }], paging: { limit: 10 } }), 'POST',
      `${R}/variants/query`, 'QueryStoreVariants', { query: { filter: { id: { $in: ['p1-v1'] } }, sort: [{ fieldName: 'id', order: 'ASC' }], paging: { limit: 10 } } }],
  ];
  it.each(cases)('%s sends the exact request', async (name, call, method, href, fqn, body) => {
    wire.reply({ collection: { id: 'c1' } }); // the collection writes answer their entity
    await call(client());
    expectRequest(wire.requests[0], method, href, bi(fqn, href.startsWith(R)), body);
    expect(name).toBeTruthy();
  });

  it.each([
    ['deleteProductOptions', (c: ReturnType<typeof client>) => c.deleteProductOptions('p1'), `${W}/products/p1/options?id=p1`, 'DeleteProductOptions'],
    ['deleteCollection', (c: ReturnType<typeof client>) => c.deleteCollection('c 1'), `${W}/collections/c%201?id=c+1`, 'DeleteCollection'],
  ])('%s DELETEs with the id in the query', async (_, call, href, fqn) => {
    wire.reply({});
    await expect(call(client())).resolves.toBeUndefined();
    expectRequest(wire.requests[0], 'DELETE', href, bi(fqn));
  });

  it('void calls return nothing even when the server answers with a body', async () => {
    wire.reply({ something: 1 });
    await expect(client().removeRibbon('p1')).resolves.toBeUndefined();
  });

  it('updateProductVariants returns { variants } with _id', async () => {
    wire.reply({ variants: [{ id: 'v1', choices: { Size: 'L' }, variant: { priceData: { price: 12, formatted: { price: '$12.00' } } } }] });
    const res = await client().updateProductVariants('p1', [{ choices: { Size: 'L' }, price: 12 }]);
    expect(res).toEqual({ variants: [{ _id: 'v1', choices: { Size: 'L' }, variant: { priceData: { price: 12, formatted: { price: '$12.00' } } } }] });
  });

  it('getProductOptionsAvailability returns the full response', async () => {
    const body = { selectedVariant: { price: { price: 10, formatted: { price: '$10.00' } }, inStock: true, visible: true }, productOptions: [], availableForPurchase: true };
    wire.reply(body);
    await expect(client().getProductOptionsAvailability('p1', { Size: 'M' })).resolves.toEqual(body);
  });

  it('getStoreVariant GETs /variants/{id} and turns media into wix:image strings', async () => {
    wire.reply({ variant: { id: 'p1-v1', variantId: 'v1', productId: 'p1', media: { image: { id: 'm1.jpg', url: 'https://static.wixstatic.com/media/m1.jpg', width: 8, height: 6 } } } });
    const res = await client().getStoreVariant('p1-v1');
    expectRequest(wire.requests[0], 'GET', `${R}/variants/p1-v1?id=p1-v1`, bi('GetStoreVariant', true));
    expect(res).toEqual({ variant: { _id: 'p1-v1', variantId: 'v1', productId: 'p1', media: { image: 'wix:image://v1/m1.jpg/m1.jpg#originWidth=8&originHeight=6' } } });
  });

  it('queryStoreVariants returns { variants, metadata } with wix:image media', async () => {
    wire.reply({ variants: [{ id: 'p1-v1', media: { image: { id: 'm1.jpg', width: 1, height: 2 } } }], metadata: { count: 1, offset: 0, total: 1 } });
    const res = await client().queryStoreVariants({ paging: { limit: 1 } });
    expect(res).toEqual({ variants: [{ _id: 'p1-v1', media: { image: 'wix:image://v1/m1.jpg/m1.jpg#originWidth=1&originHeight=2' } }], metadata: { count: 1, offset: 0, total: 1 } });
  });

  it('v1 getCollectionBySlug GETs the reader and returns { collection }', async () => {
    wire.reply({ collection: { id: 'c1', slug: 'all-products', name: 'All Products' } });
    const res = await client().getCollectionBySlug('all-products');
    expectRequest(wire.requests[0], 'GET', `${R}/collections/slug/all-products?slug=all-products`, bi('GetCollectionBySlug', true));
    expect(res).toEqual({ collection: { _id: 'c1', slug: 'all-products', name: 'All Products' } });
  });

  it('bulk calls return { results, bulkActionMetadata } with _id', async () => {
    wire.reply({ results: [{ itemMetadata: { id: 'p1', originalIndex: 0, success: true } }], bulkActionMetadata: { totalSuccesses: 1, totalFailures: 0 } });
    const res = await client().bulkUpdateProductsProperty(['p1'], { price: 5 });
    expect(res).toEqual({ results: [{ itemMetadata: { _id: 'p1', originalIndex: 0, success: true } }], bulkActionMetadata: { totalSuccesses: 1, totalFailures: 0 } });
  });
});

describe('products: an entity call answered with an empty 200 is MALFORMED_RESPONSE', () => {
  const entityCalls: [string, (c: ReturnType<typeof client>) => Promise<unknown>][] = [
    ['createProduct', (c) => c.createProduct({ name: 'Shirt' })],
    ['updateProduct', (c) => c.updateProduct('p1', { ribbon: 'Sale' })],
    ['getProduct', (c) => c.getProduct('p1')],
    ['getStoreVariant', (c) => c.getStoreVariant('p1-v1')],
    ['createCollection', (c) => c.createCollection({ name: 'Summer' })],
    ['updateCollection', (c) => c.updateCollection('c1', { name: 'Sale' })],
    ['getCollectionBySlug', (c) => c.getCollectionBySlug('summer')],
  ];
  it.each(entityCalls)('%s', async (_, call) => {
    wire.reply({});
    await expect(call(client())).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE' });
    expect(wire.requests).toHaveLength(1);
  });

  it('calls that return nothing still accept a 204 or an empty body', async () => {
    wire.reply(new Response(null, { status: 204 }), {});
    await expect(client().deleteProduct('p1')).resolves.toBeUndefined();
    await expect(client().removeRibbon('p1')).resolves.toBeUndefined();
  });
});

describe('products.queryProducts (wire)', () => {
  it('GETs query-platformized with .r= and pages by offset', async () => {
    wire.reply(
      { products: [WIRE_PRODUCT, { id: 'p2' }], metadata: { count: 2, offset: 0, total: 3 } },
      { products: [{ id: 'p3' }], metadata: { count: 1, offset: 2, total: 3 } },
    );
    const page = await client().queryProducts().hasSome('collectionIds', ['c1']).ascending('price').limit(2).find();
    const [req] = wire.requests;
    expect(req!.method).toBe('GET');
    expect(`${req!.url.origin}${req!.url.pathname}`).toBe(`${R}/products/query-platformized`);
    expect([...req!.url.searchParams.keys()]).toEqual(['.r']);
    expect(decodeR(req!.url)).toEqual({
      query: { filter: { collectionIds: { $hasSome: ['c1'] } }, sort: [{ fieldName: 'price', order: 'ASC' }], paging: { limit: 2, offset: 0 } },
    });
    expect(req!.headers.get('x-wix-bi-gateway')).toBe(bi('QueryProductsPlatformized', true));
    expect(req!.headers.get('authorization')).toBe('tok');
    expect(req!.headers.get('content-type')).toBeNull();
    expect(page.items).toEqual([SDK_PRODUCT, { _id: 'p2' }]);
    expect(page.totalCount).toBe(3);
    expect(page.hasNext()).toBe(true);
    const next = await page.next();
    expect(decodeR(wire.requests[1]!.url).query.paging).toEqual({ limit: 2, offset: 2 });
    expect(next.items).toEqual([{ _id: 'p3' }]);
    expect(next.hasNext()).toBe(false);
  });

  it('renames SDK field names in filters and sort', async () => {
    wire.reply({ products: [], metadata: { count: 0, offset: 0, total: 0 } });
    await client().queryProducts().eq('_id', 'p1').descending('_createdDate').find();
    expect(decodeR(wire.requests[0]!.url).query).toEqual({
      filter: { id: { $eq: 'p1' } }, sort: [{ fieldName: 'createdDate', order: 'DESC' }], paging: { limit: 50, offset: 0 },
    });
  });

  it('falls back to a POST with a JSON body when the query string is too long', async () => {
    wire.reply({ products: [], metadata: { count: 0, offset: 0, total: 0 } });
    const ids = Array.from({ length: 150 }, (_, i) => `collection-id-${i}-${'x'.repeat(10)}`);
    await client().queryProducts().hasSome('collectionIds', ids).find();
    expectRequest(wire.requests[0], 'POST', `${R}/products/query-platformized`, bi('QueryProductsPlatformized', true), {
      query: { filter: { collectionIds: { $hasSome: ids } }, paging: { limit: 50, offset: 0 } },
    });
  });

  it('the typed-query overload sends { query } and returns the full response', async () => {
    wire.reply({ products: [{ id: 'p1', lastUpdated: '2024-02-03T04:05:06.000Z' }], metadata: { count: 1, offset: 0, total: 1 } });
    const res = await client().queryProducts({ filter: { _id: { $in: ['p1'] } }, sort: [{ fieldName: '_id', order: 'DESC' }], paging: { limit: 1, offset: 0 } });
    expect(wire.requests[0]!.method).toBe('GET');
    expect(decodeR(wire.requests[0]!.url)).toEqual({
      query: { filter: { id: { $in: ['p1'] } }, sort: [{ fieldName: 'id', order: 'DESC' }], paging: { limit: 1, offset: 0 } },
    });
    expect(res).toEqual({ products: [{ _id: 'p1', lastUpdated: new Date('2024-02-03T04:05:06.000Z') }], metadata: { count: 1, offset: 0, total: 1 } });
  });
});

describe('products: bad input is a typed error before any request', () => {
  const bad: [string, (c: ReturnType<typeof client>) => Promise<unknown>, string][] = [
    ['createProduct(undefined)', (c) => c.createProduct(undefined as any), 'product'],
    ['updateProduct("")', (c) => c.updateProduct('', {}), '_id'],
    ['updateProduct(id, null)', (c) => c.updateProduct('p1', null as any), 'product'],
    ['deleteProduct("")', (c) => c.deleteProduct(''), '_id'],
    ['getProduct(undefined)', (c) => c.getProduct(undefined as any), '_id'],
    ['updateProductVariants(id, [])', (c) => c.updateProductVariants('p1', []), 'variants'],
    ['resetAllProductVariantData(" ")', (c) => c.resetAllProductVariantData(' '), '_id'],
    ['addProductsToCollection(id)', (c) => c.addProductsToCollection('c1', undefined as any), 'productIds'],
    ['removeProductsFromCollection("")', (c) => c.removeProductsFromCollection('', ['p1']), '_id'],
    ['addProductMedia(id, [])', (c) => c.addProductMedia('p1', []), 'media'],
    ['removeProductMedia(id, "x")', (c) => c.removeProductMedia('p1', 'x' as any), 'mediaIds'],
    ['addProductMediaToChoices(id)', (c) => c.addProductMediaToChoices('p1', undefined as any), 'media'],
    ['removeProductMediaFromChoices("")', (c) => c.removeProductMediaFromChoices('', []), '_id'],
    ['deleteProductOptions("")', (c) => c.deleteProductOptions(''), '_id'],
    ['removeRibbon(1)', (c) => c.removeRibbon(1 as any), '_id'],
    ['removeBrand("")', (c) => c.removeBrand(''), '_id'],
    ['createCollection()', (c) => c.createCollection(undefined as any), 'collection'],
    ['updateCollection("")', (c) => c.updateCollection('', {}), '_id'],
    ['deleteCollection("")', (c) => c.deleteCollection(''), '_id'],
    ['bulkUpdateProductsProperty([])', (c) => c.bulkUpdateProductsProperty([], { price: 1 }), 'ids'],
    ['bulkUpdateProductsProperty(ids)', (c) => c.bulkUpdateProductsProperty(['p1'], undefined as any), 'set'],
    ['bulkAdjustProductProperty(undefined)', (c) => c.bulkAdjustProductProperty(undefined as any, ['p1']), 'adjust'],
    ['bulkAdjustProductProperty(adjust, [])', (c) => c.bulkAdjustProductProperty({}, []), 'ids'],
    ['getStoreVariant("")', (c) => c.getStoreVariant(''), '_id'],
    ['queryProductVariants("")', (c) => c.queryProductVariants(''), '_id'],
    ['queryProductVariants(id, 1)', (c) => c.queryProductVariants('p1', 1 as any), 'options'],
    ['getProductOptionsAvailability(id)', (c) => c.getProductOptionsAvailability('p1', undefined as any), 'options'],
    ['getCollectionBySlug("")', (c) => c.getCollectionBySlug(''), 'slug'],
    ['queryStoreVariants()', (c) => c.queryStoreVariants(undefined as any), 'query'],
    ['queryStoreVariants(null)', (c) => c.queryStoreVariants(null as any), 'query'],
    ['queryStoreVariants(42)', (c) => c.queryStoreVariants(42 as any), 'query'],
    ['queryProducts(42)', (c) => (c.queryProducts as any)(42), 'query'],
  ];
  it.each(bad)('%s', async (_, call, field) => {
    const error: any = await call(client()).catch((e: any) => e);
    expect(isValidationError(error)).toBe(true);
    expect(error.fieldViolations[0].field).toBe(field);
    expect(wire.requests).toHaveLength(0);
  });
});

describe('products module surface', () => {
  it('keeps enums as values on the module and on the bound module', () => {
    expect(products.OptionType.color).toBe('color');
    expect(client().OptionType.drop_down).toBe('drop_down');
    expect(products.InventoryStatus.PARTIALLY_OUT_OF_STOCK).toBe('PARTIALLY_OUT_OF_STOCK');
    expect(products.MeasurementUnit.SQFT).toBe('SQFT');
    expect(products.MediaItemType.zip).toBe('zip');
    expect(products.ProductType.physical).toBe('physical');
    expect(products.DiscountType.PERCENT).toBe('PERCENT');
    const open: products.OptionType = 'something_new';
    const typed: products.Product = { productOptions: [{ optionType: open }] };
    expect(typed).toBeTruthy();
  });
});
