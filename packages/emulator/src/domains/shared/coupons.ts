/** The store's coupons (seeded; owned by the cart slice, read by checkout). */
import type { EngineApi } from '../../engine/types';

export interface Coupon {
  id: string;
  code: string;
  name: string;
  /** PERCENT: `value`% off the subtotal; AMOUNT: `value` cents off; FREE_SHIPPING: no shipping fee. */
  type: 'PERCENT' | 'AMOUNT' | 'FREE_SHIPPING';
  value: number;
  /** Minimum subtotal in cents for the coupon to apply. */
  minimumSubtotalCents?: number;
  active: boolean;
}

export function couponsOf(engine: EngineApi): Record<string, Coupon> {
  return engine.stateOf<{ coupons: Record<string, Coupon> }>('cart').coupons;
}

/** Finds an active coupon by code (case-insensitive). */
export function findCoupon(engine: EngineApi, code: string): Coupon | undefined {
  const wanted = code.trim().toUpperCase();
  return Object.values(couponsOf(engine)).find((c) => c.active && c.code.toUpperCase() === wanted);
}

export function couponById(engine: EngineApi, id: string | undefined): Coupon | undefined {
  return id ? couponsOf(engine)[id] : undefined;
}
