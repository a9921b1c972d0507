/** The current bulk calls (a current call, docs/wire/data-items.md): `bulkInsert`, `bulkUpdate`, `bulkSave`, `bulkRemove`. */
import { bindModule, defineCall, optionalObject, requireString, type Call } from '@sitekit/core';
import { wireOptions } from './options';
import { bulkInsertDataItems, bulkRemoveDataItems, bulkSaveDataItems, bulkUpdateDataItems } from './legacy-bulk';
import type { BulkDataItemsResponse } from './legacy-types';
import type { WixDataInsertOptions } from './item-calls';
import { collectionId, listOf, over, wireItem } from './service';
import type { WixDataBulkError, WixDataBulkResult, WixDataItem, WixDataUpdateOptions } from './types';

/** Per-item results summed up as the platform SDK's `WixDataBulkResult`; a not-found remove is skipped. */
function bulkResult(sent: unknown[], response: BulkDataItemsResponse): WixDataBulkResult {
  const out: WixDataBulkResult = { inserted: 0, updated: 0, removed: 0, skipped: 0, errors: [], insertedItemIds: [], updatedItemIds: [], removedItemIds: [] };
  (response.results ?? []).forEach((r, i) => {
    const { _id, originalIndex = i, success, error } = r.itemMetadata ?? {};
    const kind = ({ INSERT: 'inserted', UPDATE: 'updated', DELETE: 'removed' } as Record<string, 'inserted' | 'updated' | 'removed'>)[r.action!];
    if (success === false || error) {
      if (kind === 'removed' && error?.code === 'WDE0073') out.skipped++;
      else out.errors.push({ code: error?.code, message: error?.description ?? 'Item failed', originalIndex, item: sent[originalIndex] } satisfies WixDataBulkError);
    } else if (kind) {
      out[kind]++;
      out[`${kind}ItemIds`].push(_id!);
    }
  });
  return out;
}

/** What was sent (to name a failed item), and the generated options that send it. */
type Sent = [sent: unknown[], options: Record<string, unknown>];

/** A current bulk call over the generated one (the same request): checks first, then the per-item results summed up. */
const summed = <A extends unknown[]>(build: (...args: A) => Sent, request: Call<(options: any) => Promise<BulkDataItemsResponse>>) =>
  over(request, (run) => async (...args: A): Promise<WixDataBulkResult> => {
    const [sent, options] = build(...args);
    return bulkResult(sent, await run(options));
  });

function items(requireIds: boolean) {
  return (collection: unknown, list: unknown, options?: WixDataUpdateOptions): Sent => {
    collectionId(collection);
    const dataItems = listOf(list, 'items', (item, name) => wireItem(item, name, requireIds));
    return [list as unknown[], { dataCollectionId: collection, dataItems, ...wireOptions(options) }];
  };
}

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
export const bulkInsert: Call<<T extends object = WixDataItem>(dataCollectionId: string, items: Array<T & { _id?: string }>, options?: WixDataInsertOptions & { overrideExisting?: boolean }) =>
  Promise<WixDataBulkResult>> = /* @__PURE__ */ defineCall((send) => {
  const m = bindModule({ insert: summed(items(false), bulkInsertDataItems), save: summed(items(false), bulkSaveDataItems) }, send);
  return (collection: string, list: unknown[], options?: Record<string, any>) => {
    optionalObject(options, 'options');
    const { overrideExisting, ...rest } = options ?? {};
    return (overrideExisting ? m.save : m.insert)(collection, list, rest);
  };
});

/**
 * Replaces items by `_id` (POST `/wix-data/v2/bulk/items/update`); `condition` is sent as `condition.filter`.
 *
 * @example
 * ```ts
 * await client.items.bulkUpdate('FAQ', faqs.map((f) => ({ ...f, order: f.order + 1 })));
 * ```
 */
export const bulkUpdate: Call<<T extends object = WixDataItem>(dataCollectionId: string, items: Array<T & { _id?: string }>, options?: WixDataUpdateOptions & Pick<WixDataInsertOptions, 'saveReferences'>) =>
  Promise<WixDataBulkResult>> =
  /* @__PURE__ */ summed(items(true), bulkUpdateDataItems);

/**
 * Inserts or replaces items (POST `/wix-data/v2/bulk/items/save`).
 *
 * @example
 * ```ts
 * await client.items.bulkSave('Banners', [{ _id: 'hero', headline: 'New' }]);
 * ```
 */
export const bulkSave: Call<<T extends object = WixDataItem>(dataCollectionId: string, items: Array<T & { _id?: string }>, options?: WixDataInsertOptions) => Promise<WixDataBulkResult>> =
  /* @__PURE__ */ summed(items(false), bulkSaveDataItems);

/**
 * Removes items by id (POST `/wix-data/v2/bulk/items/remove`); ids that do not exist are `skipped`.
 * With `condition` (sent as `condition.filter`), only the items that match it.
 *
 * @example
 * ```ts
 * const { removed, skipped } = await client.items.bulkRemove('FAQ', ['a', 'b']);
 * await client.items.bulkRemove('FAQ', ids, { condition: { archived: { $eq: true } } });
 * ```
 */
export const bulkRemove: Call<(dataCollectionId: string, itemIds: string[], options?: WixDataUpdateOptions) => Promise<WixDataBulkResult>> =
  /* @__PURE__ */ summed((collection: unknown, ids: unknown, options?: WixDataUpdateOptions): Sent => {
    collectionId(collection);
    listOf(ids, 'itemIds', requireString);
    return [ids as string[], { dataCollectionId: collection, dataItemIds: ids, ...wireOptions(options) }];
  }, bulkRemoveDataItems);
