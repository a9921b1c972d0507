/**
 * `@sitekit/stores`: catalog products (v1 and v3) and store collections, as the platform SDK's `@wix/stores`.
 *
 * @example
 * ```ts
 * import { createClient } from '@sitekit/core';
 * import { products, collections, catalogReference } from '@sitekit/stores';
 * const client = createClient({ modules: { products, collections }, auth });
 * ```
 */
export * as products from './products/index';
export * as collections from './collections/index';
export * as productsV3 from './products-v3/index';
export { STORES_APP_ID, catalogReference, type CatalogReference } from './shared/catalog-reference';
