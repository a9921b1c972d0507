/** estimate-totals and create-checkout on the current cart. */
import { z } from 'zod';
import { applicationError, parseBody, raise } from '../../engine/errors';
import type { Route } from '../../engine/types';
import { createCheckoutRecord } from '../checkout/access';
import { money } from '../shared/money';
import { TAX_RATE_PERCENT, wireAppliedDiscounts, wirePriceSummary } from '../commerce/totals';
import { shippingInfoFor } from '../commerce/shipping';
import { cartLockKey, requireCart, touchCart } from './state';
import { cartTotals, toWireCart } from './wire-cart';
import type { CartState } from './types';

const estimateSchema = z.object({
  selectedShippingOption: z.unknown().optional(),
  shippingAddress: z.record(z.string(), z.unknown()).optional(),
  billingAddress: z.record(z.string(), z.unknown()).optional(),
  selectedMemberships: z.unknown().optional(),
  calculateTax: z.boolean().optional(),
  calculateShipping: z.boolean().optional(),
  calculateAdditionalFees: z.boolean().optional(),
});
const createCheckoutSchema = z.object({
  channelType: z.string().optional(),
  shippingAddress: z.record(z.string(), z.unknown()).optional(),
  billingAddress: z.record(z.string(), z.unknown()).optional(),
  selectedShippingOption: z.unknown().optional(),
  email: z.string().email().optional(),
});

const TAX_RATE = String(TAX_RATE_PERCENT / 100);

/** The current cart's estimate-totals (line prices, tax, shipping and price summary) and create-checkout (refused for an empty cart). */
export const totalsRoutes: Route<CartState>[] = [
  {
    method: 'POST',
    path: '/ecom/v1/carts/current/estimate-totals',
    access: 'session',
    id: 'ecom.currentCart.estimateCurrentCartTotals',
    handle: (ctx) => {
      const input = parseBody(estimateSchema, ctx.body);
      const cart = requireCart(ctx);
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
    },
  },
  {
    method: 'POST',
    path: '/ecom/v1/carts/current/create-checkout',
    access: 'session',
    id: 'ecom.currentCart.createCheckoutFromCurrentCart',
    lockKey: cartLockKey,
    handle: async (ctx) => {
      const input = parseBody(createCheckoutSchema, ctx.body);
      const cart = requireCart(ctx);
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
    },
  },
];
