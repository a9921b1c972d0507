import { biHeader } from '@sitekit/testing';

export { decodeR, expectRequest } from '@sitekit/testing';

/** The `x-wix-bi-gateway` value of a products call. */
export const productsBi = (name: string, read = false) =>
  biHeader('@wix/auto_sdk_stores_products', `wix.catalog.api.v1.Catalog${read ? 'Read' : 'Write'}Api.${name}`, 'wix.stores.catalog.v1.product');

/** The `x-wix-bi-gateway` value of a collections call. */
export const collectionsBi = (name: string) =>
  biHeader('@wix/auto_sdk_stores_collections', `wix.catalog.api.v2.CollectionReadApi.${name}`, 'wix.stores.catalog.v1.collection');

/** The `x-wix-bi-gateway` value of a catalog v3 products call. */
export const productsV3Bi = (name: string) =>
  biHeader('@wix/auto_sdk_stores_products-v-3', `wix.stores.catalog.v3.CatalogApi.${name}`, 'wix.stores.catalog.v3.product');
