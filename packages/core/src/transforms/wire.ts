/** How one call's entities differ between the wire and the SDK side. */
export interface WireSpec {
  /** Wire key names whose ISO-string values become `Date` (createdDate and updatedDate always do). */
  dates?: readonly string[];
  /** Extra wire → SDK key renames at every depth (e.g. ecom addresses: `formattedAddress` → `formatted`). */
  rename?: Readonly<Record<string, string>>;
}

const BASE_RENAME: Record<string, string> = { id: '_id', createdDate: '_createdDate', updatedDate: '_updatedDate' };
const ALWAYS_DATES = ['createdDate', 'updatedDate'];
const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

function walk(value: unknown, rename: Record<string, string>, leaf: (key: string, v: unknown) => unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => walk(v, rename, leaf, key));
  if (!isPlain(value)) return leaf(key, value);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[rename[k] ?? k] = walk(v, rename, leaf, k);
  return out;
}

/**
 * Wire → SDK: `id`/`createdDate`/`updatedDate` become `_id`/`_createdDate`/`_updatedDate` at every
 * depth, declared date fields become `Date`, declared renames apply. The input is never mutated.
 *
 * @example
 * ```ts
 * fromWire({ id: 'c1', createdDate: '2024-01-01T00:00:00.000Z' }); // { _id: 'c1', _createdDate: Date }
 * ```
 */
export function fromWire<T = any>(value: unknown, spec: WireSpec = {}): T {
  const dates = new Set([...ALWAYS_DATES, ...(spec.dates ?? [])]);
  return walk(value, { ...BASE_RENAME, ...spec.rename }, (key, v) =>
    typeof v === 'string' && dates.has(key) && !Number.isNaN(Date.parse(v)) ? new Date(v) : v,
  ) as T;
}

/**
 * SDK → wire: the inverse renames at every depth, `Date` → ISO string, and non-finite numbers as
 * the strings `NaN`, `Infinity`, `-Infinity`. The input is never mutated.
 *
 * @example
 * ```ts
 * toWire({ _id: 'c1', when: new Date(0) }); // { id: 'c1', when: '1970-01-01T00:00:00.000Z' }
 * ```
 */
export function toWire<T = any>(value: unknown, spec: WireSpec = {}): T {
  const inverse: Record<string, string> = {};
  for (const [wire, sdk] of Object.entries({ ...BASE_RENAME, ...spec.rename })) inverse[sdk] = wire;
  return walk(value, inverse, (_, v) =>
    v instanceof Date ? v.toISOString() : typeof v === 'number' && !Number.isFinite(v) ? String(v) : v,
  ) as T;
}

/**
 * Field masks: `string[]` on the SDK side, one comma-joined string on the wire (SDK names renamed).
 *
 * @example
 * ```ts
 * fieldMaskToWire(['_id', 'buyerInfo.email']); // 'id,buyerInfo.email'
 * ```
 */
export const fieldMaskToWire = (paths: readonly string[]): string =>
  paths.map((p) => p.replace(/(^|\.)_(id|createdDate|updatedDate)\b/g, '$1$2')).join(',');

/** SDK field name → wire field name (`_id` → `id`), for query builders and sort. */
export const fieldToWire = (field: string): string => fieldMaskToWire([field]);
