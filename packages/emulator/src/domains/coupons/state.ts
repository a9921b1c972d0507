/** The coupons slice: the seeded coupons, reading the slice, and looking a coupon up by code or id. */
import type { EngineApi, Seed } from '../../engine/types';
import { seedSlice } from '../shared/seed';
import type { Coupon, CouponsSeed, CouponsState } from './types';

/** Fresh coupons state: a copy of the seeded coupons (the seed's `cart.coupons`) keyed by id. */
export function initialCouponsState(seed: Seed): CouponsState {
  const coupons = seedSlice<CouponsSeed>(seed, 'cart').coupons ?? [];
  return { coupons: Object.fromEntries(coupons.map((coupon) => [coupon.id, { ...coupon }])) };
}

/** The coupons slice, from any domain's route. */
export function couponsOf(engine: EngineApi): CouponsState {
  return engine.stateOf<CouponsState>('coupons');
}

/** Finds an active coupon by code (case-insensitive). */
export function findCoupon(engine: EngineApi, code: string): Coupon | undefined {
  const wanted = code.trim().toUpperCase();
  return Object.values(couponsOf(engine).coupons).find((coupon) => coupon.active && coupon.code.toUpperCase() === wanted);
}

/** The coupon with this id, active or not; `undefined` without an id or for an unknown one. */
export function couponById(engine: EngineApi, id: string | undefined): Coupon | undefined {
  return id ? couponsOf(engine).coupons[id] : undefined;
}
