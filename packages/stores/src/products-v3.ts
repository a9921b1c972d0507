/**
 * `@sitekit/stores/products-v3`: the `productsV3` module alone (catalog v3 products).
 *
 * @example
 * ```ts
 * import { productsV3 } from '@sitekit/stores/products-v3';
 * const client = createClient({ modules: { productsV3 }, auth });
 * ```
 */
export * as productsV3 from './products-v3/index';
