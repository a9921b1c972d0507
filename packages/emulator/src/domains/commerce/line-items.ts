/**
 * Catalog-backed line items shared by the cart, checkout and orders: a stored line is only
 * `{id, quantity, catalogReference}`; names, prices, images and availability are read live from the
 * catalog when the entity is returned.
 */
import { z } from 'zod';
import { availableQuantity, findVariant, STORES_APP_ID, unitPrice, type StoredMedia, type StoredProduct, type StoredVariant } from '../catalog/access';
import { MAX_DEPTH, nestsDeeperThan } from '../shared/limits';
import { money } from '../shared/money';
import { ownEntry } from '../../engine/own-entry';

/** The schema of a catalog reference: a non-empty item id and app id, and optional options. */
export const catalogReferenceSchema = z.object({
  catalogItemId: z.string().min(1),
  appId: z.string().min(1),
  // stored and answered as sent: refused past the depth the answer's encoder can walk
  options: z.record(z.string(), z.unknown()).refine((options) => !nestsDeeperThan(options, MAX_DEPTH), `must not nest deeper than ${MAX_DEPTH} levels`).optional(),
});
/** Which catalog item a line is for: the item id, the app it belongs to, and the options (variant id or choices) picked. */
export type CatalogReference = z.infer<typeof catalogReferenceSchema>;

/** A cart, checkout or order line as the emulator stores it: id, quantity and catalog reference (or a custom item's name and price). */
export interface StoredLine {
  id: string;
  quantity: number;
  catalogReference: CatalogReference;
  /** A line not backed by the catalog (merchant-created orders, custom line items). */
  custom?: { name: string; priceCents: number; sku?: string };
}

/** Whether a line's quantity can be bought: all of it, not at all (its item is unknown or hidden), none in stock, or only part. */
export type AvailabilityStatus = 'AVAILABLE' | 'NOT_FOUND' | 'NOT_AVAILABLE' | 'PARTIALLY_AVAILABLE';

/** A stored line read against the catalog now: its product and variant, unit and line prices in cents, and availability. */
export interface ResolvedLine {
  line: StoredLine;
  product: StoredProduct | undefined;
  variant: StoredVariant | undefined;
  /** Unit price the buyer pays (after the product discount), in cents. */
  priceCents: number;
  /** Unit price before the product discount, in cents. */
  fullCents: number;
  /** `priceCents * quantity`. */
  totalCents: number;
  available: number | undefined;
  status: AvailabilityStatus;
}

/** The variant id and option choices a catalog reference carries (`options.variantId` or `options.options`). */
export function refSelection(ref: CatalogReference): { variantId?: string; options?: Record<string, string> } {
  const options = ref.options ?? {};
  const variantId = typeof options.variantId === 'string' ? options.variantId : undefined;
  const choices = options.options && typeof options.options === 'object' ? (options.options as Record<string, string>) : undefined;
  return { ...(variantId ? { variantId } : {}), ...(choices ? { options: choices } : {}) };
}

/** Two references point at the same catalog item (same product, app and selection). */
export function sameItem(a: CatalogReference, b: CatalogReference): boolean {
  if (a.catalogItemId !== b.catalogItemId || a.appId !== b.appId) return false;
  return JSON.stringify(refSelection(a)) === JSON.stringify(refSelection(b));
}

/**
 * Reads a stored line against the catalog: a custom line at its own price; a line whose product is
 * unknown, hidden or of another app, or whose options match no variant, as NOT_FOUND at 0; else its
 * prices and its availability for the quantity.
 */
export function resolveLine(products: Record<string, StoredProduct>, line: StoredLine): ResolvedLine {
  const ref = line.catalogReference;
  if (line.custom) {
    const cents = line.custom.priceCents;
    return { line, product: undefined, variant: undefined, priceCents: cents, fullCents: cents, totalCents: cents * line.quantity, available: undefined, status: 'AVAILABLE' };
  }
  const product = ref.appId === STORES_APP_ID ? ownEntry(products, ref.catalogItemId) : undefined;
  const variant = product ? findVariant(product, refSelection(ref)) : undefined;
  if (!product || !variant || !product.visible) {
    return { line, product, variant, priceCents: 0, fullCents: 0, totalCents: 0, available: 0, status: 'NOT_FOUND' };
  }
  const unit = unitPrice(product, variant);
  const available = availableQuantity(product, variant);
  const status: AvailabilityStatus =
    available === undefined || available >= line.quantity ? 'AVAILABLE' : available === 0 ? 'NOT_AVAILABLE' : 'PARTIALLY_AVAILABLE';
  return { line, product, variant, priceCents: unit.priceCents, fullCents: unit.fullCents, totalCents: unit.priceCents * line.quantity, available, status };
}

