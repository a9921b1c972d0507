import { defineService, imageFromWire, wireReader } from '@sitekit/core';

const fromCatalog = /* @__PURE__ */ wireReader({ dates: ['lastUpdated', 'urlExpirationDate'] });

/**
 * Wire → SDK for catalog responses (and query items): store-variant media objects as
 * `wix:image://` strings, then `_id`/`_createdDate` renames and `lastUpdated` and media expiry
 * dates as `Date`. Prices are untouched.
 * @internal
 */
export const out = (response: any): any => {
  for (const v of [response.variant, ...(response.variants ?? [])]) {
    const m = v?.media;
    if (m?.image) m.image = imageFromWire(m.image);
  }
  return fromCatalog(response);
};

/**
 * The catalog's read API (`/stores-reader/v1`): its calls are safe to repeat, so a POST read
 * says `idempotent: true`.
 * @internal
 */
export const reads = /* @__PURE__ */ defineService({
  fqn: 'wix.catalog.api.v1.CatalogReadApi', entity: 'wix.stores.catalog.v1.product', pkg: '@wix/auto_sdk_stores_products', fromWire: out,
});

/**
 * The catalog's write API (`/stores/v1`).
 * @internal
 */
export const writes = /* @__PURE__ */ defineService({
  fqn: 'wix.catalog.api.v1.CatalogWriteApi', entity: 'wix.stores.catalog.v1.product', pkg: '@wix/auto_sdk_stores_products', fromWire: out,
});
