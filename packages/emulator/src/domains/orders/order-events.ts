/**
 * What orders announces for the domains above it: an order was placed from a checkout (the checkout
 * completes itself, the cart it was made from is emptied). Orders imports neither of them.
 */
import { listen } from '../../engine/events';
import type { DomainEvent, EngineApi, Listener } from '../../engine/types';

/** An order was placed from a checkout (made from a cart, when `cartId` is set). */
export interface OrderPlaced extends DomainEvent {
  type: 'orders.placed';
  orderId: string;
  checkoutId: string;
  cartId?: string | undefined;
  /** ISO date of the placement. */
  at: string;
}

/** A listener for {@link OrderPlaced}. */
export const onOrderPlaced = (handle: (engine: EngineApi, event: OrderPlaced) => void): Listener => listen<OrderPlaced>('orders.placed', handle);
