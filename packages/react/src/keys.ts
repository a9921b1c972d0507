import { cartsKeys } from './ecom/carts';
import { ecomKeys } from './ecom/keys';
import { memberKeys } from './members';
import { ROOT_KEY } from './shared';
import { productsV3Keys } from './products-v3';
import { storesKeys } from './stores';

/**
 * Query keys for everything the hooks cache, all under `['sitekit']`. Use them to read, seed or
 * invalidate the cache yourself. Each domain declares its own keys beside its queries (`stores.ts`,
 * `ecom/keys.ts`, `members.ts`); this is their union.
 *
 * @example
 * ```ts
 * queryClient.invalidateQueries({ queryKey: siteKitKeys.cart.current() });
 * queryClient.getQueryData(siteKitKeys.products.detail('shirt'));
 * ```
 */
export const siteKitKeys = {
  /** The root of every SiteKit query key: `queryClient.invalidateQueries({ queryKey: siteKitKeys.all })` drops them all. */
  all: ROOT_KEY,
  ...storesKeys,
  ...productsV3Keys,
  ...ecomKeys,
  ...cartsKeys,
  member: memberKeys,
};
