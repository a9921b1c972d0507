/**
 * `@sitekit/ecom/back-in-stock-notifications`: the `backInStockNotifications` module alone.
 * @example
 * ```ts
 * import { backInStockNotifications } from '@sitekit/ecom/back-in-stock-notifications';
 * const client = createClient({ modules: { backInStockNotifications }, auth });
 * const page = await client.backInStockNotifications.queryBackInStockNotificationRequests().limit(10).find();
 * ```
 */
export * as backInStockNotifications from './back-in-stock-notifications/index';
