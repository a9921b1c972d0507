import { defineCall, fromWire, imageFromWire, requireString, toWire, type Endpoint, type HttpMethod } from '@sitekit/core';

/** The method-name header parts shared by every products call (the platform's catalog v1 services). */
const HEADER = { entity: 'wix.stores.catalog.v1.product', pkg: '@wix/auto_sdk_stores_products' } as const;
const FQN = 'wix.catalog.api.v1.Catalog';

/**
 * A catalog write: `/stores/v1<path>`, `CatalogWriteApi.<name>`.
 * @internal
 */
export const write = (method: HttpMethod, path: string, name: string): Endpoint =>
  ({ method, path: '/stores/v1' + path, fqn: FQN + 'WriteApi.' + name, ...HEADER });

/**
 * A catalog read: `/stores-reader/v1<path>`, `CatalogReadApi.<name>`; reads sent as POST are safe to retry.
 * @internal
 */
export const read = (method: HttpMethod, path: string, name: string, extra?: Partial<Endpoint>): Endpoint =>
  ({ method, path: '/stores-reader/v1' + path, fqn: FQN + 'ReadApi.' + name, ...HEADER, idempotent: true, ...extra });

/**
 * Wire → SDK for catalog responses: `_id`/`_createdDate` renames, `lastUpdated` and media expiry
 * dates as `Date`, store-variant media objects as `wix:image://` strings. Prices are untouched.
 * @internal
 */
export const out = (response: unknown): any => {
  const r = fromWire(response, { dates: ['lastUpdated', 'urlExpirationDate'] });
  for (const v of [r.variant, ...(r.variants ?? [])]) {
    const m = v?.media;
    if (m && typeof m.image === 'object') m.image = imageFromWire({ ...m.image, id: m.image._id });
  }
  return r;
};

/**
 * A call `(_id, arg?)`: refuses a bad `_id` (and a bad `arg` via `check`) before any request,
 * sends `{ id, [key]: arg }`, and returns the transformed response when `returns` is set.
 * @internal
 */
export const byId = (endpoint: Endpoint, key?: string, check?: (value: unknown, field: string, allowEmpty?: boolean) => void, returns?: boolean, allowEmpty?: boolean) =>
  defineCall((send) => async (_id: string, arg?: unknown): Promise<any> => {
    requireString(_id, '_id');
    if (key) check?.(arg, key, allowEmpty);
    const response = await send(endpoint, key ? { id: _id, [key]: toWire(arg) } : { id: _id });
    if (returns) return out(response);
  });
