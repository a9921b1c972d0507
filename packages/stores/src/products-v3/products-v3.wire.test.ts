import { describe, expect, it } from 'vitest';
import { createClient, StaticTokenStrategy } from '@sitekit/core-runtime';
import { wireServer } from '@sitekit/testing';
import { productsV3 } from '../products-v3';
import { decodeR, expectRequest, productsV3Bi as bi } from '../../test/helpers';

const wire = wireServer();
const client = () => createClient({ modules: { productsV3 }, auth: StaticTokenStrategy({ accessToken: 'tok' }) }).productsV3;
const V3 = 'https://www.wixapis.com/stores/v3/products';

const RICH = { nodes: [{ type: 'PARAGRAPH', id: 'n1', nodes: [] }], metadata: { version: 1, createdTimestamp: '2024-01-01T00:00:00.000Z', id: 'doc1' } };
const WIRE_PRODUCT = {
  id: 'p1',
  revision: '3',
  createdDate: '2024-01-02T03:04:05.000Z',
  updatedDate: '2024-02-03T04:05:06.000Z',
  name: 'Tee',
  slug: 'tee',
  url: { relativePath: '/product-page/tee', url: 'https://shop.example/product-page/tee' },
  description: RICH,
  media: {
    main: { id: 'm1', url: 'https://static.wixstatic.com/media/m1.jpg', image: { id: 'm1.jpg', url: 'https://static.wixstatic.com/media/m1.jpg', width: 800, height: 600 }, mediaType: 'IMAGE' },
  },
  options: [{ id: 'o1', name: 'Size', optionRenderType: 'TEXT_CHOICES', choicesSettings: { choices: [{ choiceId: 'c1', name: 'M', inStock: true, visible: true }] } }],
  infoSections: [{ id: 's1', title: 'Care', description: RICH }],
  actualPriceRange: { minValue: { amount: '25.00', formattedAmount: '$25.00' }, maxValue: { amount: '25.00', formattedAmount: '$25.00' } },
  inventory: { availabilityStatus: 'IN_STOCK' },
  variantsInfo: { variants: [{ id: 'v1', choices: [{ optionChoiceIds: { optionId: 'o1', choiceId: 'c1' } }], price: { actualPrice: { amount: '25.00' } } }] },
};
const SDK_PRODUCT = {
  _id: 'p1',
  revision: '3',
  _createdDate: new Date('2024-01-02T03:04:05.000Z'),
  _updatedDate: new Date('2024-02-03T04:05:06.000Z'),
  name: 'Tee',
  slug: 'tee',
  url: 'https://shop.example/product-page/tee',
  description: RICH, // rich content is left as the platform sends it
  media: {
    main: { _id: 'm1', url: 'https://static.wixstatic.com/media/m1.jpg', image: 'wix:image://v1/m1.jpg/m1.jpg#originWidth=800&originHeight=600', mediaType: 'IMAGE' },
  },
  options: [{ _id: 'o1', name: 'Size', optionRenderType: 'TEXT_CHOICES', choicesSettings: { choices: [{ choiceId: 'c1', name: 'M', inStock: true, visible: true }] } }],
  infoSections: [{ _id: 's1', title: 'Care', description: RICH }],
  actualPriceRange: WIRE_PRODUCT.actualPriceRange,
  inventory: { availabilityStatus: 'IN_STOCK' },
  variantsInfo: { variants: [{ _id: 'v1', choices: [{ optionChoiceIds: { optionId: 'o1', choiceId: 'c1' } }], price: { actualPrice: { amount: '25.00' } } }] },
};
const PAGING = { count: 1, cursors: { next: 'cur2', prev: null }, hasNext: true };

