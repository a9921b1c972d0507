import type { Call } from '@sitekit/core-runtime';
import type { AdjustValue, BulkAdjustProductPropertiesResponse, BulkUpdateProductsResponse, SetValue } from './types';
import { productsWriteService } from './service';

/**
 * Deletes every option of a product without managed variants (DELETE `/stores/v1/products/{id}/options`).
 *
 * @throws ValidationError when `_id` is empty.
 */
export const deleteProductOptions: Call<(_id: string) => Promise<void>> =
  /* @__PURE__ */ productsWriteService('DELETE /stores/v1/products/{id}/options', { name: 'DeleteProductOptions', args: { _id: 'id' }, returns: false });

/**
 * Removes a product's ribbon (POST `/stores/v1/products/{id}/remove-ribbon`).
 *
 * @throws ValidationError when `_id` is empty.
 */
export const removeRibbon: Call<(_id: string) => Promise<void>> =
  /* @__PURE__ */ productsWriteService('POST /stores/v1/products/{id}/remove-ribbon', { name: 'RemoveRibbon', args: { _id: 'id' }, returns: false });

/**
 * Removes a product's brand (POST `/stores/v1/products/{id}/remove-brand`).
 *
 * @throws ValidationError when `_id` is empty.
 */
export const removeBrand: Call<(_id: string) => Promise<void>> =
  /* @__PURE__ */ productsWriteService('POST /stores/v1/products/{id}/remove-brand', { name: 'RemoveBrand', args: { _id: 'id' }, returns: false });

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
export const bulkUpdateProductsProperty: Call<(ids: string[], set: SetValue) => Promise<BulkUpdateProductsResponse>> =
  /* @__PURE__ */ productsWriteService('POST /stores/v1/bulk/products/update', { name: 'BulkUpdateProducts', args: { ids: 'list', set: 'object' } });

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
export const bulkAdjustProductProperty: Call<(adjust: AdjustValue, ids: string[]) => Promise<BulkAdjustProductPropertiesResponse>> =
  /* @__PURE__ */ productsWriteService('POST /stores/v1/bulk/products/adjust-properties', { name: 'BulkAdjustProductProperties', args: { adjust: 'object', ids: 'list' } });
