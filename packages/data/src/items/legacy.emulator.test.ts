import { describe, expect, it } from 'vitest';
import { createClient, isNotFound, StaticTokenStrategy } from '@sitekit/core-runtime';
import { setupEmulator } from '@sitekit/emulator/msw';
import { duringTests } from '@sitekit/testing';
import { items } from '../items';

duringTests(setupEmulator());

const client = () => createClient({ modules: { items }, auth: StaticTokenStrategy({ accessToken: 'emulator-api-key' }) }).items;
const C = 'FAQ';
const ref = (to: string) => ({ referringItemFieldName: 'pages', referringItemId: 'menu-footer', referencedItemId: to });

describe('items (generated calls) on the emulator', () => {
  it('insert, update (PUT), save, get, remove (DELETE), truncate', async () => {
    const c = client();
    const { dataItem } = await c.insertDataItem({ dataCollectionId: C, dataItem: { _id: 'n1', data: { question: 'Q' } } });
    expect(dataItem).toMatchObject({ _id: 'n1', dataCollectionId: C, data: { _id: 'n1', question: 'Q', _createdDate: { $date: expect.any(String) } } });
    expect((await c.updateDataItem('n1', { dataCollectionId: C, dataItem: { data: { question: 'Q2' } } })).dataItem.data).toMatchObject({ question: 'Q2' });
    expect((await c.saveDataItem({ dataCollectionId: C, dataItem: { _id: 'n1', data: { question: 'Q3' } } })).action).toBe('UPDATED');
    expect(await c.getDataItem('n1', { dataCollectionId: C })).toMatchObject({ _id: 'n1', data: { question: 'Q3' } });
    expect((await c.removeDataItem('n1', { dataCollectionId: C })).dataItem._id).toBe('n1');
    expect(isNotFound(await c.getDataItem('n1', { dataCollectionId: C }).catch((e: unknown) => e))).toBe(true);
    await c.truncateDataItems({ dataCollectionId: C });
    expect((await c.countDataItems({ dataCollectionId: C })).totalCount).toBe(0);
  });

  it('the offset query builder, aggregate, count, distinct', async () => {
    const c = client();
    const page = await c.queryDataItems({ dataCollectionId: C, returnTotalCount: true }).eq('topic', 'shipping').ascending('order').limit(1).find();
    expect([page.items[0]!.data!.order, page.totalCount, page.hasNext()]).toEqual([1, 2, true]);
    expect((await page.next()).items[0]!.data!.order).toBe(2);
    const agg = await c.aggregateDataItems({ dataCollectionId: C, aggregation: { groupingFields: ['topic'], operations: [{ resultFieldName: 'n', itemCount: {} }] }, sort: [{ fieldName: 'topic', order: 'ASC' }] });
    expect(agg.results.map((r) => [r._id.topic, r.n])).toEqual([['care', 1], ['returns', 2], ['shipping', 2], ['sizing', 1]]);
    expect((await c.countDataItems({ dataCollectionId: C, filter: { topic: 'returns' } })).totalCount).toBe(2);
    expect((await c.queryDistinctValues({ dataCollectionId: C, fieldName: 'topic', paging: { limit: 2 } })).distinctValues).toEqual(['care', 'returns']);
  });

  it('references one at a time and in bulk, and query-referenced', async () => {
    const c = client();
    expect((await c.insertDataItemReference({ dataCollectionId: 'Menus', dataItemReference: ref('page-care') })).dataItemReference).toEqual(ref('page-care'));
    expect((await c.isReferencedDataItem({ dataCollectionId: 'Menus', ...ref('page-care') })).isReferenced).toBe(true);
    await c.removeDataItemReference({ dataCollectionId: 'Menus', dataItemReference: ref('page-care') });
    const replaced = await c.replaceDataItemReferences({ dataCollectionId: 'Menus', referringItemFieldName: 'pages', referringItemId: 'menu-footer', newReferencedItemIds: ['page-terms'] });
    expect(replaced.dataItemReferences).toEqual([ref('page-terms')]);
    const bulk = await c.bulkInsertDataItemReferences({ dataCollectionId: 'Menus', dataItemReferences: [ref('page-about'), ref('gone')] });
    expect(bulk.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 1 });
    await c.bulkRemoveDataItemReferences({ dataCollectionId: 'Menus', dataItemReferences: [ref('page-terms')] });
    const { results } = await c.queryReferencedDataItems({ dataCollectionId: 'Menus', referringItemId: 'menu-footer', referringItemFieldName: 'pages' });
    expect(results.map((r) => r.dataItem!._id)).toEqual(['page-about']);
  });

  it('bulk insert/update/save/remove: per-item results with _id on the metadata', async () => {
    const c = client();
    const ins = await c.bulkInsertDataItems({ dataCollectionId: C, dataItems: [{ _id: 'b1', data: { question: 'a' } }, { _id: 'faq-1', data: {} }], returnEntity: true });
    expect(ins.results.map((r) => [r.itemMetadata!._id, r.itemMetadata!.success, r.itemMetadata!.error?.code])).toEqual([['b1', true, undefined], [undefined, false, 'WDE0074']]);
    expect(ins.results[0]!.dataItem).toMatchObject({ _id: 'b1', data: { question: 'a' } });
    expect((await c.bulkUpdateDataItems({ dataCollectionId: C, dataItems: [{ _id: 'b1', data: { question: 'b' } }] })).bulkActionMetadata.totalSuccesses).toBe(1);
    expect((await c.bulkSaveDataItems({ dataCollectionId: C, dataItems: [{ _id: 'b2', data: {} }] })).results[0]!.action).toBe('INSERT');
    expect((await c.bulkRemoveDataItems({ dataCollectionId: C, dataItemIds: ['b1', 'b2', 'nope'] })).bulkActionMetadata).toMatchObject({ totalSuccesses: 2, totalFailures: 1 });
  });
});
