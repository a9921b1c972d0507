/** A field value conversion in one direction (see `WireSpec.fields`). */
export type FieldConvert = (value: any) => unknown;

/** How one call's entities differ between the wire and the SDK side. */
export interface WireSpec {
  /** Wire key names whose ISO-string values become `Date` (createdDate and updatedDate always do). */
  dates?: readonly string[];
  /** Extra wire → SDK key renames at every depth (e.g. ecom addresses: `formattedAddress` → `formatted`). */
  rename?: Readonly<Record<string, string>>;
  /**
   * Value conversions by wire field name, at every depth, in the same walk as the renames (for an
   * array field, each element): `read` gets the wire value before its inside is walked (wire → SDK),
   * `write` gets the walked value, already in wire names (SDK → wire). E.g. ecom's `image` and
   * `media`: wire objects ↔ `wix:image://` strings.
   */
  fields?: Readonly<Record<string, { read?: FieldConvert; write?: FieldConvert }>>;
}

const BASE_RENAME: Readonly<Record<string, string>> = { id: '_id', createdDate: '_createdDate', updatedDate: '_updatedDate' };
const BASE_INVERSE: Readonly<Record<string, string>> = { _id: 'id', _createdDate: 'createdDate', _updatedDate: 'updatedDate' };
const ALWAYS_DATES: readonly string[] = ['createdDate', 'updatedDate'];

/** One direction of a spec: how keys are renamed and leaves converted; `out` is SDK → wire. */
interface Walk {
  spec: WireSpec;
  rename: Readonly<Record<string, string>> | undefined;
  base: Readonly<Record<string, string>>;
  out: boolean;
}

/** A date field's ISO string as a `Date`; anything else as it is. */
function readLeaf(value: unknown, key: string, spec: WireSpec): unknown {
  if (typeof value !== 'string' || !(ALWAYS_DATES.includes(key) || spec.dates?.includes(key))) return value;
  return Number.isNaN(Date.parse(value)) ? value : new Date(value);
}

/** `Date` → ISO string, non-finite numbers → `'NaN'` / `'Infinity'` / `'-Infinity'`. */
const writeLeaf = (value: unknown): unknown =>
  value instanceof Date ? value.toISOString() : typeof value === 'number' && !Number.isFinite(value) ? String(value) : value;

/** `map[key]` when it is the map's own entry (never an `Object.prototype` member: a wire key `constructor` stays). */
const own = <V>(map: Readonly<Record<string, V>> | undefined, key: string): V | undefined =>
  map && Object.prototype.hasOwnProperty.call(map, key) ? map[key] : undefined;

/**
 * The one walk of both directions: a copy with keys renamed, leaves converted, and `spec.fields`
 * conversions applied by wire name (`read` before a value's inside is walked, `write` after).
 * `key` is the wire name of the field `value` sits in (each element of an array sits in the array's field).
 */
function walk(value: unknown, w: Walk, key: string): unknown {
  if (Array.isArray(value)) return value.map((v) => walk(v, w, key));
  const convert = own(w.spec.fields, key);
  if (convert?.read && !w.out) value = convert.read(value);
  let result: unknown;
  if (typeof value !== 'object' || value === null) result = w.out ? writeLeaf(value) : readLeaf(value, key, w.spec);
  else if (Object.getPrototypeOf(value) !== Object.prototype) result = w.out ? writeLeaf(value) : value;
  else {
    const out: Record<string, unknown> = {};
    for (const k in value) {
      const renamed = own(w.base, k) ?? own(w.rename, k) ?? k;
      out[renamed] = walk((value as Record<string, unknown>)[k], w, w.out ? renamed : k);
    }
    result = out;
  }
  return convert?.write && w.out ? convert.write(result) : result;
}

/**
 * Wire → SDK: `id`/`createdDate`/`updatedDate` become `_id`/`_createdDate`/`_updatedDate` at every
 * depth, declared date fields become `Date`, declared renames and field conversions apply, in one
 * walk. The input is never mutated.
 *
 * @example
 * ```ts
 * fromWire({ id: 'c1', createdDate: '2024-01-01T00:00:00.000Z' }); // { _id: 'c1', _createdDate: Date }
 * ```
 */
export function fromWire<T = any>(value: unknown, spec: WireSpec = {}): T {
  return walk(value, { spec, rename: spec.rename, base: BASE_RENAME, out: false }, '') as T;
}

/**
 * SDK → wire: the inverse renames at every depth, `Date` → ISO string, non-finite numbers as the
 * strings `NaN`, `Infinity`, `-Infinity`, and the declared field conversions, in one walk. The input
 * is never mutated.
 *
 * @example
 * ```ts
 * toWire({ _id: 'c1', when: new Date(0) }); // { id: 'c1', when: '1970-01-01T00:00:00.000Z' }
 * ```
 */
export function toWire<T = any>(value: unknown, spec: WireSpec = {}): T {
  let inverse: Record<string, string> | undefined;
  for (const wire in spec.rename) (inverse ??= {})[spec.rename[wire]!] = wire;
  return walk(value, { spec, rename: inverse, base: BASE_INVERSE, out: true }, '') as T;
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
