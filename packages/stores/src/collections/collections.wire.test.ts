import { describe, expect, it } from 'vitest';
import { createClient, isValidationError, StaticTokenStrategy } from '@sitekit/core-runtime';
import { wireServer } from '@sitekit/testing';
import { collections } from '../collections';
import { collectionsBi as bi, decodeR, expectRequest } from '../../test/helpers';

const wire = wireServer();
const client = () => createClient({ modules: { collections }, auth: StaticTokenStrategy({ accessToken: 'tok' }) }).collections;
const BASE = 'https://www.wixapis.com/v2/collections';
const WIRE = {
  id: 'c1', name: 'Summer', slug: 'summer', visible: true, numberOfProducts: 3,
  media: { mainMedia: { id: 'm1.jpg', mediaType: 'image', image: { url: 'https://static.wixstatic.com/media/m1.jpg', width: 10, height: 10 } } },
};
const SDK = { ...WIRE, id: undefined, _id: 'c1', media: { mainMedia: { ...WIRE.media.mainMedia, id: undefined, _id: 'm1.jpg' } } };

describe('collections (wire)', () => {
  it('getCollection GETs /v2/collections/{id} (no prefix) and unwraps .collection', async () => {
    wire.reply({ collection: WIRE });
    const res = await client().getCollection('c1');
    expectRequest(wire.requests[0], 'GET', `${BASE}/c1?id=c1`, bi('GetCollection'));
    expect(res).toEqual(SDK);
  });

  it('getCollectionBySlug GETs /v2/collections/slug/{slug} and returns { collection }', async () => {
    wire.reply({ collection: WIRE });
    const res = await client().getCollectionBySlug('summer sale');
    expectRequest(wire.requests[0], 'GET', `${BASE}/slug/summer%20sale?slug=summer+sale`, bi('GetCollectionBySlug'));
    expect(res).toEqual({ collection: SDK });
  });

  it('queryCollections() GETs /v2/collections/query with .r= and pages by offset', async () => {
    wire.reply(
      { collections: [WIRE], metadata: { count: 1, offset: 0, total: 2 } },
      { collections: [{ id: 'c2' }], metadata: { count: 1, offset: 1, total: 2 } },
    );
    const page = await client().queryCollections().eq('visible', true).ascending('name').limit(1).find();
    const [req] = wire.requests;
    expect(req!.method).toBe('GET');
    expect(`${req!.url.origin}${req!.url.pathname}`).toBe(`${BASE}/query`);
    expect([...req!.url.searchParams.keys()]).toEqual(['.r']);
    expect(decodeR(req!.url)).toEqual({ query: { filter: { visible: { $eq: true } }, sort: [{ fieldName: 'name', order: 'ASC' }], paging: { limit: 1, offset: 0 } } });
    expect(req!.headers.get('x-wix-bi-gateway')).toBe(bi('QueryCollections'));
    expect(req!.headers.get('authorization')).toBe('tok');
    expect(page.items).toEqual([SDK]);
    expect(page.totalCount).toBe(2);
    const next = await page.next();
    expect(decodeR(wire.requests[1]!.url).query.paging).toEqual({ limit: 1, offset: 1 });
    expect(next.items).toEqual([{ _id: 'c2' }]);
    expect(next.hasNext()).toBe(false);
  });

  it('queryCollections() falls back to POST /v2/collections/query for a long query', async () => {
    wire.reply({ collections: [], metadata: { count: 0, offset: 0, total: 0 } });
    const ids = Array.from({ length: 120 }, (_, i) => `c-${i}-${'y'.repeat(20)}`);
    await client().queryCollections().in('_id', ids).find();
    expectRequest(wire.requests[0], 'POST', `${BASE}/query`, bi('QueryCollections'), { query: { filter: { id: { $in: ids } }, paging: { limit: 50, offset: 0 } } });
  });

  it('queryCollections(query) sends { query } and returns the full response', async () => {
    wire.reply({ collections: [WIRE], metadata: { count: 1, offset: 0, total: 1 } });
    const res = await client().queryCollections({ filter: { slug: 'summer' }, sort: [{ fieldName: '_id' }] });
    expect(decodeR(wire.requests[0]!.url)).toEqual({ query: { filter: { slug: 'summer' }, sort: [{ fieldName: 'id' }] } });
    expect(res).toEqual({ collections: [SDK], metadata: { count: 1, offset: 0, total: 1 } });
  });

  it.each([
    ['getCollection', (c: ReturnType<typeof client>) => c.getCollection('c1')],
    ['getCollectionBySlug', (c: ReturnType<typeof client>) => c.getCollectionBySlug('summer')],
  ])('%s answered with an empty 200 is MALFORMED_RESPONSE', async (_, call) => {
    wire.reply({});
    await expect(call(client())).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE' });
    expect(wire.requests).toHaveLength(1);
  });

  it.each([
    ['getCollection("")', (c: ReturnType<typeof client>) => c.getCollection(''), '_id'],
    ['getCollection(undefined)', (c: ReturnType<typeof client>) => c.getCollection(undefined as any), '_id'],
    ['getCollectionBySlug("")', (c: ReturnType<typeof client>) => c.getCollectionBySlug(''), 'slug'],
  ])('%s is a typed error before any request', async (_, call, field) => {
    const error = await call(client()).catch((e: any) => e);
    expect(isValidationError(error)).toBe(true);
    expect(error.fieldViolations[0].field).toBe(field);
    expect(wire.requests).toHaveLength(0);
  });

  it('keeps MediaItemType on the module', () => {
    expect(collections.MediaItemType.document).toBe('document');
    expect(client().MediaItemType.image).toBe('image');
    const c: collections.Collection = { _id: 'x' };
    expect(c).toBeTruthy();
  });
});
