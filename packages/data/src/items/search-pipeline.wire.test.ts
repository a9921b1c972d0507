import { describe, expect, it } from 'vitest';
import { wireServer } from '@sitekit/testing';
import { items } from '../items';
import { BASE, client, expectRequest } from '../../test/helpers';

const wire = wireServer();
const ISO = '2026-03-01T10:00:00.000Z';
const row = (id: string) => ({ id, dataCollectionId: 'FAQ', data: { _id: id, at: { $date: ISO } } });

describe('items.search (wire)', () => {
  it('run() POSTs /items/search: the search text, filters, sort, paging, fields, includeReferences and read options', async () => {
    wire.reply({ dataItems: [row('a'), row('b')], pagingMetadata: { count: 2, offset: 0, total: 5 } });
    const page = await client().search('FAQ').expression('return refund').fuzzy().andMode()
      .eq('topic', 'returns').ne('hidden', true).gt('n', 1).ge('n', 2).lt('n', 9).le('n', 8).between('at', new Date(ISO), new Date(ISO))
      .startsWith('question', 'Can').hasSome('tags', 'x', 'y').hasAll('tags', ['x']).isEmpty('seo').isNotEmpty('answer')
      .or(items.filter().eq('pinned', true)).and({ order: { $lt: 9 } }).not(items.filter().eq('draft', true))
      .ascending('order').descending(['_createdDate', 'topic']).fields('question', 'answer').include('author', 'tags', 3)
      .limit(2).run({ language: 'en', showDrafts: true, suppressHooks: true });
    expectRequest(wire.requests[0], 'POST', `${BASE}/items/search`, 'SearchDataItems', {
      dataCollectionId: 'FAQ',
      search: {
        filter: { $and: [
          { $or: [{ $and: [
            { topic: { $eq: 'returns' } }, { hidden: { $ne: true } }, { n: { $gt: 1 } }, { n: { $gte: 2 } }, { n: { $lt: 9 } }, { n: { $lte: 8 } },
            { at: { $gte: { $date: ISO }, $lt: { $date: ISO } } }, { question: { $startsWith: 'Can' } }, { tags: { $hasSome: ['x', 'y'] } },
            { tags: { $hasAll: ['x'] } }, { seo: null }, { answer: { $ne: null } },
          ] }, { pinned: { $eq: true } }] },
          { order: { $lt: 9 } }, { $not: [{ draft: { $eq: true } }] },
        ] },
        sort: [{ fieldName: 'order', order: 'ASC' }, { fieldName: '_createdDate', order: 'DESC' }, { fieldName: 'topic', order: 'DESC' }],
        paging: { limit: 2, offset: 0 },
        fields: ['question', 'answer'],
        search: { expression: 'return refund', fuzzy: true, mode: 'AND' },
      },
      includeReferences: [{ field: 'author', limit: 3 }, { field: 'tags', limit: 3 }],
      language: 'en', suppressHooks: true, publishPluginOptions: { includeDraftItems: true },
    });
    expect(page.items).toEqual([{ _id: 'a', at: new Date(ISO) }, { _id: 'b', at: new Date(ISO) }]);
    expect([page.totalCount, page.pageSize, page.currentPage, page.totalPages, page.hasNext(), page.hasPrev()]).toEqual([5, 2, 0, 3, true, false]);
  });

  it('pages by 100 unless limited; next() and prev() POST the neighbouring offsets; orMode; the request form POSTs the search object', async () => {
    wire.reply(
      { dataItems: [row('a')], pagingMetadata: { count: 1, offset: 0, total: 101 } },
      { dataItems: [row('b')], pagingMetadata: { count: 1, offset: 100, total: 101 } },
    );
    const first = await client().search('FAQ').expression('ship').orMode().run();
    expectRequest(wire.requests[0], 'POST', `${BASE}/items/search`, 'SearchDataItems', {
      dataCollectionId: 'FAQ', search: { paging: { limit: 100, offset: 0 }, search: { expression: 'ship', mode: 'OR' } },
    });
    expect([first.pageSize, first.totalPages, first.hasNext()]).toEqual([100, 2, true]);
    const second = await first.next();
    expect(JSON.parse(wire.requests[1]!.body).search.paging).toEqual({ limit: 100, offset: 100 });
    expect([second.items, second.currentPage, second.hasNext(), second.hasPrev()]).toEqual([[{ _id: 'b', at: new Date(ISO) }], 1, false, true]);
    wire.reply({ dataItems: [row('c')], pagingMetadata: { count: 1, offset: 0 } });
    const res = await client().search('FAQ', { search: { expression: 'ship' }, filter: { at: { $gt: new Date(ISO) } }, paging: { limit: 5 } }, { includeReferences: [{ field: 'author' }], language: 'en' });
    expectRequest(wire.requests[2], 'POST', `${BASE}/items/search`, 'SearchDataItems', {
      dataCollectionId: 'FAQ', search: { search: { expression: 'ship' }, filter: { at: { $gt: { $date: ISO } } }, paging: { limit: 5 } },
      includeReferences: [{ field: 'author' }], language: 'en',
    });
    expect(res).toEqual({ items: [{ _id: 'c', at: new Date(ISO) }], pagingMetadata: { count: 1, offset: 0 } });
  });
});

