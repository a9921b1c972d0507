import { defineService } from '@sitekit/core-runtime';
import { fromEcom, toEcom } from '../shared/wire';

/**
 * The current cart service; its payloads go SDK → wire with `toEcom`, its results come back with `fromEcom`.
 * @internal
 */
export const currentCartService = /* @__PURE__ */ defineService({
  fqn: 'com.wix.ecom.cart.api.v1.CurrentCartService', entity: 'wix.ecom.v1.cart', pkg: '@wix/auto_sdk_ecom_current-cart',
  toWire: toEcom, fromWire: fromEcom,
});
