import { defineService } from '@sitekit/core-runtime';
import { fromEcom, toEcom } from '../shared/wire';

/**
 * The orders service; its payloads go SDK → wire with `toEcom`, its results come back with `fromEcom`.
 * @internal
 */
export const ordersService = /* @__PURE__ */ defineService({
  fqn: 'com.wix.ecom.orders.v1.Orders', entity: 'wix.ecom.v1.order', pkg: '@wix/auto_sdk_ecom_orders',
  toWire: toEcom, fromWire: fromEcom,
});

/**
 * The payments collector: part of the `orders` module, as in the platform's SDK (service name from its `@fqn`).
 * @internal
 */
export const paymentsCollectorService = /* @__PURE__ */ defineService({
  fqn: 'com.wix.ecom.orders.payments_collector.v1.PaymentsCollector', entity: 'wix.ecom.v1.order', pkg: '@wix/auto_sdk_ecom_orders',
  toWire: toEcom, fromWire: fromEcom,
});
