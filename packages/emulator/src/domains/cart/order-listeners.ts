/** How a cart is emptied at purchase: orders announces the order placed from a checkout, the cart it was made from goes. */
import type { Listener } from '../../engine/types';
import { onOrderPlaced } from '../orders/access';
import { clearCheckedOutCart } from './state';

/** Removes the cart a checkout was made from once that checkout became an order (the platform empties it). */
export const orderListeners: readonly Listener[] = [
  onOrderPlaced((engine, { checkoutId, cartId }) => clearCheckedOutCart(engine, { id: checkoutId, cartId })),
];
