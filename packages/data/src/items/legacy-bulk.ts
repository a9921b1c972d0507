/** The generated bulk calls: insert, update, save, remove, insert-references, remove-references. */
import type { Call } from '@sitekit/core-runtime';
import { legacyFromWire, legacyToWire } from './legacy-wire';
import { legacyOptions, listOf, referenceArg } from './checks';
import { itemsService } from './service';
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
 */
export const bulkInsertDataItems: Call<Items> = /* @__PURE__ */ itemsService('POST /wix-data/v2/bulk/items/insert', {
  name: 'BulkInsertDataItems', result: legacyFromWire, payload: (options: unknown) => bulkPayload(options, 'dataItems'),
});

/**
 * Replaces items (POST `/wix-data/v2/bulk/items/update`).
 */
export const bulkUpdateDataItems: Call<Items> = /* @__PURE__ */ itemsService('POST /wix-data/v2/bulk/items/update', {
  name: 'BulkUpdateDataItems', result: legacyFromWire, payload: (options: unknown) => bulkPayload(options, 'dataItems'),
});

/**
 * Inserts or replaces items (POST `/wix-data/v2/bulk/items/save`).
 */
export const bulkSaveDataItems: Call<Items> = /* @__PURE__ */ itemsService('POST /wix-data/v2/bulk/items/save', {
  name: 'BulkSaveDataItems', result: legacyFromWire, payload: (options: unknown) => bulkPayload(options, 'dataItems'),
});

/**
 * Removes items by id (POST `/wix-data/v2/bulk/items/remove`).
 */
export const bulkRemoveDataItems: Call<(options: Options & { dataItemIds: string[] }) => Promise<BulkDataItemsResponse>> =
  /* @__PURE__ */ itemsService('POST /wix-data/v2/bulk/items/remove', {
  name: 'BulkRemoveDataItems', result: legacyFromWire, payload: (options: unknown) => bulkPayload(options, 'dataItemIds'),
});

/**
 * Adds references (POST `/wix-data/v2/bulk/items/insert-references`).
 */
export const bulkInsertDataItemReferences: Call<References> = /* @__PURE__ */ itemsService('POST /wix-data/v2/bulk/items/insert-references', {
  name: 'BulkInsertDataItemReferences', result: legacyFromWire, payload: (options: unknown) => bulkPayload(options, 'dataItemReferences', referenceArg),
});

/**
 * Removes references (POST `/wix-data/v2/bulk/items/remove-references`).
 */
export const bulkRemoveDataItemReferences: Call<References> = /* @__PURE__ */ itemsService('POST /wix-data/v2/bulk/items/remove-references', {
  name: 'BulkRemoveDataItemReferences', result: legacyFromWire, payload: (options: unknown) => bulkPayload(options, 'dataItemReferences', referenceArg),
});
