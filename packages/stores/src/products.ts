/**
 * `@sitekit/stores/products`: the `products` module alone (no collections code), plus the
 * catalog-reference helpers.
 *
 * @example
 * ```ts
 * import { products, catalogReference } from '@sitekit/stores/products';
 * const client = createClient({ modules: { products }, auth });
 * ```
 */
export * as products from './products/index';
export { STORES_APP_ID, catalogReference, type CatalogReference } from './shared/catalog-reference';
