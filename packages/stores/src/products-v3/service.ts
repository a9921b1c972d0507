import { defineService, IMAGE_FIELD, wireReader } from '@sitekit/core-runtime';

// A page URL: `{ relativePath, url }` on the wire, the URL string on the SDK side. Media items' own
// `url` is a string already and stays as it is.
const PAGE_URL = { read: (value: unknown) => (value && typeof value === 'object' && 'url' in value ? value.url : value) };

/**
 * A product video: a wire object `{ id, filename, posters }` on the wire, the platform SDK's
 * `wix:video://v1/<id>/<filename>#posterUri=<poster id>&posterWidth=<w>&posterHeight=<h>` string on the
 * SDK side (its poster: the larger of two, else the one; no id: the video's own URL).
 * @internal
 */
/** A wire video, as far as it is read here (any field may be missing). */
type WireVideo = {
  id?: string | undefined; url?: unknown; filename?: string | undefined;
  posters?: { id?: string | undefined; url?: unknown; width?: number | undefined; height?: number | undefined }[] | undefined;
} | null | undefined;

export const videoFromWire = (video: WireVideo): unknown => {
  if (!video || typeof video !== 'object') return video;
  if (!video.id) return video.url;
  const poster = video.posters?.[1] ?? video.posters?.[0];
  const posterId = poster?.id || (typeof poster?.url === 'string' ? poster.url.split('/').pop() : '');
  const name = video.filename ? `/${encodeURIComponent(video.filename)}` : '';
  return `wix:video://v1/${video.id}${name}${posterId ? `#posterUri=${posterId}&posterWidth=${poster!.width}&posterHeight=${poster!.height}` : ''}`;
};

const read = /* @__PURE__ */ wireReader({
  dates: ['urlExpirationDate'],
  fields: { image: IMAGE_FIELD, displayImage: IMAGE_FIELD, url: PAGE_URL, video: { read: videoFromWire } },
});

/**
 * Wire → SDK for one catalog v3 product: `_id` and `Date`s at every depth, images as `wix:image://`
 * strings, the page URL as a string; rich content (`description`, each info section's `description`)
 * stays as the platform sends it, as the platform's SDK leaves it.
 * @internal
 */
/** What the product readers touch of a wire product or answer (other fields are read by `read`). */
type WireParts = {
  description?: unknown; infoSections?: ({ description?: unknown } | null | undefined)[] | undefined;
  product?: unknown; products?: unknown;
  [key: string]: unknown;
};

// each call types its result (`T`): the wire product has no declared shape
export const productV3FromWire = <T = unknown>(product: WireParts | null | undefined): T => {
  if (!product || typeof product !== 'object') return product as T;
  const sdk = read<WireParts>(product);
  if (product.description !== undefined) sdk.description = product.description;
  (product.infoSections ?? []).forEach((section, i: number) => {
    if (section?.description !== undefined && sdk.infoSections?.[i]) sdk.infoSections[i].description = section.description;
  });
  return sdk as T;
};

/**
 * Wire → SDK for a catalog v3 response: its `product` or each of its `products` as `productV3FromWire`
 * reads them, everything else (paging metadata, aggregation data) with the base renames.
 * @internal
 */
export const responseV3FromWire = <T = unknown>(response: WireParts): T => {
  const { product, products, ...rest } = response;
  const sdk = read<WireParts>(rest);
  if (product !== undefined) sdk.product = productV3FromWire(product as WireParts);
  if (Array.isArray(products)) sdk.products = products.map(productV3FromWire);
  return sdk as T;
};

/**
 * The catalog v3 API (`/stores/v3`).
 * @internal
 */
export const productsV3Service = /* @__PURE__ */ defineService({
  fqn: 'wix.stores.catalog.v3.CatalogApi', entity: 'wix.stores.catalog.v3.product', pkg: '@wix/auto_sdk_stores_products-v-3', fromWire: productV3FromWire,
});
