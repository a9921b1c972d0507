import { describe, expect, it } from 'vitest';
import { wireServer } from '@sitekit/testing';
import { items } from '../items';
import { BASE, client, decodeR, expectRequest, bi } from '../../test/helpers';

const wire = wireServer();
const ISO = '2026-03-01T10:00:00.000Z';
const row = (id: string) => ({ id, dataCollectionId: 'Pages', data: { _id: id, when: { $date: ISO } } });

describe('items.query (wire)', () => {
  it('find() GETs /items/query with one .r= payload: filter, sort, paging, fields, includeReferences, returnTotalCount', async () => {
    wire.reply({ dataItems: [row('a'), row('b')], pagingMetadata: { count: 2, offset: 0, total: 5 } });
    const page = await client().query('Pages')
      .eq('slug', 'about').ne('hidden', true).gt('n', 1).ge('n', 2).lt('n', 9).le('n', 8).between('when', new Date(ISO), new Date(ISO))
      .contains('title', 'ab').startsWith('title', 'A').endsWith('title', 't').hasSome('tags', ['x', 'y']).hasAll('tags', 'x', 'y')
      .in('kind', ['a']).in('lang', 'en', 'fr').isEmpty('seo').isNotEmpty('body').ascending('title').descending('_createdDate')
      .limit(2).fields('title', 'slug').include('pages', { limit: 3 }).find({ consistentRead: true, language: 'en', returnTotalCount: true });
    const [req] = wire.requests;
    expect(req!.method).toBe('GET');
    expect(`${req!.url.origin}${req!.url.pathname}`).toBe(`${BASE}/items/query`);
    expect([...req!.url.searchParams.keys()]).toEqual(['.r']);
    expect(req!.headers.get('x-wix-bi-gateway')).toBe(bi('QueryDataItems'));
    expect(req!.headers.get('authorization')).toBe('tok');
    expect(decodeR(req!.url)).toEqual({
      dataCollectionId: 'Pages',
      query: {
        filter: { $and: [
          { slug: { $eq: 'about' } }, { hidden: { $ne: true } }, { n: { $gt: 1 } }, { n: { $gte: 2 } }, { n: { $lt: 9 } }, { n: { $lte: 8 } },
          { when: { $gte: { $date: ISO }, $lt: { $date: ISO } } }, { title: { $contains: 'ab' } }, { title: { $startsWith: 'A' } },
          { title: { $endsWith: 't' } }, { tags: { $hasSome: ['x', 'y'] } }, { tags: { $hasAll: ['x', 'y'] } }, { kind: { $in: ['a'] } },
          { lang: { $in: ['en', 'fr'] } }, { seo: null }, { body: { $ne: null } },
        ] },
        sort: [{ fieldName: 'title', order: 'ASC' }, { fieldName: '_createdDate', order: 'DESC' }],
        paging: { limit: 2, offset: 0 },
        fields: ['title', 'slug'],
      },
      includeReferences: [{ field: 'pages', limit: 3 }],
      returnTotalCount: true, consistentRead: true, language: 'en',
    });
    expect(page.items).toEqual([{ _id: 'a', when: new Date(ISO) }, { _id: 'b', when: new Date(ISO) }]);
    expect([page.totalCount, page.pageSize, page.currentPage, page.totalPages, page.length]).toEqual([5, 2, 0, 3, 2]);
    expect([page.hasNext(), page.hasPrev()]).toEqual([true, false]);
  });

  it('sends no paging without limit or skip; and/or/not combine filters ($not as a list)', async () => {
    wire.reply({ dataItems: [], pagingMetadata: { count: 0, offset: 0, total: 0 } });
    const q = client().query('FAQ');
    await q.eq('a', 1).or(q.eq('b', 2)).not(items.filter().eq('c', 3)).and({ d: { $eq: new Date(ISO) } }).find({ returnTotalCount: false });
    expect(decodeR(wire.requests[0]!.url)).toEqual({
      dataCollectionId: 'FAQ',
      query: { filter: { $and: [{ $or: [{ a: { $eq: 1 } }, { b: { $eq: 2 } }] }, { $not: [{ c: { $eq: 3 } }] }, { d: { $eq: { $date: ISO } } }] }, fields: [] },
      includeReferences: [], returnTotalCount: false,
    });
  });

  it('next()/prev() fetch the neighbouring pages; for await walks every item of every page', async () => {
    wire.reply(
      { dataItems: [row('a'), row('b')], pagingMetadata: { count: 2, offset: 0, total: 3 } },
      { dataItems: [row('c')], pagingMetadata: { count: 1, offset: 2, total: 3 } },
      { dataItems: [row('a'), row('b')], pagingMetadata: { count: 2, offset: 0, total: 3 } },
      { dataItems: [row('c')], pagingMetadata: { count: 1, offset: 2, total: 3 } },
    );
    const first = await client().query('Pages').limit(2).find();
    expect(first._items).toBe(first.items); // the platform's name for them, which ported apps read
    const second = await first.next();
    expect(decodeR(wire.requests[1]!.url).query.paging).toEqual({ limit: 2, offset: 2 });
    expect([second.currentPage, second.hasNext(), second.hasPrev()]).toEqual([1, false, true]);
    await expect(second.next()).rejects.toThrow(RangeError);
    const ids: string[] = [];
    for await (const item of client().query('Pages').limit(2)) ids.push(item._id);
    expect(ids).toEqual(['a', 'b', 'c']);
    expect(wire.requests).toHaveLength(4);
  });

  it('a URL over 2048 characters goes as POST /items/query with the same JSON body', async () => {
    wire.reply({ dataItems: [], pagingMetadata: {} });
    const ids = Array.from({ length: 60 }, (_, i) => `id-${i}-${'x'.repeat(16)}`);
    await client().query('Pages').in('_id', ids).find();
    expectRequest(wire.requests[0], 'POST', `${BASE}/items/query`, 'QueryDataItems', {
      dataCollectionId: 'Pages', query: { filter: { _id: { $in: ids } }, fields: [] }, includeReferences: [],
    });
  });

  it('just under the limit stays a GET', async () => {
    wire.reply({ dataItems: [], pagingMetadata: {} });
    const ids = Array.from({ length: 30 }, (_, i) => `id-${i}-${'x'.repeat(16)}`);
    await client().query('Pages').in('_id', ids).find();
    expect(wire.requests[0]!.method).toBe('GET');
    expect(wire.requests[0]!.url.href.length).toBeLessThanOrEqual(2048);
  });

  it('query(collection, request) sends the request as the query and returns { items, pagingMetadata }', async () => {
    wire.reply({ dataItems: [row('a')], pagingMetadata: { count: 1 } });
    const res = await client().query('Pages', { filter: { when: { $gt: new Date(ISO) } }, cursorPaging: { limit: 1 } }, { consistentRead: true });
    expect(decodeR(wire.requests[0]!.url)).toEqual({ dataCollectionId: 'Pages', query: { filter: { when: { $gt: { $date: ISO } } }, cursorPaging: { limit: 1 } }, consistentRead: true });
    expect(res).toEqual({ items: [{ _id: 'a', when: new Date(ISO) }], pagingMetadata: { count: 1 } });
  });

  it('include takes the platform SDK\'s forms: fields one by one, a limit last for each of them, and ours, (field, { limit })', async () => {
    wire.reply({ dataItems: [], pagingMetadata: {} });
    const q = client().query('Menus');
    await q.include('pages').include('a', 'b', 200).include('c', 5).include('d', { limit: 7 }).include('e', 'f').find();
    expect(decodeR(wire.requests[0]!.url).includeReferences).toEqual([
      { field: 'pages' }, { field: 'a', limit: 200 }, { field: 'b', limit: 200 }, { field: 'c', limit: 5 }, { field: 'd', limit: 7 }, { field: 'e' }, { field: 'f' },
    ]);
  });

  it('a plain find() sends what the platform SDK\'s does: query.fields [] and includeReferences [], no returnTotalCount unless asked', async () => {
    wire.reply({ dataItems: [], pagingMetadata: {} });
    await client().query('Pages').eq('slug', 'about').find();
    await client().query('Pages').find({ returnTotalCount: true });
    expect(decodeR(wire.requests[0]!.url)).toEqual({ dataCollectionId: 'Pages', query: { filter: { slug: { $eq: 'about' } }, fields: [] }, includeReferences: [] });
    expect(decodeR(wire.requests[1]!.url)).toEqual({ dataCollectionId: 'Pages', query: { fields: [] }, includeReferences: [], returnTotalCount: true });
  });

  it('ascending/descending take one array as well as the fields one by one', async () => {
    wire.reply({ dataItems: [], pagingMetadata: {} });
    await client().query('Pages').ascending(['title', 'slug']).descending(['_createdDate']).ascending('order').find();
    expect(decodeR(wire.requests[0]!.url).query.sort).toEqual([
      { fieldName: 'title', order: 'ASC' }, { fieldName: 'slug', order: 'ASC' }, { fieldName: '_createdDate', order: 'DESC' }, { fieldName: 'order', order: 'ASC' },
    ]);
  });

  it('find(options) maps the platform SDK\'s query options: showDrafts as publishPluginOptions, includeReferences after include(), the rest as given', async () => {
    wire.reply({ dataItems: [], pagingMetadata: {} });
    await client().query('Menus').include('pages', 2).find({
      includeReferences: [{ field: 'owner' }], includeFieldGroups: ['seo'], suppressHooks: true, showDrafts: true, appOptions: { app: 1 }, consistentRead: true,
    });
    expect(decodeR(wire.requests[0]!.url)).toEqual({
      dataCollectionId: 'Menus', query: { fields: [] }, includeReferences: [{ field: 'pages', limit: 2 }, { field: 'owner' }],
      includeFieldGroups: ['seo'], suppressHooks: true, publishPluginOptions: { includeDraftItems: true }, appOptions: { app: 1 }, consistentRead: true,
    });
  });

  it('query(collection, request, options) maps the same options the same way', async () => {
    wire.reply({ dataItems: [], pagingMetadata: {} });
    await client().query('Menus', { filter: { slug: { $eq: 'header' } } }, {
      includeReferences: [{ field: 'pages', limit: 3 }], includeFieldGroups: ['seo'], suppressHooks: true, showDrafts: false, appOptions: { app: 1 }, returnTotalCount: true,
    });
    const [req] = wire.requests;
    expect([req!.method, req!.headers.get('x-wix-bi-gateway')]).toEqual(['GET', bi('QueryDataItems')]);
    expect(decodeR(req!.url)).toEqual({
      dataCollectionId: 'Menus', query: { filter: { slug: { $eq: 'header' } } }, includeReferences: [{ field: 'pages', limit: 3 }], includeFieldGroups: ['seo'],
      suppressHooks: true, publishPluginOptions: { includeDraftItems: false }, appOptions: { app: 1 }, returnTotalCount: true,
    });
  });

  it('count() POSTs /items/count with the filter; distinct() POSTs /items/query-distinct-values and pages', async () => {
    wire.reply({ totalCount: 7 });
    expect(await client().query('FAQ').eq('topic', 'shipping').count({ consistentRead: true })).toBe(7);
    expectRequest(wire.requests[0], 'POST', `${BASE}/items/count`, 'CountDataItems', { dataCollectionId: 'FAQ', filter: { topic: { $eq: 'shipping' } }, consistentRead: true });
    wire.reply({ distinctValues: ['a', { $date: ISO }], pagingMetadata: { count: 2, offset: 0, total: 2 } });
    const values = await client().query('FAQ').limit(10).distinct('topic');
    expectRequest(wire.requests[1], 'POST', `${BASE}/items/query-distinct-values`, 'QueryDistinctValues', {
      dataCollectionId: 'FAQ', fieldName: 'topic', paging: { limit: 10, offset: 0 }, returnTotalCount: true,
    });
    expect([values.items, values.totalCount, values.hasNext()]).toEqual([['a', new Date(ISO)], 2, false]);
  });

  it('count(collection, options) and distinct(collection, field, options) are direct calls', async () => {
    wire.reply({ totalCount: 3 });
    expect(await client().count('FAQ', { filter: { a: { $eq: 1 } }, language: 'en' })).toBe(3);
    expectRequest(wire.requests[0], 'POST', `${BASE}/items/count`, 'CountDataItems', { dataCollectionId: 'FAQ', filter: { a: { $eq: 1 } }, language: 'en' });
    wire.reply({}, {});
    // a zero left out of the answer (proto3 JSON omits defaults) is still a number
    expect([await client().count('FAQ'), await client().query('FAQ').count()]).toEqual([0, 0]);
    wire.reply({ distinctValues: ['x'], pagingMetadata: { count: 1 } });
    expect(await client().distinct('FAQ', 'topic', { order: 'DESC', paging: { limit: 5 } })).toEqual({ values: ['x'], pagingMetadata: { count: 1 } });
    expectRequest(wire.requests[3], 'POST', `${BASE}/items/query-distinct-values`, 'QueryDistinctValues', { dataCollectionId: 'FAQ', fieldName: 'topic', order: 'DESC', paging: { limit: 5 } });
  });
});
