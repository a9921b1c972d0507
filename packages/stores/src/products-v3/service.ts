import { defineService, IMAGE_FIELD, wireReader } from '@sitekit/core-runtime';

// A page URL: `{ relativePath, url }` on the wire, the URL string on the SDK side. Media items' own
// `url` is a string already and stays as it is.
const PAGE_URL = { read: (value: any) => (value && typeof value === 'object' && 'url' in value ? value.url : value) };

/**
 * A product video: a wire object `{ id, filename, posters }` on the wire, the platform SDK's
 * `wix:video://v1/<id>/<filename>#posterUri=<poster id>&posterWidth=<w>&posterHeight=<h>` string on the
 * SDK side (its poster: the larger of two, else the one; no id: the video's own URL).
 * @internal
 */
// `any`: a wire video object of no declared shape.
export const videoFromWire = (video: any): unknown => {
  if (!video || typeof video !== 'object') return video;
  if (!video.id) return video.url;
  const poster = video.posters?.[1] ?? video.posters?.[0];
  const posterId = poster?.id || (typeof poster?.url === 'string' ? poster.url.split('/').pop() : '');
  const name = video.filename ? `/${encodeURIComponent(video.filename)}` : '';
  return `wix:video://v1/${video.id}${name}${posterId ? `#posterUri=${posterId}&posterWidth=${poster.width}&posterHeight=${poster.height}` : ''}`;
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
// `any`: the wire product has no declared shape; each call types its result.
export const productV3FromWire = (product: any): any => {
  if (!product || typeof product !== 'object') return product;
  const sdk = read(product);
  if (product.description !== undefined) sdk.description = product.description;
  (product.infoSections ?? []).forEach((section: any, i: number) => {
    if (section?.description !== undefined && sdk.infoSections?.[i]) sdk.infoSections[i].description = section.description;
  });
  return sdk;
};

/**
 * Wire → SDK for a catalog v3 response: its `product` or each of its `products` as `productV3FromWire`
 * reads them, everything else (paging metadata, aggregation data) with the base renames.
 * @internal
 */
// `any`: as above.
export const responseV3FromWire = (response: any): any => {
  const { product, products, ...rest } = response;
  const sdk = read(rest);
  if (product !== undefined) sdk.product = productV3FromWire(product);
  if (Array.isArray(products)) sdk.products = products.map(productV3FromWire);
  return sdk;
};

/**
 * The catalog v3 API (`/stores/v3`).
 * @internal
 */
export const productsV3Service = /* @__PURE__ */ defineService({
  fqn: 'wix.stores.catalog.v3.CatalogApi', entity: 'wix.stores.catalog.v3.product', pkg: '@wix/auto_sdk_stores_products-v-3', fromWire: productV3FromWire,
});
