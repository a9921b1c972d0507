import { defineService, wireReader } from '@sitekit/core-runtime';

/**
 * Wire → SDK for collections: one reader for every collection a query returns (its tables are built
 * once, not per item).
 * @internal
 */
export const collectionFromWire: <T = unknown>(wire: unknown) => T = /* @__PURE__ */ wireReader();

/**
 * The catalog v2 collections read API (no service prefix in its paths; every call is a GET); its
 * service name as the platform SDK's published declarations give it (`@fqn`).
 * @internal
 */
export const collectionsService = /* @__PURE__ */ defineService({
  fqn: 'wix.catalog.api.v2.CollectionReadApi', entity: 'wix.stores.catalog.v1.collection', pkg: '@wix/auto_sdk_stores_collections',
  fromWire: collectionFromWire,
});
