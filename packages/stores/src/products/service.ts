import { defineService, imageFromWire, wireReader } from '@sitekit/core-runtime';

const fromCatalog = /* @__PURE__ */ wireReader({ dates: ['lastUpdated', 'urlExpirationDate'] });

/**
 * Wire → SDK for catalog responses (and query items): store-variant media objects as
 * `wix:image://` strings, then `_id`/`_createdDate` renames and `lastUpdated` and media expiry
 * dates as `Date`. Prices are untouched.
 * @internal
 */
/** A wire product or answer, as far as it is read here: its variants' media images. */
type WireVariants = { variant?: WireVariant | undefined; variants?: WireVariant[] | undefined; [key: string]: unknown };
type WireVariant = { media?: { image?: unknown } | null | undefined } | null | undefined;

// each call types its result (`T`)
export const productFromWire = <T = unknown>(response: WireVariants): T => {
  for (const variant of [response.variant, ...(response.variants ?? [])]) {
    const media = variant?.media;
    if (media?.image) media.image = imageFromWire(media.image);
  }
  return fromCatalog<T>(response);
};

/**
 * The catalog's read API (`/stores-reader/v1`): its calls are safe to repeat, so a POST read
 * says `idempotent: true`.
 * @internal
 */
export const productsReadService = /* @__PURE__ */ defineService({
  fqn: 'wix.catalog.api.v1.CatalogReadApi', entity: 'wix.stores.catalog.v1.product', pkg: '@wix/auto_sdk_stores_products', fromWire: productFromWire,
});

/**
 * The catalog's write API (`/stores/v1`).
 * @internal
 */
export const productsWriteService = /* @__PURE__ */ defineService({
  fqn: 'wix.catalog.api.v1.CatalogWriteApi', entity: 'wix.stores.catalog.v1.product', pkg: '@wix/auto_sdk_stores_products', fromWire: productFromWire,
});
