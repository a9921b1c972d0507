/** The generated single-item calls: `insertDataItem`, `updateDataItem`, `saveDataItem`, `getDataItem`, `removeDataItem`, `truncateDataItems`. */
import { requireObject, requireString, type Call } from '@sitekit/core-runtime';
import { legacyFromWire, legacyToWire } from './legacy-wire';
import { legacyOptions } from './checks';
import { itemsService } from './service';
import type { CollectionOptions, DataItem, DataItemResponse, GetDataItemOptions, InsertDataItemOptions } from './legacy-types';

/** Options with a `dataItem` object, as wire. */
const withItem = (options: unknown) => {
  const legacy = legacyOptions(options as InsertDataItemOptions);
  requireObject(legacy.dataItem, 'options.dataItem');
  return legacyToWire<{ dataItem: Record<string, unknown>; [key: string]: unknown }>(legacy);
};

/**
 * Inserts an item (POST `/wix-data/v2/items`).
 *
 * @returns the full response `{ dataItem }`.
 */
export const insertDataItem: Call<(options: InsertDataItemOptions) => Promise<DataItemResponse>> = /* @__PURE__ */ itemsService('POST /wix-data/v2/items', {
  name: 'InsertDataItem', result: legacyFromWire, payload: withItem, entity: 'dataItem',
});

/**
 * Replaces an item (PUT `/wix-data/v2/items/{dataItem.id}`).
 *
 * @returns the full response `{ dataItem }`.
 */
export const updateDataItem: Call<(_id: string, options: InsertDataItemOptions & { publishPluginOptions?: object | undefined }) => Promise<DataItemResponse>> =
  /* @__PURE__ */ itemsService('PUT /wix-data/v2/items/{dataItem.id}', {
    name: 'UpdateDataItem', result: legacyFromWire,
    payload: (_id: unknown, options: unknown) => {
      requireString(_id, '_id');
      const wire = withItem(options);
      return { ...wire, dataItem: { ...wire.dataItem, id: _id } };
    },
    entity: 'dataItem',
  });

/**
 * Inserts or replaces an item (POST `/wix-data/v2/items/save`).
 *
 * @returns the full response `{ action, dataItem }`.
 */
export const saveDataItem: Call<(options: InsertDataItemOptions) => Promise<DataItemResponse & { action?: string | undefined }>> =
  /* @__PURE__ */ itemsService('POST /wix-data/v2/items/save', { name: 'SaveDataItem', result: legacyFromWire, payload: withItem, entity: 'dataItem' });

/**
 * Gets an item (GET `/wix-data/v2/items/{dataItemId}`).
 *
 * @returns the item `{ _id, dataCollectionId, data }` (unwrapped).
 */
export const getDataItem: Call<(dataItemId: string, options: GetDataItemOptions) => Promise<DataItem>> = /* @__PURE__ */ itemsService('GET /wix-data/v2/items/{dataItemId}', {
  name: 'GetDataItem', result: legacyFromWire,
  payload: (dataItemId: unknown, options: unknown) => {
    requireString(dataItemId, 'dataItemId');
    return { dataItemId, ...legacyOptions(options as GetDataItemOptions) };
  },
  returns: 'dataItem', entity: 'dataItem',
});

/**
 * Removes an item (DELETE `/wix-data/v2/items/{dataItemId}`).
 *
 * @returns the full response `{ dataItem }` (the removed item).
 */
export const removeDataItem: Call<(dataItemId: string, options: CollectionOptions) => Promise<DataItemResponse>> = /* @__PURE__ */ itemsService('DELETE /wix-data/v2/items/{dataItemId}', {
  name: 'RemoveDataItem', result: legacyFromWire,
  payload: (dataItemId: unknown, options: unknown) => {
    requireString(dataItemId, 'dataItemId');
    return { dataItemId, ...legacyOptions(options as CollectionOptions) };
  },
});

/**
 * Removes every item of a collection (POST `/wix-data/v2/items/truncate`).
 */
export const truncateDataItems: Call<(options: { dataCollectionId: string }) => Promise<void>> = /* @__PURE__ */ itemsService('POST /wix-data/v2/items/truncate', {
  name: 'TruncateDataItems', payload: (options: unknown) => ({ ...legacyOptions(options as CollectionOptions) }), returns: false,
});
