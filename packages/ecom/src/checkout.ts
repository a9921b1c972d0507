/**
 * `@sitekit/ecom/checkout`: the `checkout` module alone.
 * @example
 * ```ts
 * import { checkout } from '@sitekit/ecom/checkout';
 * const client = createClient({ modules: { checkout }, auth });
 * const { orderId } = await client.checkout.createOrder(checkoutId);
 * ```
 */
export * as checkout from './checkout/index';
