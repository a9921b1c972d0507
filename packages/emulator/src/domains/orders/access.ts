/** What other domains may use of orders: placing one from a checkout, and reading the slice (order numbers, best sellers). */
export { placeOrder } from './place';
export { ordersOf } from './state';
export type { OrdersState, StoredOrder } from './types';
