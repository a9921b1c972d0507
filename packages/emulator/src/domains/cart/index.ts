/** The visitor's or member's current cart (`/ecom/v1/carts/current…`). Also owns the store's coupons. */
import type { Domain } from '../../engine/types';
import { currentRoutes } from './current-routes';
import { lineRoutes } from './line-routes';
import { initialCartState } from './state';
import { totalsRoutes } from './totals-routes';
import type { CartState } from './types';

export type { CartState, StoredCart } from './types';

/** The cart domain: get, update and delete the current cart, its line items and coupon, estimate its totals and create a checkout from it; its state also holds the store's coupons. */
export const domain: Domain<CartState> = {
  name: 'cart',
  initialState: initialCartState,
  routes: [...currentRoutes, ...lineRoutes, ...totalsRoutes],
};
