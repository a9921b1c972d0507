import { defineService } from '@sitekit/core-runtime';
import { fromEcom, toEcom } from '../shared/wire';

/**
 * The checkout service; its payloads go SDK → wire with `toEcom`, its results come back with `fromEcom`.
 * @internal
 */
export const checkoutService = /* @__PURE__ */ defineService({
  fqn: 'com.wix.ecom.checkout.api.v1.CheckoutService', entity: 'wix.ecom.v1.checkout', pkg: '@wix/auto_sdk_ecom_checkout',
  toWire: toEcom, fromWire: fromEcom,
});
