/**
 * What the current cart and a cart by id answer alike: estimate-totals (line prices, tax, shipping,
 * price summary) and create-checkout (refused for an empty cart), with their request schemas.
 */
import { z } from 'zod';
import { applicationError, raise } from '../../engine/errors';
import type { RouteResult } from '../../engine/types';
import { createCheckoutRecord } from '../checkout/access';
import { money } from '../shared/money';
import { TAX_RATE_PERCENT, wireAppliedDiscounts, wirePriceSummary } from '../commerce/totals';
import { shippingInfoFor } from '../commerce/shipping';
import { touchCart, type CartCtx } from './state';
import { cartTotals, toWireCart } from './wire-cart';
import type { StoredCart } from './types';

/** The body of estimate-totals. */
export const estimateSchema = z.object({
  selectedShippingOption: z.unknown().optional(),
  shippingAddress: z.record(z.string(), z.unknown()).optional(),
  billingAddress: z.record(z.string(), z.unknown()).optional(),
  selectedMemberships: z.unknown().optional(),
  calculateTax: z.boolean().optional(),
  calculateShipping: z.boolean().optional(),
  calculateAdditionalFees: z.boolean().optional(),
});
/** The body of create-checkout. */
export const createCheckoutSchema = z.object({
  channelType: z.string().optional(),
  shippingAddress: z.record(z.string(), z.unknown()).optional(),
  billingAddress: z.record(z.string(), z.unknown()).optional(),
  selectedShippingOption: z.unknown().optional(),
  email: z.string().email().optional(),
});

const TAX_RATE = String(TAX_RATE_PERCENT / 100);

/** The estimate-totals answer for a cart: the cart, each line's price breakdown, the price, tax and shipping summaries. */
export function estimateAnswer(ctx: CartCtx, cart: StoredCart, input: z.output<typeof estimateSchema>): RouteResult {
  const options = {
    ...(input.calculateShipping !== undefined ? { calculateShipping: input.calculateShipping } : {}),
    ...(input.calculateTax !== undefined ? { calculateTax: input.calculateTax } : {}),
  };
  const { lines, coupon, totals } = cartTotals(ctx, cart, options);
  const priceSummary = wirePriceSummary(totals);
  return {
    json: {
      cart: toWireCart(ctx, cart),
      calculatedLineItems: lines.map((resolved, i) => {
        const share = totals.lines[i] ?? { discountCents: 0, taxCents: 0 };
        const beforeTax = resolved.totalCents - share.discountCents;
        return {
          lineItemId: resolved.line.id,
          pricesBreakdown: {
            totalPriceAfterTax: money(beforeTax + share.taxCents),
            totalPriceBeforeTax: money(beforeTax),
            taxDetails: { taxableAmount: money(beforeTax), taxRate: TAX_RATE, totalTax: money(share.taxCents) },
            totalDiscount: money(share.discountCents),
            price: money(resolved.priceCents),
            priceBeforeDiscounts: money(resolved.priceCents),
            lineItemPrice: money(resolved.totalCents),
            fullPrice: money(resolved.fullCents),
          },
          paymentOption: 'FULL_PAYMENT_ONLINE',
        };
      }),
      priceSummary,
      taxSummary: { taxableAmount: money(totals.subtotalCents - totals.discountCents + (totals.shippingBeforeDiscountCents - totals.shippingCents)), totalTax: money(totals.taxCents) },
      shippingInfo: shippingInfoFor(totals, input.shippingAddress),
      appliedDiscounts: wireAppliedDiscounts(totals, coupon, cart.merchantDiscounts),
      calculationErrors: {},
      weightUnit: 'KG',
      currency: 'USD',
      payNow: priceSummary,
      payLater: wirePriceSummary({ ...totals, subtotalCents: 0, discountCents: 0, shippingCents: 0, taxCents: 0, totalCents: 0 }),
      membershipOptions: { eligibleMemberships: [], invalidMemberships: [], selectedMemberships: [] },
      additionalFees: [],
      violations: [],
    },
  };
}

/** Creates a checkout from a cart (400 CART_IS_EMPTY for a cart without lines) and answers `{ checkoutId }`. */
export async function checkoutFromCart(ctx: CartCtx, cart: StoredCart, input: z.output<typeof createCheckoutSchema>): Promise<RouteResult> {
  if (cart.lines.length === 0) raise(applicationError(400, 'CART_IS_EMPTY', 'The cart has no line items'));
  await ctx.engine.persist();
  const checkout = createCheckoutRecord(ctx.engine, ctx.caller, {
    cartId: cart.id,
    lines: cart.lines,
    couponId: cart.couponId,
    merchantDiscounts: cart.merchantDiscounts,
    channelType: input.channelType ?? 'WEB',
    email: input.email ?? (cart.contactInfo?.['email'] as string | undefined),
    shippingAddress: input.shippingAddress,
    billingAddress: input.billingAddress,
    buyerNote: cart.buyerNote,
  });
  cart.checkoutId = checkout.id;
  touchCart(ctx, cart);
  return { json: { checkoutId: checkout.id } };
}
