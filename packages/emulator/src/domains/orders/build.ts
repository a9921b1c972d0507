/**
 * Building orders from catalog-backed lines: snapshot names, prices, images and totals at the time of
 * purchase (orders do not follow later catalog changes).
 */
import type { StoredProduct } from '../catalog/access';
import type { Coupon } from '../coupons/access';
import { descriptionLines, lineImage, resolveLine, type ResolvedLine, type StoredLine } from '../commerce/line-items';
import { money, toCents } from '../shared/money';
import { computeTotals, TAX_RATE_PERCENT, wireAppliedDiscounts, type MerchantDiscount, type Totals } from '../commerce/totals';
import type { StoredOrder } from './types';

const TAX_RATE = String(TAX_RATE_PERCENT / 100);

/** What `buildOrder` makes an order from: id, number and date, the lines and the products pricing them, discounts, buyer details, payment status. */
export interface OrderInput {
  id: string;
  number: string;
  now: string;
  lines: StoredLine[];
  products: Record<string, StoredProduct>;
  coupon?: Coupon | undefined;
  merchantDiscounts?: MerchantDiscount[] | undefined;
  buyerInfo: StoredOrder['buyerInfo'];
  billingInfo?: unknown;
  shippingInfo?: unknown;
  checkoutId?: string;
  channelType?: string;
  paymentStatus: string;
  newId: () => string;
  buyerNote?: string;
}

/** Relative image URLs are resolved against the base URL when the order is returned. */
export function withBaseUrl(order: StoredOrder, baseUrl: string): StoredOrder {
  const base = baseUrl.replace(/\/$/, '');
  const copy = JSON.parse(JSON.stringify(order)) as StoredOrder;
  for (const item of copy.lineItems) {
    const image = item.image as { url?: string } | undefined;
    if (image?.url?.startsWith('/')) image.url = `${base}${image.url}`;
  }
  return copy;
}

/** One order line: the catalog line's name, image, prices and its share of the discounts and tax, frozen now. */
function orderLineItem(resolved: ResolvedLine, share: { discountCents: number; taxCents: number }) {
  const beforeTax = resolved.totalCents - share.discountCents;
  const name = resolved.product?.name ?? resolved.line.custom?.name ?? 'Item';
  const image = resolved.product ? lineImage(resolved.product, resolved.variant, '') : undefined;
  return {
    id: resolved.line.id,
    productName: { original: name, translated: name },
    catalogReference: resolved.line.catalogReference,
    quantity: resolved.line.quantity,
    totalDiscount: money(share.discountCents),
    descriptionLines: resolved.product ? descriptionLines(resolved.product, resolved.variant) : [],
    ...(image ? { image } : {}),
    physicalProperties: { sku: resolved.variant?.sku ?? resolved.line.custom?.sku ?? '', shippable: true, weight: resolved.variant?.weight ?? 0 },
    itemType: { preset: 'PHYSICAL' },
    fullPrice: money(resolved.fullCents),
    priceBeforeDiscounts: money(resolved.priceCents),
    price: money(resolved.priceCents),
    lineItemPrice: money(resolved.totalCents),
    totalPriceBeforeTax: money(beforeTax),
    totalPriceAfterTax: money(beforeTax + share.taxCents),
    taxDetails: { taxableAmount: money(beforeTax), taxRate: TAX_RATE, totalTax: money(share.taxCents) },
    paymentOption: 'FULL_PAYMENT_ONLINE',
    rootCatalogItemId: resolved.line.catalogReference.catalogItemId,
    refundQuantity: 0,
    restockQuantity: 0,
  };
}

function orderPriceSummary(totals: Totals) {
  return {
    subtotal: money(totals.subtotalCents),
    shipping: money(totals.shippingCents),
    tax: money(totals.taxCents),
    discount: money(totals.discountCents),
    totalPrice: money(totals.totalCents),
    total: money(totals.totalCents),
    totalWithGiftCard: money(totals.totalCents),
    totalWithoutGiftCard: money(totals.totalCents),
    totalAdditionalFees: money(0),
  };
}

/** The one shipping option, its cost after shipping discounts (shipping is not taxed), and where it goes. */
function orderShippingInfo(totals: Totals, shippingInfo: unknown) {
  const shippingTax = 0;
  return {
    title: 'Standard Shipping',
    logistics: { deliveryTime: '3-5 business days', ...(shippingDestination(shippingInfo) ?? {}) },
    cost: {
      price: money(totals.shippingBeforeDiscountCents),
      totalPriceBeforeTax: money(totals.shippingCents),
      totalPriceAfterTax: money(totals.shippingCents + shippingTax),
      taxDetails: { taxableAmount: money(totals.shippingCents), taxRate: '0', totalTax: money(0) },
      discount: money(totals.shippingBeforeDiscountCents - totals.shippingCents),
    },
  };
}

/** A new order from catalog-backed lines: lines, totals, shipping and discounts frozen at `input.now`. */
export function buildOrder(input: OrderInput): StoredOrder {
  const resolved = input.lines.map((line) => resolveLine(input.products, line));
  const totals = computeTotals({ lines: resolved, coupon: input.coupon, merchantDiscounts: input.merchantDiscounts });
  const lineItems = resolved.map((line, index) => orderLineItem(line, totals.lines[index] ?? { discountCents: 0, taxCents: 0 }));
  const paid = input.paymentStatus === 'PAID';
  return {
    id: input.id,
    number: input.number,
    createdDate: input.now,
    updatedDate: input.now,
    lineItems,
    buyerInfo: input.buyerInfo,
    paymentStatus: input.paymentStatus,
    fulfillmentStatus: 'NOT_FULFILLED',
    status: 'APPROVED',
    buyerLanguage: 'en',
    siteLanguage: 'en',
    weightUnit: 'KG',
    currency: 'USD',
    taxIncludedInPrices: false,
    priceSummary: orderPriceSummary(totals),
    billingInfo: input.billingInfo ?? {},
    shippingInfo: orderShippingInfo(totals, input.shippingInfo),
    recipientInfo: recipient(input.shippingInfo, input.billingInfo),
    appliedDiscounts: wireAppliedDiscounts(totals, input.coupon, input.merchantDiscounts),
    activities: [{ id: input.newId(), type: 'ORDER_PLACED', createdDate: input.now }],
    tags: { privateTags: { tagIds: [] }, tags: { tagIds: [] } },
    ...(input.checkoutId ? { checkoutId: input.checkoutId } : {}),
    channelInfo: { type: input.channelType ?? 'WEB' },
    balanceSummary: { balance: money(paid ? 0 : totals.totalCents), paid: money(paid ? totals.totalCents : 0) },
    archived: false,
    seenByAHuman: false,
    isInternalOrderCreate: false,
    ...(input.buyerNote ? { buyerNote: input.buyerNote } : {}),
  } as StoredOrder;
}

function shippingDestination(shippingInfo: unknown): { shippingDestination: unknown } | undefined {
  const destination = (shippingInfo as { shippingDestination?: unknown } | undefined)?.shippingDestination;
  return destination ? { shippingDestination: destination } : undefined;
}

function recipient(shippingInfo: unknown, billingInfo: unknown): unknown {
  const destination = (shippingInfo as { shippingDestination?: unknown } | undefined)?.shippingDestination;
  return destination ?? billingInfo ?? {};
}

/** Order total in cents (from the stored money object). */
export function orderTotalCents(order: StoredOrder): number {
  return toCents(order.priceSummary.total.amount);
}