describe('productsV3 (wire)', () => {
  it('getProduct GETs /stores/v3/products/{productId} with the id and fields in the query, unwraps .product', async () => {
    wire.reply({ product: WIRE_PRODUCT });
    await expect(client().getProduct('p1', { fields: [productsV3.SingleEntityOpsRequestedFields.URL, 'CURRENCY'] })).resolves.toEqual(SDK_PRODUCT);
    expectRequest(wire.requests[0], 'GET', `${V3}/p1?productId=p1&fields=URL&fields=CURRENCY`, bi('GetProduct'));
  });

  it('getProduct keeps the id in its path segment', async () => {
    wire.reply({ product: WIRE_PRODUCT });
    await client().getProduct('../x');
    expectRequest(wire.requests[0], 'GET', `${V3}/..%2Fx?productId=..%2Fx`, bi('GetProduct'));
  });

  it('a media video comes back as the platform SDK\'s wix:video:// string (poster: the larger of two), or its URL without an id', async () => {
    const video = { id: 'vid1', filename: 'clip one.mp4', posters: [{ id: 'small.jpg', width: 100, height: 50 }, { url: 'https://static.wixstatic.com/media/big.jpg', width: 800, height: 400 }] };
    wire.reply({ product: { id: 'p1', media: { main: { id: 'm1', video, mediaType: 'VIDEO' }, itemsInfo: { items: [{ video: { url: 'https://example.com/v.mp4' } }] } } } });
    const product = await client().getProduct('p1');
    expect(product.media).toEqual({
      main: { _id: 'm1', video: 'wix:video://v1/vid1/clip%20one.mp4#posterUri=big.jpg&posterWidth=800&posterHeight=400', mediaType: 'VIDEO' },
      itemsInfo: { items: [{ video: 'https://example.com/v.mp4' }] },
    });
  });

  it('getProductBySlug GETs /stores/v3/products/slug/{slug} and returns { product }', async () => {
    wire.reply({ product: WIRE_PRODUCT });
    await expect(client().getProductBySlug('tee', { fields: ['URL'] })).resolves.toEqual({ product: SDK_PRODUCT });
    expectRequest(wire.requests[0], 'GET', `${V3}/slug/tee?slug=tee&fields=URL`, bi('GetProductBySlug'));
  });

  it('searchProducts GETs /stores/v3/products/search with { search, fields } as .r=, returns the full response', async () => {
    wire.reply({ products: [WIRE_PRODUCT], pagingMetadata: PAGING, aggregationData: { results: [{ name: 'n', type: 'SCALAR', scalar: { type: 'COUNT_DISTINCT', value: 1 } }] } });
    const search = { search: { expression: 'tee', fields: ['name'] }, filter: { visible: true }, sort: [{ fieldName: '_createdDate', order: productsV3.SortOrder.DESC }], cursorPaging: { limit: 12 } };
    const result = await client().searchProducts(search, { fields: ['CURRENCY'] });
    expect(result).toEqual({
      products: [SDK_PRODUCT], pagingMetadata: PAGING, aggregationData: { results: [{ name: 'n', type: 'SCALAR', scalar: { type: 'COUNT_DISTINCT', value: 1 } }] },
    });
    const req = wire.requests[0]!;
    expect(req.method).toBe('GET');
    expect(req.url.pathname).toBe('/stores/v3/products/search');
    expect(req.headers.get('x-wix-bi-gateway')).toBe(bi('SearchProducts'));
    expect(decodeR(req.url)).toEqual({ search: { ...search, sort: [{ fieldName: 'createdDate', order: 'DESC' }] }, fields: ['CURRENCY'] });
  });

  it('queryProducts(query) GETs /stores/v3/products/query with { query, fields } as .r=, returns the full response', async () => {
    wire.reply({ products: [WIRE_PRODUCT], pagingMetadata: PAGING });
    const result = await client().queryProducts({ filter: { slug: 'tee' }, cursorPaging: { limit: 1 } }, { fields: ['URL'] });
    expect(result).toEqual({ products: [SDK_PRODUCT], pagingMetadata: PAGING });
    expect(decodeR(wire.requests[0]!.url)).toEqual({ query: { filter: { slug: 'tee' }, cursorPaging: { limit: 1 } }, fields: ['URL'] });
    expect(wire.requests[0]!.headers.get('x-wix-bi-gateway')).toBe(bi('QueryProducts'));
  });

  it('queryProducts() builds a cursor query; its options go beside the query on every page; next() sends the cursor', async () => {
    wire.reply({ products: [WIRE_PRODUCT], pagingMetadata: PAGING }, { products: [], pagingMetadata: { count: 0, cursors: {}, hasNext: false } });
    const page = await client().queryProducts({ fields: ['CURRENCY'] }).eq('visible', true).descending('_createdDate').limit(1).find();
    expect(page.items).toEqual([SDK_PRODUCT]);
    expect(page.hasNext()).toBe(true);
    expect(decodeR(wire.requests[0]!.url)).toEqual({
      fields: ['CURRENCY'], query: { filter: { visible: { $eq: true } }, sort: [{ fieldName: 'createdDate', order: 'DESC' }], cursorPaging: { limit: 1 } },
    });
    await page.next();
    expect(decodeR(wire.requests[1]!.url)).toEqual({ fields: ['CURRENCY'], query: { cursorPaging: { limit: 1, cursor: 'cur2' } } });
  });

  it('a long search goes as a POST to the same path with the payload as body', async () => {
    wire.reply({ products: [] });
    const long = 'x'.repeat(5000);
    await client().searchProducts({ search: { expression: long } });
    const req = wire.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.url.href).toBe(`${V3}/search`);
    expect(JSON.parse(req.body)).toEqual({ search: { search: { expression: long } } });
  });
});
