import type { Domain } from '../../engine/types';
import { initialCouponsState } from './state';
import type { CouponsState } from './types';

/**
 * The store's coupons (seeded; no routes yet). Below the cart, the checkout and the orders, which all
 * price with them, so none of those reaches up to another for a coupon.
 */
export const domain: Domain<CouponsState> = {
  name: 'coupons',
  initialState: initialCouponsState,
  routes: [],
};
