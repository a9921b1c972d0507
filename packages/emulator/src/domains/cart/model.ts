/** The caller's current cart: lookup, creation, and the wire cart computed live from the catalog. */
import { notFound, raise } from '../../engine/errors';
import type { RouteContext } from '../../engine/types';
import { catalogOf } from '../catalog/access';
import { couponById } from '../shared/coupons';
import { resolveLine, wireLineItem } from '../commerce/line-items';
import { money } from '../shared/money';
import { ownerKey } from '../shared/route-helpers';
import { computeTotals, wireAppliedDiscounts } from '../commerce/totals';
import type { CartState, StoredCart } from './types';

export type CartCtx = RouteContext<CartState>;

/**
 * Lock keys for cart mutations: one queue per cart owner. A member also takes the lock of the visitor
 * they were in this session, whose cart they may adopt, so the visitor's and the member's changes to
 * that one cart never interleave.
 */
export const cartLockKey = (ctx: CartCtx): string | string[] | undefined => {
  const key = ownerKey(ctx.caller);
  return key && ctx.caller.kind === 'member' && ctx.caller.visitorId ? [key, `visitor:${ctx.caller.visitorId}`] : key;
};

/**
 * The caller's cart, if any. A member without a cart of their own adopts the cart they built as a
 * visitor in the same session (the platform merges carts on login).
 */
export function findCart(ctx: CartCtx): StoredCart | undefined {
  const key = ownerKey(ctx.caller);
  if (!key) return undefined;
  const id = ctx.state.currentByOwner[key];
  if (id && ctx.state.carts[id]) return ctx.state.carts[id];
  if (ctx.caller.kind === 'member') {
    const visitorKey = `visitor:${ctx.caller.visitorId}`;
    const visitorCart = ctx.state.carts[ctx.state.currentByOwner[visitorKey] ?? ''];
    if (visitorCart) {
      delete ctx.state.currentByOwner[visitorKey];
      visitorCart.ownerKey = key;
      visitorCart.buyerInfo = { memberId: ctx.caller.memberId };
      ctx.state.currentByOwner[key] = visitorCart.id;
      return visitorCart;
    }
  }
  return undefined;
}

export function requireCart(ctx: CartCtx): StoredCart {
  const cart = findCart(ctx);
  if (!cart) raise(notFound('OWNED_CART_NOT_FOUND', 'Cart not found for the current visitor or member'));
  return cart;
}

export function findOrCreateCart(ctx: CartCtx): StoredCart {
  const existing = findCart(ctx);
  if (existing) return existing;
  const key = ownerKey(ctx.caller) ?? 'anonymous';
  const now = ctx.engine.now().toISOString();
  const cart: StoredCart = {
    id: ctx.engine.newId(),
    ownerKey: key,
    buyerInfo: ctx.caller.kind === 'member' ? { memberId: ctx.caller.memberId } : ctx.caller.kind === 'visitor' ? { visitorId: ctx.caller.visitorId } : {},
    lines: [],
    createdDate: now,
    updatedDate: now,
  };
  ctx.state.carts[cart.id] = cart;
  ctx.state.currentByOwner[key] = cart.id;
  return cart;
}

export function touchCart(ctx: CartCtx, cart: StoredCart): void {
  cart.updatedDate = ctx.engine.now().toISOString();
}

export function resolvedLines(ctx: CartCtx, cart: StoredCart) {
  const products = catalogOf(ctx.engine).products;
  return cart.lines.map((l) => resolveLine(products, l));
}

export function cartTotals(ctx: CartCtx, cart: StoredCart, options: { calculateShipping?: boolean; calculateTax?: boolean } = {}) {
  const lines = resolvedLines(ctx, cart);
  const coupon = couponById(ctx.engine, cart.couponId);
  return { lines, coupon, totals: computeTotals({ lines, coupon, merchantDiscounts: cart.merchantDiscounts, ...options }) };
}

export function toWireCart(ctx: CartCtx, cart: StoredCart) {
  const { lines, coupon, totals } = cartTotals(ctx, cart);
  return {
    id: cart.id,
    lineItems: lines.map((l) => wireLineItem(l, ctx.baseUrl)),
    buyerInfo: { ...cart.buyerInfo },
    currency: 'USD',
    conversionCurrency: 'USD',
    paymentCurrency: 'USD',
    buyerLanguage: 'en',
    siteLanguage: 'en',
    taxIncludedInPrices: false,
    weightUnit: 'KG',
    subtotal: money(totals.subtotalCents),
    subtotalAfterDiscounts: money(totals.subtotalCents - (totals.discountCents - (totals.shippingBeforeDiscountCents - totals.shippingCents))),
    appliedDiscounts: wireAppliedDiscounts(totals, coupon, cart.merchantDiscounts),
    ...(cart.contactInfo ? { contactInfo: cart.contactInfo } : {}),
    ...(cart.buyerNote ? { buyerNote: cart.buyerNote } : {}),
    ...(cart.checkoutId ? { checkoutId: cart.checkoutId } : {}),
    createdDate: cart.createdDate,
    updatedDate: cart.updatedDate,
  };
}

export const cartResponse = (ctx: CartCtx, cart: StoredCart) => ({ json: { cart: toWireCart(ctx, cart) } });
