/** `Date` ↔ `{ "$date": ISO }`: how data items carry dates on the wire (§1b), at every depth. */

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

/**
 * SDK → wire: every `Date` becomes `{ "$date": "<ISO>" }`; the input is never changed.
 *
 * @example
 * ```ts
 * encodeDates({ when: new Date(0) }); // { when: { $date: '1970-01-01T00:00:00.000Z' } }
 * ```
 */
export function encodeDates<T = any>(value: unknown): T {
  if (value instanceof Date) return { $date: value.toISOString() } as T;
  if (Array.isArray(value)) return value.map(encodeDates) as T;
  if (!isPlain(value)) return value as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = encodeDates(v);
  return out as T;
}

/**
 * Wire → SDK: every `{ "$date": "<ISO>" }` becomes a `Date`; the input is never changed.
 *
 * @example
 * ```ts
 * decodeDates({ when: { $date: '1970-01-01T00:00:00.000Z' } }); // { when: Date(0) }
 * ```
 */
export function decodeDates<T = any>(value: unknown): T {
  if (Array.isArray(value)) return value.map(decodeDates) as T;
  if (!isPlain(value)) return value as T;
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === '$date' && typeof value.$date === 'string') return new Date(value.$date) as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = decodeDates(v);
  return out as T;
}
