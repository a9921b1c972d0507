/** Catalog price rules, in integer cents. */
import { centsToNumber, formatCents, percentOf, toCents } from '../shared/money';
import type { StoredProduct, StoredVariant } from './types';

/** The discount applied to a base price in cents (never below zero). */
export function discountedCents(product: Pick<StoredProduct, 'discount'>, baseCents: number): number {
  const { type, value } = product.discount;
  if (type === 'PERCENT') return Math.max(0, baseCents - percentOf(baseCents, value));
  if (type === 'AMOUNT') return Math.max(0, baseCents - toCents(value));
  return baseCents;
}

/** The price of one unit of a product or variant, in cents: before and after the product discount, and its cost when known. */
export interface UnitPrice {
  /** Price before the product discount. */
  fullCents: number;
  /** Price after the product discount: what the buyer pays per unit. */
  priceCents: number;
  costCents: number | undefined;
}

/** The unit price of a product or one of its variants (the variant's own price and cost, else the product's): full, after the product discount, and cost. */
export function unitPrice(product: StoredProduct, variant: StoredVariant | undefined): UnitPrice {
  const fullCents = variant?.priceCents ?? product.priceCents;
  return { fullCents, priceCents: discountedCents(product, fullCents), costCents: variant?.costCents ?? product.costCents };
}

/** The V1 `priceData` object for a full and discounted price. */
export function wirePriceData(product: StoredProduct, fullCents: number) {
  const discounted = discountedCents(product, fullCents);
  const perUnit = product.pricePerUnitData;
  const perUnitCents =
    perUnit && perUnit.totalQuantity > 0 ? Math.round((discounted * perUnit.baseQuantity) / perUnit.totalQuantity) : undefined;
  return {
    currency: product.currency,
    price: centsToNumber(fullCents),
    discountedPrice: centsToNumber(discounted),
    ...(perUnitCents !== undefined ? { pricePerUnit: centsToNumber(perUnitCents) } : {}),
    formatted: {
      price: formatCents(fullCents, product.currency),
      discountedPrice: formatCents(discounted, product.currency),
      ...(perUnitCents !== undefined ? { pricePerUnit: formatCents(perUnitCents, product.currency) } : {}),
    },
  };
}

/** The V1 `costAndProfitData` for a full price and a cost (profit and margin on the discounted price), or `undefined` when the cost is unknown. */
export function wireCostAndProfit(product: StoredProduct, fullCents: number, costCents: number | undefined) {
  if (costCents === undefined) return undefined;
  const discounted = discountedCents(product, fullCents);
  const profit = discounted - costCents;
  return {
    itemCost: centsToNumber(costCents),
    formattedItemCost: formatCents(costCents, product.currency),
    profit: centsToNumber(profit),
    formattedProfit: formatCents(profit, product.currency),
    profitMargin: discounted > 0 ? Math.round((profit / discounted) * 10000) / 10000 : 0,
  };
}
