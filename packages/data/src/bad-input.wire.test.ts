import { isCall, isValidationError } from '@sitekit/core-runtime';
import { badInputTable, NONE, wireServer, type BadInputCase } from '@sitekit/testing';
import { items } from './items';
import { client } from '../test/helpers';

const wire = wireServer();
const ref = { referringItemFieldName: 'pages', referringItemId: 'm1', referencedItemId: 'p1' };

// Hand-written cases (inputs no kind describes): each must fail with a ValidationError naming the argument, and send nothing.
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
  ['patch builder with no modification', (c) => c.patch('Posts', 'a').run(), 'fieldModifications'],
  ['patch with an unknown action', (c) => c.patch('Posts', 'a', [{ action: 'RENAME' as any, fieldPath: 'x' }]), 'fieldModifications[0].action'],
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
  ['queryReferencedItems with an empty list', (c) => c.queryReferencedItems('Menus', [], 'pages'), 'referringItem'],
  ['queryReferencedItems with an item without _id in the list', (c) => c.queryReferencedItems('Menus', ['m1', {}], 'pages'), 'referringItem[1]'],
  ['search with a non-string expression', (c) => c.search('FAQ').expression(42 as any).run(), 'queryText'],
  ['search with non-object run options', (c) => c.search('FAQ').run(7 as any), 'options'],
  ['search request with non-object options', (c) => c.search('FAQ', {}, 'x' as any), 'options'],
  ['aggregatePipeline with stages that are not a list', (c) => c.aggregatePipeline('FAQ', { stages: {} as any }), 'pipeline.stages'],
  ['aggregatePipeline with a stage that is not an object', (c) => c.aggregatePipeline('FAQ', { stages: [{ limit: 1 }, 'limit' as any] }), 'pipeline.stages[1]'],
  ['aggregatePipeline with non-object options', (c) => c.aggregatePipeline('FAQ', {}, 42 as any), 'options'],
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

/**
 * What each argument must be, and the wrong values tried for it (`NONE`: the argument left out):
 * an id (or an item with `_id`, which `''`, `{}` and a number are not), an item object, a non-empty list,
 * an optional options object, the current query's request (left out, it is the builder: no request),
 * patch's field modifications (a non-empty list of `{ action, fieldPath }`; left out, the builder), and a generated options object, which must carry `dataCollectionId` (so `{}` is wrong too).
 */
const BAD = {
  id: [NONE, null, {}, 42, ''],
  object: [NONE, null, 42, 'x', []],
  list: [NONE, null, {}, 42, []],
  options: [null, 42, 'x'],
  request: [null, 42],
  collection: [NONE, null, {}, 42],
  // left out, it is the patch builder (no request)
  modifications: [null, {}, 42, [], [null], [{ action: 'SET_FIELD' }], [{ action: 'RENAME', fieldPath: 'x' }]],
};
type Kind = keyof typeof BAD;

