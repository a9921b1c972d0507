import { describe, expect, it } from 'vitest';
import { wireServer } from '@sitekit/testing';
import { BASE, client, expectRequest } from '../../test/helpers';

const wire = wireServer();
const C = 'Pages';
// Keys inside `data` are untouched both ways (an `id` key of the item's own stays `id`); `$date` is not decoded.
const WIRE_ITEM = { id: 'p1', dataCollectionId: C, data: { _id: 'p1', id: 'own', when: { $date: '2026-01-01T00:00:00.000Z' } } };
const SDK_ITEM = { _id: 'p1', dataCollectionId: C, data: WIRE_ITEM.data };
const ref = { referringItemFieldName: 'pages', referringItemId: 'm1', referencedItemId: 'p1' };

describe('items: the generated calls (wire)', () => {
  it('insertDataItem / saveDataItem POST with dataItem { id, data } and return the full response', async () => {
    wire.reply({ dataItem: WIRE_ITEM });
    const res = await client().insertDataItem({ dataCollectionId: C, dataItem: { _id: 'p1', data: { id: 'own' } }, appOptions: { a: 1 } });
    expectRequest(wire.requests[0], 'POST', `${BASE}/items`, 'InsertDataItem', { dataCollectionId: C, dataItem: { id: 'p1', data: { id: 'own' } }, appOptions: { a: 1 } });
    expect(res).toEqual({ dataItem: SDK_ITEM });
    wire.reply({ action: 'UPDATED', dataItem: WIRE_ITEM });
    expect(await client().saveDataItem({ dataCollectionId: C, dataItem: { data: {} } })).toEqual({ action: 'UPDATED', dataItem: SDK_ITEM });
    expectRequest(wire.requests[1], 'POST', `${BASE}/items/save`, 'SaveDataItem', { dataCollectionId: C, dataItem: { data: {} } });
  });

  it('updateDataItem PUTs /items/{dataItem.id} with the id in the body item', async () => {
    wire.reply({ dataItem: WIRE_ITEM });
    await client().updateDataItem('p1', { dataCollectionId: C, dataItem: { data: { t: 1 } }, publishPluginOptions: { includeDraftItems: true } });
    expectRequest(wire.requests[0], 'PUT', `${BASE}/items/p1`, 'UpdateDataItem', {
      dataCollectionId: C, dataItem: { id: 'p1', data: { t: 1 } }, publishPluginOptions: { includeDraftItems: true },
    });
  });

  it('getDataItem GETs with dataItemId, dataCollectionId and read options in the query, and unwraps .dataItem', async () => {
    wire.reply({ dataItem: WIRE_ITEM });
    const res = await client().getDataItem('p1', { dataCollectionId: C, consistentRead: true, language: 'en', fields: ['a', 'b'] });
    expectRequest(wire.requests[0], 'GET', `${BASE}/items/p1?dataItemId=p1&dataCollectionId=Pages&consistentRead=true&language=en&fields=a&fields=b`, 'GetDataItem');
    expect(res).toEqual(SDK_ITEM);
  });

  it('removeDataItem DELETEs with the ids in the query; truncateDataItems POSTs /items/truncate', async () => {
    wire.reply({ dataItem: WIRE_ITEM });
    expect(await client().removeDataItem('p1', { dataCollectionId: C })).toEqual({ dataItem: SDK_ITEM });
    expectRequest(wire.requests[0], 'DELETE', `${BASE}/items/p1?dataItemId=p1&dataCollectionId=Pages`, 'RemoveDataItem');
    wire.reply({});
    expect(await client().truncateDataItems({ dataCollectionId: C })).toBeUndefined();
    expectRequest(wire.requests[1], 'POST', `${BASE}/items/truncate`, 'TruncateDataItems', { dataCollectionId: C });
  });

  it('queryDataItems is an offset builder: POST /items/query with { ...options, query }, items from dataItems', async () => {
    wire.reply(
      { dataItems: [WIRE_ITEM], pagingMetadata: { count: 1, offset: 0, total: 2 } },
      { dataItems: [{ ...WIRE_ITEM, id: 'p2' }], pagingMetadata: { count: 1, offset: 1, total: 2 } },
    );
    const page = await client().queryDataItems({ dataCollectionId: C, consistentRead: true }).eq('data.slug', 'about').ascending('_id').limit(1).find();
    expectRequest(wire.requests[0], 'POST', `${BASE}/items/query`, 'QueryDataItems', {
      dataCollectionId: C, consistentRead: true,
      query: { filter: { 'data.slug': { $eq: 'about' } }, sort: [{ fieldName: 'id', order: 'ASC' }], paging: { limit: 1, offset: 0 } },
    });
    expect([page.items, page.totalCount, page.hasNext()]).toEqual([[SDK_ITEM], 2, true]);
    expect((await page.next()).items[0]!._id).toBe('p2');
  });

  it('aggregate, count, distinct and query-referenced POST their options as given and return the full response', async () => {
    const cases = [
      ['aggregateDataItems', 'aggregate', 'AggregateDataItems', { aggregation: { groupingFields: ['t'], operations: [{ resultFieldName: 'n', itemCount: {} }] }, returnTotalCount: true }, { results: [{ _id: { t: 1 }, n: 2 }], pagingMetadata: {} }],
      ['countDataItems', 'count', 'CountDataItems', { filter: { t: 1 } }, { totalCount: 4 }],
      ['queryDistinctValues', 'query-distinct-values', 'QueryDistinctValues', { fieldName: 't', paging: { limit: 2 } }, { distinctValues: [1, 2], pagingMetadata: { count: 2 } }],
      ['queryReferencedDataItems', 'query-referenced', 'QueryReferencedDataItems', { referringItemId: 'm1', referringItemFieldName: 'pages' }, { results: [{ dataItem: WIRE_ITEM }], pagingMetadata: {} }],
    ] as const;
    for (const [i, [method, path, name, options, response]] of cases.entries()) {
      wire.reply(response);
      const res = await (client() as any)[method]({ dataCollectionId: C, ...options });
      expectRequest(wire.requests[i], 'POST', `${BASE}/items/${path}`, name, { dataCollectionId: C, ...options });
      expect(res).toEqual(method === 'queryReferencedDataItems' ? { results: [{ dataItem: SDK_ITEM }], pagingMetadata: {} } : response);
    }
  });

  it('is-referenced, insert-reference, remove-reference, replace-references POST to their own paths', async () => {
    wire.reply({ isReferenced: true });
    expect(await client().isReferencedDataItem({ dataCollectionId: C, ...ref })).toEqual({ isReferenced: true });
    expectRequest(wire.requests[0], 'POST', `${BASE}/items/is-referenced`, 'IsReferencedDataItem', { dataCollectionId: C, ...ref });
    wire.reply({ dataItemReference: ref });
    expect(await client().insertDataItemReference({ dataCollectionId: C, dataItemReference: ref })).toEqual({ dataItemReference: ref });
    expectRequest(wire.requests[1], 'POST', `${BASE}/items/insert-reference`, 'InsertDataItemReference', { dataCollectionId: C, dataItemReference: ref });
    await client().removeDataItemReference({ dataCollectionId: C, dataItemReference: ref });
    expectRequest(wire.requests[2], 'POST', `${BASE}/items/remove-reference`, 'RemoveDataItemReference', { dataCollectionId: C, dataItemReference: ref });
    wire.reply({ dataItemReferences: [ref] });
    const replace = { dataCollectionId: C, referringItemFieldName: 'pages', referringItemId: 'm1', newReferencedItemIds: ['p1'] };
    expect(await client().replaceDataItemReferences(replace)).toEqual({ dataItemReferences: [ref] });
    expectRequest(wire.requests[3], 'POST', `${BASE}/items/replace-references`, 'ReplaceDataItemReferences', replace);
  });

  it('the six bulk calls POST /bulk/items/<action> and return { results, bulkActionMetadata } with _id on the wrappers', async () => {
    const response = { results: [{ action: 'INSERT', itemMetadata: { id: 'p1', originalIndex: 0, success: true }, dataItem: WIRE_ITEM }], bulkActionMetadata: { totalSuccesses: 1, totalFailures: 0 } };
    const expected = { results: [{ action: 'INSERT', itemMetadata: { _id: 'p1', originalIndex: 0, success: true }, dataItem: SDK_ITEM }], bulkActionMetadata: response.bulkActionMetadata };
    const cases = [
      ['bulkInsertDataItems', 'insert', 'BulkInsertDataItems', { dataItems: [{ _id: 'p1', data: { id: 'own' } }], returnEntity: true }, { dataItems: [{ id: 'p1', data: { id: 'own' } }], returnEntity: true }],
      ['bulkUpdateDataItems', 'update', 'BulkUpdateDataItems', { dataItems: [{ _id: 'p1', data: {} }] }, { dataItems: [{ id: 'p1', data: {} }] }],
      ['bulkSaveDataItems', 'save', 'BulkSaveDataItems', { dataItems: [{ data: {} }] }, { dataItems: [{ data: {} }] }],
      ['bulkRemoveDataItems', 'remove', 'BulkRemoveDataItems', { dataItemIds: ['p1'] }, { dataItemIds: ['p1'] }],
      ['bulkInsertDataItemReferences', 'insert-references', 'BulkInsertDataItemReferences', { dataItemReferences: [ref], returnEntity: true }, { dataItemReferences: [ref], returnEntity: true }],
      ['bulkRemoveDataItemReferences', 'remove-references', 'BulkRemoveDataItemReferences', { dataItemReferences: [ref] }, { dataItemReferences: [ref] }],
    ] as const;
    for (const [i, [method, path, name, options, body]] of cases.entries()) {
      wire.reply(response);
      expect(await (client() as any)[method]({ dataCollectionId: C, ...options })).toEqual(expected);
      expectRequest(wire.requests[i], 'POST', `${BASE}/bulk/items/${path}`, name, { dataCollectionId: C, ...body });
    }
  });
});
