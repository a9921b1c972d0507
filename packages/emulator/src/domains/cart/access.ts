/** What other domains may use of the cart: its slice (the store's coupons live there) and emptying a checked-out cart. */
export { cartOf, clearCheckedOutCart } from './state';
export type { CartState, StoredCart } from './types';
