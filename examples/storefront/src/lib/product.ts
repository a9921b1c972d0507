import type { ChoiceLike, OptionLike, ProductLike, VariantLike } from './types';

/** The stores app's id in catalog references (V1 catalog). */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

export type Selection = Record<string, string>;

export interface GalleryImage {
  id: string;
  url: string;
  alt: string;
}

export function mainImage(product: ProductLike): string | undefined {
  return product.media?.mainMedia?.image?.url ?? product.media?.items?.[0]?.image?.url ?? undefined;
}

export function galleryImages(product: ProductLike): GalleryImage[] {
  const items = product.media?.items?.length ? product.media.items : product.media?.mainMedia ? [product.media.mainMedia] : [];
  return items
    .filter((i) => i.image?.url)
    .map((i, index) => ({ id: i._id ?? String(index), url: i.image!.url!, alt: i.image?.altText ?? i.title ?? product.name ?? '' }));
}

export function ribbonOf(product: ProductLike): string | undefined {
  return product.ribbon || product.ribbons?.[0]?.text || undefined;
}

export function priceDataOf(product: ProductLike) {
  return product.priceData ?? product.price;
}

export function isOutOfStock(product: ProductLike): boolean {
  return product.stock?.inStock === false || product.stock?.inventoryStatus === 'OUT_OF_STOCK';
}

export function visibleChoices(option: OptionLike): ChoiceLike[] {
  return (option.choices ?? []).filter((choice) => choice.visible !== false);
}

export function colorOption(product: ProductLike): OptionLike | undefined {
  return product.productOptions?.find((option) => option.optionType === 'color');
}

/** The variant matching a complete selection (every option chosen). */
export function findVariant(product: ProductLike, selection: Selection): VariantLike | undefined {
  const options = product.productOptions ?? [];
  if (options.some((option) => !selection[option.name ?? ''])) return undefined;
  return product.variants?.find((variant) => options.every((option) => variant.choices?.[option.name ?? ''] === selection[option.name ?? '']));
}

/** Whether a choice can still lead to a buyable variant given the other chosen options. */
export function choiceAvailable(product: ProductLike, option: string, choice: string, selection: Selection): boolean {
  if (!product.manageVariants || !product.variants?.length) {
    const found = product.productOptions?.find((productOption) => productOption.name === option)?.choices?.find((x) => x.description === choice);
    return found?.inStock !== false;
  }
  return product.variants.some(
    (variant) =>
      variant.choices?.[option] === choice &&
      variant.stock?.inStock !== false &&
      Object.entries(selection).every(([k, val]) => k === option || variant.choices?.[k] === val),
  );
}

export function variantInStock(product: ProductLike, variant: VariantLike | undefined): boolean {
  if (isOutOfStock(product) && !variant) return false;
  if (!variant) return !isOutOfStock(product);
  return variant.stock?.inStock !== false;
}

/** The catalog reference of a cart line for this product and selection. */
export function catalogReference(product: ProductLike, selection: Selection, variant?: VariantLike) {
  const hasOptions = (product.productOptions?.length ?? 0) > 0;
  const options = product.manageVariants && variant?._id ? { variantId: variant._id } : hasOptions ? { options: selection } : undefined;
  return { appId: STORES_APP_ID, catalogItemId: product._id ?? '', ...(options ? { options } : {}) };
}

/** Strips tags from platform HTML descriptions (rendered as text). */
export function plainText(html: string | null | undefined): string {
  return (html ?? '').replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
}
