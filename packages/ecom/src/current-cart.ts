/**
 * `@sitekit/ecom/current-cart`: the `currentCart` module alone.
 * @example
 * ```ts
 * import { currentCart } from '@sitekit/ecom/current-cart';
 * const client = createClient({ modules: { currentCart }, auth: OAuthStrategy({ clientId }) });
 * const cart = await client.currentCart.getCurrentCartOrNull();
 * ```
 */
export * as currentCart from './current-cart/index';
