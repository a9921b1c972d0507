import { defineCall, requireArray, requireObject, toWire, type Call } from '@sitekit/core';
import type { AdjustValue, BulkAdjustProductPropertiesResponse, BulkUpdateProductsResponse, SetValue } from './types';
import { byId, out, write } from './wire';

const BULK_UPDATE = write('POST', '/bulk/products/update', 'BulkUpdateProducts');
const BULK_ADJUST = write('POST', '/bulk/products/adjust-properties', 'BulkAdjustProductProperties');

/**
 * Deletes every option of a product without managed variants (DELETE `/stores/v1/products/{id}/options`).
 *
 * @throws ValidationError when `_id` is empty.
 * @example
 * ```ts
 * await client.products.deleteProductOptions(id);
 * ```
 */
export const deleteProductOptions: Call<(_id: string) => Promise<void>> = byId(write('DELETE', '/products/{id}/options', 'DeleteProductOptions'));

/**
 * Removes a product's ribbon (POST `/stores/v1/products/{id}/remove-ribbon`).
 *
 * @throws ValidationError when `_id` is empty.
 * @example
 * ```ts
 * await client.products.removeRibbon(id);
 * ```
 */
export const removeRibbon: Call<(_id: string) => Promise<void>> = byId(write('POST', '/products/{id}/remove-ribbon', 'RemoveRibbon'));

/**
 * Removes a product's brand (POST `/stores/v1/products/{id}/remove-brand`).
 *
 * @throws ValidationError when `_id` is empty.
 * @example
 * ```ts
 * await client.products.removeBrand(id);
 * ```
 */
export const removeBrand: Call<(_id: string) => Promise<void>> = byId(write('POST', '/products/{id}/remove-brand', 'RemoveBrand'));

/**
 * Sets one property (price, cost, weight, ribbon or brand) on up to 100 products
 * (POST `/stores/v1/bulk/products/update`).
 *
 * @returns the full response `{ results, bulkActionMetadata }`.
 * @throws ValidationError when `ids` is not a non-empty array or `set` is not an object.
 * @example
 * ```ts
 * await client.products.bulkUpdateProductsProperty([a, b], { ribbon: 'Sale' });
 * ```
 */
export const bulkUpdateProductsProperty = defineCall((send) => async (ids: string[], set: SetValue): Promise<BulkUpdateProductsResponse> => {
  requireArray(ids, 'ids');
  requireObject(set, 'set');
  return out(await send(BULK_UPDATE, { ids, set: toWire(set) }));
});

/**
 * Adjusts price, cost or weight of up to 100 products by an amount or a percentage
 * (POST `/stores/v1/bulk/products/adjust-properties`).
 *
 * @returns the full response `{ results, bulkActionMetadata }`.
 * @throws ValidationError when `adjust` is not an object or `ids` is not a non-empty array.
 * @example
 * ```ts
 * await client.products.bulkAdjustProductProperty({ price: { percentage: { rate: -10 } } }, [a, b]);
 * ```
 */
export const bulkAdjustProductProperty = defineCall((send) => async (adjust: AdjustValue, ids: string[]): Promise<BulkAdjustProductPropertiesResponse> => {
  requireObject(adjust, 'adjust');
  requireArray(ids, 'ids');
  return out(await send(BULK_ADJUST, { adjust: toWire(adjust), ids }));
});
