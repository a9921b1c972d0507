/**
 * The longest query string sent as a GET; longer ones go to the call's POST fallback.
 */
export const MAX_QUERY_LENGTH = 4000;

const isObject = (candidate: unknown): candidate is Record<string, unknown> =>
  typeof candidate === 'object' && candidate !== null && !(candidate instanceof Date) && !Array.isArray(candidate);

/** True when a payload holds a nested object or an array of objects (the `.r=` trigger). */
export const hasNested = (payload: Record<string, unknown>): boolean =>
  Object.values(payload).some((field) => isObject(field) || (Array.isArray(field) && field.some(isObject)));

/**
 * UTF-8 safe base64url without padding, with Web APIs only (browsers, edge, Node) (`bytesToBase64url` for bytes).
 */
export const base64url = (text: string): string => bytesToBase64url(new TextEncoder().encode(text));

/** @internal base64url of bytes (the PKCE challenge's digest) */
export function bytesToBase64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const scalar = (leaf: unknown): string => (leaf instanceof Date ? leaf.toISOString() : String(leaf));

function flatten(params: URLSearchParams, value: unknown, key: string): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) for (const item of value) flatten(params, item, key);
  else if (isObject(value)) for (const [k, nested] of Object.entries(value)) flatten(params, nested, key ? `${key}.${k}` : k);
  else params.append(key, scalar(value));
}

/**
 * The platform's GET encoding: dotted keys for nested objects, repeated keys for arrays, or, for
 * "complex" calls whose payload nests objects, a single `.r=<base64url(JSON)>` parameter.
 */
export function serializeQuery(payload: Record<string, unknown>, complex?: boolean): string {
  if (complex && hasNested(payload)) return `.r=${base64url(JSON.stringify(payload))}`;
  const params = new URLSearchParams();
  flatten(params, payload, '');
  return params.toString();
}
