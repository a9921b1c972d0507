/** The generated bulk calls: insert, update, save, remove, insert-references, remove-references. */
import type { Call } from '@sitekit/core-runtime';
import { legacyToWire } from './legacy-wire';
import { legacyOptions, listOf, referenceArg } from './checks';
import { legacyItemsService } from './service';
import type { BulkDataItemsResponse, CollectionOptions, DataItem, DataItemReference } from './legacy-types';

type Options = CollectionOptions & { returnEntity?: boolean | undefined } & Record<string, unknown>;
type Check = (element: unknown, name: string) => void;
/**
 * The payload of a bulk call: checks the options and that `list` is a non-empty array (each element
 * with `check`), then sends them (`_id` → `id` outside `data`).
 */
function bulkPayload(options: unknown, list: string, check: Check = () => {}): Record<string, unknown> {
  const checked = legacyOptions(options as Options);
  listOf(checked[list], `options.${list}`, check);
  return legacyToWire(checked);
}

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
export const bulkInsertDataItems: Call<Items> = /* @__PURE__ */ legacyItemsService('POST /wix-data/v2/bulk/items/insert', {
  name: 'BulkInsertDataItems', payload: (options: unknown) => bulkPayload(options, 'dataItems'),
});

/**
 * Replaces items (POST `/wix-data/v2/bulk/items/update`).
 * @example
 * ```ts
 * await client.items.bulkUpdateDataItems({ dataCollectionId: 'FAQ', dataItems: [{ _id: id, data: { question: 'Refunds?' } }] });
 * ```
 */
export const bulkUpdateDataItems: Call<Items> = /* @__PURE__ */ legacyItemsService('POST /wix-data/v2/bulk/items/update', {
  name: 'BulkUpdateDataItems', payload: (options: unknown) => bulkPayload(options, 'dataItems'),
});

/**
 * Inserts or replaces items (POST `/wix-data/v2/bulk/items/save`).
 * @example
 * ```ts
 * await client.items.bulkSaveDataItems({ dataCollectionId: 'Banners', dataItems: [{ _id: 'hero', data: { headline: 'Hi' } }] });
 * ```
 */
export const bulkSaveDataItems: Call<Items> = /* @__PURE__ */ legacyItemsService('POST /wix-data/v2/bulk/items/save', {
  name: 'BulkSaveDataItems', payload: (options: unknown) => bulkPayload(options, 'dataItems'),
});

/**
 * Removes items by id (POST `/wix-data/v2/bulk/items/remove`).
 * @example
 * ```ts
 * await client.items.bulkRemoveDataItems({ dataCollectionId: 'FAQ', dataItemIds: [a, b] });
 * ```
 */
export const bulkRemoveDataItems: Call<(options: Options & { dataItemIds: string[] }) => Promise<BulkDataItemsResponse>> =
  /* @__PURE__ */ legacyItemsService('POST /wix-data/v2/bulk/items/remove', {
  name: 'BulkRemoveDataItems', payload: (options: unknown) => bulkPayload(options, 'dataItemIds'),
});

/**
 * Adds references (POST `/wix-data/v2/bulk/items/insert-references`).
 * @example
 * ```ts
 * await client.items.bulkInsertDataItemReferences({ dataCollectionId: 'Menus', dataItemReferences: [{ referringItemFieldName: 'pages', referringItemId: m, referencedItemId: p }] });
 * ```
 */
export const bulkInsertDataItemReferences: Call<References> = /* @__PURE__ */ legacyItemsService('POST /wix-data/v2/bulk/items/insert-references', {
  name: 'BulkInsertDataItemReferences', payload: (options: unknown) => bulkPayload(options, 'dataItemReferences', referenceArg),
});

/**
 * Removes references (POST `/wix-data/v2/bulk/items/remove-references`).
 * @example
 * ```ts
 * await client.items.bulkRemoveDataItemReferences({ dataCollectionId: 'Menus', dataItemReferences: [{ referringItemFieldName: 'pages', referringItemId: m, referencedItemId: p }] });
 * ```
 */
export const bulkRemoveDataItemReferences: Call<References> = /* @__PURE__ */ legacyItemsService('POST /wix-data/v2/bulk/items/remove-references', {
  name: 'BulkRemoveDataItemReferences', payload: (options: unknown) => bulkPayload(options, 'dataItemReferences', referenceArg),
});
