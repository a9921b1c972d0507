/** GET / PATCH / DELETE the current cart. */
import { z } from 'zod';
import { applicationError, parseBody, raise } from '../../engine/errors';
import type { Route } from '../../engine/types';
import { findCoupon } from '../commerce/coupons';
import { addLines, lineItemInput } from '../commerce/add-lines';
import { cartLockKey, findCart, findOrCreateCart, requireCart, touchCart, type CartCtx } from './state';
import { cartResponse } from './wire-cart';
import type { CartState } from './types';

const merchantDiscount = z.object({
  amount: z.union([z.object({ amount: z.string() }).passthrough(), z.string(), z.number()]),
  name: z.string().optional(),
});
const patchSchema = z.object({
  cartInfo: z
    .object({
      id: z.string().optional(),
      buyerNote: z.string().max(1000).optional(),
      contactInfo: z.record(z.string(), z.unknown()).optional(),
      buyerInfo: z.record(z.string(), z.unknown()).optional(),
    })
    .passthrough()
    .optional(),
  couponCode: z.string().optional(),
  merchantDiscounts: z.array(merchantDiscount).optional(),
  lineItems: z.array(lineItemInput).optional(),
  customLineItems: z.array(z.unknown()).optional(),
});

/** The id of the active coupon with this code (case-insensitive); 400 COUPON_DOES_NOT_EXIST when there is none. */
export function applyCoupon(ctx: CartCtx, code: string): string {
  const coupon = findCoupon(ctx.engine, code);
  if (!coupon) raise(applicationError(400, 'COUPON_DOES_NOT_EXIST', `Coupon ${code} does not exist`, { couponCode: code }));
  return coupon.id;
}

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
    handle: async (ctx) => {
      const input = parseBody(patchSchema, ctx.body);
      const couponId = input.couponCode ? applyCoupon(ctx, input.couponCode) : undefined;
      const draft = { lines: findCart(ctx)?.lines ?? [] };
      if (input.lineItems && input.lineItems.length > 0) addLines(ctx, draft, input.lineItems);
      await ctx.engine.persist();
      const cart = findOrCreateCart(ctx);
      cart.lines = draft.lines;
      if (couponId) cart.couponId = couponId;
      if (input.merchantDiscounts) cart.merchantDiscounts = input.merchantDiscounts;
      if (input.cartInfo?.buyerNote !== undefined) cart.buyerNote = input.cartInfo.buyerNote;
      if (input.cartInfo?.contactInfo !== undefined) cart.contactInfo = input.cartInfo.contactInfo;
      touchCart(ctx, cart);
      return cartResponse(ctx, cart);
    },
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
