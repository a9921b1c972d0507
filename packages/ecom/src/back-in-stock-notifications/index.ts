/**
 * The `backInStockNotifications` module: visitors' requests to hear when an item is back in stock.
 * @example
 * ```ts
 * import { backInStockNotifications } from '@sitekit/ecom/back-in-stock-notifications';
 * const client = createClient({ modules: { backInStockNotifications }, auth });
 * await client.backInStockNotifications.createBackInStockNotificationRequest(request, itemDetails);
 * ```
 */
export * from './back-in-stock-notifications';
export * from './enums';
export type * from './types';
