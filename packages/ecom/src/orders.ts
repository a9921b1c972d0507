/**
 * `@sitekit/ecom/orders`: the `orders` module (orders and the payments collector) alone.
 * @example
 * ```ts
 * import { orders } from '@sitekit/ecom/orders';
 * const client = createClient({ modules: { orders }, auth });
 * const { orders: found } = await client.orders.searchOrders({ filter: { checkoutId: { $eq: checkoutId } } });
 * ```
 */
export * as orders from './orders/index';
