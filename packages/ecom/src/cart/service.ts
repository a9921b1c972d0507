import { defineService } from '@sitekit/core-runtime';
import { fromEcom, toEcom } from '../shared/wire';

/**
 * The cart service (carts by id); its payloads go SDK → wire with `toEcom`, its results come back
 * with `fromEcom`.
 * @internal
 */
export const cartService = /* @__PURE__ */ defineService({
  fqn: 'com.wix.ecom.cart.api.v1.CartService', entity: 'wix.ecom.v1.cart', pkg: '@wix/auto_sdk_ecom_cart',
  toWire: toEcom, fromWire: fromEcom,
});
