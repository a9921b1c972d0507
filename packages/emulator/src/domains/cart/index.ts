/** The visitor's or member's current cart (`/ecom/v1/carts/current…`) and carts by id (`/ecom/v1/carts/:id…`). */
import type { Domain } from '../../engine/types';
import { byIdRoutes } from './by-id-routes';
import { currentRoutes } from './current-routes';
import { lineRoutes } from './line-routes';
import { orderListeners } from './order-listeners';
import { initialCartState } from './state';
import { totalsRoutes } from './totals-routes';
import type { CartState } from './types';

export type { CartState, StoredCart } from './types';

/** The cart domain: create carts and get, update and delete them by id or as the current cart, its line items and coupon, estimate its totals and create a checkout from it. */
export const domain: Domain<CartState> = {
  name: 'cart',
  initialState: initialCartState,
  // carts by id last: `/ecom/v1/carts/current…` must match the current cart's routes first
  routes: [...currentRoutes, ...lineRoutes, ...totalsRoutes, ...byIdRoutes],
  listeners: orderListeners,
};
