import { describe, expect, it } from 'vitest';
import { wireServer } from '@sitekit/testing';
import { createClient } from '../client/create-client';
import { defineCall } from '../client/define-call';
import type { Endpoint } from '../http/endpoint';
import { fromWire } from '../transforms/wire';
import { queryBuilder } from './query-builder';
import { cursorPaging, offsetPaging } from './paging';

const wire = wireServer();
const PRODUCTS: Endpoint = { method: 'GET', path: '/stores-reader/v1/products/query-platformized', fqn: 'q', complex: true, fallback: '/stores-reader/v1/products/query-platformized' };
const REQUESTS: Endpoint = { method: 'POST', path: '/reviews/v1/reviews/query', fqn: 'r' };
const m = {
  queryProducts: defineCall((send) => () => queryBuilder<{ _id: string }>({ send, endpoint: PRODUCTS, items: 'products', paging: offsetPaging, transform: (p) => fromWire(p) })),
  queryReviews: defineCall((send) => (options?: Record<string, unknown>) => queryBuilder({ send, endpoint: REQUESTS, items: 'reviews', paging: cursorPaging, extra: options })),
};
const client = createClient({ modules: { m } });
const decode = (url: URL) => JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(url.searchParams.get('.r')!.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))));

describe('query builder: filters', () => {
  it.each([
    ['eq', (q: any) => q.eq('name', 'Tee'), { name: { $eq: 'Tee' } }],
    ['ne', (q: any) => q.ne('name', 'Tee'), { name: { $ne: 'Tee' } }],
    ['gt/ge/lt/le', (q: any) => q.gt('a', 1).ge('b', 2).lt('c', 3).le('d', 4), { a: { $gt: 1 }, b: { $gte: 2 }, c: { $lt: 3 }, d: { $lte: 4 } }],
    ['in', (q: any) => q.in('_id', ['a', 'b']), { id: { $in: ['a', 'b'] } }],
    ['hasSome/hasAll', (q: any) => q.hasSome('collectionIds', ['c1']).hasAll('tags', ['x', 'y']), { collectionIds: { $hasSome: ['c1'] }, tags: { $hasAll: ['x', 'y'] } }],
    // the platform SDK also takes the values one by one (a single id is still a list on the wire)
    ['hasSome/hasAll, values one by one', (q: any) => q.hasSome('collectionIds', 'c1').hasAll('tags', 'x', 'y'), { collectionIds: { $hasSome: ['c1'] }, tags: { $hasAll: ['x', 'y'] } }],
    ['startsWith/endsWith/contains', (q: any) => q.startsWith('a', 'x').endsWith('b', 'y').contains('c', 'z'), { a: { $startsWith: 'x' }, b: { $endsWith: 'y' }, c: { $contains: 'z' } }],
    ['isEmpty/isNotEmpty', (q: any) => q.isEmpty('a').isNotEmpty('b'), { a: { $isEmpty: true }, b: { $isEmpty: false } }],
    ['between', (q: any) => q.between('price.price', 10, 20), { 'price.price': { $gte: 10, $lt: 20 } }],
    ['same field twice → $and', (q: any) => q.gt('price', 1).lt('price', 9), { $and: [{ price: { $gt: 1 } }, { price: { $lt: 9 } }] }],
    ['dates as ISO, _createdDate as createdDate', (q: any) => q.ge('_createdDate', new Date(0)), { createdDate: { $gte: '1970-01-01T00:00:00.000Z' } }],
    ['or', (q: any) => q.eq('a', 1).or(q.eq('b', 2)), { $or: [{ a: { $eq: 1 } }, { b: { $eq: 2 } }] }],
    ['not', (q: any) => q.eq('a', 1).not(q.eq('b', 2)), { $and: [{ a: { $eq: 1 } }, { $not: { b: { $eq: 2 } } }] }],
    ['and', (q: any) => q.eq('a', 1).and(q.eq('b', 2)), { a: { $eq: 1 }, b: { $eq: 2 } }],
  ])('%s', async (_, build, filter) => {
    wire.reply({ products: [], metadata: { items: 0, offset: 0 }, totalResults: 0 });
    await build(client.m.queryProducts()).find();
    expect(decode(wire.requests[0]!.url)).toEqual({ query: { filter, paging: { limit: 50, offset: 0 } } });
  });

  it('is immutable: deriving never changes the original', () => {
    const base = client.m.queryProducts().eq('a', 1);
    base.eq('b', 2).limit(5);
    expect(base.toJSON()).toEqual({ filter: { a: { $eq: 1 } }, paging: { limit: 50, offset: 0 } });
  });

  it('sorts with wire field names, limits and skips', () => {
    expect(client.m.queryProducts().ascending('price').descending('_createdDate').limit(12).skip(24).toJSON()).toEqual({
      sort: [{ fieldName: 'price', order: 'ASC' }, { fieldName: 'createdDate', order: 'DESC' }],
      paging: { limit: 12, offset: 24 },
    });
  });
});

