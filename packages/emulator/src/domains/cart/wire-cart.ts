/** The wire cart, computed live from the catalog, the coupons and the merchant discounts. */
import { catalogOf } from '../catalog/access';
import { couponById } from '../coupons/access';
import { resolveLine, wireLineItem } from '../commerce/line-items';
import { computeTotals, wireAppliedDiscounts } from '../commerce/totals';
import { money } from '../shared/money';
import type { CartCtx } from './state';
import type { StoredCart } from './types';

/** The cart's lines, read against the catalog now. */
export function resolvedLines(ctx: CartCtx, cart: StoredCart) {
  const products = catalogOf(ctx.engine).products;
  return cart.lines.map((line) => resolveLine(products, line));
}

/** The cart's resolved lines, its coupon and its totals (coupon and merchant discounts applied); `options` can leave out shipping or tax. */
export function cartTotals(ctx: CartCtx, cart: StoredCart, options: { calculateShipping?: boolean; calculateTax?: boolean } = {}) {
  const lines = resolvedLines(ctx, cart);
  const coupon = couponById(ctx.engine, cart.couponId);
  return { lines, coupon, totals: computeTotals({ lines, coupon, merchantDiscounts: cart.merchantDiscounts, ...options }) };
}

/** The cart as the ecom API answers it: live line items, subtotals and applied discounts, in USD. */
export function toWireCart(ctx: CartCtx, cart: StoredCart) {
  const { lines, coupon, totals } = cartTotals(ctx, cart);
  return {
    id: cart.id,
    lineItems: lines.map((line) => wireLineItem(line, ctx.baseUrl)),
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

/** A route result whose body is `{ cart }`, the wire cart. */
export const cartResponse = (ctx: CartCtx, cart: StoredCart) => ({ json: { cart: toWireCart(ctx, cart) } });
