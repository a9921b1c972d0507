/** How a checkout completes: orders announces the order placed from it, the checkout records it. */
import type { Listener } from '../../engine/types';
import { onOrderPlaced } from '../orders/access';
import { checkoutsOf } from './state';

/** Marks the checkout an order was placed from completed, with that order's id. */
export const orderListeners: readonly Listener[] = [
  onOrderPlaced((engine, { checkoutId, orderId, at }) => {
    const checkout = checkoutsOf(engine).checkouts[checkoutId];
    if (!checkout) return;
    checkout.completed = true;
    checkout.orderId = orderId;
    checkout.updatedDate = at;
  }),
];
