/**
 * Price summary rules, in integer cents: coupon and merchant discounts on the subtotal; tax 8% of the
 * discounted subtotal; shipping $5.00 flat, free from a $100 discounted subtotal or with a
 * free-shipping coupon.
 */
import type { Coupon } from '../coupons/access';
import type { ResolvedLine } from './line-items';
import { money, percentOf, toCents } from '../shared/money';

/** The tax rate on the discounted subtotal, in percent. */
export const TAX_RATE_PERCENT = 8;
/** The flat shipping price, in cents ($5.00). */
export const FLAT_SHIPPING_CENTS = 500;
/** The discounted subtotal from which shipping is free, in cents ($100.00). */
export const FREE_SHIPPING_FROM_CENTS = 10000;

/** A discount the merchant put on a cart or checkout: an amount off the subtotal (a money object, decimal string or number) and an optional name. */
export interface MerchantDiscount {
  amount: { amount: string } | string | number;
  name?: string;
}

/**
 * A price summary in cents (of a cart, checkout or order): subtotal, discounts, shipping, tax and total,
 * and each line's share of the discount and tax.
 */
export interface Totals {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  /** Shipping before a free-shipping coupon. */
  shippingBeforeDiscountCents: number;
  taxCents: number;
  totalCents: number;
  couponDiscountCents: number;
  /** Per line: discount share and tax, same order as the input lines. */
  lines: { discountCents: number; taxCents: number }[];
}

function merchantCents(discounts: MerchantDiscount[] | undefined): number {
  return (discounts ?? []).reduce((sum, discount) => {
    const raw = typeof discount.amount === 'object' && discount.amount !== null ? discount.amount.amount : discount.amount;
    return sum + Math.max(0, toCents(raw));
  }, 0);
}

/** Splits `total` across `weights` proportionally, exactly (largest remainder). */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total === 0) return weights.map(() => 0);
  const raw = weights.map((weight) => (total * weight) / sum);
  const floors = raw.map(Math.floor);
  let rest = total - floors.reduce((a, b) => a + b, 0);
  const order = raw.map((share, i) => ({ i, frac: share - Math.floor(share) })).sort((a, b) => b.frac - a.frac);
  for (const { i } of order) {
    if (rest <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    rest -= 1;
  }
  return floors;
}

/**
 * The totals of resolved lines (NOT_FOUND lines count for nothing): the coupon (once the subtotal reaches
 * its minimum) and merchant discounts off the subtotal; flat shipping unless no line resolves, the
 * discounted subtotal reaches the free-shipping threshold, a free-shipping coupon applies or
 * `calculateShipping` is false; tax on the discounted subtotal unless `calculateTax` is false; discount
 * and tax split across the lines.
 */
export function computeTotals(input: {
  lines: ResolvedLine[];
  coupon?: Coupon | undefined;
  merchantDiscounts?: MerchantDiscount[] | undefined;
  calculateShipping?: boolean;
  calculateTax?: boolean;
}): Totals {
  const billable = input.lines.map((line) => (line.status === 'NOT_FOUND' ? 0 : line.totalCents));
  const subtotalCents = billable.reduce((a, b) => a + b, 0);
  const coupon = input.coupon;
  const couponApplies = coupon && subtotalCents >= (coupon.minimumSubtotalCents ?? 0);
  let couponDiscountCents = 0;
  if (couponApplies && coupon.type === 'PERCENT') couponDiscountCents = percentOf(subtotalCents, coupon.value);
  if (couponApplies && coupon.type === 'AMOUNT') couponDiscountCents = Math.min(coupon.value, subtotalCents);
  const itemDiscountCents = Math.min(subtotalCents, couponDiscountCents + merchantCents(input.merchantDiscounts));
  const discounted = subtotalCents - itemDiscountCents;
  const hasShippable = input.lines.some((line) => line.status !== 'NOT_FOUND');
  const shippingBeforeDiscountCents =
    input.calculateShipping === false || !hasShippable || discounted >= FREE_SHIPPING_FROM_CENTS ? 0 : FLAT_SHIPPING_CENTS;
  const freeShipping = couponApplies && coupon.type === 'FREE_SHIPPING';
  const shippingCents = freeShipping ? 0 : shippingBeforeDiscountCents;
  const taxCents = input.calculateTax === false ? 0 : percentOf(discounted, TAX_RATE_PERCENT);
  const lineDiscounts = allocate(itemDiscountCents, billable);
  const lineTaxes = allocate(taxCents, billable.map((cents, i) => cents - (lineDiscounts[i] ?? 0)));
  const discountCents = itemDiscountCents + (shippingBeforeDiscountCents - shippingCents);
  return {
    subtotalCents,
    discountCents,
    shippingCents,
    shippingBeforeDiscountCents,
    taxCents,
    totalCents: discounted + shippingCents + taxCents,
    couponDiscountCents: freeShipping ? shippingBeforeDiscountCents : couponDiscountCents,
    lines: billable.map((_, i) => ({ discountCents: lineDiscounts[i] ?? 0, taxCents: lineTaxes[i] ?? 0 })),
  };
}

/** The ecom `priceSummary` of totals: subtotal, shipping, tax, discount and total as money (additional fees always 0). */
export function wirePriceSummary(totals: Totals) {
  return {
    subtotal: money(totals.subtotalCents),
    shipping: money(totals.shippingCents),
    tax: money(totals.taxCents),
    discount: money(totals.discountCents),
    total: money(totals.totalCents),
    additionalFees: money(0),
  };
}

/** `appliedDiscounts` for a coupon and merchant discounts. */
export function wireAppliedDiscounts(totals: Totals, coupon: Coupon | undefined, merchantDiscounts: MerchantDiscount[] | undefined) {
  const out: unknown[] = [];
  if (coupon) {
    out.push({
      discountType: coupon.type === 'FREE_SHIPPING' ? 'SHIPPING' : 'GLOBAL',
      coupon: { id: coupon.id, code: coupon.code, name: coupon.name, amount: money(totals.couponDiscountCents) },
      lineItemIds: [],
    });
  }
  for (const discount of merchantDiscounts ?? []) {
    const raw = typeof discount.amount === 'object' && discount.amount !== null ? discount.amount.amount : discount.amount;
    out.push({ discountType: 'GLOBAL', merchantDiscount: { amount: money(toCents(raw)) }, lineItemIds: [] });
  }
  return out;
}
