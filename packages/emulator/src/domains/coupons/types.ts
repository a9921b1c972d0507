/** The store's coupons: the record, the slice and the seed entry they come from. */

/** A store coupon, as seeded. */
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

/** The coupons domain's state: the store's coupons by id. */
export interface CouponsState {
  coupons: Record<string, Coupon>;
}

/** The seed's `cart` entry, where the store's coupons are seeded. */
export interface CouponsSeed {
  coupons: Coupon[];
}
