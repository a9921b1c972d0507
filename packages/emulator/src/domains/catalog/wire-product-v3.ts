/**
 * Stored product → the catalog v3 wire product, computed at response time from the same stored
 * products the v1 catalog answers with: prices as decimal-string ranges, options and choices with
 * stable ids, custom text fields as free-text modifiers, the v1 stock as the v3 inventory. Optional
 * parts (`URL`, `CURRENCY`, `PLAIN_DESCRIPTION`, `MEDIA_ITEMS_INFO`, `INFO_SECTION`, …) only when asked
 * for in `fields`; variants only where the platform returns them (get by id or slug).
 */
import { centsToAmount, formatCents } from '../shared/money';
import { discountedCents } from './pricing';
import { choiceInStock, inventoryStatus, variantStock } from './stock';
import { mediaUrl } from './wire-product';
import type { StoredMedia, StoredProduct, StoredVariant } from './types';

/** A GUID-shaped id that is always the same for the same parts (FNV-1a, four salted rounds). */
export function stableId(...parts: string[]): string {
  const text = parts.join('\u0000');
  const words = [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x7f4a7c15].map((salt) => {
    let hash = salt >>> 0;
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
    return hash.toString(16).padStart(8, '0');
  });
  const hex = words.join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** What the request asked for beyond the default product: the `fields` values, and whether variants are returned. */
export interface V3Options {
  fields: readonly string[];
  variants: boolean;
}

const amount = (cents: number, product: StoredProduct, options: V3Options) =>
  ({ amount: centsToAmount(cents), ...(options.fields.includes('CURRENCY') ? { formattedAmount: formatCents(cents, product.currency) } : {}) });

function wireMedia(media: StoredMedia, baseUrl: string) {
  const url = mediaUrl(media, baseUrl);
  return {
    id: media.id,
    url,
    image: { id: media.id, url, width: media.width, height: media.height, altText: media.altText, filename: media.id },
    altText: media.altText,
    displayName: media.title,
    mediaType: 'IMAGE',
    thumbnail: { url, width: 50, height: 50, altText: media.altText },
  };
}

const optionId = (product: StoredProduct, name: string) => stableId(product.id, 'option', name);
const choiceId = (product: StoredProduct, name: string, choice: string) => stableId(product.id, 'choice', name, choice);

function wireVariantV3(product: StoredProduct, variant: StoredVariant, options: V3Options) {
  const full = variant.priceCents ?? product.priceCents;
  const stock = variantStock(product, variant);
  return {
    id: variant.id,
    visible: variant.visible,
    sku: variant.sku,
    choices: Object.entries(variant.choices).map(([name, choice]) => ({
      optionChoiceIds: { optionId: optionId(product, name), choiceId: choiceId(product, name, choice) },
      ...(options.fields.includes('VARIANT_OPTION_CHOICE_NAMES') ? { optionChoiceNames: { optionName: name, choiceName: choice } } : {}),
    })),
    price: { actualPrice: amount(discountedCents(product, full), product, options), compareAtPrice: amount(full, product, options) },
    physicalProperties: { weight: variant.weight },
    inventoryStatus: { inStock: stock.inStock, preorderEnabled: false },
  };
}

/** The v3 wire product for a stored product, with the optional parts `options` asks for. */
export function toWireProductV3(product: StoredProduct, baseUrl: string, options: V3Options) {
  const visible = product.variants.filter((variant) => variant.visible);
  const prices = (visible.length > 0 ? visible : product.variants).map((variant) => variant.priceCents ?? product.priceCents);
  if (prices.length === 0) prices.push(product.priceCents);
  const range = (values: number[]) => ({ minValue: amount(Math.min(...values), product, options), maxValue: amount(Math.max(...values), product, options) });
  const weights = product.variants.map((variant) => variant.weight);
  const has = (field: string) => options.fields.includes(field);
  const base = baseUrl.replace(/\/$/, '');
  return {
    id: product.id,
    revision: '1',
    createdDate: product.createdDate,
    updatedDate: product.lastUpdated,
    name: product.name,
    slug: product.slug,
    ...(has('URL') ? { url: { relativePath: `/product-page/${product.slug}`, url: `${base}/product-page/${product.slug}` } } : {}),
    ...(has('PLAIN_DESCRIPTION') ? { plainDescription: product.description } : {}),
    visible: product.visible,
    visibleInPos: true,
    media: {
      ...(product.media[0] ? { main: wireMedia(product.media[0], baseUrl) } : {}),
      ...(has('MEDIA_ITEMS_INFO') ? { itemsInfo: { items: product.media.map((media) => wireMedia(media, baseUrl)) } } : {}),
    },
    seoData: JSON.parse(JSON.stringify(product.seoData)) as unknown,
    options: product.productOptions.map((option) => ({
      id: optionId(product, option.name),
      name: option.name,
      optionRenderType: option.optionType === 'color' ? 'SWATCH_CHOICES' : 'TEXT_CHOICES',
      choicesSettings: {
        choices: option.choices.map((choice) => ({
          choiceId: choiceId(product, option.name, choice.description),
          name: choice.description,
          choiceType: option.optionType === 'color' ? 'ONE_COLOR' : 'CHOICE_TEXT',
          ...(option.optionType === 'color' ? { colorCode: choice.value } : {}),
          inStock: choiceInStock(product, option.name, choice.description),
          visible: choice.visible,
        })),
      },
    })),
    modifiers: product.customTextFields.map((field) => ({
      id: stableId(product.id, 'modifier', field.title),
      name: field.title,
      modifierRenderType: 'FREE_TEXT',
      mandatory: field.mandatory,
      freeTextSettings: { minCharCount: 0, maxCharCount: field.maxLength, title: field.title },
    })),
    ...(product.brand ? { brand: { id: stableId('brand', product.brand), name: product.brand } } : {}),
    ...(product.ribbon ? { ribbon: { id: stableId('ribbon', product.ribbon), name: product.ribbon } } : {}),
    ...(has('INFO_SECTION')
      ? { infoSections: product.additionalInfoSections.map((section) => ({
          id: stableId('info-section', section.title), uniqueName: section.title, title: section.title,
          ...(has('INFO_SECTION_PLAIN_DESCRIPTION') ? { plainDescription: section.description } : {}),
        })) }
      : {}),
    ...(has('DIRECT_CATEGORIES_INFO') ? { directCategoriesInfo: { categories: product.collectionIds.map((id, index) => ({ id, index })) } } : {}),
    ...(has('ALL_CATEGORIES_INFO') ? { allCategoriesInfo: { categories: product.collectionIds.map((id, index) => ({ id, index })) } } : {}),
    inventory: { availabilityStatus: inventoryStatus(product), preorderStatus: 'DISABLED', preorderAvailability: 'NO_VARIANTS' },
    productType: 'PHYSICAL',
    physicalProperties: { shippingWeightRange: { minValue: Math.min(product.weight, ...weights), maxValue: Math.max(product.weight, ...weights) } },
    handle: product.slug,
    ...(has('CURRENCY') ? { currency: product.currency } : {}),
    actualPriceRange: range(prices.map((cents) => discountedCents(product, cents))),
    compareAtPriceRange: range(prices),
    ...(options.variants ? { variantsInfo: { variants: product.variants.map((variant) => wireVariantV3(product, variant, options)) } } : {}),
    variantSummary: { variantCount: product.variants.length },
  };
}

/** A product in the catalog's v3 wire shape, as `toWireProductV3` builds it. */
export type WireProductV3 = ReturnType<typeof toWireProductV3>;
