import { describe, expect, it } from 'vitest';
import { API_KEY, call, commerceEmulator, demoIds, visitorToken } from '../../../test/helpers';

describe('store collections (v2 read API)', () => {
  it('gets by id and slug with product counts and media', async () => {
    const emu = commerceEmulator();
    const byId = await call(emu, 'GET', `/v2/collections/${demoIds.teesCollection}?id=${demoIds.teesCollection}`);
    expect(byId.status).toBe(200);
    expect(byId.json.collection).toMatchObject({ id: demoIds.teesCollection, name: 'Tees', slug: 'tees', numberOfProducts: 8, visible: true });
    expect(byId.json.collection.media.mainMedia.image).toMatchObject({ url: 'https://www.wixapis.com/media/collection-tees.svg', width: 1000, height: 1000 });
    const bySlug = await call(emu, 'GET', '/v2/collections/slug/sale');
    expect(bySlug.json.collection).toMatchObject({ id: demoIds.saleCollection, numberOfProducts: 5 });
    const all = await call(emu, 'GET', '/v2/collections/slug/all-products');
    expect(all.json.collection.numberOfProducts).toBe(32);
    const v1 = await call(emu, 'GET', '/stores-reader/v1/collections/slug/home');
    expect(v1.json.collection).toMatchObject({ id: demoIds.homeCollection, name: 'Home' });
    const missing = await call(emu, 'GET', '/v2/collections/nope');
    expect(missing.status).toBe(404);
    expect(missing.json.details.applicationError.code).toBe('COLLECTION_NOT_FOUND');
    expect((await call(emu, 'GET', '/v2/collections/slug/nope')).status).toBe(404);
  });

  it('queries with .r=, a query param and the POST fallback, with offset metadata', async () => {
    const emu = commerceEmulator();
    const query = { filter: { numberOfProducts: { $gte: 8 } }, sort: [{ fieldName: 'name', order: 'ASC' }], paging: { limit: 2, offset: 1 } };
    const viaR = await call(emu, 'GET', '/v2/collections/query', { r: { query } });
    const viaPost = await call(emu, 'POST', '/v2/collections/query', { body: { query } });
    for (const res of [viaR, viaPost]) {
      expect(res.status).toBe(200);
      expect(res.json.collections.map((c: any) => c.name)).toEqual(['All Products', 'Home']);
      expect(res.json.metadata).toEqual({ count: 2, offset: 1, total: 4, tooManyToCount: false });
    }
    const dotted = await call(emu, 'GET', '/v2/collections/query?query.paging.limit=3');
    expect(dotted.json.metadata).toMatchObject({ count: 3, offset: 0, total: 8 });
    const bad = await call(emu, 'GET', '/v2/collections/query?query.paging.limit=abc');
    expect(bad.status).toBe(400);
  });

  it('writes need an API key; create, update, add/remove products, delete', async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    expect((await call(emu, 'POST', '/stores/v1/collections', { auth: token, body: { collection: { name: 'Gifts' } } })).status).toBe(403);
    const created = await call(emu, 'POST', '/stores/v1/collections', { auth: API_KEY, body: { collection: { name: 'Gift Ideas' } } });
    expect(created.json.collection).toMatchObject({ name: 'Gift Ideas', slug: 'gift-ideas', numberOfProducts: 0 });
    const id = created.json.collection.id as string;
    const invalid = await call(emu, 'POST', '/stores/v1/collections', { auth: API_KEY, body: { collection: {} } });
    expect(invalid.json.details.validationError.fieldViolations[0]).toMatchObject({ field: 'collection.name', violatedRule: 'REQUIRED_FIELD' });
    await call(emu, 'POST', `/stores/v1/collections/${id}/productIds`, { auth: API_KEY, body: { id, productIds: [demoIds.ceramicMug, demoIds.classicCrewTee] } });
    expect((await call(emu, 'GET', `/v2/collections/${id}`)).json.collection.numberOfProducts).toBe(2);
    const inQuery = await call(emu, 'POST', '/stores-reader/v1/products/query-platformized', { body: { query: { filter: { collectionIds: { $hasSome: [id] } } } } });
    expect(inQuery.json.metadata.total).toBe(2);
    await call(emu, 'POST', `/stores/v1/collections/${id}/productIds/delete`, { auth: API_KEY, body: { productIds: [demoIds.ceramicMug] } });
    const renamed = await call(emu, 'PATCH', `/stores/v1/collections/${id}`, { auth: API_KEY, body: { collection: { id, name: 'Gifts' } } });
    expect(renamed.json.collection).toMatchObject({ name: 'Gifts', numberOfProducts: 1 });
    const unknownProduct = await call(emu, 'POST', `/stores/v1/collections/${id}/productIds`, { auth: API_KEY, body: { productIds: ['nope'] } });
    expect(unknownProduct.json.details.applicationError.code).toBe('PRODUCT_NOT_FOUND');
    expect((await call(emu, 'DELETE', `/stores/v1/collections/${id}`, { auth: API_KEY })).status).toBe(200);
    expect((await call(emu, 'GET', `/v2/collections/${id}`)).status).toBe(404);
    const tee = (await call(emu, 'GET', `/stores-reader/v1/products/${demoIds.classicCrewTee}`)).json.product;
    expect(tee.collectionIds).not.toContain(id);
    expect((await call(emu, 'DELETE', `/stores/v1/collections/${demoIds.allProductsCollection}`, { auth: API_KEY })).status).toBe(400);
  });
});

describe('store collections by id: an id named like an object member', () => {
  it.each([['constructor'], ['__proto__'], ['toString'], ['hasOwnProperty']])('%s is an unknown collection (COLLECTION_NOT_FOUND) for every route, as any unknown id', async (id) => {
    const emu = commerceEmulator();
    const routes: [string, string, unknown?][] = [
      ['GET', `/v2/collections/${id}`],
      ['PATCH', `/stores/v1/collections/${id}`, { collection: { id, description: 'changed', visible: true } }],
      ['POST', `/stores/v1/collections/${id}/productIds`, { productIds: [demoIds.ceramicMug] }],
      ['POST', `/stores/v1/collections/${id}/productIds/delete`, { productIds: [demoIds.ceramicMug] }],
      ['DELETE', `/stores/v1/collections/${id}`],
    ];
    for (const [method, path, body] of routes) {
      const res = await call(emu, method, path, { auth: API_KEY, body });
      expect([method, path, res.status, res.json?.details?.applicationError?.code]).toEqual([method, path, 404, 'COLLECTION_NOT_FOUND']);
    }
    expect(({} as Record<string, unknown>)['visible']).toBeUndefined();
    expect(Object.hasOwn(Object, 'description')).toBe(false);
  });
});
