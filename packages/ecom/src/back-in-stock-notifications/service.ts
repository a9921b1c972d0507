import { defineService } from '@sitekit/core-runtime';
import { fromEcom, toEcom } from '../shared/wire';

/**
 * The back-in-stock notification requests service; service and entity names as the platform SDK's published declarations give them (`@fqn`, `@eventType`).
 * @internal
 */
export const backInStockNotificationsService = /* @__PURE__ */ defineService({
  fqn: 'com.wixpress.ecom.back.in.stock.BackInStockNotificationRequestService', entity: 'wix.ecom.v1.back_in_stock_notification_request', pkg: '@wix/auto_sdk_ecom_back-in-stock-notifications',
  toWire: toEcom, fromWire: fromEcom,
});
