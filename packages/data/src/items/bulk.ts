/** The current bulk calls (a current call, docs/wire/data-items.md): `bulkInsert`, `bulkUpdate`, `bulkSave`, `bulkRemove`. */
import { bindModule, defineCall, optionalObject, requireString, type Call } from '@sitekit/core-runtime';
import { wireOptions } from './options';
import { bulkInsertDataItems, bulkRemoveDataItems, bulkSaveDataItems, bulkUpdateDataItems } from './legacy-bulk';
import type { BulkDataItemsResponse } from './legacy-types';
import type { WixDataInsertOptions } from './item-calls';
import { collectionId, listOf, wireItem } from './checks';
import { over } from './over';
import type { WixDataBulkError, WixDataBulkResult, WixDataItem, WixDataUpdateOptions } from './types';

/** The platform's code for an item that does not exist: a bulk remove counts it as skipped, not as an error. */
const ITEM_NOT_FOUND = 'WDE0073';

/** Each result action and the count of `WixDataBulkResult` it adds to. */
const RESULT_KINDS: Record<string, 'inserted' | 'updated' | 'removed'> = { INSERT: 'inserted', UPDATE: 'updated', DELETE: 'removed' };

/** Per-item results summed up as the platform SDK's `WixDataBulkResult`; a not-found remove is skipped. */
function bulkResult(sent: unknown[], response: BulkDataItemsResponse): WixDataBulkResult {
  const summary: WixDataBulkResult = {
    inserted: 0, updated: 0, removed: 0, skipped: 0, errors: [], insertedItemIds: [], updatedItemIds: [], removedItemIds: [],
  };
  (response.results ?? []).forEach((result, index) => {
    const { _id, originalIndex = index, success, error } = result.itemMetadata ?? {};
    const kind = RESULT_KINDS[result.action!];
    if (success === false || error) {
      if (kind === 'removed' && error?.code === ITEM_NOT_FOUND) summary.skipped++;
      else summary.errors.push({ code: error?.code, message: error?.description ?? 'Item failed', originalIndex, item: sent[originalIndex] } satisfies WixDataBulkError);
    } else if (kind) {
      summary[kind]++;
      summary[`${kind}ItemIds`].push(_id!);
    }
  });
  return summary;
}

/** What was sent (to name a failed item), and the generated options that send it. */
type Sent = [sent: unknown[], options: Record<string, unknown>];
/** The generated bulk request a current bulk call sends. */
type BulkRequest = Call<(options: never) => Promise<BulkDataItemsResponse>>;

/**
 * A current bulk call over the generated one (the same request): `toSent` checks the arguments and
 * builds the options, then the per-item results are summed up.
 */
function summedBulkCall<A extends unknown[]>(toSent: (...args: A) => Sent, request: BulkRequest): Call<(...args: A) => Promise<WixDataBulkResult>> {
  return over(request, (run) => async (...args: A): Promise<WixDataBulkResult> => {
    const [sent, options] = toSent(...args);
    return bulkResult(sent, await run(options as never)); // the options `toSent` built from checked arguments
  });
}

/** Checks a collection id and a list of items (each with an `_id` when `requireIds`): the items sent and their options. */
function itemsSent(collection: unknown, list: unknown, options: WixDataUpdateOptions | undefined, requireIds: boolean): Sent {
  collectionId(collection);
  const dataItems = listOf(list, 'items', (item, name) => wireItem(item, name, requireIds));
  return [list as unknown[], { dataCollectionId: collection, dataItems, ...wireOptions(options) }];
}

/** New items (an `_id` is optional). */
const newItemsSent = (collection: unknown, list: unknown, options?: WixDataUpdateOptions): Sent => itemsSent(collection, list, options, false);
/** Items that replace existing ones (each with its `_id`). */
const existingItemsSent = (collection: unknown, list: unknown, options?: WixDataUpdateOptions): Sent => itemsSent(collection, list, options, true);

/** Checks a collection id and a list of item ids: the ids sent and their options. */
function idsSent(collection: unknown, ids: unknown, options?: WixDataUpdateOptions): Sent {
  collectionId(collection);
  listOf(ids, 'itemIds', requireString);
  return [ids as string[], { dataCollectionId: collection, dataItemIds: ids, ...wireOptions(options) }];
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
export const bulkInsert: Call<<T extends object = WixDataItem>(dataCollectionId: string, items: Array<T & { _id?: string | undefined }>, options?: WixDataInsertOptions & { overrideExisting?: boolean | undefined }) =>
  Promise<WixDataBulkResult>> = /* @__PURE__ */ defineCall((send) => {
  const calls = bindModule({ insert: summedBulkCall(newItemsSent, bulkInsertDataItems), save: summedBulkCall(newItemsSent, bulkSaveDataItems) }, send);
  return (collection: string, list: unknown[], options?: WixDataInsertOptions & { overrideExisting?: boolean | undefined }) => {
    optionalObject(options, 'options');
    const { overrideExisting, ...rest } = options ?? {};
    return (overrideExisting ? calls.save : calls.insert)(collection, list, rest);
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
export const bulkUpdate: Call<<T extends object = WixDataItem>(dataCollectionId: string, items: Array<T & { _id?: string | undefined }>, options?: WixDataUpdateOptions & Pick<WixDataInsertOptions, 'saveReferences'>) =>
  Promise<WixDataBulkResult>> =
  /* @__PURE__ */ summedBulkCall(existingItemsSent, bulkUpdateDataItems);

/**
 * Inserts or replaces items (POST `/wix-data/v2/bulk/items/save`).
 *
 * @example
 * ```ts
 * await client.items.bulkSave('Banners', [{ _id: 'hero', headline: 'New' }]);
 * ```
 */
export const bulkSave: Call<<T extends object = WixDataItem>(dataCollectionId: string, items: Array<T & { _id?: string | undefined }>, options?: WixDataInsertOptions) => Promise<WixDataBulkResult>> =
  /* @__PURE__ */ summedBulkCall(newItemsSent, bulkSaveDataItems);

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
  /* @__PURE__ */ summedBulkCall(idsSent, bulkRemoveDataItems);
