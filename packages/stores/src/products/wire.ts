import {
  defineCall, fieldToWire, fromWire, imageFromWire, optionalObject, requireArray, requireObject, requireString, toWire,
  type Call, type Endpoint, type HttpMethod, type Send,
} from '@sitekit/core';

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
  return fromWire(response, { dates: ['lastUpdated', 'urlExpirationDate'] });
};

/**
 * Argument checks: non-empty string, object, non-empty array, array, optional object (its fields
 * are spread into the payload), and a typed query (`q`, an object, whose sort field names are renamed).
 */
const CHECKS: Record<string, (value: any, field: string) => void> = {
  s: requireString, o: requireObject, a: requireArray, A: (v, f) => requireArray(v, f, true), '?': optionalObject, q: requireObject,
};

/**
 * Declares a catalog call from its one-line wire description, so each call is one line next to
 * its docs: `"<kind> <METHOD> <path> <Name> <args>"`.
 * - kind `R` reads from `/stores-reader/v1` (`CatalogReadApi`, safe to retry even when sent as
 *   POST); `W` writes to `/stores/v1` (`CatalogWriteApi`); both return the transformed response.
 *   `V` writes and returns nothing.
 * - `args` lists the arguments in order as `field:check` (checks above); each goes to the payload
 *   under `field` (`_id` is sent as `id`), an optional object `?` is spread, a typed query `q` is
 *   renamed, and the payload is sent in wire shape. When the path holds `{x.id}`, the id moves
 *   into `x`. Bad input is a `ValidationError` before any request.
 * - `builder`: a query call. Without arguments it returns `builder(send, endpoint)`; the endpoint
 *   sends the payload as one `.r=` parameter and falls back to a POST to the same path when the
 *   query string would be too long.
 * @internal
 */
export const call = (desc: string, builder?: (send: Send, endpoint: Endpoint) => unknown): Call<(...args: any[]) => any> => {
  const [kind, method, path, name, args] = desc.split(' ') as [string, HttpMethod, string, string, string];
  const read = kind == 'R';
  const full = (read ? '/stores-reader/v1' : '/stores/v1') + path;
  const ep: Endpoint = {
    method,
    path: full,
    fqn: `wix.catalog.api.v1.Catalog${read ? 'Read' : 'Write'}Api.${name}`,
    entity: 'wix.stores.catalog.v1.product',
    pkg: '@wix/auto_sdk_stores_products',
    idempotent: read,
    ...(builder && { complex: true, fallback: full }),
  };
  const nested = /(\w+)\.id/.exec(path)?.[1];
  const specs = args.split(',').map((a) => a.split(':') as [string, string]);
  return defineCall((send) => (...values: any[]) => builder && !values[0] ? builder(send, ep) : (async () => {
    const sdk: Record<string, any> = {};
    for (const [field, check] of specs) {
      const value = values.shift();
      CHECKS[check]?.(value, field);
      if (check == '?') Object.assign(sdk, value);
      else sdk[field] = value;
    }
    const payload = toWire(sdk);
    // a typed query's sort field names are values, renamed too (`_id` → `id`)
    for (const s of payload.query?.sort ?? []) s.fieldName &&= fieldToWire(s.fieldName);
    if (nested) {
      payload[nested].id = payload.id;
      delete payload.id;
    }
    const response = await send(ep, payload);
    if (kind != 'V') return out(response);
  })());
};
