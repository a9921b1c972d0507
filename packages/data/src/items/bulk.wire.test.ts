import { describe, expect, it } from 'vitest';
import { wireServer } from '@sitekit/testing';
import { items } from '../items';
import { BASE, client, expectRequest } from '../../test/helpers';

const wire = wireServer();
const ok = (action: string, id: string, originalIndex: number) => ({ action, itemMetadata: { id, originalIndex, success: true } });

describe('items: the current bulk calls\' options (wire)', () => {
  it('bulkRemove sends condition as condition.filter, with the other options mapped as the current calls map them', async () => {
    wire.reply({ results: [ok('DELETE', 'a', 0)], bulkActionMetadata: { totalSuccesses: 1, totalFailures: 0 } });
    const res = await client().bulkRemove('FAQ', ['a'], { condition: { archived: { $eq: true } }, suppressHooks: true, showDrafts: true });
    expectRequest(wire.requests[0], 'POST', `${BASE}/bulk/items/remove`, 'BulkRemoveDataItems', {
      dataCollectionId: 'FAQ', dataItemIds: ['a'], condition: { filter: { archived: { $eq: true } } }, suppressHooks: true, publishPluginOptions: { includeDraftItems: true },
    });
    expect([res.removed, res.removedItemIds]).toEqual([1, ['a']]);
  });

  it('a condition on the item id keeps `_id` (an item field in the filter), on bulkUpdate and bulkRemove', async () => {
    wire.reply({ results: [ok('UPDATE', 'a', 0)], bulkActionMetadata: {} }, { results: [ok('DELETE', 'a', 0)], bulkActionMetadata: {} });
    await client().bulkUpdate('FAQ', [{ _id: 'a', n: 1 }], { condition: { _id: { $eq: 'a' } } });
    await client().bulkRemove('FAQ', ['a'], { condition: { _id: { $in: ['a'] } } });
    expectRequest(wire.requests[0], 'POST', `${BASE}/bulk/items/update`, 'BulkUpdateDataItems', {
      dataCollectionId: 'FAQ', dataItems: [{ id: 'a', data: { _id: 'a', n: 1 } }], condition: { filter: { _id: { $eq: 'a' } } },
    });
    expectRequest(wire.requests[1], 'POST', `${BASE}/bulk/items/remove`, 'BulkRemoveDataItems', {
      dataCollectionId: 'FAQ', dataItemIds: ['a'], condition: { filter: { _id: { $in: ['a'] } } },
    });
  });

  it('a condition given as an items.filter() builder is sent as its filter (update, remove, bulkUpdate, bulkRemove, patch)', async () => {
    const item = { dataCollectionId: 'FAQ', id: 'a', data: { _id: 'a', n: 1 } };
    wire.reply({ dataItem: item }, { dataItem: item }, { results: [ok('UPDATE', 'a', 0)], bulkActionMetadata: {} }, { results: [ok('DELETE', 'a', 0)], bulkActionMetadata: {} }, { dataItem: item });
    const when = items.filter().eq('n', 0).lt('at', new Date('2026-01-02T03:04:05.000Z'));
    const filter = { $and: [{ n: { $eq: 0 } }, { at: { $lt: { $date: '2026-01-02T03:04:05.000Z' } } }] };
    await client().update('FAQ', { _id: 'a', n: 1 }, { condition: when });
    await client().remove('FAQ', 'a', { condition: when });
    await client().bulkUpdate('FAQ', [{ _id: 'a', n: 1 }], { condition: when });
    await client().bulkRemove('FAQ', ['a'], { condition: when });
    await client().patch('FAQ', 'a').incrementField('n', 1).run({ condition: when });
    expect(wire.requests.map((r) => JSON.parse(r.body).condition)).toEqual([{ filter }, { filter }, { filter }, { filter }, { filter }]);
  });

  it('saveReferences goes as given on bulkInsert (both paths), bulkUpdate and bulkSave', async () => {
    wire.reply({ results: [ok('INSERT', 'm1', 0)], bulkActionMetadata: {} });
    const menus = [{ _id: 'm1', pages: ['p1'] }];
    const dataItems = [{ id: 'm1', data: { _id: 'm1', pages: ['p1'] } }];
    await client().bulkInsert('Menus', menus, { saveReferences: true });
    await client().bulkInsert('Menus', menus, { saveReferences: true, overrideExisting: true });
    await client().bulkUpdate('Menus', menus, { saveReferences: true });
    await client().bulkSave('Menus', menus, { saveReferences: false });
    expectRequest(wire.requests[0], 'POST', `${BASE}/bulk/items/insert`, 'BulkInsertDataItems', { dataCollectionId: 'Menus', dataItems, saveReferences: true });
    expectRequest(wire.requests[1], 'POST', `${BASE}/bulk/items/save`, 'BulkSaveDataItems', { dataCollectionId: 'Menus', dataItems, saveReferences: true });
    expectRequest(wire.requests[2], 'POST', `${BASE}/bulk/items/update`, 'BulkUpdateDataItems', { dataCollectionId: 'Menus', dataItems, saveReferences: true });
    expectRequest(wire.requests[3], 'POST', `${BASE}/bulk/items/save`, 'BulkSaveDataItems', { dataCollectionId: 'Menus', dataItems, saveReferences: false });
  });
});
