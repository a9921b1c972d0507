/** add-to-cart, remove-line-items, update-line-items-quantity, remove-coupon. */
import { parseBody } from '../../engine/errors';
import type { Route } from '../../engine/types';
import { addSchema, addToCartWith, quantitySchema, removeCouponFrom, removeLinesFrom, removeSchema, setQuantities } from './edits';
import { cartLockKey, findCart, findOrCreateCart, requireCart } from './state';
import type { CartState } from './types';

/** The current cart's lines: add (merged into a line for the same item, stock-checked), remove, change quantities (0 removes the line), and remove the coupon. */
export const lineRoutes: Route<CartState>[] = [
  {
    method: 'POST',
    path: '/ecom/v1/carts/current/add-to-cart',
    access: 'session',
    id: 'ecom.currentCart.addToCurrentCart',
    lockKey: cartLockKey,
    handle: (ctx) => addToCartWith(ctx, parseBody(addSchema, ctx.body), findCart(ctx)?.lines ?? [], () => findOrCreateCart(ctx)),
  },
  {
    method: 'POST',
    path: '/ecom/v1/carts/current/remove-line-items',
    access: 'session',
    id: 'ecom.currentCart.removeLineItemsFromCurrentCart',
    lockKey: cartLockKey,
    handle: (ctx) => {
      const { lineItemIds } = parseBody(removeSchema, ctx.body);
      return removeLinesFrom(ctx, requireCart(ctx), lineItemIds);
    },
  },
  {
    method: 'POST',
    path: '/ecom/v1/carts/current/update-line-items-quantity',
    access: 'session',
    id: 'ecom.currentCart.updateCurrentCartLineItemQuantity',
    lockKey: cartLockKey,
    handle: (ctx) => {
      const { lineItems } = parseBody(quantitySchema, ctx.body);
      return setQuantities(ctx, requireCart(ctx), lineItems);
    },
  },
  {
    method: 'POST',
    path: '/ecom/v1/carts/current/remove-coupon',
    access: 'session',
    id: 'ecom.currentCart.removeCouponFromCurrentCart',
    lockKey: cartLockKey,
    handle: (ctx) => removeCouponFrom(ctx, requireCart(ctx)),
  },
];
