/** The current reference calls (a current call, docs/wire/data-items.md): `queryReferenced`, `isReferenced`, `insertReference`, `removeReference`, `replaceReferences`. */
import { optionalObject, requireString, type Call } from '@sitekit/core-runtime';
import { decodeDates } from './dates';
import type { ReferencedAnswer } from './query-referenced-items';
import { DEFAULT_LIMIT, fetchPage } from './data-result';
import { collectionId, idOf, listOf } from './checks';
import { over } from './over';
import { itemsService } from './service';
import { wireOptions } from './options';
import type { Item, ItemOrId, PagingMetadata, ReferenceOrder, WixDataItem, WixDataOptions, WixDataResult } from './types';

/** Options of `queryReferenced`. */
export interface WixDataQueryReferencedOptions {
  order?: ReferenceOrder | undefined;
  /** Page size (default 50). */
  limit?: number | undefined;
  skip?: number | undefined;
  /** Ask for the total (default true). */
  returnTotalCount?: boolean | undefined;
  fields?: string[] | undefined;
  consistentRead?: boolean | undefined;
  language?: string | undefined;
}

/** `{ dataCollectionId, referringItemFieldName, referringItemId }` with checks. */
function referring(collection: unknown, field: unknown, item: unknown) {
  collectionId(collection);
  requireString(field, 'relationshipAttribute');
  return { dataCollectionId: collection, referringItemFieldName: field, referringItemId: idOf(item, 'referringItem') };
}

/** One or more referenced items (or ids) as an id list (non-empty unless `allowEmpty`). */
function referencedIds(value: unknown, allowEmpty?: boolean): string[] {
  return listOf(Array.isArray(value) ? value : [value], 'referencedItem', idOf, allowEmpty);
}

type Request = (payload: Record<string, unknown>) => Promise<{ items: unknown[]; pagingMetadata?: PagingMetadata | undefined }>;

/** The query-referenced request (`queryReferenced` pages over it). */
const queryReferencedItems: Call<Request> = /* @__PURE__ */ itemsService('POST /wix-data/v2/items/query-referenced', {
  name: 'QueryReferencedDataItems', payload: (payload: Record<string, unknown>) => payload,
  // the resolved items (an unresolved reference has no `dataItem`)
  result: (response: ReferencedAnswer) =>
    ({ items: (response.results ?? []).filter((x) => x.dataItem).map((x) => decodeDates(x.dataItem!.data)), pagingMetadata: response.pagingMetadata }),
});

/**
 * The items a reference field of one item points to (POST `/wix-data/v2/items/query-referenced`).
 *
 * @returns a page of the referenced items with `next()` / `prev()`.
 */
export const queryReferenced: Call<<T extends object = WixDataItem>(dataCollectionId: string, holdingItem: ItemOrId, relationshipAttribute: string,
  options?: WixDataQueryReferencedOptions) => Promise<WixDataResult<Item<T>>>> = /* @__PURE__ */ over(queryReferencedItems, (run) => <T extends object>(collection: unknown, holding: unknown, field: unknown, options?: WixDataQueryReferencedOptions): Promise<WixDataResult<Item<T>>> => {
  const base = referring(collection, field, holding);
  optionalObject(options, 'options');
  // `returnTotalCount` only when asked for, as the platform's SDK sends it
  const { order = 'ASC', limit = DEFAULT_LIMIT, skip = 0, ...rest } = options ?? {};
  // the items are what the collection holds: `T` is the caller's word for them
  return fetchPage(limit, skip, (paging) => run({ ...base, order: order.toUpperCase(), paging, ...rest }) as Promise<{ items: Item<T>[]; pagingMetadata?: PagingMetadata | undefined }>);
});

/**
 * Whether an item's reference field points to another item (POST `/wix-data/v2/items/is-referenced`).
 */
export const isReferenced: Call<(dataCollectionId: string, relationshipAttribute: string, referringItem: ItemOrId, referencedItem: ItemOrId,
  options?: { consistentRead?: boolean | undefined }) => Promise<boolean>> = /* @__PURE__ */ itemsService('POST /wix-data/v2/items/is-referenced', {
  name: 'IsReferencedDataItem',
  payload: (collection: unknown, field: unknown, item: unknown, referenced: unknown, options?: Record<string, unknown>) => {
    optionalObject(options, 'options');
    return { ...referring(collection, field, item), referencedItemId: idOf(referenced, 'referencedItem'), ...options };
  },
  // a boolean always: a `false` the platform leaves out of its answer is `false`, not `undefined`
  result: (response: { isReferenced?: boolean | undefined }) => response.isReferenced === true,
});

/** `{ dataCollectionId, dataItemReferences: [{ referringItemFieldName, referringItemId, referencedItemId }, …] }` and the options. */
function references(collection: unknown, field: unknown, item: unknown, referenced: unknown, options?: WixDataOptions) {
  const { dataCollectionId, ...from } = referring(collection, field, item);
  return { dataCollectionId, dataItemReferences: referencedIds(referenced).map((referencedItemId) => ({ ...from, referencedItemId })), ...wireOptions(options) };
}

/** The reference writes: the relationship's field on the referring item, the referenced items, and (as the platform SDK takes them) options. */
type ReferenceCall = (dataCollectionId: string, relationshipAttribute: string, referringItem: ItemOrId, referencedItem: ItemOrId | ItemOrId[],
  options?: WixDataOptions) => Promise<void>;

/**
 * Adds references (POST `/wix-data/v2/bulk/items/insert-references`, as the platform's SDK always does).
 */
export const insertReference: Call<ReferenceCall> = /* @__PURE__ */ itemsService('POST /wix-data/v2/bulk/items/insert-references', {
  name: 'BulkInsertDataItemReferences', payload: references, returns: false,
});

/**
 * Removes references (POST `/wix-data/v2/bulk/items/remove-references`).
 */
export const removeReference: Call<ReferenceCall> = /* @__PURE__ */ itemsService('POST /wix-data/v2/bulk/items/remove-references', {
  name: 'BulkRemoveDataItemReferences', payload: references, returns: false,
});

/**
 * Replaces all references of a field (POST `/wix-data/v2/items/replace-references`).
 */
export const replaceReferences: Call<ReferenceCall> = /* @__PURE__ */ itemsService('POST /wix-data/v2/items/replace-references', {
  name: 'ReplaceDataItemReferences',
  payload: (collection: unknown, field: unknown, item: unknown, referenced: unknown, options?: WixDataOptions) =>
    ({ ...referring(collection, field, item), newReferencedItemIds: referencedIds(referenced, true), ...wireOptions(options) }),
  returns: false,
});
