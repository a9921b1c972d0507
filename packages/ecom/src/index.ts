/**
 * `@sitekit/ecom`: checkout, the current cart, carts by id, orders (with the payments collector), back-in-stock
 * notification requests and recommendations. Each module is also its own entry
 * (`@sitekit/ecom/current-cart`, …), and `@sitekit/ecom/checkout-url` holds the hosted-checkout helpers.
 *
 * @example
 * ```ts
 * import { createClient } from '@sitekit/core';
 * import { currentCart, checkout } from '@sitekit/ecom';
 * const client = createClient({ modules: { currentCart, checkout }, auth });
 * const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({ channelType: currentCart.ChannelType.WEB });
 * ```
 */
export * as checkout from './checkout/index';
export * as currentCart from './current-cart/index';
export * as cart from './cart/index';
export * as orders from './orders/index';
export * as backInStockNotifications from './back-in-stock-notifications/index';
export * as recommendations from './recommendations/index';
