import { describe, expect, it } from 'vitest';
import { wireServer } from '@sitekit/testing';
import { BASE, client, expectRequest } from '../../test/helpers';

const wire = wireServer();
const ok = (action: string, id: string, originalIndex: number) => ({ action, itemMetadata: { id, originalIndex, success: true } });
const failed = (action: string, originalIndex: number, code: string) =>
  ({ action, itemMetadata: { originalIndex, success: false, error: { code, description: `failed: ${code}` } } });

describe('items: current reference and bulk calls (wire)', () => {
  it('queryReferenced POSTs /items/query-referenced with paging and order, returns a page of the referenced items', async () => {
    wire.reply(
      { results: [{ dataItem: { id: 'p1', data: { _id: 'p1', title: 'A' } } }, { unresolvedReference: { referencedItemId: 'gone' } }], pagingMetadata: { count: 1, offset: 0, total: 3 } },
      { results: [{ dataItem: { id: 'p2', data: { _id: 'p2' } } }], pagingMetadata: { count: 1, offset: 1, total: 3 } },
    );
    const page = await client().queryReferenced('Menus', { _id: 'm1' }, 'pages', { order: 'desc', limit: 1, returnTotalCount: true });
    expectRequest(wire.requests[0], 'POST', `${BASE}/items/query-referenced`, 'QueryReferencedDataItems', {
      dataCollectionId: 'Menus', referringItemFieldName: 'pages', referringItemId: 'm1', order: 'DESC', paging: { limit: 1, offset: 0 }, returnTotalCount: true,
    });
    expect(page.items).toEqual([{ _id: 'p1', title: 'A' }]);
    expect([page.totalCount, page.hasNext()]).toEqual([3, true]);
    expect((await page.next()).items).toEqual([{ _id: 'p2' }]);
    expect(JSON.parse(wire.requests[1]!.body).paging).toEqual({ limit: 1, offset: 1 });
  });

  it('queryReferenced sends no returnTotalCount unless asked for, as the platform SDK\'s', async () => {
    wire.reply({ results: [], pagingMetadata: {} });
    await client().queryReferenced('Menus', 'm1', 'pages');
    expectRequest(wire.requests[0], 'POST', `${BASE}/items/query-referenced`, 'QueryReferencedDataItems', {
      dataCollectionId: 'Menus', referringItemFieldName: 'pages', referringItemId: 'm1', order: 'ASC', paging: { limit: 50, offset: 0 },
    });
  });

  it('queryReferencedItems POSTs /items/query-referenced with referringItemIds; each result names its referring item, resolved or not', async () => {
    const ISO = '2026-03-01T10:00:00.000Z';
    wire.reply({
      results: [
        { referringItemId: 'm1', dataItem: { id: 'p1', data: { _id: 'p1', at: { $date: ISO } } } },
        { unresolvedReference: { referringItemId: 'm2', referringItemFieldName: 'pages', referencedItemId: 'p9', unauthorized: true } },
      ],
      pagingMetadata: { count: 2, offset: 0, total: 2 },
    });
    const res = await client().queryReferencedItems('Menus', [{ _id: 'm1' }, 'm2'], 'pages', {
      order: 'DESC', paging: { limit: 2, offset: 0 }, fields: ['title'], returnTotalCount: true, consistentRead: true, showDrafts: true,
    });
    expectRequest(wire.requests[0], 'POST', `${BASE}/items/query-referenced`, 'QueryReferencedDataItems', {
      dataCollectionId: 'Menus', referringItemIds: ['m1', 'm2'], referringItemFieldName: 'pages', order: 'DESC', paging: { limit: 2, offset: 0 },
      fields: ['title'], returnTotalCount: true, consistentRead: true, publishPluginOptions: { includeDraftItems: true },
    });
    expect(res).toEqual({
      results: [
        { referringItemId: 'm1', item: { _id: 'p1', at: new Date(ISO) } },
        { referringItemId: 'm2', unresolvedReference: { referringItemId: 'm2', referringItemFieldName: 'pages', referencedItemId: 'p9', unauthorized: true } },
      ],
      pagingMetadata: { count: 2, offset: 0, total: 2 },
    });
  });

  it('queryReferencedItems with one referring item sends a list of one and names it on every result; cursor paging as given', async () => {
    wire.reply({ results: [{ dataItem: { id: 'p1', data: { _id: 'p1' } } }] });
    const res = await client().queryReferencedItems('Menus', 'm1', 'pages', { cursorPaging: { limit: 1, cursor: 'c1' } });
    expectRequest(wire.requests[0], 'POST', `${BASE}/items/query-referenced`, 'QueryReferencedDataItems', {
      dataCollectionId: 'Menus', referringItemIds: ['m1'], referringItemFieldName: 'pages', cursorPaging: { limit: 1, cursor: 'c1' },
    });
    expect(res).toEqual({ results: [{ referringItemId: 'm1', item: { _id: 'p1' } }], pagingMetadata: {} });
  });

  it('isReferenced POSTs /items/is-referenced (ids or items) and returns the boolean', async () => {
    wire.reply({ isReferenced: true });
    expect(await client().isReferenced('Menus', 'pages', 'm1', { _id: 'p1' }, { consistentRead: true })).toBe(true);
    expectRequest(wire.requests[0], 'POST', `${BASE}/items/is-referenced`, 'IsReferencedDataItem', {
      dataCollectionId: 'Menus', referringItemFieldName: 'pages', referringItemId: 'm1', referencedItemId: 'p1', consistentRead: true,
    });
    // a false left out of the answer (proto3 JSON omits defaults) is still a boolean
    wire.reply({});
    expect(await client().isReferenced('Menus', 'pages', 'm1', 'p2')).toBe(false);
  });

  it('insertReference / removeReference go to the bulk paths with one reference per item; replaceReferences to /items/replace-references', async () => {
    wire.reply({});
    const refs = [{ referringItemFieldName: 'pages', referringItemId: 'm1', referencedItemId: 'p1' }, { referringItemFieldName: 'pages', referringItemId: 'm1', referencedItemId: 'p2' }];
    expect(await client().insertReference('Menus', 'pages', 'm1', ['p1', { _id: 'p2' }])).toBeUndefined();
    expectRequest(wire.requests[0], 'POST', `${BASE}/bulk/items/insert-references`, 'BulkInsertDataItemReferences', { dataCollectionId: 'Menus', dataItemReferences: refs });
    await client().removeReference('Menus', 'pages', { _id: 'm1' }, 'p1');
    expectRequest(wire.requests[1], 'POST', `${BASE}/bulk/items/remove-references`, 'BulkRemoveDataItemReferences', { dataCollectionId: 'Menus', dataItemReferences: [refs[0]] });
    expect(await client().replaceReferences('Menus', 'pages', 'm1', ['p2', 'p1'])).toBeUndefined();
    expectRequest(wire.requests[2], 'POST', `${BASE}/items/replace-references`, 'ReplaceDataItemReferences', {
      dataCollectionId: 'Menus', referringItemFieldName: 'pages', referringItemId: 'm1', newReferencedItemIds: ['p2', 'p1'],
    });
  });

  it('insertReference / removeReference / replaceReferences send their options (the fifth argument) as the platform SDK does', async () => {
    wire.reply({});
    const options = { suppressHooks: true, appOptions: { x: 1 } };
    const ref = { referringItemFieldName: 'pages', referringItemId: 'm1', referencedItemId: 'p1' };
    await client().insertReference('Menus', 'pages', 'm1', 'p1', options);
    expectRequest(wire.requests[0], 'POST', `${BASE}/bulk/items/insert-references`, 'BulkInsertDataItemReferences', { dataCollectionId: 'Menus', dataItemReferences: [ref], ...options });
    await client().removeReference('Menus', 'pages', 'm1', ['p1'], { suppressHooks: true });
    expectRequest(wire.requests[1], 'POST', `${BASE}/bulk/items/remove-references`, 'BulkRemoveDataItemReferences', { dataCollectionId: 'Menus', dataItemReferences: [ref], suppressHooks: true });
    await client().replaceReferences('Menus', 'pages', 'm1', ['p1'], { suppressHooks: true });
    expectRequest(wire.requests[2], 'POST', `${BASE}/items/replace-references`, 'ReplaceDataItemReferences', {
      dataCollectionId: 'Menus', referringItemFieldName: 'pages', referringItemId: 'm1', newReferencedItemIds: ['p1'], suppressHooks: true,
    });
  });

  it('bulkInsert POSTs /bulk/items/insert and sums per-item results; a failed item is in errors with its index and item', async () => {
    wire.reply({ results: [ok('INSERT', 'a', 0), failed('INSERT', 1, 'WDE0074')], bulkActionMetadata: { totalSuccesses: 1, totalFailures: 1 } });
    const list = [{ q: 'a', at: new Date(0) }, { _id: 'dup', q: 'b' }];
    const res = await client().bulkInsert('FAQ', list, { suppressHooks: true });
    expectRequest(wire.requests[0], 'POST', `${BASE}/bulk/items/insert`, 'BulkInsertDataItems', {
      dataCollectionId: 'FAQ', dataItems: [{ data: { q: 'a', at: { $date: '1970-01-01T00:00:00.000Z' } } }, { id: 'dup', data: { _id: 'dup', q: 'b' } }], suppressHooks: true,
    });
    expect(res).toEqual({
      inserted: 1, updated: 0, removed: 0, skipped: 0, insertedItemIds: ['a'], updatedItemIds: [], removedItemIds: [],
      errors: [{ code: 'WDE0074', message: 'failed: WDE0074', originalIndex: 1, item: list[1] }],
    });
  });

  it('bulkInsert with overrideExisting, and bulkSave, POST /bulk/items/save; bulkUpdate POSTs /bulk/items/update', async () => {
    wire.reply({ results: [ok('INSERT', 'a', 0), ok('UPDATE', 'b', 1)], bulkActionMetadata: {} });
    const res = await client().bulkInsert('FAQ', [{ q: 1 }, { _id: 'b' }], { overrideExisting: true });
    expectRequest(wire.requests[0], 'POST', `${BASE}/bulk/items/save`, 'BulkSaveDataItems', { dataCollectionId: 'FAQ', dataItems: [{ data: { q: 1 } }, { id: 'b', data: { _id: 'b' } }] });
    expect([res.inserted, res.updated, res.insertedItemIds, res.updatedItemIds]).toEqual([1, 1, ['a'], ['b']]);
    await client().bulkSave('FAQ', [{ _id: 'b' }]);
    expectRequest(wire.requests[1], 'POST', `${BASE}/bulk/items/save`, 'BulkSaveDataItems', { dataCollectionId: 'FAQ', dataItems: [{ id: 'b', data: { _id: 'b' } }] });
    await client().bulkUpdate('FAQ', [{ _id: 'b', q: 2 }], { condition: { q: { $eq: 1 } } });
    expectRequest(wire.requests[2], 'POST', `${BASE}/bulk/items/update`, 'BulkUpdateDataItems', {
      dataCollectionId: 'FAQ', dataItems: [{ id: 'b', data: { _id: 'b', q: 2 } }], condition: { filter: { q: { $eq: 1 } } },
    });
  });

  it('bulkRemove POSTs /bulk/items/remove; not-found ids are skipped, not errors', async () => {
    wire.reply({ results: [ok('DELETE', 'a', 0), failed('DELETE', 1, 'WDE0073')], bulkActionMetadata: { totalSuccesses: 1, totalFailures: 1 } });
    const res = await client().bulkRemove('FAQ', ['a', 'nope']);
    expectRequest(wire.requests[0], 'POST', `${BASE}/bulk/items/remove`, 'BulkRemoveDataItems', { dataCollectionId: 'FAQ', dataItemIds: ['a', 'nope'] });
    expect([res.removed, res.skipped, res.removedItemIds, res.errors]).toEqual([1, 1, ['a'], []]);
  });
});
