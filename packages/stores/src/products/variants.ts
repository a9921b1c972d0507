import type { Call } from '@sitekit/core-runtime';
import type {
  GetStoreVariantResponse, PlatformQuery, ProductOptionsAvailabilityResponse, QueryProductVariantsOptions,
  QueryProductVariantsResponse, QueryStoreVariantsResponse, UpdateVariantsResponse, VariantOverride,
} from './types';
import { productsReadService, productsWriteService } from './service';

/**
 * Overrides price, cost, weight, SKU or visibility of the variants matching `choices` or
 * `variantIds` (PATCH `/stores/v1/products/{id}/variants`).
 *
 * @returns the full response `{ variants }`.
 * @throws ValidationError when `_id` is empty or `variants` is not a non-empty array.
 */
export const updateProductVariants: Call<(_id: string, variants: VariantOverride[]) => Promise<UpdateVariantsResponse>> =
  /* @__PURE__ */ productsWriteService('PATCH /stores/v1/products/{id}/variants', { name: 'UpdateVariants', args: { _id: 'id', variants: 'list' } });

/**
 * Resets every variant's price, weight and other data to the product's defaults
 * (POST `/stores/v1/products/{id}/variants/resetToDefault`).
 *
 * @throws ValidationError when `_id` is empty.
 */
export const resetAllProductVariantData: Call<(_id: string) => Promise<void>> =
  /* @__PURE__ */ productsWriteService('POST /stores/v1/products/{id}/variants/resetToDefault', { name: 'ResetAllVariantData', args: { _id: 'id' }, returns: false });

/**
 * Gets one store variant by its `<productId>-<variantId>` id (GET `/stores-reader/v1/variants/{id}`).
 *
 * @returns the full response `{ variant }` (media as `wix:image://` strings).
 * @throws ValidationError when `_id` is empty.
 * @example
 * ```ts
 * const { variant } = await client.products.getStoreVariant(`${productId}-${variantId}`);
 * ```
 */
export const getStoreVariant: Call<(_id: string) => Promise<GetStoreVariantResponse>> =
  /* @__PURE__ */ productsReadService('GET /stores-reader/v1/variants/{id}', { name: 'GetStoreVariant', args: { _id: 'id' }, entity: 'variant' });

/**
 * Queries variants across the store (POST `/stores-reader/v1/variants/query`).
 *
 * @returns the full response `{ variants, metadata }`.
 */
export const queryStoreVariants: Call<(query: PlatformQuery) => Promise<QueryStoreVariantsResponse>> =
  /* @__PURE__ */ productsReadService('POST /stores-reader/v1/variants/query', { name: 'QueryStoreVariants', args: { query: 'query' }, idempotent: true });

/**
 * Lists a product's variants, optionally only those matching `choices` or `variantIds`
 * (POST `/stores-reader/v1/products/{id}/variants/query`).
 *
 * @returns the full response `{ variants, metadata, totalResults }`.
 * @throws ValidationError when `_id` is empty or `options` is not an object.
 */
export const queryProductVariants: Call<(_id: string, options?: QueryProductVariantsOptions) => Promise<QueryProductVariantsResponse>> =
  /* @__PURE__ */ productsReadService('POST /stores-reader/v1/products/{id}/variants/query', { name: 'QueryProductVariants', args: { _id: 'id', options: 'options' }, idempotent: true });

/**
 * Availability of the variant a (partial) selection points to: stock and visibility of each
 * choice, the selected variant once every option is chosen
 * (POST `/stores-reader/v1/products/{id}/productOptionsAvailability`).
 *
 * @returns the full response `{ selectedVariant, media, productOptions, availableForPurchase }`.
 * @throws ValidationError when `_id` is empty or `options` is not an object.
 */
export const getProductOptionsAvailability: Call<(_id: string, options: Record<string, string>) => Promise<ProductOptionsAvailabilityResponse>> =
  /* @__PURE__ */ productsReadService('POST /stores-reader/v1/products/{id}/productOptionsAvailability', { name: 'ProductOptionsAvailability', args: { _id: 'id', options: 'object' }, idempotent: true });
