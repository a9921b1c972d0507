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

/** `map[key]` when it is the map's own entry (never an `Object.prototype` member: a wire key `constructor` stays). */
const own = <V>(map: Readonly<Record<string, V>> | undefined, key: string): V | undefined =>
  map && Object.prototype.hasOwnProperty.call(map, key) ? map[key] : undefined;

/** The SDK name of a wire key every entity renames (`id`, `createdDate`, `updatedDate`). */
const baseName = (k: string): string | undefined =>
  k === 'id' ? '_id' : k === 'createdDate' ? '_createdDate' : k === 'updatedDate' ? '_updatedDate' : undefined;

const isPlain = (v: object): v is Record<string, unknown> => Object.getPrototypeOf(v) === Object.prototype;

// The two walks copy as they go. `key` is the wire name of the field `value` sits in (each element of
// an array sits in the array's field), which is what `spec.dates` and `spec.fields` are keyed by.
// `read` runs over every response: each key is looked up once, the base renames by comparison.

/** Wire → SDK: a field's `read` conversion first, then its inside; date fields' ISO strings as `Date`. */
function read(value: unknown, spec: WireSpec, key: string): unknown {
  if (Array.isArray(value)) return value.map((v) => read(v, spec, key));
  const convert = own(spec.fields, key)?.read;
  if (convert) value = convert(value);
  if (typeof value !== 'object' || value === null) {
    if (typeof value !== 'string' || !(key === 'createdDate' || key === 'updatedDate' || spec.dates?.includes(key))) return value;
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : date;
  }
  if (!isPlain(value)) return value;
  const rename = spec.rename;
  const out: Record<string, unknown> = {};
  for (const k in value) out[baseName(k) ?? own(rename, k) ?? k] = read(value[k], spec, k);
  return out;
}

/** SDK → wire: the inside first (`inverse`: SDK → wire names), then the field's `write` conversion. */
function write(value: unknown, spec: WireSpec, inverse: Record<string, string> | undefined, key: string): unknown {
  if (Array.isArray(value)) return value.map((v) => write(v, spec, inverse, key));
  let out: unknown = value;
  if (value instanceof Date) out = value.toISOString();
  else if (typeof value === 'number' && !Number.isFinite(value)) out = String(value);
  else if (typeof value === 'object' && value !== null && isPlain(value)) {
    const wire: Record<string, unknown> = {};
    for (const k in value) {
      const unprefixed = k.slice(1); // `_id` → `id` when `id` is a base rename
      const name = baseName(unprefixed) === k ? unprefixed : (own(inverse, k) ?? k);
      wire[name] = write(value[k], spec, inverse, name);
    }
    out = wire;
  }
  const convert = own(spec.fields, key)?.write;
  return convert ? convert(out) : out;
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
  return read(value, spec, '') as T;
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
  return write(value, spec, inverse, '') as T;
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
