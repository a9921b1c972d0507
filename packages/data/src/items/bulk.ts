/** The current bulk calls (§1b): `bulkInsert`, `bulkUpdate`, `bulkSave`, `bulkRemove`. */
import { bindModule, defineCall, requireArray, requireObject, requireString, type Call } from '@sitekit/core';
import { encodeDates } from './dates';
import { wireOptions } from './options';
import { BULK, collectionId, current } from './service';
import type { WixDataBulkError, WixDataBulkResult, WixDataItem, WixDataOptions, WixDataUpdateOptions } from './types';

interface WireBulkResult {
  action?: string;
  itemMetadata?: { id?: string; originalIndex?: number; success?: boolean; error?: { code?: string; description?: string } };
}

/** Per-item results summed up as the platform SDK's `WixDataBulkResult`; a not-found remove is skipped. */
function bulkResult(sent: unknown[]) {
  return (response: { results?: WireBulkResult[] }): WixDataBulkResult => {
    const out: WixDataBulkResult = { inserted: 0, updated: 0, removed: 0, skipped: 0, errors: [], insertedItemIds: [], updatedItemIds: [], removedItemIds: [] };
    (response.results ?? []).forEach((r, i) => {
      const meta = r.itemMetadata ?? {};
      const index = meta.originalIndex ?? i;
      if (meta.success === false || meta.error) {
        if (r.action === 'DELETE' && meta.error?.code === 'WDE0073') out.skipped++;
        else out.errors.push({ code: meta.error?.code, message: meta.error?.description ?? 'Item failed', originalIndex: index, item: sent[index] } satisfies WixDataBulkError);
        return;
      }
      const kind = r.action === 'INSERT' ? 'inserted' : r.action === 'UPDATE' ? 'updated' : r.action === 'DELETE' ? 'removed' : undefined;
      if (!kind) return;
      out[kind]++;
      out[`${kind}ItemIds`].push(meta.id!);
    });
    return out;
  };
}

type Payload = Record<string, unknown> & { sent: unknown[] };

/** A bulk request whose result is read against the items sent. */
const bulk = (path: string, name: string) => current(`POST ${BULK}/${path}`, {
  name, payload: ({ sent: _, ...p }: Payload) => p,
});

function items(requireIds: boolean) {
  return (collection: unknown, list: unknown, options?: WixDataUpdateOptions): Payload => {
    collectionId(collection);
    requireArray(list, 'items');
    const dataItems = list.map((item: any, i) => {
      requireObject(item, `items[${i}]`);
      if (requireIds) requireString(item._id, `items[${i}]._id`);
      return { ...(item._id !== undefined && { id: item._id }), data: encodeDates(item) };
    });
    return { dataCollectionId: collection, dataItems, ...wireOptions(options), sent: list };
  };
}

/** Binds a bulk request: checks and payload first, then the summed-up result. */
const summed = <A extends unknown[]>(build: (...args: A) => Payload, request: Call<(p: Payload) => Promise<any>>) =>
  defineCall((send) => {
    const { run } = bindModule({ run: request }, send);
    return async (...args: A): Promise<WixDataBulkResult> => {
      const payload = build(...args);
      return bulkResult(payload.sent)(await run(payload));
    };
  });

const INSERT = /* @__PURE__ */ bulk('insert', 'BulkInsertDataItems');
const UPDATE = /* @__PURE__ */ bulk('update', 'BulkUpdateDataItems');
const SAVE = /* @__PURE__ */ bulk('save', 'BulkSaveDataItems');
const REMOVE = /* @__PURE__ */ bulk('remove', 'BulkRemoveDataItems');

/**
 * Inserts items (POST `/wix-data/v2/bulk/items/insert`; with `overrideExisting`, `/bulk/items/save`).
 * A bad item fails alone: it is in `errors`, the others land.
 *
 * @throws ValidationError for an empty list or an item that is not an object (no request).
 * @example
 * ```ts
 * const { inserted, errors } = await client.items.bulkInsert('FAQ', [{ question: 'Returns?' }, { question: 'Shipping?' }]);
 * ```
 */
export const bulkInsert: Call<<T extends object = WixDataItem>(dataCollectionId: string, items: Array<T & { _id?: string }>, options?: WixDataOptions & { overrideExisting?: boolean }) =>
  Promise<WixDataBulkResult>> = /* @__PURE__ */ defineCall((send) => {
  const m = bindModule({ insert: summed(items(false), INSERT), save: summed(items(false), SAVE) }, send);
  return (collection: string, list: unknown[], options?: Record<string, any>) => {
    const { overrideExisting, ...rest } = options ?? {};
    return (overrideExisting ? m.save : m.insert)(collection, list, rest);
  };
});

/**
 * Replaces items by `_id` (POST `/wix-data/v2/bulk/items/update`).
 *
 * @example
 * ```ts
 * await client.items.bulkUpdate('FAQ', faqs.map((f) => ({ ...f, order: f.order + 1 })));
 * ```
 */
export const bulkUpdate: Call<<T extends object = WixDataItem>(dataCollectionId: string, items: Array<T & { _id?: string }>, options?: WixDataUpdateOptions) => Promise<WixDataBulkResult>> =
  /* @__PURE__ */ summed(items(true), UPDATE);

/**
 * Inserts or replaces items (POST `/wix-data/v2/bulk/items/save`).
 *
 * @example
 * ```ts
 * await client.items.bulkSave('Banners', [{ _id: 'hero', headline: 'New' }]);
 * ```
 */
export const bulkSave: Call<<T extends object = WixDataItem>(dataCollectionId: string, items: Array<T & { _id?: string }>, options?: WixDataOptions) => Promise<WixDataBulkResult>> =
  /* @__PURE__ */ summed(items(false), SAVE);

/**
 * Removes items by id (POST `/wix-data/v2/bulk/items/remove`); ids that do not exist are `skipped`.
 *
 * @example
 * ```ts
 * const { removed, skipped } = await client.items.bulkRemove('FAQ', ['a', 'b']);
 * ```
 */
export const bulkRemove: Call<(dataCollectionId: string, itemIds: string[], options?: WixDataOptions) => Promise<WixDataBulkResult>> =
  /* @__PURE__ */ summed((collection: unknown, ids: unknown, options?: WixDataOptions): Payload => {
    collectionId(collection);
    requireArray(ids, 'itemIds');
    ids.forEach((id, i) => requireString(id, `itemIds[${i}]`));
    return { dataCollectionId: collection, dataItemIds: ids, ...wireOptions(options), sent: ids };
  }, REMOVE);
