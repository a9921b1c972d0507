/** Variant generation and lookup. */
import { DEFAULT_VARIANT_ID, type StoredProduct, type StoredVariant } from './types';

function sameChoices(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/** Every combination of option choices, in option order: `[{Size:'S',Color:'Black'}, …]`. */
export function choiceCombinations(product: Pick<StoredProduct, 'productOptions'>): Record<string, string>[] {
  let combos: Record<string, string>[] = [{}];
  for (const option of product.productOptions) {
    if (option.choices.length === 0) continue;
    combos = combos.flatMap((combo) => option.choices.map((choice) => ({ ...combo, [option.name]: choice.description })));
  }
  return combos;
}

/**
 * Rebuilds `product.variants` from its options, keeping the data of variants whose choices still
 * exist. A product without options has one default variant.
 */
export function regenerateVariants(product: StoredProduct, newId: () => string): void {
  const combos = choiceCombinations(product);
  product.variants = combos.map((choices) => {
    const existing = product.variants.find((variant) => sameChoices(variant.choices, choices));
    if (existing) return existing;
    const variant: StoredVariant = {
      id: Object.keys(choices).length === 0 ? DEFAULT_VARIANT_ID : newId(),
      choices,
      sku: product.sku,
      weight: product.weight,
      visible: true,
      trackQuantity: product.stock.trackInventory,
      inStock: product.stock.inStock,
      ...(product.stock.trackInventory ? { quantity: 0 } : {}),
    };
    return variant;
  });
}

/** The variant a catalog reference points at: by `variantId`, or by option choices (descriptions or values). */
export function findVariant(
  product: StoredProduct,
  ref: { variantId?: string | undefined; options?: Record<string, string> | undefined },
): StoredVariant | undefined {
  if (ref.variantId) return product.variants.find((variant) => variant.id === ref.variantId);
  const wanted = ref.options ?? {};
  if (Object.keys(wanted).length === 0) {
    return product.variants.length === 1 ? product.variants[0] : undefined;
  }
  const normalized: Record<string, string> = {};
  for (const [name, picked] of Object.entries(wanted)) {
    const option = product.productOptions.find((productOption) => productOption.name.toLowerCase() === name.toLowerCase());
    if (!option) return undefined;
    const choice = option.choices.find((candidate) => candidate.description === picked || candidate.value === picked);
    if (!choice) return undefined;
    normalized[option.name] = choice.description;
  }
  return product.variants.find((variant) => sameChoices(variant.choices, normalized));
}
