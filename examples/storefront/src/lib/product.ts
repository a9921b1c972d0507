import type { ChoiceLike, OptionLike, ProductLike, VariantLike } from './types';

/** The stores app's id in catalog references (V1 catalog). */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

export type Selection = Record<string, string>;

export interface GalleryImage {
  id: string;
  url: string;
  alt: string;
}

export function mainImage(p: ProductLike): string | undefined {
  return p.media?.mainMedia?.image?.url ?? p.media?.items?.[0]?.image?.url ?? undefined;
}

export function galleryImages(p: ProductLike): GalleryImage[] {
  const items = p.media?.items?.length ? p.media.items : p.media?.mainMedia ? [p.media.mainMedia] : [];
  return items
    .filter((i) => i.image?.url)
    .map((i, n) => ({ id: i._id ?? String(n), url: i.image!.url!, alt: i.image?.altText ?? i.title ?? p.name ?? '' }));
}

export function ribbonOf(p: ProductLike): string | undefined {
  return p.ribbon || p.ribbons?.[0]?.text || undefined;
}

export function priceDataOf(p: ProductLike) {
  return p.priceData ?? p.price;
}

export function isOutOfStock(p: ProductLike): boolean {
  return p.stock?.inStock === false || p.stock?.inventoryStatus === 'OUT_OF_STOCK';
}

export function visibleChoices(o: OptionLike): ChoiceLike[] {
  return (o.choices ?? []).filter((c) => c.visible !== false);
}

export function colorOption(p: ProductLike): OptionLike | undefined {
  return p.productOptions?.find((o) => o.optionType === 'color');
}

/** The variant matching a complete selection (every option chosen). */
export function findVariant(p: ProductLike, selection: Selection): VariantLike | undefined {
  const options = p.productOptions ?? [];
  if (options.some((o) => !selection[o.name ?? ''])) return undefined;
  return p.variants?.find((v) => options.every((o) => v.choices?.[o.name ?? ''] === selection[o.name ?? '']));
}

/** Whether a choice can still lead to a buyable variant given the other chosen options. */
export function choiceAvailable(p: ProductLike, option: string, choice: string, selection: Selection): boolean {
  if (!p.manageVariants || !p.variants?.length) {
    const c = p.productOptions?.find((o) => o.name === option)?.choices?.find((x) => x.description === choice);
    return c?.inStock !== false;
  }
  return p.variants.some(
    (v) =>
      v.choices?.[option] === choice &&
      v.stock?.inStock !== false &&
      Object.entries(selection).every(([k, val]) => k === option || v.choices?.[k] === val),
  );
}

export function variantInStock(p: ProductLike, v: VariantLike | undefined): boolean {
  if (isOutOfStock(p) && !v) return false;
  if (!v) return !isOutOfStock(p);
  return v.stock?.inStock !== false;
}

/** The catalog reference of a cart line for this product and selection. */
export function catalogReference(p: ProductLike, selection: Selection, variant?: VariantLike) {
  const hasOptions = (p.productOptions?.length ?? 0) > 0;
  const options = p.manageVariants && variant?._id ? { variantId: variant._id } : hasOptions ? { options: selection } : undefined;
  return { appId: STORES_APP_ID, catalogItemId: p._id ?? '', ...(options ? { options } : {}) };
}

/** Strips tags from platform HTML descriptions (rendered as text). */
export function plainText(html: string | null | undefined): string {
  return (html ?? '').replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
}
