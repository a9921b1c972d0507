/** A store coupon, as seeded (the cart slice keeps them; `commerce/coupons.ts` looks them up). */
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
