/** GET / PATCH / DELETE the current cart. */
import { parseBody } from '../../engine/errors';
import type { Route } from '../../engine/types';
import { patchSchema, updateCartWith } from './edits';
import { cartLockKey, findCart, findOrCreateCart, requireCart } from './state';
import { cartResponse } from './wire-cart';
import type { CartState } from './types';

/** The current cart: get it, update it (coupon, merchant discounts, line items, buyer note, contact info; creates the cart when there is none), delete it. */
export const currentRoutes: Route<CartState>[] = [
  {
    method: 'GET',
    path: '/ecom/v1/carts/current',
    access: 'session',
    id: 'ecom.currentCart.getCurrentCart',
    handle: (ctx) => cartResponse(ctx, requireCart(ctx)),
  },
  {
    method: 'PATCH',
    path: '/ecom/v1/carts/current',
    access: 'session',
    id: 'ecom.currentCart.updateCurrentCart',
    lockKey: cartLockKey,
    handle: (ctx) => updateCartWith(ctx, parseBody(patchSchema, ctx.body), findCart(ctx)?.lines ?? [], () => findOrCreateCart(ctx)),
  },
  {
    method: 'DELETE',
    path: '/ecom/v1/carts/current',
    access: 'session',
    id: 'ecom.currentCart.deleteCurrentCart',
    lockKey: cartLockKey,
    handle: async (ctx) => {
      const cart = requireCart(ctx);
      await ctx.engine.persist();
      delete ctx.state.carts[cart.id];
      delete ctx.state.currentByOwner[cart.ownerKey];
      return { json: {} };
    },
  },
];
