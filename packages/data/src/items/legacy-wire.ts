/**
 * The §1a (generated module) transforms: `id` ↔ `_id` on the wrappers (items, item metadata,
 * references), keys inside `data` untouched, `$date` objects left as they are.
 */

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

function walk(value: unknown, from: string, to: string): unknown {
  if (Array.isArray(value)) return value.map((v) => walk(v, from, to));
  if (!isPlain(value)) return value;
  const out: Record<string, unknown> = {};
  // `data` is the item's own content: it stays as sent.
  for (const [k, v] of Object.entries(value)) out[k === from ? to : k] = k === 'data' ? v : walk(v, from, to);
  return out;
}

/**
 * SDK → wire for §1a payloads: `_id` → `id` outside `data`.
 *
 * @example
 * ```ts
 * legacyToWire({ dataItem: { _id: 'a', data: { _id: 'a' } } }); // { dataItem: { id: 'a', data: { _id: 'a' } } }
 * ```
 */
export const legacyToWire = (value: unknown): any => walk(value, '_id', 'id');

/**
 * Wire → SDK for §1a responses: `id` → `_id` outside `data`.
 *
 * @example
 * ```ts
 * legacyFromWire({ dataItem: { id: 'a', data: { title: 'x' } } }); // { dataItem: { _id: 'a', data: { title: 'x' } } }
 * ```
 */
export const legacyFromWire = (value: unknown): any => walk(value, 'id', '_id');
