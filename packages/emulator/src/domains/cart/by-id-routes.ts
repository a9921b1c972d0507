/** Carts by id (`/ecom/v1/carts`, `/ecom/v1/carts/:id…`): the same edits and answers as the current cart's. */
import { parseBody } from '../../engine/errors';
import type { Route } from '../../engine/types';
import { cartByIdLockKey, newCart, requireCartById } from './by-id';
import {
  addSchema, addToCartWith, patchSchema, quantitySchema, removeCouponFrom, removeLinesFrom, removeSchema, setQuantities, updateCartWith,
} from './edits';
import { checkoutFromCart, createCheckoutSchema, estimateAnswer, estimateSchema } from './estimate';
import { touchCart } from './state';
import { cartResponse } from './wire-cart';
import type { CartState } from './types';

/** Create a cart; get, update and delete one by id; its lines, coupon, business location, totals and checkout. */
export const byIdRoutes: Route<CartState>[] = [
  {
    method: 'POST',
    path: '/ecom/v1/carts',
    access: 'sessionOrApiKey',
    id: 'ecom.cart.createCart',
    handle: (ctx) => updateCartWith(ctx, parseBody(patchSchema, ctx.body), [], () => newCart(ctx)),
  },
  {
    method: 'GET',
    path: '/ecom/v1/carts/:id',
    access: 'sessionOrApiKey',
    id: 'ecom.cart.getCart',
    handle: (ctx) => cartResponse(ctx, requireCartById(ctx)),
  },
  {
    method: 'PATCH',
    path: '/ecom/v1/carts/:id',
    access: 'sessionOrApiKey',
    id: 'ecom.cart.updateCart',
    lockKey: cartByIdLockKey,
    handle: (ctx) => {
      const input = parseBody(patchSchema, ctx.body);
      const cart = requireCartById(ctx);
      return updateCartWith(ctx, input, cart.lines, () => cart);
    },
  },
  {
    method: 'DELETE',
    path: '/ecom/v1/carts/:id',
    access: 'sessionOrApiKey',
    id: 'ecom.cart.deleteCart',
    lockKey: cartByIdLockKey,
    handle: async (ctx) => {
      const cart = requireCartById(ctx);
      await ctx.engine.persist();
      delete ctx.state.carts[cart.id];
      if (ctx.state.currentByOwner[cart.ownerKey] === cart.id) delete ctx.state.currentByOwner[cart.ownerKey];
      return { json: {} };
    },
  },
  {
    method: 'POST',
    path: '/ecom/v1/carts/:id/add-to-cart',
    access: 'sessionOrApiKey',
    id: 'ecom.cart.addToCart',
    lockKey: cartByIdLockKey,
    handle: (ctx) => {
      const input = parseBody(addSchema, ctx.body);
      const cart = requireCartById(ctx);
      return addToCartWith(ctx, input, cart.lines, () => cart);
    },
  },
  {
    method: 'POST',
    path: '/ecom/v1/carts/:id/remove-line-items',
    access: 'sessionOrApiKey',
    id: 'ecom.cart.removeLineItems',
    lockKey: cartByIdLockKey,
    handle: (ctx) => removeLinesFrom(ctx, requireCartById(ctx), parseBody(removeSchema, ctx.body).lineItemIds),
  },
  {
    method: 'POST',
    path: '/ecom/v1/carts/:id/update-line-items-quantity',
    access: 'sessionOrApiKey',
    id: 'ecom.cart.updateLineItemsQuantity',
    lockKey: cartByIdLockKey,
    handle: (ctx) => setQuantities(ctx, requireCartById(ctx), parseBody(quantitySchema, ctx.body).lineItems),
  },
  {
    method: 'POST',
    path: '/ecom/v1/carts/:id/remove-coupon',
    access: 'sessionOrApiKey',
    id: 'ecom.cart.removeCoupon',
    lockKey: cartByIdLockKey,
    handle: (ctx) => removeCouponFrom(ctx, requireCartById(ctx)),
  },
  {
    method: 'POST',
    path: '/ecom/v1/carts/:id/remove-business-location',
    access: 'sessionOrApiKey',
    id: 'ecom.cart.removeBusinessLocation',
    lockKey: cartByIdLockKey,
    handle: async (ctx) => {
      const cart = requireCartById(ctx);
      await ctx.engine.persist();
      touchCart(ctx, cart);
      return cartResponse(ctx, cart);
    },
  },
  {
    method: 'POST',
    path: '/ecom/v1/carts/:id/estimate-totals',
    access: 'sessionOrApiKey',
    id: 'ecom.cart.estimateTotals',
    handle: (ctx) => estimateAnswer(ctx, requireCartById(ctx), parseBody(estimateSchema, ctx.body)),
  },
  {
    method: 'POST',
    path: '/ecom/v1/carts/:id/create-checkout',
    access: 'sessionOrApiKey',
    id: 'ecom.cart.createCheckout',
    lockKey: cartByIdLockKey,
    handle: (ctx) => {
      const input = parseBody(createCheckoutSchema, ctx.body);
      return checkoutFromCart(ctx, requireCartById(ctx), input);
    },
  },
];
