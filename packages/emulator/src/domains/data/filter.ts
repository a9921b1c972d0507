/** The data filter language: `{ field: value }`, `{ field: { $op } }`, `$and`, `$or`, `$not` (a list or an object). */
import { at, bad, compare, isPlain, norm, same } from './values';

type Filter = Record<string, unknown>;
const text = (v: unknown) => String(v ?? '').toLowerCase();
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);
const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

const OPS: Record<string, (value: unknown, arg: unknown, field: string) => boolean> = {
  $eq: (v, a) => (Array.isArray(v) && !Array.isArray(a) ? v.some((x) => same(x, a)) : same(v, a)),
  $ne: (v, a) => !OPS.$eq!(v, a, ''),
  $gt: (v, a) => v !== undefined && v !== null && compare(v, a) > 0,
  $gte: (v, a) => v !== undefined && v !== null && compare(v, a) >= 0,
  $lt: (v, a) => v !== undefined && v !== null && compare(v, a) < 0,
  $lte: (v, a) => v !== undefined && v !== null && compare(v, a) <= 0,
  $in: (v, a, f) => (Array.isArray(a) ? a.some((x) => OPS.$eq!(v, x, f)) : bad(f, '$in needs a list')),
  $nin: (v, a, f) => !OPS.$in!(v, a, f),
  $hasSome: (v, a, f) => (Array.isArray(a) ? a.some((x) => list(v).some((y) => same(x, y))) : bad(f, '$hasSome needs a list')),
  $hasAll: (v, a, f) => (Array.isArray(a) ? a.every((x) => list(v).some((y) => same(x, y))) : bad(f, '$hasAll needs a list')),
  $contains: (v, a) => typeof v === 'string' && text(v).includes(text(a)),
  $startsWith: (v, a) => typeof v === 'string' && text(v).startsWith(text(a)),
  $endsWith: (v, a) => typeof v === 'string' && text(v).endsWith(text(a)),
  $exists: (v, a) => !empty(v) === Boolean(a),
  $isEmpty: (v, a) => empty(v) === Boolean(a),
  $matches: (v, a, f) => {
    const spec = isPlain(a) ? a : bad(f, '$matches needs { spec }');
    return typeof v === 'string' && new RegExp(String(spec.spec ?? ''), spec.ignoreCase === false ? '' : 'i').test(v);
  },
};

const isOperatorObject = (v: unknown): v is Filter => isPlain(v) && Object.keys(v).length > 0 && Object.keys(v).every((k) => k.startsWith('$')) && norm(v) === v;

/**
 * Whether an item's data matches a filter. Unknown operators (and `$regex`) are validation errors.
 *
 * @example
 * ```ts
 * matches({ $and: [{ topic: { $eq: 'shipping' } }, { $not: [{ order: { $gt: 3 } }] }] }, item);
 * ```
 */
export function matches(filter: unknown, data: Record<string, unknown>, path = 'filter'): boolean {
  if (filter === undefined || filter === null) return true;
  if (!isPlain(filter)) return bad(path, 'must be an object');
  return Object.entries(filter).every(([key, arg]) => {
    if (key === '$and') return list(arg).every((f, i) => matches(f, data, `${path}.$and[${i}]`));
    if (key === '$or') return list(arg).some((f, i) => matches(f, data, `${path}.$or[${i}]`));
    if (key === '$not') return !list(arg).some((f, i) => matches(f, data, `${path}.$not[${i}]`));
    if (key.startsWith('$')) return bad(`${path}.${key}`, `unknown operator ${key}`);
    const value = at(data, key);
    if (!isOperatorObject(arg)) return OPS.$eq!(value, arg, key);
    return Object.entries(arg).every(([op, opArg]) => {
      const check = OPS[op];
      return check ? check(value, opArg, `${path}.${key}`) : bad(`${path}.${key}.${op}`, `unknown operator ${op}`);
    });
  });
}

/** Sorts by `[{ fieldName, order }]` (stable; ties keep insertion order). */
export function sortBy<T extends Record<string, unknown>>(rows: T[], sort: unknown): T[] {
  const specs = list(sort).filter(isPlain) as { fieldName?: string; order?: string }[];
  if (specs.length === 0) return rows;
  return [...rows].sort((a, b) => {
    for (const { fieldName = '', order } of specs) {
      const c = compare(at(a, fieldName), at(b, fieldName));
      if (c !== 0) return order === 'DESC' ? -c : c;
    }
    return 0;
  });
}