const C = { dataCollectionId: 'C' };
/** Every call of `items` (both call shapes): its arguments' kinds, valid values, and what sends a builder. */
const calls: Record<string, [Kind[], unknown[], ((result: any) => unknown)?]> = {
  insert: [['id', 'object', 'options'], ['C', {}, {}]],
  update: [['id', 'object', 'options'], ['C', { _id: 'a' }, {}]],
  save: [['id', 'object', 'options'], ['C', {}, {}]],
  get: [['id', 'id', 'options'], ['C', 'a', {}]],
  remove: [['id', 'id', 'options'], ['C', 'a', {}]],
  truncate: [['id'], ['C']],
  query: [['id', 'request', 'options'], ['C', {}, {}]],
  count: [['id', 'options'], ['C', {}]],
  distinct: [['id', 'id', 'options'], ['C', 'f', {}]],
  aggregate: [['id'], ['C'], (a) => a.run()],
  patch: [['id', 'id', 'modifications', 'options'], ['C', 'a', [{ action: 'REMOVE_FIELD', fieldPath: 'x' }], {}]],
  queryReferenced: [['id', 'id', 'id', 'options'], ['Menus', 'm1', 'pages', {}]],
  queryReferencedItems: [['id', 'id', 'id', 'options'], ['Menus', 'm1', 'pages', {}]],
  search: [['id', 'request', 'options'], ['C', {}, {}]],
  aggregatePipeline: [['id', 'object', 'options'], ['C', { stages: [] }, {}]],
  isReferenced: [['id', 'id', 'id', 'id', 'options'], ['Menus', 'pages', 'm1', 'p1', {}]],
  insertReference: [['id', 'id', 'id', 'list', 'options'], ['Menus', 'pages', 'm1', ['p1'], {}]],
  removeReference: [['id', 'id', 'id', 'list', 'options'], ['Menus', 'pages', 'm1', ['p1'], {}]],
  replaceReferences: [['id', 'id', 'id', 'id', 'options'], ['Menus', 'pages', 'm1', 'p1', {}]],
  bulkInsert: [['id', 'list', 'options'], ['C', [{}], {}]],
  bulkUpdate: [['id', 'list', 'options'], ['C', [{ _id: 'a' }], {}]],
  bulkSave: [['id', 'list', 'options'], ['C', [{}], {}]],
  bulkRemove: [['id', 'list', 'options'], ['C', ['a'], {}]],
  insertDataItem: [['collection'], [{ ...C, dataItem: {} }]],
  updateDataItem: [['id', 'collection'], ['a', { ...C, dataItem: {} }]],
  saveDataItem: [['collection'], [{ ...C, dataItem: {} }]],
  getDataItem: [['id', 'collection'], ['a', C]],
  removeDataItem: [['id', 'collection'], ['a', C]],
  truncateDataItems: [['collection'], [C]],
  queryDataItems: [['collection'], [C], (q) => q.find()],
  aggregateDataItems: [['collection'], [C]],
  countDataItems: [['collection'], [C]],
  queryDistinctValues: [['collection'], [{ ...C, fieldName: 'f' }]],
  queryReferencedDataItems: [['collection'], [{ ...C, referringItemId: 'm1', referringItemFieldName: 'pages' }]],
  isReferencedDataItem: [['collection'], [{ ...C, ...ref }]],
  insertDataItemReference: [['collection'], [{ ...C, dataItemReference: ref }]],
  removeDataItemReference: [['collection'], [{ ...C, dataItemReference: ref }]],
  replaceDataItemReferences: [['collection'], [{ ...C, referringItemFieldName: 'pages', referringItemId: 'm1', newReferencedItemIds: [] }]],
  bulkInsertDataItems: [['collection'], [{ ...C, dataItems: [{}] }]],
  bulkUpdateDataItems: [['collection'], [{ ...C, dataItems: [{ _id: 'a' }] }]],
  bulkSaveDataItems: [['collection'], [{ ...C, dataItems: [{}] }]],
  bulkRemoveDataItems: [['collection'], [{ ...C, dataItemIds: ['a'] }]],
  bulkInsertDataItemReferences: [['collection'], [{ ...C, dataItemReferences: [ref] }]],
  bulkRemoveDataItemReferences: [['collection'], [{ ...C, dataItemReferences: [ref] }]],
};

type Client = { items: ReturnType<typeof client> };
badInputTable<Kind, Client>('items', {
  wire,
  client: () => ({ items: client() }),
  guards: { isCall, isValidationError },
  // enough for every valid call to resolve: an item, empty lists, a count
  reply: { dataItem: { id: 'a', data: {} }, dataItems: [], results: [], totalCount: 0, pagingMetadata: {} },
  modules: { items },
  bad: BAD,
  calls: { items: calls },
  cases: cases.map(([title, run, field]): BadInputCase<Client> => [title, (c) => run(c.items), field]),
});
