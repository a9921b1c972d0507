/**
 * `@sitekit/ecom/cart`: the `cart` module alone (carts by id).
 * @example
 * ```ts
 * import { cart } from '@sitekit/ecom/cart';
 * const client = createClient({ modules: { cart }, auth: OAuthStrategy({ clientId }) });
 * const { _id } = await client.cart.createCart({ lineItems });
 * ```
 */
export * as cart from './cart/index';