describe('items.aggregatePipeline (wire)', () => {
  it('POSTs /items/aggregate-pipeline with the pipeline as given (Dates as $date) and options, returns the full response', async () => {
    wire.reply({ results: [{ _id: { topic: 'returns' }, n: 2, latest: { $date: ISO } }], pagingMetadata: { count: 1, offset: 0, total: 1 } });
    const filter = { at: { $gte: new Date(ISO) } };
    const stages = [
      { filter },
      { group: { groupIds: [{ key: 'topic', expression: { fieldPath: 'topic' } }], accumulators: [{ resultFieldName: 'n', sum: { expression: { numeric: 1 } } }, { resultFieldName: 'latest', max: { expression: { fieldPath: 'at' } } }] } },
      { sort: { values: [{ fieldName: 'n', order: 'DESC' as const }] } },
      { limit: 5 },
    ];
    const res = await client().aggregatePipeline('FAQ', { stages, paging: { limit: 10, offset: 0 } }, { returnTotalCount: true, consistentRead: true, showDrafts: false });
    expectRequest(wire.requests[0], 'POST', `${BASE}/items/aggregate-pipeline`, 'AggregatePipelineDataItems', {
      dataCollectionId: 'FAQ',
      pipeline: { stages: [{ filter: { at: { $gte: { $date: ISO } } } }, ...stages.slice(1)], paging: { limit: 10, offset: 0 } },
      returnTotalCount: true, consistentRead: true, publishPluginOptions: { includeDraftItems: false },
    });
    expect(res).toEqual({ results: [{ _id: { topic: 'returns' }, n: 2, latest: new Date(ISO) }], pagingMetadata: { count: 1, offset: 0, total: 1 } });
    expect(filter.at.$gte).toBeInstanceOf(Date); // the caller's pipeline is not changed
  });

  it('an empty response is no results and empty paging metadata', async () => {
    wire.reply({});
    expect(await client().aggregatePipeline('FAQ', {})).toEqual({ results: [], pagingMetadata: {} });
    expectRequest(wire.requests[0], 'POST', `${BASE}/items/aggregate-pipeline`, 'AggregatePipelineDataItems', { dataCollectionId: 'FAQ', pipeline: {} });
  });

  it('aggregate(collection, pipeline, options) is the same request, as the platform SDK\'s overload; aggregate(collection) stays the builder', async () => {
    wire.reply({ results: [{ n: 3 }], pagingMetadata: { count: 1 } });
    const res = await client().aggregate('FAQ', { stages: [{ limit: 5 }] }, { consistentRead: true });
    expectRequest(wire.requests[0], 'POST', `${BASE}/items/aggregate-pipeline`, 'AggregatePipelineDataItems', {
      dataCollectionId: 'FAQ', pipeline: { stages: [{ limit: 5 }] }, consistentRead: true,
    });
    expect(res).toEqual({ results: [{ n: 3 }], pagingMetadata: { count: 1 } });
    expect(typeof client().aggregate('FAQ').group).toBe('function');
    await expect(client().aggregate('', { stages: [] })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(wire.requests).toHaveLength(1);
  });
});
