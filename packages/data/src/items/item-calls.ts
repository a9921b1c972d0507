/** The current single-item calls (a current call, docs/wire/data-items.md): `insert`, `update`, `save`, `get`, `remove`, `truncate`. */
import { requireString, type Call } from '@sitekit/core-runtime';
import { decodeDates } from './dates';
import { wireOptions } from './options';
import { collectionId, wireItem } from './checks';
import { itemsService } from './service';
import type { Item, WixDataItem, WixDataOptions, WixDataReadOptions, WixDataUpdateOptions } from './types';

/** A reference field to resolve in read results; `limit` caps the items of a multi-reference (platform default 50). */
export interface IncludedReference {
  field: string;
  limit?: number | undefined;
}

/** Options of `insert` and `save` (and `bulkInsert`, `bulkSave`). */
export interface WixDataInsertOptions extends WixDataOptions {
  /** Also write the item's multi-reference fields (sent as is). */
  saveReferences?: boolean | undefined;
}

/** Options of `get`: as the platform SDK's `WixDataGetOptions`. */
export interface WixDataGetOptions extends Omit<WixDataReadOptions, 'includeReferences'> {
  /** Reference fields to resolve in the item (sent as `includeReferences`). */
  includeReferences?: IncludedReference[] | undefined;
  /** Conditional fields to add (app collections). */
  includeFieldGroups?: string[] | undefined;
  suppressHooks?: boolean | undefined;
  appOptions?: Record<string, unknown> | undefined;
}

/** The item inside a `{ dataItem }` response. */
const itemOf = <T>(dataItem: { data?: unknown }): T => decodeDates<T>(dataItem.data);

/** `{ dataCollectionId, dataItem: { id?, data }, ...options }`. */
function write(requireId: boolean) {
  return (collection: unknown, item: WixDataItem, options?: WixDataUpdateOptions) => {
    collectionId(collection);
    return { dataCollectionId: collection, dataItem: wireItem(item, 'item', requireId), ...wireOptions(options) };
  };
}

/** `{ dataCollectionId, dataItemId, ...options }` (`references`: the wire name of `includeReferences`, see {@link wireOptions}). */
function byId(collection: unknown, id: unknown, options?: object, references?: string) {
  collectionId(collection);
  requireString(id, 'dataItemId');
  return { dataCollectionId: collection, dataItemId: id, ...wireOptions(options, references) };
}

type Write<O> = <T extends object = WixDataItem>(dataCollectionId: string, item: T & { _id?: string | undefined }, options?: O) => Promise<Item<T>>;

/**
 * Inserts an item (POST `/wix-data/v2/items`); a `Date` anywhere in it travels as `{ $date }`.
 * `saveReferences: true` also writes its multi-reference fields.
 *
 * @returns the inserted item, with `_id`, `_createdDate` and `_updatedDate`.
 * @throws ValidationError when the collection id is empty or the item is not an object (no request).
 */
export const insert: Call<Write<WixDataInsertOptions>> = /* @__PURE__ */ itemsService('POST /wix-data/v2/items', {
  name: 'InsertDataItem', payload: write(false), returns: 'dataItem', entity: 'dataItem', result: itemOf,
});

/**
 * Replaces an item (POST `/wix-data/v2/items/update`); `condition` makes it conditional.
 *
 * @returns the updated item.
 * @throws ValidationError when the item has no `_id` (no request).
 */
export const update: Call<Write<WixDataUpdateOptions & Pick<WixDataInsertOptions, 'saveReferences'>>> = /* @__PURE__ */ itemsService('POST /wix-data/v2/items/update', {
  name: 'UpdateDataItem', payload: write(true), returns: 'dataItem', entity: 'dataItem', result: itemOf,
});

/**
 * Inserts or replaces an item (POST `/wix-data/v2/items/save`).
 *
 * @returns the saved item.
 */
export const save: Call<Write<WixDataInsertOptions>> = /* @__PURE__ */ itemsService('POST /wix-data/v2/items/save', {
  name: 'SaveDataItem', payload: write(false), returns: 'dataItem', entity: 'dataItem', result: itemOf,
});

/**
 * Gets an item (GET `/wix-data/v2/items/{dataItemId}`, the options in the query string; with
 * `includeReferences`, a list of objects, the query goes as one `.r=` parameter).
 *
 * @returns the item, or `null` when the platform answers `WDE0073` (no such item).
 * @example
 * ```ts
 * const page = await client.items.get<Page>('Pages', id); // Page & SystemFields | null
 * const menu = await client.items.get('Menus', id, { includeReferences: [{ field: 'pages', limit: 10 }] });
 * ```
 */
export const get: Call<<T extends object = WixDataItem>(dataCollectionId: string, dataItemId: string, options?: WixDataGetOptions) => Promise<Item<T> | null>> =
  /* @__PURE__ */ itemsService('GET /wix-data/v2/items/{dataItemId}', {
    name: 'GetDataItem', complex: true,
    // A read keeps `includeReferences` under its own name (the writes rename it).
    payload: (collection: unknown, id: unknown, options?: WixDataGetOptions) => byId(collection, id, options, 'includeReferences'),
    returns: 'dataItem', result: itemOf, nullOn: 'WDE0073',
  });

/**
 * Removes an item (POST `/wix-data/v2/items/remove`).
 *
 * @returns the removed item, or `null` when there was none (`WDE0073`).
 */
export const remove: Call<<T extends object = WixDataItem>(dataCollectionId: string, dataItemId: string, options?: WixDataUpdateOptions) => Promise<Item<T> | null>> =
  /* @__PURE__ */ itemsService('POST /wix-data/v2/items/remove', {
    name: 'RemoveDataItem',
    payload: byId,
    returns: 'dataItem', result: itemOf, nullOn: 'WDE0073',
  });

/**
 * Removes every item of a collection (POST `/wix-data/v2/items/truncate`).
 */
export const truncate: Call<(dataCollectionId: string) => Promise<void>> = /* @__PURE__ */ itemsService('POST /wix-data/v2/items/truncate', {
  name: 'TruncateDataItems', args: { dataCollectionId: 'id' }, returns: false,
});
