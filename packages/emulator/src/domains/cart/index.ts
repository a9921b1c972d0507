/** The visitor's or member's current cart (`/ecom/v1/carts/current…`). Also owns the store's coupons. */
import type { Domain } from '../../engine/types';
import type { Coupon } from '../shared/coupons';
import { currentRoutes } from './current-routes';
import { lineRoutes } from './line-routes';
import { totalsRoutes } from './totals-routes';
import type { CartState } from './types';

export type { CartState, StoredCart } from './types';

export const domain: Domain<CartState> = {
  name: 'cart',
  initialState(seed) {
    const coupons = ((seed['cart'] as { coupons?: Coupon[] } | undefined)?.coupons ?? []) as Coupon[];
    return { carts: {}, currentByOwner: {}, coupons: Object.fromEntries(coupons.map((c) => [c.id, { ...c }])) };
  },
  routes: [...currentRoutes, ...lineRoutes, ...totalsRoutes],
};
