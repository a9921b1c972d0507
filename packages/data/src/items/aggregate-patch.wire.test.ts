import { describe, expect, it } from 'vitest';
import { wireServer } from '@sitekit/testing';
import { items } from '../items';
import { BASE, client, expectRequest } from '../../test/helpers';

const wire = wireServer();
const ISO = '2026-03-01T10:00:00.000Z';

describe('items.aggregate and items.patch (wire)', () => {
  it('run() POSTs /items/aggregate: initialFilter, groupingFields, operations with result names, finalFilter, sort, paging', async () => {
    wire.reply({ results: [{ _id: { topic: 'shipping' }, count: 3, orderSum: 6, first: { $date: ISO } }], pagingMetadata: { count: 1, offset: 0, total: 1 } });
    const res = await client().aggregate('FAQ').filter(items.filter().eq('published', true)).group('topic')
      .sum('order').avg('order').min('order').max('order', 'last').count().having({ count: { $gt: 1 } })
      .descending('count').ascending('_id').limit(10).skip(0).run({ consistentRead: true });
    expectRequest(wire.requests[0], 'POST', `${BASE}/items/aggregate`, 'AggregateDataItems', {
      dataCollectionId: 'FAQ',
      initialFilter: { published: { $eq: true } },
      aggregation: {
        groupingFields: ['topic'],
        operations: [
          { resultFieldName: 'orderSum', sum: { itemFieldName: 'order' } }, { resultFieldName: 'orderAvg', average: { itemFieldName: 'order' } },
          { resultFieldName: 'orderMin', min: { itemFieldName: 'order' } }, { resultFieldName: 'last', max: { itemFieldName: 'order' } },
          { resultFieldName: 'count', itemCount: {} },
        ],
      },
      finalFilter: { count: { $gt: 1 } },
      sort: [{ fieldName: 'count', order: 'DESC' }, { fieldName: '_id', order: 'ASC' }],
      paging: { limit: 10, offset: 0 },
      returnTotalCount: true, consistentRead: true,
    });
    expect(res.items).toEqual([{ _id: 'shipping', count: 3, orderSum: 6, first: new Date(ISO) }]);
    expect([res.totalCount, res.hasNext()]).toEqual([1, false]);
  });

  it('a group of two fields keeps _id as an object; no group sends an empty list', async () => {
    wire.reply({ results: [{ _id: { a: 1, b: 2 }, count: 1 }], pagingMetadata: {} });
    expect((await client().aggregate('T').group('a', 'b').count().run()).items).toEqual([{ _id: { a: 1, b: 2 }, count: 1 }]);
    wire.reply({ results: [{ total: 9 }], pagingMetadata: {} });
    expect((await client().aggregate('T').sum('n', 'total').run()).items).toEqual([{ total: 9 }]);
    expect(JSON.parse(wire.requests[1]!.body).aggregation).toEqual({ groupingFields: [], operations: [{ resultFieldName: 'total', sum: { itemFieldName: 'n' } }] });
  });

  it('patch(...).run() POSTs /items/patch with every field modification and returns the item', async () => {
    wire.reply({ dataItem: { id: 'x', dataCollectionId: 'Posts', data: { _id: 'x', likes: 2, at: { $date: ISO } } } });
    const res = await client().patch('Posts', 'x').setField('at', new Date(ISO)).incrementField('likes', 1)
      .appendToArray('tags', 'new').removeFromArray('tags', 'old').removeField('draft').run({ suppressHooks: true });
    expectRequest(wire.requests[0], 'POST', `${BASE}/items/patch`, 'PatchDataItem', {
      dataCollectionId: 'Posts',
      patch: {
        dataItemId: 'x',
        fieldModifications: [
          { action: 'SET_FIELD', fieldPath: 'at', setFieldOptions: { value: { $date: ISO } } },
          { action: 'INCREMENT_FIELD', fieldPath: 'likes', incrementFieldOptions: { value: 1 } },
          { action: 'APPEND_TO_ARRAY', fieldPath: 'tags', appendToArrayOptions: { value: 'new' } },
          { action: 'REMOVE_FROM_ARRAY', fieldPath: 'tags', removeFromArrayOptions: { value: 'old' } },
          { action: 'REMOVE_FIELD', fieldPath: 'draft' },
        ],
      },
      suppressHooks: true,
    });
    expect(res).toEqual({ _id: 'x', likes: 2, at: new Date(ISO) });
  });

  it('count(name) names the count field; ascending/descending take one array as well as the fields one by one', async () => {
    wire.reply({ results: [{ _id: { topic: 'a' }, n: 2 }], pagingMetadata: {} });
    await client().aggregate('FAQ').group('topic').count('n').ascending(['n', '_id']).descending(['topic']).run();
    expect(JSON.parse(wire.requests[0]!.body)).toMatchObject({
      aggregation: { groupingFields: ['topic'], operations: [{ resultFieldName: 'n', itemCount: {} }] },
      sort: [{ fieldName: 'n', order: 'ASC' }, { fieldName: '_id', order: 'ASC' }, { fieldName: 'topic', order: 'DESC' }],
    });
  });

  it('patch(collection, id, fieldModifications, options) is one request: the same wire as the builder, the patched item back', async () => {
    wire.reply({ dataItem: { id: 'x', dataCollectionId: 'Posts', data: { _id: 'x', likes: 2, at: { $date: ISO } } } });
    const res = await client().patch('Posts', 'x', [
      { action: 'SET_FIELD', fieldPath: 'at', value: new Date(ISO) },
      { action: 'INCREMENT_FIELD', fieldPath: 'likes', value: 1 },
      { action: 'APPEND_TO_ARRAY', fieldPath: 'tags', value: { name: 'new' } },
      { action: 'REMOVE_FROM_ARRAY', fieldPath: 'tags', value: 'old' },
      { action: 'REMOVE_FIELD', fieldPath: 'draft' },
    ], { suppressHooks: true, showDrafts: true, condition: { likes: { $lt: 10 } } });
    expectRequest(wire.requests[0], 'POST', `${BASE}/items/patch`, 'PatchDataItem', {
      dataCollectionId: 'Posts',
      patch: {
        dataItemId: 'x',
        fieldModifications: [
          { action: 'SET_FIELD', fieldPath: 'at', setFieldOptions: { value: { $date: ISO } } },
          { action: 'INCREMENT_FIELD', fieldPath: 'likes', incrementFieldOptions: { value: 1 } },
          { action: 'APPEND_TO_ARRAY', fieldPath: 'tags', appendToArrayOptions: { value: { name: 'new' } } },
          { action: 'REMOVE_FROM_ARRAY', fieldPath: 'tags', removeFromArrayOptions: { value: 'old' } },
          { action: 'REMOVE_FIELD', fieldPath: 'draft' },
        ],
      },
      suppressHooks: true, publishPluginOptions: { includeDraftItems: true }, condition: { filter: { likes: { $lt: 10 } } },
    });
    expect(res).toEqual({ _id: 'x', likes: 2, at: new Date(ISO) });
  });

  it('a bad field modification list rejects (the request form returns a promise) and sends nothing; so does a builder with no modification', async () => {
    const refused = (p: Promise<unknown>) => p.then(() => undefined, (e: { fieldViolations?: { field: string }[] }) => e.fieldViolations?.[0]?.field);
    expect(await refused(client().patch('Posts', 'x', []))).toBe('fieldModifications');
    expect(await refused(client().patch('Posts', 'x', [{ action: 'RENAME_FIELD', fieldPath: 'a' } as any]))).toBe('fieldModifications[0].action');
    expect(await refused(client().patch('Posts', 'x', [{ action: 'REMOVE_FIELD', fieldPath: 'a' }, { action: 'SET_FIELD', value: 1 } as any]))).toBe('fieldModifications[1].fieldPath');
    expect(await refused(client().patch('Posts', '', [{ action: 'REMOVE_FIELD', fieldPath: 'a' }]))).toBe('dataItemId');
    expect(await refused(client().patch('Posts', 'x').run())).toBe('fieldModifications');
    expect(wire.requests).toHaveLength(0);
  });
});
