/** A field value conversion in one direction (see `WireSpec.fields`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each conversion types its own input; under strictFunctionTypes only `any` takes them all
export type FieldConvert = (value: any) => unknown;

/** How one call's entities differ between the wire and the SDK side. */
export interface WireSpec {
  /** Wire key names whose ISO-string values become `Date` (createdDate and updatedDate always do). */
  dates?: readonly string[] | undefined;
  /** Extra wire → SDK key renames at every depth (e.g. ecom addresses: `formattedAddress` → `formatted`). */
  rename?: Readonly<Record<string, string>> | undefined;
  /**
   * Value conversions by wire field name, at every depth, in the same walk as the renames (for an
   * array field, each element): `read` gets the wire value before its inside is walked (wire → SDK),
   * `write` gets the walked value, already in wire names (SDK → wire). E.g. ecom's `image` and
   * `media`: wire objects ↔ `wix:image://` strings.
   */
  fields?: Readonly<Record<string, { read?: FieldConvert | undefined; write?: FieldConvert | undefined }>> | undefined;
}

/** The wire keys every entity renames, to `_id`, `_createdDate` and `_updatedDate`. */
const BASE = ['id', 'createdDate', 'updatedDate'];

/** A lookup table by key with no prototype: a key `constructor` or `__proto__` finds nothing in it. */
const table = <V>(): Record<string, V> => Object.create(null);

const isPlain = (candidate: object): candidate is Record<string, unknown> => Object.getPrototypeOf(candidate) === Object.prototype;

/**
 * `target[key] = value`, where a key `__proto__` (which `JSON.parse` makes an own key, and a wire
 * value can carry: a data item's fields are anyone's) stays an own key instead of becoming the copy's
 * prototype.
 */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

// The two walks copy as they go. A spec is turned into lookup tables once (`wireReader`, `wireWriter`),
// so that the walk looks each key up once; a value is converted by the rule of the wire key it sits in
// (each element of an array sits in the array's key), which is what `spec.dates` and `spec.fields` name.

/** What happens to one wire key on the way in: its SDK name, whether it holds a date, its `read`. */
interface KeyRead {
  name: string;
  date?: boolean | undefined;
  read?: FieldConvert | undefined;
}

/**
 * A spec as one table by wire key, so that the walk over every response looks each key up once
 * (no prototype: a wire key `constructor` or `__proto__` finds nothing). The base renames win over
 * the spec's, as they always have.
 */
function readTable(spec: WireSpec): Record<string, KeyRead> {
  const keys = table<KeyRead>();
  const at = (key: string): KeyRead => (keys[key] ??= { name: key });
  for (const key in spec.rename) at(key).name = spec.rename[key]!;
  for (const key of BASE) at(key).name = `_${key}`;
  for (const key of ['createdDate', 'updatedDate', ...(spec.dates ?? [])]) at(key).date = true;
  for (const key in spec.fields) at(key).read = spec.fields[key]!.read;
  return keys;
}

/** Wire → SDK for the value of one key: its `read` conversion first, then its inside; dates as `Date`. */
function read(value: unknown, keys: Record<string, KeyRead>, key?: KeyRead): unknown {
  if (Array.isArray(value)) return value.map((item) => read(item, keys, key));
  if (key?.read) value = key.read(value);
  if (typeof value === 'object' && value !== null) return isPlain(value) ? readObject(value, keys) : value;
  if (!key?.date || typeof value !== 'string') return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date;
}

function readObject(value: Record<string, unknown>, keys: Record<string, KeyRead>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k in value) {
    const fieldValue = value[k];
    const key = keys[k];
    // a key the table does not name keeps its name, and a plain value under it is taken as it is
    setOwn(out, key ? key.name : k, key || (typeof fieldValue === 'object' && fieldValue !== null) ? read(fieldValue, keys, key) : fieldValue);
  }
  return out;
}

/** The way out: SDK key → wire key (base renames over the spec's), and wire key → its `write`. */
interface WriteTables {
  names: Record<string, string>;
  writes: Record<string, FieldConvert | undefined>;
}

function writeTables(spec: WireSpec): WriteTables {
  const names = table<string>();
  const writes = table<FieldConvert | undefined>();
  for (const key in spec.rename) names[spec.rename[key]!] = key;
  for (const key of BASE) names[`_${key}`] = key;
  for (const key in spec.fields) writes[key] = spec.fields[key]!.write;
  return { names, writes };
}

/** SDK → wire for one value: its inside first, then the `write` conversion of the wire key it sits in. */
function write(value: unknown, tables: WriteTables, convert?: FieldConvert): unknown {
  if (Array.isArray(value)) return value.map((item) => write(item, tables, convert));
  let out: unknown = value;
  if (value instanceof Date) out = value.toISOString();
  else if (typeof value === 'number' && !Number.isFinite(value)) out = String(value);
  else if (typeof value === 'object' && value !== null && isPlain(value)) {
    const wire: Record<string, unknown> = {};
    for (const k in value) {
      const name = tables.names[k] ?? k;
      // a key also given by its wire name yields to it, as the platform's SDK renames (`id` over `_id`)
      if (name !== k && Object.hasOwn(value, name)) continue;
      setOwn(wire, name, write(value[k], tables, tables.writes[name]));
    }
    out = wire;
  }
  return convert ? convert(out) : out;
}

/**
 * Wire → SDK: `id`/`createdDate`/`updatedDate` become `_id`/`_createdDate`/`_updatedDate` at every
 * depth, declared date fields become `Date`, declared renames and field conversions apply, in one
 * walk. The input is never mutated.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the caller names what the walk produced (wire JSON is not checked); apps and modules read it untyped
export function fromWire<T = any>(value: unknown, spec?: WireSpec): T {
  return wireReader(spec)(value);
}

/**
 * `fromWire` with its spec prepared once: for a module's responses, read on every call.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the caller names what the walk produced (wire JSON is not checked); apps and modules read it untyped
export function wireReader(spec: WireSpec = {}): <T = any>(value: unknown) => T {
  const keys = readTable(spec);
  return <T>(value: unknown) => read(value, keys) as T;
}

/**
 * SDK → wire: the inverse renames at every depth (a key also given by its wire name yields to it:
 * `{ _id, id }` sends `id`), `Date` → ISO string, non-finite numbers as the
 * strings `NaN`, `Infinity`, `-Infinity`, and the declared field conversions, in one walk. The input
 * is never mutated.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the caller names what the walk produced (wire JSON is not checked); apps and modules read it untyped
export function toWire<T = any>(value: unknown, spec?: WireSpec): T {
  return wireWriter(spec)(value);
}

/**
 * `toWire` with its spec prepared once: for a module's requests.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the caller names what the walk produced (wire JSON is not checked); apps and modules read it untyped
export function wireWriter(spec: WireSpec = {}): <T = any>(value: unknown) => T {
  const tables = writeTables(spec);
  return <T>(value: unknown) => write(value, tables) as T;
}

/**
 * Field masks: `string[]` on the SDK side, one comma-joined string on the wire (SDK names renamed).
 */
export const fieldMaskToWire = (paths: readonly string[]): string =>
  paths.map((path) => path.replace(/(^|\.)_(id|createdDate|updatedDate)\b/g, '$1$2')).join(',');

/**
 * SDK field name → wire field name (`_id` → `id`), for query builders and sort.
 */
export const fieldToWire = (field: string): string => fieldMaskToWire([field]);