describe('query builder: offset paging', () => {
  it('reads items and metadata, pages forward and back', async () => {
    wire.reply(
      { products: [{ id: 'p1' }, { id: 'p2' }], metadata: { items: 2, offset: 0 }, totalResults: 5 },
      { products: [{ id: 'p3' }, { id: 'p4' }], metadata: { items: 2, offset: 2 }, totalResults: 5 },
      { products: [{ id: 'p1' }, { id: 'p2' }], metadata: { items: 2, offset: 0 }, totalResults: 5 },
    );
    const first = await client.m.queryProducts().limit(2).find();
    expect(first.items).toEqual([{ _id: 'p1' }, { _id: 'p2' }]);
    expect(first._items).toBe(first.items); // the platform's name for them, which ported apps read
    expect(first).toMatchObject({ totalCount: 5, totalPages: 3, currentPage: 0, pageSize: 2, length: 2 });
    expect([first.hasNext(), first.hasPrev()]).toEqual([true, false]);
    const second = await first.next();
    expect(second.currentPage).toBe(1);
    expect(decode(wire.requests[1]!.url).query.paging).toEqual({ limit: 2, offset: 2 });
    await second.prev();
    expect(decode(wire.requests[2]!.url).query.paging).toEqual({ limit: 2, offset: 0 });
    await expect(first.prev()).rejects.toThrow(RangeError);
  });

  it('iterates every page', async () => {
    wire.reply(
      { products: [{ id: 'p1' }, { id: 'p2' }], metadata: { count: 2, offset: 0, total: 3 } },
      { products: [{ id: 'p3' }], metadata: { count: 1, offset: 2, total: 3 } },
    );
    const ids: string[] = [];
    for await (const page of client.m.queryProducts().limit(2).pages()) ids.push(...page.items.map((p) => p._id));
    expect(ids).toEqual(['p1', 'p2', 'p3']);
    expect(wire.requests).toHaveLength(2);
  });

  it('a page of size 0 (limit(0)) has no next page, so iterating ends after one request', async () => {
    wire.reply({ products: [], metadata: { count: 0, offset: 0, total: 3 } }, { products: [], metadata: { items: 0, offset: 0 } });
    const page = await client.m.queryProducts().limit(0).find();
    expect(page.hasNext()).toBe(false);
    let pages = 0;
    for await (const _ of client.m.queryProducts().limit(0).pages()) if (++pages > 5) break;
    expect([pages, wire.requests.length]).toEqual([1, 2]);
  });
});

describe('query builder: cursor paging', () => {
  it('sends cursorPaging with extra options, then only the cursor for the next page', async () => {
    wire.reply(
      { reviews: [{ id: 'r1' }], metadata: { count: 1, cursors: { next: 'CUR2', prev: null }, hasNext: true } },
      { reviews: [{ id: 'r2' }], metadata: { count: 1, cursors: { next: null, prev: 'CUR1' }, hasNext: false } },
    );
    const first = await client.m.queryReviews({ namespace: 'stores' }).eq('entityId', 'p1').descending('rating').limit(1).find();
    expect(JSON.parse(wire.requests[0]!.body)).toEqual({
      namespace: 'stores',
      query: { filter: { entityId: { $eq: 'p1' } }, sort: [{ fieldName: 'rating', order: 'DESC' }], cursorPaging: { limit: 1 } },
    });
    expect(first.hasNext()).toBe(true);
    expect(first._items).toBe(first.items);
    const second = await first.next();
    expect(JSON.parse(wire.requests[1]!.body)).toEqual({ namespace: 'stores', query: { cursorPaging: { limit: 1, cursor: 'CUR2' } } });
    expect(second.hasNext()).toBe(false);
    expect(second.hasPrev()).toBe(true);
    await expect(second.next()).rejects.toThrow(RangeError);
  });

  it('skipTo(cursor) resumes from a kept cursor, as the platform SDK\'s cursor builders do; a page carries the query that fetched it', async () => {
    wire.reply(
      { reviews: [{ id: 'r1' }], metadata: { count: 1, cursors: { next: 'CUR2' }, hasNext: true } },
      { reviews: [{ id: 'r2' }], metadata: { count: 1, cursors: {}, hasNext: false } },
    );
    const query = client.m.queryReviews({ namespace: 'stores' }).eq('entityId', 'p1').limit(1);
    const first = await query.find();
    expect(first.query.toJSON()).toEqual(query.toJSON());
    const resumed = await first.query.skipTo(first.cursors!.next!).find();
    expect(JSON.parse(wire.requests[1]!.body)).toEqual({ namespace: 'stores', query: { cursorPaging: { limit: 1, cursor: 'CUR2' } } });
    expect(resumed.items).toEqual([{ id: 'r2' }]);
    expect(resumed.query.toJSON()).toEqual({ cursorPaging: { limit: 1, cursor: 'CUR2' } });
  });
});
