/** Stored product → the V1 wire product, with image URLs built from the base URL at response time. */
import { choiceInStock, inventoryStatus, variantStock } from './stock';
import { unitPrice, wireCostAndProfit, wirePriceData } from './pricing';
import type { StoredMedia, StoredProduct, StoredVariant } from './types';

/** Where a media item is served: its own URL, or the emulator's `/media/:id` under `baseUrl`. */
export function mediaUrl(media: StoredMedia, baseUrl: string): string {
  return media.url ?? `${baseUrl.replace(/\/$/, '')}/media/${encodeURIComponent(media.id)}`;
}

/** A media item's V1 image object: id, URL, size and alt text. */
export function wireImage(media: StoredMedia, baseUrl: string) {
  return { id: media.id, url: mediaUrl(media, baseUrl), width: media.width, height: media.height, altText: media.altText };
}

/** A media item in the V1 media shape: an image with its title, and a 50×50 thumbnail at the same URL. */
export function wireMediaItem(media: StoredMedia, baseUrl: string) {
  const image = wireImage(media, baseUrl);
  return { id: media.id, mediaType: 'image' as const, title: media.title, image, thumbnail: { url: image.url, width: 50, height: 50 } };
}

/** A variant in the V1 wire shape: choices, price data, SKU, weight, visibility and stock; cost and profit only with `merchantData`. */
export function wireVariant(product: StoredProduct, variant: StoredVariant, merchantData = false) {
  const { fullCents, costCents } = unitPrice(product, variant);
  const stock = variantStock(product, variant);
  const priceData = wirePriceData(product, fullCents);
  const costAndProfit = merchantData ? wireCostAndProfit(product, fullCents, costCents) : undefined;
  return {
    id: variant.id,
    choices: { ...variant.choices },
    variant: {
      priceData,
      convertedPriceData: priceData,
      sku: variant.sku,
      weight: variant.weight,
      visible: variant.visible,
      ...(costAndProfit ? { costAndProfitData: costAndProfit } : {}),
    },
    stock: stock.trackQuantity ? { trackQuantity: true, quantity: stock.quantity, inStock: stock.inStock } : { trackQuantity: false, inStock: stock.inStock },
  };
}

function productPageUrl(product: StoredProduct, baseUrl: string) {
  return { base: baseUrl.replace(/\/$/, ''), path: `/product-page/${product.slug}` };
}

/** The V1 catalog product as the platform returns it. */
export function toWireProduct(product: StoredProduct, baseUrl: string, options: { merchantData?: boolean } = {}) {
  const priceData = wirePriceData(product, product.priceCents);
  const media = product.media.map((mediaItem) => wireMediaItem(mediaItem, baseUrl));
  const mediaById = new Map(product.media.map((mediaItem) => [mediaItem.id, mediaItem]));
  const stock = variantStock(product, undefined);
  const costAndProfit = wireCostAndProfit(product, product.priceCents, product.costCents);
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    visible: product.visible,
    productType: product.productType,
    description: product.description,
    sku: product.sku,
    weight: product.weight,
    stock: {
      trackInventory: product.stock.trackInventory,
      ...(product.stock.trackInventory ? { quantity: product.stock.quantity ?? 0 } : {}),
      inStock: product.manageVariants ? product.stock.inStock : stock.inStock,
      inventoryStatus: inventoryStatus(product),
    },
    price: priceData,
    priceData,
    convertedPriceData: priceData,
    ...(costAndProfit ? { costAndProfitData: costAndProfit } : {}),
    ...(product.pricePerUnitData ? { pricePerUnitData: { ...product.pricePerUnitData } } : {}),
    ribbon: product.ribbon,
    ribbons: product.ribbon ? [{ text: product.ribbon }] : [],
    brand: product.brand,
    media: { mainMedia: media[0], items: media },
    productOptions: product.productOptions.map((option) => ({
      optionType: option.optionType,
      name: option.name,
      choices: option.choices.map((choice) => {
        const items = choice.mediaIds.flatMap((id) => {
          const mediaItem = mediaById.get(id);
          return mediaItem ? [wireMediaItem(mediaItem, baseUrl)] : [];
        });
        return {
          value: choice.value,
          description: choice.description,
          inStock: choiceInStock(product, option.name, choice.description),
          visible: choice.visible,
          ...(items.length > 0 ? { media: { mainMedia: items[0], items } } : {}),
        };
      }),
    })),
    manageVariants: product.manageVariants,
    variants: product.variants.map((variant) => wireVariant(product, variant, options.merchantData)),
    collectionIds: [...product.collectionIds],
    discount: { ...product.discount },
    productPageUrl: productPageUrl(product, baseUrl),
    additionalInfoSections: product.additionalInfoSections.map((section) => ({ ...section })),
    customTextFields: product.customTextFields.map((textField) => ({ ...textField })),
    seoData: structuredCloneJson(product.seoData),
    numericId: String(parseInt(product.id.replace(/-/g, '').slice(-12), 16) || 0),
    createdDate: product.createdDate,
    lastUpdated: product.lastUpdated,
  };
}

function structuredCloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** A product in the catalog's V1 wire shape, as `toWireProduct` builds it. */
export type WireProduct = ReturnType<typeof toWireProduct>;
