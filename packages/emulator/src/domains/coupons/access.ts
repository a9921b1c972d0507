/** What other domains may use of the store's coupons: looking one up by code (applying it) or by id (pricing with it). */
export { couponById, findCoupon } from './state';
export type { Coupon } from './types';
