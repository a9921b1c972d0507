/**
 * The data filter language: `{ field: value }`, `{ field: { $op } }`, `$and`, `$or`, `$not` (a list or an
 * object). A filter is checked whole (operators, arguments, depth) before any item is tested, so a bad
 * filter is a validation error whatever the stored data.
 */
import { pattern } from './pattern';
import { at, bad, checkDepth, compare, isPlain, norm, same } from './values';
import { ownEntry } from '../../engine/own-entry';

type Data = Record<string, unknown>;
/** A checked filter: whether one item's data matches. */
export type ItemTest = (data: Data) => boolean;
type ValueTest = (value: unknown) => boolean;

const text = (value: unknown) => String(value ?? '').toLowerCase();
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);
const empty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const present = (value: unknown) => value !== undefined && value !== null;
/** Equality as the platform reads it: an array field matches one of its elements; `null` matches a missing field too. */
const eq = (value: unknown, a: unknown) =>
  a === null ? !present(value) : Array.isArray(value) && !Array.isArray(a) ? value.some((x) => same(x, a)) : same(value, a);
const values = (a: unknown, field: string, op: string): unknown[] => (Array.isArray(a) ? a : bad(`${field}.${op}`, `${op} needs a list`));

/** Each operator: its argument checked once, then the test of a field's value. */
const OPS: Record<string, (arg: unknown, field: string) => ValueTest> = {
  $eq: (a) => (value) => eq(value, a),
  $ne: (a) => (value) => !eq(value, a),
  $gt: (a) => (value) => present(value) && compare(value, a) > 0,
  $gte: (a) => (value) => present(value) && compare(value, a) >= 0,
  $lt: (a) => (value) => present(value) && compare(value, a) < 0,
  $lte: (a) => (value) => present(value) && compare(value, a) <= 0,
  $in: (a, field) => {
    const xs = values(a, field, '$in');
    return (value) => xs.some((x) => eq(value, x));
  },
  $nin: (a, field) => {
    const xs = values(a, field, '$nin');
    return (value) => !xs.some((x) => eq(value, x));
  },
  $hasSome: (a, field) => {
    const xs = values(a, field, '$hasSome');
    return (value) => xs.some((x) => list(value).some((y) => same(x, y)));
  },
  $hasAll: (a, field) => {
    const xs = values(a, field, '$hasAll');
    return (value) => xs.every((x) => list(value).some((y) => same(x, y)));
  },
  $contains: (a) => (value) => typeof value === 'string' && text(value).includes(text(a)),
  $startsWith: (a) => (value) => typeof value === 'string' && text(value).startsWith(text(a)),
  $endsWith: (a) => (value) => typeof value === 'string' && text(value).endsWith(text(a)),
  $exists: (a) => (value) => !empty(value) === Boolean(a),
  $isEmpty: (a) => (value) => empty(value) === Boolean(a),
  $matches: (a, field) => pattern(a, `${field}.$matches`),
};

const isOperatorObject = (value: unknown): value is Record<string, unknown> => isPlain(value) && Object.keys(value).length > 0 && Object.keys(value).every((k) => k.startsWith('$')) && norm(value) === value;

function fieldTest(key: string, arg: unknown, path: string): ItemTest {
  const field = `${path}.${key}`;
  const tests = isOperatorObject(arg)
    ? Object.entries(arg).map(([op, opArg]) => {
        const operator = ownEntry(OPS, op);
        return operator ? operator(opArg, field) : bad(`${field}.${op}`, `unknown operator ${op}`);
      })
    : [OPS.$eq!(arg, field)];
  return (data) => {
    const value = at(data, key);
    return tests.every((test) => test(value));
  };
}

function build(filter: unknown, path: string): ItemTest {
  if (filter === undefined || filter === null) return () => true;
  if (!isPlain(filter)) return bad(path, 'must be an object');
  const tests = Object.entries(filter).map(([key, arg]): ItemTest => {
    if (key === '$and' || key === '$or' || key === '$not') {
      const subs = list(arg).map((field, i) => build(field, `${path}.${key}[${i}]`));
      if (key === '$and') return (data) => subs.every((test) => test(data));
      if (key === '$or') return (data) => subs.some((test) => test(data));
      return (data) => !subs.some((test) => test(data));
    }
    if (key.startsWith('$')) return bad(`${path}.${key}`, `unknown operator ${key}`);
    return fieldTest(key, arg, path);
  });
  return (data) => tests.every((test) => test(data));
}

/**
 * Checks a filter whole and returns its test: unknown operators (and `$regex`), bad arguments and a filter
 * nesting too deep (see `checkDepth`) are validation errors before any item is looked at.
 */
export function compileFilter(filter: unknown, path = 'filter'): ItemTest {
  checkDepth(filter, path);
  return build(filter, path);
}

/**
 * Whether an item's data matches a filter (checked as {@link compileFilter} does; compile once to test many items).
 */
export const matches = (filter: unknown, data: Data, path = 'filter'): boolean => compileFilter(filter, path)(data);

/** Sorts by `[{ fieldName, order }]` (stable; ties keep insertion order); a field name that is not text is a 400 on `sort[i]`. */
export function sortBy<T extends Record<string, unknown>>(rows: T[], sort: unknown): T[] {
  const specs = list(sort).filter(isPlain) as { fieldName?: unknown; order?: string }[];
  specs.forEach(({ fieldName }, i) => {
    if (fieldName !== undefined && typeof fieldName !== 'string') bad(`sort[${i}].fieldName`, 'must be a string');
  });
  if (specs.length === 0) return rows;
  return [...rows].sort((a, b) => {
    for (const { fieldName = '', order } of specs as { fieldName?: string; order?: string }[]) {
      const comparison = compare(at(a, fieldName), at(b, fieldName));
      if (comparison !== 0) return order === 'DESC' ? -comparison : comparison;
    }
    return 0;
  });
}
