/** estimate-totals and create-checkout on the current cart. */
import { parseBody } from '../../engine/errors';
import type { Route } from '../../engine/types';
import { checkoutFromCart, createCheckoutSchema, estimateAnswer, estimateSchema } from './estimate';
import { cartLockKey, requireCart } from './state';
import type { CartState } from './types';

/** The current cart's estimate-totals (line prices, tax, shipping and price summary) and create-checkout (refused for an empty cart). */
export const totalsRoutes: Route<CartState>[] = [
  {
    method: 'POST',
    path: '/ecom/v1/carts/current/estimate-totals',
    access: 'session',
    id: 'ecom.currentCart.estimateCurrentCartTotals',
    handle: (ctx) => {
      const input = parseBody(estimateSchema, ctx.body);
      const cart = requireCart(ctx);
      return estimateAnswer(ctx, cart, input);
    },
  },
  {
    method: 'POST',
    path: '/ecom/v1/carts/current/create-checkout',
    access: 'session',
    id: 'ecom.currentCart.createCheckoutFromCurrentCart',
    lockKey: cartLockKey,
    handle: async (ctx) => {
      const input = parseBody(createCheckoutSchema, ctx.body);
      const cart = requireCart(ctx);
      return checkoutFromCart(ctx, cart, input);
    },
  },
];
