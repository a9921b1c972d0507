/**
 * What other domains may use of orders: placing one from a checkout (announced as `orders.placed`, which
 * the checkout and the cart listen to), and reading the slice (order numbers, best sellers).
 */
export { placeOrder, type CheckoutToOrder } from './place';
export { onOrderPlaced, type OrderPlaced } from './order-events';
export { ordersOf } from './state';
export type { OrdersState, StoredOrder } from './types';
