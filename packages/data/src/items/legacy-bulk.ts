/** The generated bulk calls: insert, update, save, remove, insert-references, remove-references. */
import type { Call } from '@sitekit/core';
import { legacyToWire } from './legacy-wire';
import { BULK, legacy, legacyOptions, listOf, referenceArg } from './service';
import type { BulkDataItemsResponse, CollectionOptions, DataItem, DataItemReference } from './legacy-types';

type Options = CollectionOptions & { returnEntity?: boolean } & Record<string, unknown>;
type Check = (element: unknown, name: string) => void;
/** Checks the options and that `list` is a non-empty array (each element with `check`), then sends them (`_id` → `id` outside `data`). */
const withList = (list: string, check: Check) => (options: unknown) => {
  const o = legacyOptions(options as Options);
  listOf(o[list], `options.${list}`, check);
  return legacyToWire(o);
};
const bulk = (path: string, name: string, list: string, check: Check = () => {}) => legacy(`POST ${BULK}/${path}`, { name, payload: withList(list, check) });

type Items = (options: Options & { dataItems: DataItem[] }) => Promise<BulkDataItemsResponse>;
type References = (options: Options & { dataItemReferences: DataItemReference[] }) => Promise<BulkDataItemsResponse>;

/**
 * Inserts items (POST `/wix-data/v2/bulk/items/insert`).
 *
 * @returns the full response `{ results, bulkActionMetadata }`: one result per item, a bad item fails alone.
 * @throws ValidationError when `dataItems` is missing or empty (no request).
 * @example
 * ```ts
 * await client.items.bulkInsertDataItems({ dataCollectionId: 'FAQ', dataItems: [{ data: { question: 'Returns?' } }], returnEntity: true });
 * ```
 */
export const bulkInsertDataItems: Call<Items> = /* @__PURE__ */ bulk('insert', 'BulkInsertDataItems', 'dataItems');

/**
 * Replaces items (POST `/wix-data/v2/bulk/items/update`).
 * @example
 * ```ts
 * await client.items.bulkUpdateDataItems({ dataCollectionId: 'FAQ', dataItems: [{ _id: id, data: { question: 'Refunds?' } }] });
 * ```
 */
export const bulkUpdateDataItems: Call<Items> = /* @__PURE__ */ bulk('update', 'BulkUpdateDataItems', 'dataItems');

/**
 * Inserts or replaces items (POST `/wix-data/v2/bulk/items/save`).
 * @example
 * ```ts
 * await client.items.bulkSaveDataItems({ dataCollectionId: 'Banners', dataItems: [{ _id: 'hero', data: { headline: 'Hi' } }] });
 * ```
 */
export const bulkSaveDataItems: Call<Items> = /* @__PURE__ */ bulk('save', 'BulkSaveDataItems', 'dataItems');

/**
 * Removes items by id (POST `/wix-data/v2/bulk/items/remove`).
 * @example
 * ```ts
 * await client.items.bulkRemoveDataItems({ dataCollectionId: 'FAQ', dataItemIds: [a, b] });
 * ```
 */
export const bulkRemoveDataItems: Call<(options: Options & { dataItemIds: string[] }) => Promise<BulkDataItemsResponse>> =
  /* @__PURE__ */ bulk('remove', 'BulkRemoveDataItems', 'dataItemIds');

/**
 * Adds references (POST `/wix-data/v2/bulk/items/insert-references`).
 * @example
 * ```ts
 * await client.items.bulkInsertDataItemReferences({ dataCollectionId: 'Menus', dataItemReferences: [{ referringItemFieldName: 'pages', referringItemId: m, referencedItemId: p }] });
 * ```
 */
export const bulkInsertDataItemReferences: Call<References> = /* @__PURE__ */ bulk('insert-references', 'BulkInsertDataItemReferences', 'dataItemReferences', referenceArg);

/**
 * Removes references (POST `/wix-data/v2/bulk/items/remove-references`).
 * @example
 * ```ts
 * await client.items.bulkRemoveDataItemReferences({ dataCollectionId: 'Menus', dataItemReferences: [{ referringItemFieldName: 'pages', referringItemId: m, referencedItemId: p }] });
 * ```
 */
export const bulkRemoveDataItemReferences: Call<References> = /* @__PURE__ */ bulk('remove-references', 'BulkRemoveDataItemReferences', 'dataItemReferences', referenceArg);