function imageOf(product: StoredProduct, variant: StoredVariant | undefined): StoredMedia | undefined {
  for (const option of product.productOptions) {
    const picked = variant?.choices[option.name];
    const choice = option.choices.find((candidate) => candidate.description === picked);
    const mediaId = choice?.mediaIds[0];
    const media = mediaId ? product.media.find((mediaItem) => mediaItem.id === mediaId) : undefined;
    if (media) return media;
  }
  return product.media[0];
}

/** An image object; emulator-served images use a path relative to the base URL when `baseUrl` is empty. */
export function lineImage(product: StoredProduct, variant: StoredVariant | undefined, baseUrl: string) {
  const media = imageOf(product, variant);
  if (!media) return undefined;
  const url = media.url ?? `${baseUrl.replace(/\/$/, '')}/media/${encodeURIComponent(media.id)}`;
  return { id: media.id, url, width: media.width, height: media.height, altText: media.altText };
}

/** One picked option of a line item, in the ecom wire shape: a colour (with its code) or plain text. */
export type DescriptionLine =
  | { name: { original: string; translated: string }; colorInfo: { original: string; translated: string; code?: string }; lineType: 'COLOR' }
  | { name: { original: string; translated: string }; plainText: { original: string; translated: string }; lineType: 'PLAIN_TEXT' };

/** The options picked in a line's variant: COLOR lines (with the choice's colour code) for colour options, PLAIN_TEXT lines for the rest. */
export function descriptionLines(product: StoredProduct, variant: StoredVariant | undefined): DescriptionLine[] {
  return product.productOptions.flatMap((option): DescriptionLine[] => {
    const picked = variant?.choices[option.name];
    if (picked === undefined) return [];
    const name = { original: option.name, translated: option.name };
    if (option.optionType === 'color') {
      const code = option.choices.find((choice) => choice.description === picked)?.value;
      return [{ name, colorInfo: { original: picked, translated: picked, ...(code ? { code } : {}) }, lineType: 'COLOR' }];
    }
    return [{ name, plainText: { original: picked, translated: picked }, lineType: 'PLAIN_TEXT' }];
  });
}

/** The ecom line item (cart and checkout shape). */
export function wireLineItem(resolved: ResolvedLine, baseUrl: string) {
  const { line, product, variant } = resolved;
  const base = baseUrl.replace(/\/$/, '');
  const name = product?.name ?? line.custom?.name ?? 'Unavailable item';
  const image = product ? lineImage(product, variant, baseUrl) : undefined;
  return {
    id: line.id,
    quantity: line.quantity,
    catalogReference: line.catalogReference,
    productName: { original: name, translated: name },
    url: product ? { relativePath: `/product-page/${product.slug}`, url: `${base}/product-page/${product.slug}` } : undefined,
    price: money(resolved.priceCents),
    fullPrice: money(resolved.fullCents),
    priceBeforeDiscounts: money(resolved.priceCents),
    lineItemPrice: money(resolved.totalCents),
    descriptionLines: product ? descriptionLines(product, variant) : [],
    ...(image ? { image } : {}),
    availability: { status: resolved.status, ...(resolved.available !== undefined ? { quantityAvailable: resolved.available } : {}) },
    physicalProperties: { sku: variant?.sku ?? product?.sku ?? '', shippable: true, ...(variant ? { weight: variant.weight } : {}) },
    itemType: { preset: 'PHYSICAL' as const },
    paymentOption: 'FULL_PAYMENT_ONLINE' as const,
    rootCatalogItemId: line.catalogReference.catalogItemId,
    couponScopes: [],
    savePaymentMethod: false,
    fixedQuantity: false,
    priceUndetermined: false,
    customLineItem: false,
  };
}
