import { isCall, isValidationError } from '@sitekit/core';
import { badInputTable, wireServer, type BadInputCase } from '@sitekit/testing';
import { client } from '../../test/wire-helpers';

const wire = wireServer();
const ref = { referringItemFieldName: 'pages', referringItemId: 'm1', referencedItemId: 'p1' };

// Every case must fail with a ValidationError naming the argument, and send nothing.
const cases: BadInputCase<ReturnType<typeof client>>[] = [
  ['insert without a collection', (c) => c.insert(undefined as any, {}), 'dataCollectionId'],
  ['insert with an empty collection', (c) => c.insert(' ', {}), 'dataCollectionId'],
  ['insert a non-object', (c) => c.insert('Pages', 'x' as any), 'item'],
  ['insert an array', (c) => c.insert('Pages', [] as any), 'item'],
  ['insert with non-object options', (c) => c.insert('Pages', {}, 42 as any), 'options'],
  ['update without _id', (c) => c.update('Pages', { title: 'x' }), 'item._id'],
  ['save null', (c) => c.save('Pages', null as any), 'item'],
  ['get without id', (c) => c.get('Pages', '' as any), 'dataItemId'],
  ['remove without id', (c) => c.remove('Pages', undefined as any), 'dataItemId'],
  ['truncate without collection', (c) => c.truncate(undefined as any), 'dataCollectionId'],
  ['query without collection', (c) => c.query(undefined as any), 'dataCollectionId'],
  ['query with a non-object request', (c) => c.query('Pages', 5 as any), 'request'],
  ['aggregate without collection', (c) => c.aggregate('' as any), 'dataCollectionId'],
  ['count without collection', (c) => c.count(null as any), 'dataCollectionId'],
  ['distinct without field', (c) => c.distinct('FAQ', '' as any), 'fieldName'],
  ['patch without id', (c) => c.patch('Posts', undefined as any), 'dataItemId'],
  ['bulkInsert an empty list', (c) => c.bulkInsert('FAQ', []), 'items'],
  ['bulkInsert a non-object item', (c) => c.bulkInsert('FAQ', [{}, 3 as any]), 'items[1]'],
  ['bulkUpdate an item without _id', (c) => c.bulkUpdate('FAQ', [{ q: 1 }]), 'items[0]._id'],
  ['bulkSave a non-array', (c) => c.bulkSave('FAQ', {} as any), 'items'],
  ['bulkRemove an empty list', (c) => c.bulkRemove('FAQ', []), 'itemIds'],
  ['bulkRemove a non-string id', (c) => c.bulkRemove('FAQ', [1 as any]), 'itemIds[0]'],
  ['insertReference with no referenced ids', (c) => c.insertReference('Menus', 'pages', 'm1', []), 'referencedItem'],
  ['insertReference with no referring id', (c) => c.insertReference('Menus', 'pages', {} as any, 'p1'), 'referringItem'],
  ['removeReference with an item without _id', (c) => c.removeReference('Menus', 'pages', 'm1', [{}]), 'referencedItem[0]'],
  ['isReferenced without field', (c) => c.isReferenced('Menus', '' as any, 'm1', 'p1'), 'relationshipAttribute'],
  ['replaceReferences without referring item', (c) => c.replaceReferences('Menus', 'pages', '' as any, []), 'referringItem'],
  ['queryReferenced without holding item', (c) => c.queryReferenced('Menus', null as any, 'pages'), 'referringItem'],
  ['insertDataItem without options', (c) => c.insertDataItem(undefined as any), 'options'],
  ['insertDataItem without collection', (c) => c.insertDataItem({ dataItem: {} } as any), 'options.dataCollectionId'],
  ['insertDataItem without dataItem', (c) => c.insertDataItem({ dataCollectionId: 'C' } as any), 'options.dataItem'],
  ['updateDataItem without id', (c) => c.updateDataItem('', { dataCollectionId: 'C', dataItem: {} }), '_id'],
  ['getDataItem without collection', (c) => c.getDataItem('a', {} as any), 'options.dataCollectionId'],
  ['removeDataItem without id', (c) => c.removeDataItem(undefined as any, { dataCollectionId: 'C' }), 'dataItemId'],
  ['queryDataItems without collection', (c) => c.queryDataItems({} as any), 'options.dataCollectionId'],
  ['countDataItems with a number', (c) => c.countDataItems(3 as any), 'options'],
  ['bulkInsertDataItems with an empty list', (c) => c.bulkInsertDataItems({ dataCollectionId: 'C', dataItems: [] }), 'options.dataItems'],
  ['bulkRemoveDataItems without ids', (c) => c.bulkRemoveDataItems({ dataCollectionId: 'C' } as any), 'options.dataItemIds'],
  ['insertDataItemReference with no ids', (c) => c.insertDataItemReference({ dataCollectionId: 'C', dataItemReference: { referringItemFieldName: 'pages' } as any }), 'options.dataItemReference.referringItemId'],
  ['isReferencedDataItem without referenced id', (c) => c.isReferencedDataItem({ dataCollectionId: 'C', ...ref, referencedItemId: '' }), 'options.referencedItemId'],
  ['bulkInsertDataItemReferences with a reference with no ids', (c) => c.bulkInsertDataItemReferences({ dataCollectionId: 'C', dataItemReferences: [ref, {} as any] }), 'options.dataItemReferences[1]'],
];

badInputTable('items', { wire, client, guards: { isCall, isValidationError }, cases });
