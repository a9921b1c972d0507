/**
 * The longest query string sent as a GET; longer ones go to the call's POST fallback.
 *
 * @example
 * ```ts
 * const usePost = serializeQuery(payload, true).length > MAX_QUERY_LENGTH;
 * ```
 */
export const MAX_QUERY_LENGTH = 4000;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !(v instanceof Date) && !Array.isArray(v);

/** True when a payload holds a nested object or an array of objects (the `.r=` trigger). */
export const hasNested = (payload: Record<string, unknown>): boolean =>
  Object.values(payload).some((v) => isObject(v) || (Array.isArray(v) && v.some(isObject)));

/**
 * UTF-8 safe base64url without padding, with Web APIs only (browsers, edge, Node).
 *
 * @example
 * ```ts
 * base64url('{"a":1}'); // 'eyJhIjoxfQ'
 * ```
 */
export function base64url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const scalar = (v: unknown): string => (v instanceof Date ? v.toISOString() : String(v));

function flatten(params: URLSearchParams, value: unknown, key: string): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) for (const item of value) flatten(params, item, key);
  else if (isObject(value)) for (const [k, v] of Object.entries(value)) flatten(params, v, key ? `${key}.${k}` : k);
  else params.append(key, scalar(value));
}

/**
 * The platform's GET encoding: dotted keys for nested objects, repeated keys for arrays, or, for
 * "complex" calls whose payload nests objects, a single `.r=<base64url(JSON)>` parameter.
 *
 * @example
 * ```ts
 * serializeQuery({ paging: { limit: 10 }, fieldsets: ['A', 'B'] }); // 'paging.limit=10&fieldsets=A&fieldsets=B'
 * serializeQuery({ query: { filter: { a: 1 } } }, true);          // '.r=eyJxdWVyeSI6...'
 * ```
 */
export function serializeQuery(payload: Record<string, unknown>, complex?: boolean): string {
  if (complex && hasNested(payload)) return `.r=${base64url(JSON.stringify(payload))}`;
  const params = new URLSearchParams();
  flatten(params, payload, '');
  return params.toString();
}
