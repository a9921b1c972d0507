/**
 * What other domains may use of the cart: its record types. Nothing below the cart reaches it: a
 * checked-out cart is emptied by the cart itself when orders announces the order (`orders.placed`).
 */
export type { CartState, StoredCart } from './types';
