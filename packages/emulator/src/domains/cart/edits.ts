/**
 * Cart edits the current cart and a cart by id make alike: their request schemas, and each change
 * validated against a draft first, then written after a storage round trip (only the cart's lock keeps
 * concurrent edits exact), so a refused edit never changes the cart or leaves an empty one behind.
 */
import { z } from 'zod';
import { applicationError, raise } from '../../engine/errors';
import type { RouteResult } from '../../engine/types';
import { addLines, checkLine, lineItemInput, MAX_LINE_QUANTITY } from '../commerce/add-lines';
import { findCoupon } from '../coupons/access';
import type { StoredLine } from '../commerce/line-items';
import { touchCart, type CartCtx } from './state';
import { cartResponse } from './wire-cart';
import type { StoredCart } from './types';

const merchantDiscount = z.object({
  amount: z.union([z.object({ amount: z.string() }).passthrough(), z.string(), z.number()]),
  name: z.string().optional(),
});
/** The body of a cart update (`PATCH`). */
export const patchSchema = z.object({
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
/** The body of add-to-cart. */
export const addSchema = z.object({
  lineItems: z.array(lineItemInput).max(300).optional(),
  customLineItems: z.array(z.unknown()).optional(),
  businessLocationId: z.string().optional(),
});
/** The body of remove-line-items. */
export const removeSchema = z.object({ lineItemIds: z.array(z.string().min(1)).min(1) });
/** The body of update-line-items-quantity (0 removes the line). */
export const quantitySchema = z.object({
  lineItems: z.array(z.object({ id: z.string().min(1), quantity: z.number().int().min(0).max(MAX_LINE_QUANTITY) })).min(1),
});

/** The id of the active coupon with this code (case-insensitive); 400 COUPON_DOES_NOT_EXIST when there is none. */
export function applyCoupon(ctx: CartCtx, code: string): string {
  const coupon = findCoupon(ctx.engine, code);
  if (!coupon) raise(applicationError(400, 'COUPON_DOES_NOT_EXIST', `Coupon ${code} does not exist`, { couponCode: code }));
  return coupon.id;
}

/**
 * Updates a cart (coupon, merchant discounts, line items, buyer note, contact info) whose lines are
 * `lines` now; `target` gives the cart to write to once the update is valid (it may create it).
 */
export async function updateCartWith(ctx: CartCtx, input: z.output<typeof patchSchema>, lines: StoredLine[], target: () => StoredCart): Promise<RouteResult> {
  const couponId = input.couponCode ? applyCoupon(ctx, input.couponCode) : undefined;
  const draft = { lines };
  if (input.lineItems && input.lineItems.length > 0) addLines(ctx, draft, input.lineItems);
  await ctx.engine.persist();
  const cart = target();
  cart.lines = draft.lines;
  if (couponId) cart.couponId = couponId;
  if (input.merchantDiscounts) cart.merchantDiscounts = input.merchantDiscounts;
  if (input.cartInfo?.buyerNote !== undefined) cart.buyerNote = input.cartInfo.buyerNote;
  if (input.cartInfo?.contactInfo !== undefined) cart.contactInfo = input.cartInfo.contactInfo;
  touchCart(ctx, cart);
  return cartResponse(ctx, cart);
}

/** Adds line items (merged into a line for the same item, stock-checked) to a cart whose lines are `lines` now; `target` as in `updateCartWith`. */
export async function addToCartWith(ctx: CartCtx, input: z.output<typeof addSchema>, lines: StoredLine[], target: () => StoredCart): Promise<RouteResult> {
  const { lineItems = [], customLineItems = [] } = input;
  if (lineItems.length === 0 && customLineItems.length === 0) raise(applicationError(400, 'NO_LINE_ITEMS', 'Add at least one line item'));
  const draft = { lines };
  addLines(ctx, draft, lineItems);
  await ctx.engine.persist();
  const cart = target();
  cart.lines = draft.lines;
  touchCart(ctx, cart);
  return cartResponse(ctx, cart);
}

/** Removes the lines with these ids from a cart. */
export async function removeLinesFrom(ctx: CartCtx, cart: StoredCart, lineItemIds: string[]): Promise<RouteResult> {
  const next = cart.lines.filter((line) => !lineItemIds.includes(line.id));
  await ctx.engine.persist();
  cart.lines = next;
  touchCart(ctx, cart);
  return cartResponse(ctx, cart);
}

/** Sets line quantities (0 removes the line; 404 LINE_ITEM_NOT_FOUND for a line not in the cart; stock-checked). */
export async function setQuantities(ctx: CartCtx, cart: StoredCart, lineItems: z.output<typeof quantitySchema>['lineItems']): Promise<RouteResult> {
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
}

/** Removes a cart's coupon. */
export async function removeCouponFrom(ctx: CartCtx, cart: StoredCart): Promise<RouteResult> {
  await ctx.engine.persist();
  delete cart.couponId;
  touchCart(ctx, cart);
  return cartResponse(ctx, cart);
}
