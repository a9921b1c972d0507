/** Looking up the store's coupons (seeded; owned by the cart slice, read by the cart, checkout and orders). */
import type { EngineApi } from '../../engine/types';
import { cartOf } from '../cart/access';
import type { Coupon } from '../shared/coupons';

/** The store's coupons keyed by id (kept in the cart slice). */
export function couponsOf(engine: EngineApi): Record<string, Coupon> {
  return cartOf(engine).coupons;
}

/** Finds an active coupon by code (case-insensitive). */
export function findCoupon(engine: EngineApi, code: string): Coupon | undefined {
  const wanted = code.trim().toUpperCase();
  return Object.values(couponsOf(engine)).find((coupon) => coupon.active && coupon.code.toUpperCase() === wanted);
}

/** The coupon with this id, active or not; `undefined` without an id or for an unknown one. */
export function couponById(engine: EngineApi, id: string | undefined): Coupon | undefined {
  return id ? couponsOf(engine)[id] : undefined;
}
