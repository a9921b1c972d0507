/** The wire checkout (computed live from the catalog), and writing a changed checkout back. */
import type { EngineApi } from '../../engine/types';
import { catalogOf } from '../catalog/access';
import { couponById } from '../coupons/access';
import { resolveLine, wireLineItem } from '../commerce/line-items';
import { money } from '../shared/money';
import { computeTotals, TAX_RATE_PERCENT, wireAppliedDiscounts, wirePriceSummary } from '../commerce/totals';
import { shippingInfoFor } from '../commerce/shipping';
import { touchCheckout, type CheckoutCtx } from './state';
import type { StoredCheckout } from './types';

/** The checkout's lines resolved against the catalog now, its coupon, and its totals. */
export function checkoutTotals(engine: EngineApi, checkout: StoredCheckout) {
  const lines = checkout.lines.map((line) => resolveLine(catalogOf(engine).products, line));
  const coupon = couponById(engine, checkout.couponId);
  return { lines, coupon, totals: computeTotals({ lines, coupon, merchantDiscounts: checkout.merchantDiscounts }) };
}

/** The checkout as the ecom API answers it: live line items (their picture as `media`) with their tax and discount shares, shipping, price summary, and an error per unavailable line. */
export function toWireCheckout(engine: EngineApi, checkout: StoredCheckout, baseUrl: string) {
  const { lines, coupon, totals } = checkoutTotals(engine, checkout);
  const priceSummary = wirePriceSummary(totals);
  const destination = (checkout.shippingInfo?.['shippingDestination'] as Record<string, unknown> | undefined) ?? undefined;
  const unavailable = lines.filter((resolved) => resolved.status !== 'AVAILABLE');
  return {
    id: checkout.id,
    lineItems: lines.map((resolved, i) => {
      const share = totals.lines[i] ?? { discountCents: 0, taxCents: 0 };
      const beforeTax = resolved.totalCents - share.discountCents;
      // A checkout line names its picture `media` (a cart line names it `image`).
      const { image, ...line } = wireLineItem(resolved, baseUrl);
      return {
        ...line,
        ...(image ? { media: image } : {}),
        totalPriceBeforeTax: money(beforeTax),
        totalPriceAfterTax: money(beforeTax + share.taxCents),
        taxDetails: { taxableAmount: money(beforeTax), taxRate: String(TAX_RATE_PERCENT / 100), totalTax: money(share.taxCents) },
        discount: money(share.discountCents),
      };
    }),
    customLineItems: checkout.customLineItems,
    billingInfo: checkout.billingInfo ?? {},
    shippingInfo: { ...shippingInfoFor(totals, destination), ...(checkout.shippingInfo ?? {}) },
    buyerInfo: { ...checkout.buyerInfo },
    ...(checkout.buyerNote ? { buyerNote: checkout.buyerNote } : {}),
    priceSummary,
    calculationErrors:
      unavailable.length > 0
        ? { orderValidationErrors: unavailable.map((resolved) => ({ code: 'ITEM_NOT_AVAILABLE', description: `Line item ${resolved.line.id} is ${resolved.status}` })) }
        : {},
    appliedDiscounts: wireAppliedDiscounts(totals, coupon, checkout.merchantDiscounts),
    taxSummary: { taxableAmount: money(totals.subtotalCents - totals.discountCents), totalTax: money(totals.taxCents) },
    currency: 'USD',
    conversionCurrency: 'USD',
    paymentCurrency: 'USD',
    channelType: checkout.channelType,
    siteLanguage: 'en',
    buyerLanguage: 'en',
    weightUnit: 'KG',
    taxIncludedInPrice: false,
    completed: checkout.completed,
    ...(checkout.cartId ? { cartId: checkout.cartId } : {}),
    ...(checkout.overrideCheckoutUrl ? { overrideCheckoutUrl: checkout.overrideCheckoutUrl } : {}),
    createdBy: checkout.owner.memberId ? { memberId: checkout.owner.memberId } : checkout.owner.visitorId ? { visitorId: checkout.owner.visitorId } : { appId: 'api-key' },
    payNow: priceSummary,
    payLater: wirePriceSummary({ ...totals, subtotalCents: 0, discountCents: 0, shippingCents: 0, taxCents: 0, totalCents: 0 }),
    membershipOptions: { eligibleMemberships: [], invalidMemberships: [], selectedMemberships: { memberships: [] } },
    additionalFees: [],
    createdDate: checkout.createdDate,
    updatedDate: checkout.updatedDate,
  };
}

/**
 * Changes an open checkout the way storage does: `change` edits a copy of what was read (a refused
 * change throws and leaves the checkout as it was), the copy is written back after a storage round
 * trip, and the route's per-checkout lock is what keeps concurrent changes exact. Answers the new checkout.
 */
export async function changeCheckout(ctx: CheckoutCtx, checkout: StoredCheckout, change: (draft: StoredCheckout) => void) {
  const draft = structuredClone(checkout);
  change(draft);
  await ctx.engine.persist();
  ctx.state.checkouts[checkout.id] = draft;
  touchCheckout(ctx, draft);
  return checkoutResponse(ctx, draft);
}

/** A route result whose body is `{ checkout }`, the wire checkout. */
export const checkoutResponse = (ctx: CheckoutCtx, checkout: StoredCheckout) => ({
  json: { checkout: toWireCheckout(ctx.engine, checkout, ctx.baseUrl) },
});

/** The URL of the emulator's hosted checkout page for a checkout. */
export function hostedCheckoutUrl(baseUrl: string, checkoutId: string): string {
  return `${baseUrl.replace(/\/$/, '')}/_emulator/checkout?checkoutId=${encodeURIComponent(checkoutId)}`;
}
