/** Stock rules. Variant stock, product stock and inventory status always agree. */
import type { InventoryStatus, StoredProduct, StoredVariant } from './types';

/** The stock a variant really has (its own or the product's): whether its quantity is tracked, how many, and whether it is in stock. */
export interface EffectiveStock {
  trackQuantity: boolean;
  quantity?: number;
  inStock: boolean;
}

/** The stock a variant really has: its own when variants are managed, the product's otherwise. */
export function variantStock(product: StoredProduct, variant: StoredVariant | undefined): EffectiveStock {
  if (product.manageVariants && variant) {
    const inStock = variant.trackQuantity ? (variant.quantity ?? 0) > 0 : variant.inStock;
    return variant.trackQuantity ? { trackQuantity: true, quantity: variant.quantity ?? 0, inStock } : { trackQuantity: false, inStock };
  }
  const { trackInventory, quantity, inStock } = product.stock;
  return trackInventory ? { trackQuantity: true, quantity: quantity ?? 0, inStock: (quantity ?? 0) > 0 } : { trackQuantity: false, inStock };
}

/** How many units can be bought: `undefined` means unlimited. */
export function availableQuantity(product: StoredProduct, variant: StoredVariant | undefined): number | undefined {
  const stock = variantStock(product, variant);
  if (!stock.inStock) return 0;
  if (variant && !variant.visible) return 0;
  return stock.trackQuantity ? stock.quantity ?? 0 : undefined;
}

/** Recomputes product-level stock from managed variants (no-op otherwise). */
export function syncProductStock(product: StoredProduct): void {
  if (!product.manageVariants) {
    if (product.stock.trackInventory) product.stock.inStock = (product.stock.quantity ?? 0) > 0;
    return;
  }
  const stocks = product.variants.map((variant) => variantStock(product, variant));
  const tracked = stocks.some((stock) => stock.trackQuantity);
  product.stock = {
    trackInventory: tracked,
    ...(tracked ? { quantity: stocks.reduce((sum, stock) => sum + (stock.quantity ?? 0), 0) } : {}),
    inStock: stocks.some((stock) => stock.inStock),
  };
  for (const variant of product.variants) {
    if (variant.trackQuantity) variant.inStock = (variant.quantity ?? 0) > 0;
  }
}

/** IN_STOCK, PARTIALLY_OUT_OF_STOCK or OUT_OF_STOCK: how many of the visible variants are in stock (the product itself when variants are not managed). */
export function inventoryStatus(product: StoredProduct): InventoryStatus {
  const stocks = product.manageVariants ? product.variants.filter((variant) => variant.visible).map((variant) => variantStock(product, variant)) : [variantStock(product, undefined)];
  const inStock = stocks.filter((stock) => stock.inStock).length;
  if (inStock === 0) return 'OUT_OF_STOCK';
  return inStock === stocks.length ? 'IN_STOCK' : 'PARTIALLY_OUT_OF_STOCK';
}

/** A choice is in stock when some variant carrying it is. */
export function choiceInStock(product: StoredProduct, optionName: string, description: string): boolean {
  const carrying = product.variants.filter((variant) => variant.choices[optionName] === description);
  if (carrying.length === 0) return variantStock(product, undefined).inStock;
  return carrying.some((variant) => variantStock(product, variant).inStock);
}

/**
 * Changes tracked stock by `delta` (negative to take, positive to restock). Untracked stock is left
 * alone. Returns false when taking more than is available.
 */
export function adjustStock(product: StoredProduct, variant: StoredVariant | undefined, delta: number): boolean {
  if (product.manageVariants && variant) {
    if (!variant.trackQuantity) return true;
    const next = (variant.quantity ?? 0) + delta;
    if (next < 0) return false;
    variant.quantity = next;
    variant.inStock = next > 0;
  } else {
    if (!product.stock.trackInventory) return true;
    const next = (product.stock.quantity ?? 0) + delta;
    if (next < 0) return false;
    product.stock.quantity = next;
    product.stock.inStock = next > 0;
  }
  syncProductStock(product);
  return true;
}
