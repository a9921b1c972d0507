/** add-to-cart, remove-line-items, update-line-items-quantity, remove-coupon. */
import { z } from 'zod';
import { applicationError, parseBody, raise } from '../../engine/errors';
import type { Route } from '../../engine/types';
import { addLines, checkLine, lineItemInput, MAX_LINE_QUANTITY } from '../commerce/add-lines';
import { cartLockKey, findCart, findOrCreateCart, requireCart, touchCart } from './state';
import { cartResponse } from './wire-cart';
import type { CartState } from './types';

const addSchema = z.object({
  lineItems: z.array(lineItemInput).max(300).optional(),
  customLineItems: z.array(z.unknown()).optional(),
  businessLocationId: z.string().optional(),
});
const removeSchema = z.object({ lineItemIds: z.array(z.string().min(1)).min(1) });
const quantitySchema = z.object({
  lineItems: z.array(z.object({ id: z.string().min(1), quantity: z.number().int().min(0).max(MAX_LINE_QUANTITY) })).min(1),
});

/** The current cart's lines: add (merged into a line for the same item, stock-checked), remove, change quantities (0 removes the line), and remove the coupon. */
export const lineRoutes: Route<CartState>[] = [
  {
    method: 'POST',
    path: '/ecom/v1/carts/current/add-to-cart',
    access: 'session',
    id: 'ecom.currentCart.addToCurrentCart',
    lockKey: cartLockKey,
    handle: async (ctx) => {
      const { lineItems = [], customLineItems = [] } = parseBody(addSchema, ctx.body);
      if (lineItems.length === 0 && customLineItems.length === 0) {
        raise(applicationError(400, 'NO_LINE_ITEMS', 'Add at least one line item'));
      }
      // Validate against a draft first so a refused add never leaves an empty cart behind.
      const draft = { lines: findCart(ctx)?.lines ?? [] };
      addLines(ctx, draft, lineItems);
      // Read, then write after a storage round trip: only the per-cart lock keeps concurrent adds exact.
      await ctx.engine.persist();
      const cart = findOrCreateCart(ctx);
      cart.lines = draft.lines;
      touchCart(ctx, cart);
      return cartResponse(ctx, cart);
    },
  },
  {
    method: 'POST',
    path: '/ecom/v1/carts/current/remove-line-items',
    access: 'session',
    id: 'ecom.currentCart.removeLineItemsFromCurrentCart',
    lockKey: cartLockKey,
    handle: async (ctx) => {
      const { lineItemIds } = parseBody(removeSchema, ctx.body);
      const cart = requireCart(ctx);
      const next = cart.lines.filter((line) => !lineItemIds.includes(line.id));
      await ctx.engine.persist();
      cart.lines = next;
      touchCart(ctx, cart);
      return cartResponse(ctx, cart);
    },
  },
  {
    method: 'POST',
    path: '/ecom/v1/carts/current/update-line-items-quantity',
    access: 'session',
    id: 'ecom.currentCart.updateCurrentCartLineItemQuantity',
    lockKey: cartLockKey,
    handle: async (ctx) => {
      const { lineItems } = parseBody(quantitySchema, ctx.body);
      const cart = requireCart(ctx);
      const next = cart.lines.map((line) => ({ ...line }));
      lineItems.forEach(({ id, quantity }, i) => {
        const line = next.find((candidate) => candidate.id === id);
        if (!line) raise(applicationError(404, 'LINE_ITEM_NOT_FOUND', `Line item ${id} is not in the cart`, { lineItemId: id }));
        line.quantity = quantity;
        if (quantity > 0) checkLine(ctx, line, `lineItems[${i}]`);
      });
      await ctx.engine.persist();
      cart.lines = next.filter((line) => line.quantity > 0);
      touchCart(ctx, cart);
      return cartResponse(ctx, cart);
    },
  },
  {
    method: 'POST',
    path: '/ecom/v1/carts/current/remove-coupon',
    access: 'session',
    id: 'ecom.currentCart.removeCouponFromCurrentCart',
    lockKey: cartLockKey,
    handle: async (ctx) => {
      const cart = requireCart(ctx);
      await ctx.engine.persist();
      delete cart.couponId;
      touchCart(ctx, cart);
      return cartResponse(ctx, cart);
    },
  },
];
