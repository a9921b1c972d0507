/** `productOptionsAvailability`: which choices remain purchasable given a partial selection. */
import { wireMediaItem } from './wire-product';
import { wirePriceData } from './pricing';
import { variantStock } from './stock';
import { findVariant } from './variants';
import type { StoredProduct } from './types';

/**
 * The options availability of a product for a partial selection (option names matched case-insensitively,
 * choices by description or value): each choice's `inStock` given the other picks, the media of the
 * picked choices (else all media), and, once every option is picked, the selected variant and whether
 * it can be bought.
 */
export function optionsAvailability(product: StoredProduct, selected: Record<string, string>, baseUrl: string) {
  const normalized: Record<string, string> = {};
  for (const option of product.productOptions) {
    const picked = Object.entries(selected).find(([k]) => k.toLowerCase() === option.name.toLowerCase())?.[1];
    const choice = option.choices.find((candidate) => candidate.description === picked || candidate.value === picked);
    if (choice) normalized[option.name] = choice.description;
  }
  const complete = product.productOptions.every((productOption) => normalized[productOption.name] !== undefined);
  const variant = complete ? findVariant(product, { options: normalized }) : undefined;
  const stock = variant ? variantStock(product, variant) : undefined;
  const productOptions = product.productOptions.map((option) => ({
    optionType: option.optionType,
    name: option.name,
    choices: option.choices.map((choice) => {
      const wanted = { ...normalized, [option.name]: choice.description };
      const inStock = product.variants.some(
        (variant) => Object.entries(wanted).every(([k, val]) => variant.choices[k] === val) && variantStock(product, variant).inStock && variant.visible,
      );
      return { value: choice.value, description: choice.description, inStock, visible: choice.visible };
    }),
  }));
  const mediaIds = product.productOptions.flatMap((productOption) => productOption.choices.filter((choice) => choice.description === normalized[productOption.name]).flatMap((choice) => choice.mediaIds));
  const media = (mediaIds.length > 0 ? product.media.filter((mediaItem) => mediaIds.includes(mediaItem.id)) : product.media).map((mediaItem) => wireMediaItem(mediaItem, baseUrl));
  const selectedVariant = variant && {
    id: variant.id,
    price: wirePriceData(product, variant.priceCents ?? product.priceCents),
    convertedPriceData: wirePriceData(product, variant.priceCents ?? product.priceCents),
    inStock: stock?.inStock ?? false,
    visible: variant.visible,
    sku: variant.sku,
    weight: variant.weight,
    ...(stock?.trackQuantity ? { quantity: stock.quantity } : {}),
  };
  return {
    // left out (not null) while a choice is still open: an optional field, not a nullable one
    ...(selectedVariant ? { selectedVariant } : {}),
    media: { mainMedia: media[0], items: media },
    productOptions,
    availableForPurchase: Boolean(variant && stock?.inStock && variant.visible && product.visible),
  };
}
