import {
  defineCall, fromWire, imageFromWire, optionalObject, requireArray, requireObject, requireString, toWire, type Call, type Endpoint, type HttpMethod,
} from '@sitekit/core';
import { queryToWire } from '../shared/query';

/** The method-name header parts shared by every products call (the platform's catalog v1 services). */
const HEADER = { entity: 'wix.stores.catalog.v1.product', pkg: '@wix/auto_sdk_stores_products' } as const;

/**
 * A catalog endpoint: reads go to `/stores-reader/v1` (`CatalogReadApi`, safe to retry even when
 * sent as POST), writes to `/stores/v1` (`CatalogWriteApi`).
 * @internal
 */
export const endpoint = (read: boolean, method: HttpMethod, path: string, name: string, extra?: Partial<Endpoint>): Endpoint => ({
  method,
  path: (read ? '/stores-reader/v1' : '/stores/v1') + path,
  fqn: `wix.catalog.api.v1.Catalog${read ? 'Read' : 'Write'}Api.${name}`,
  ...HEADER,
  ...(read && { idempotent: true }),
  ...extra,
});

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

/** Argument checks: non-empty string, object, non-empty array, array, optional object, typed query. */
const CHECKS: Record<string, (value: any, field: string) => void> = {
  s: requireString, o: requireObject, a: requireArray, A: (v, f) => requireArray(v, f, true), '?': optionalObject, q: () => {},
};

/**
 * Declares a catalog call from its wire description, so each call is one line next to its docs.
 * `args` lists the arguments in order as `key:check` (checks above): each goes to the payload under
 * `key` in wire shape (`id` is checked as `_id`; `...:?` spreads an options object; `q` is a typed
 * query). When the path holds `{x.id}`, the id moves into `x`. Bad input is a `ValidationError`
 * before any request; the call returns the transformed response when `returns` is set, else nothing.
 * @internal
 */
export const call = (read: boolean, method: HttpMethod, path: string, name: string, args: string, returns?: boolean, extra?: Partial<Endpoint>): Call<(...args: any[]) => Promise<any>> => {
  const ep = endpoint(read, method, path, name, extra);
  const nested = /\{(\w+)\.id\}/.exec(path)?.[1];
  const specs = args.split(',').map((a) => a.split(':') as [string, string]);
  return defineCall((send) => async (...values: unknown[]) => {
    const payload: Record<string, any> = {};
    specs.forEach(([key, check], i) => {
      const value = values[i];
      CHECKS[check]!(value, key === 'id' ? '_id' : key === '...' ? 'options' : key);
      if (key === '...') Object.assign(payload, toWire(value));
      else payload[key] = check === 'q' ? queryToWire(value as object) : toWire(value);
    });
    if (nested) {
      payload[nested] = { ...payload[nested], id: payload.id };
      delete payload.id;
    }
    const response = await send(ep, payload);
    if (returns) return out(response);
  });
};
