import { raise, validationError } from './errors';
import { isJsonObject, type JsonObject } from './json';
import { ownEntry } from './own-entry';
import { setOwn } from './set-own';

/**
 * Encodes UTF-8 text as base64url without padding (the `.r=` query encoding).
 */
export function base64UrlEncode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Decodes base64url (padding optional) into UTF-8 text.
 */
export function base64UrlDecode(encoded: string): string {
  const b64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const bytes = Uint8Array.from(bin, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** Keys come from the request: `__proto__`, `constructor` or `toString` are read and set as own fields, as JSON has them. */
function setDotted(target: JsonObject, key: string, value: string): void {
  const parts = key.split('.').filter((part) => part !== '');
  if (parts.length === 0) return;
  let cur: JsonObject = target;
  for (const part of parts.slice(0, -1)) {
    const next = ownEntry(cur, part);
    if (isJsonObject(next)) cur = next;
    else {
      const fresh: JsonObject = {};
      setOwn(cur, part, fresh);
      cur = fresh;
    }
  }
  const last = parts[parts.length - 1] as string;
  const existing = ownEntry(cur, last);
  if (existing === undefined) setOwn(cur, last, value);
  else if (Array.isArray(existing)) existing.push(value);
  else setOwn(cur, last, [existing, value]);
}

/**
 * Decodes a query string the way clients encode it: dotted keys become nested objects
 * (`paging.limit=10` → `{ paging: { limit: '10' } }`), repeated keys become arrays, and a `.r`
 * parameter (base64url JSON) replaces the whole query with its decoded payload.
 */
export function decodeQuery(params: URLSearchParams): JsonObject {
  const encoded = params.get('.r');
  if (encoded !== null) {
    try {
      const decoded: unknown = JSON.parse(base64UrlDecode(encoded));
      if (decoded === null || typeof decoded !== 'object' || Array.isArray(decoded)) throw new Error('not an object');
      return decoded as JsonObject;
    } catch {
      raise(validationError([{ field: '.r', description: 'must be base64url-encoded JSON object', violatedRule: 'FORMAT' }]));
    }
  }
  const out: JsonObject = {};
  for (const [key, value] of params) setDotted(out, key, value);
  return out;
}

/** A query value that may arrive once or repeated, as an array (`undefined` → `[]`). */
export function asArray(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}
