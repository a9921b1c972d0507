/**
 * The platform filter language, evaluated against plain JSON objects:
 * `{field: value}`, `{field: {$op: value}}` with `$eq $ne $gt $gte $lt $lte $in $nin $hasSome $hasAll
 * $startsWith $endsWith $contains $exists $isEmpty`, combined with `$and`, `$or`, `$not`.
 * Field names may be dotted paths (`price.price`); a path through an array collects from every element.
 */

import { MAX_DEPTH, nestsDeeperThan } from './limits';

/** A filter in the platform filter language: field conditions, combined with `$and`, `$or` and `$not`. */
export type Filter = Record<string, unknown>;

/** A problem with a query, reported by the route as a validation error on `field`. */
export class QueryError extends Error {
  constructor(
    readonly field: string,
    description: string,
    readonly violatedRule: string = 'VALIDATION',
  ) {
    super(description);
    this.name = 'QueryError';
  }
}

const MISSING = Symbol('missing');
type Value = unknown;

const has = (node: unknown, key: string): node is Record<string, unknown> => !!node && typeof node === 'object' && Object.hasOwn(node, key);

/**
 * Values at a dotted path. Arrays met on the way are flattened; a missing path gives `MISSING`. Only own
 * fields count: `constructor` or `__proto__` are missing unless an item holds them.
 */
export function valueAt(item: unknown, path: string): Value | typeof MISSING {
  let current: unknown[] = [item];
  let viaArray = false;
  for (const key of path.split('.')) {
    const next: unknown[] = [];
    for (const node of current) {
      if (Array.isArray(node)) {
        viaArray = true;
        for (const element of node) if (has(element, key)) next.push(element[key]);
      } else if (has(node, key)) {
        next.push(node[key]);
      }
    }
    if (next.length === 0) return MISSING;
    current = next;
  }
  return viaArray ? current.flat() : current[0];
}

function unwrap(value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value) && '$date' in value) {
    return (value as { $date: unknown }).$date;
  }
  return value;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Epoch milliseconds of an ISO-8601 date string, `undefined` for anything else. */
function isoTime(value: unknown): number | undefined {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

function compare(a: unknown, b: unknown): number {
  const x = unwrap(a);
  const y = unwrap(b);
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  const [tx, ty] = [isoTime(x), isoTime(y)];
  if (tx !== undefined && ty !== undefined) return tx - ty;
  if (typeof x === 'number' && typeof y === 'string' && y.trim() !== '' && !Number.isNaN(Number(y))) return x - Number(y);
  if (typeof x === 'boolean' && typeof y === 'boolean') return Number(x) - Number(y);
  return String(x).localeCompare(String(y));
}

function equals(a: unknown, b: unknown): boolean {
  const x = unwrap(a);
  const y = unwrap(b);
  if (x === y) return true;
  const tx = isoTime(x);
  if (tx !== undefined && tx === isoTime(y)) return true;
  if (x === null || y === null || typeof x !== 'object' || typeof y !== 'object') {
    if (typeof x === 'number' && typeof y === 'string') return String(x) === y;
    if (typeof x === 'string' && typeof y === 'number') return x === String(y);
    return false;
  }
  return JSON.stringify(x) === JSON.stringify(y);
}

function isEmptyValue(value: unknown): boolean {
  return (
    value === MISSING ||
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === 'object' && value !== null && Object.keys(value).length === 0)
  );
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === MISSING || value === undefined ? [] : [value]);

function text(value: unknown): string {
  return String(unwrap(value)).toLowerCase();
}

function applyOperator(field: string, actual: unknown, op: string, expected: unknown): boolean {
  const present = actual !== MISSING && actual !== undefined && actual !== null;
  const values = asList(actual);
  const some = (test: (v: unknown) => boolean) => values.some(test);
  switch (op) {
    case '$eq':
      return Array.isArray(actual) && !Array.isArray(expected) ? some((value) => equals(value, expected)) : equals(present ? actual : null, expected);
    case '$ne':
      return !applyOperator(field, actual, '$eq', expected);
    case '$gt':
      return present && some((value) => compare(value, expected) > 0);
    case '$gte':
      return present && some((value) => compare(value, expected) >= 0);
    case '$lt':
      return present && some((value) => compare(value, expected) < 0);
    case '$lte':
      return present && some((value) => compare(value, expected) <= 0);
    case '$in':
      if (!Array.isArray(expected)) throw new QueryError(field, `${op} expects an array`);
      return some((value) => expected.some((e) => equals(value, e)));
    case '$nin':
      return !applyOperator(field, actual, '$in', expected);
    case '$hasSome':
      if (!Array.isArray(expected)) throw new QueryError(field, `${op} expects an array`);
      return some((value) => expected.some((e) => equals(value, e)));
    case '$hasAll':
      if (!Array.isArray(expected)) throw new QueryError(field, `${op} expects an array`);
      return expected.every((e) => values.some((value) => equals(value, e)));
    case '$startsWith':
      return present && some((value) => typeof unwrap(value) === 'string' && text(value).startsWith(text(expected)));
    case '$endsWith':
      return present && some((value) => typeof unwrap(value) === 'string' && text(value).endsWith(text(expected)));
    case '$contains':
      return present && some((value) => typeof unwrap(value) === 'string' && text(value).includes(text(expected)));
    case '$exists':
      return expected === false || expected === 'false' ? !present : present;
    case '$isEmpty':
      return expected === false || expected === 'false' ? !isEmptyValue(actual) : isEmptyValue(actual);
    default:
      throw new QueryError(field, `unsupported filter operator ${op}`);
  }
}

function isOperatorObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((k) => k.startsWith('$')) && !('$date' in value);
}

const OPERATORS = new Set(['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin', '$hasSome', '$hasAll', '$startsWith', '$endsWith', '$contains', '$exists', '$isEmpty']);
const LIST_OPERATORS = new Set(['$in', '$nin', '$hasSome', '$hasAll']);

function checkNode(filter: unknown, path: string, fields: string[]): void {
  if (filter === undefined || filter === null) return;
  if (typeof filter !== 'object' || Array.isArray(filter)) throw new QueryError(path, 'filter must be an object');
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(condition)) throw new QueryError(`${path}.${key}`, `${key} expects an array`);
      for (const sub of condition) checkNode(sub, `${path}.${key}`, fields);
    } else if (key === '$not') {
      for (const sub of Array.isArray(condition) ? condition : [condition]) checkNode(sub, `${path}.$not`, fields);
    } else if (key.startsWith('$')) {
      throw new QueryError(path, `unsupported filter operator ${key}`);
    } else {
      fields.push(key);
      if (!isOperatorObject(condition)) continue;
      for (const [op, expected] of Object.entries(condition)) {
        if (!OPERATORS.has(op)) throw new QueryError(key, `unsupported filter operator ${op}`);
        if (LIST_OPERATORS.has(op) && !Array.isArray(expected)) throw new QueryError(key, `${op} expects an array`);
      }
    }
  }
}

/**
 * Checks a filter whole, before any item is tested: its depth (at most {@link MAX_DEPTH} levels), its
 * operators and their arguments. Returns the field names it filters on. Throws `QueryError`.
 */
export function checkFilter(filter: unknown, path = 'filter'): string[] {
  if (nestsDeeperThan(filter, MAX_DEPTH)) throw new QueryError(path, `must not nest deeper than ${MAX_DEPTH} levels`, 'MAX');
  const fields: string[] = [];
  checkNode(filter, path, fields);
  return fields;
}

/** Whether `item` satisfies `filter`. Throws `QueryError` for malformed filters (checked whole first, see {@link checkFilter}). */
export function matchesFilter(item: unknown, filter: unknown, path = 'filter'): boolean {
  checkFilter(filter, path);
  return evaluate(item, filter, path);
}

/** {@link matchesFilter} for a filter already checked. */
export function evaluate(item: unknown, filter: unknown, path = 'filter'): boolean {
  if (filter === undefined || filter === null) return true;
  if (typeof filter !== 'object' || Array.isArray(filter)) throw new QueryError(path, 'filter must be an object');
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(condition)) throw new QueryError(`${path}.${key}`, `${key} expects an array`);
      const results = condition.map((sub) => evaluate(item, sub, `${path}.${key}`));
      if (key === '$and' ? !results.every(Boolean) : !results.some(Boolean)) return false;
      continue;
    }
    if (key === '$not') {
      const subs = Array.isArray(condition) ? condition : [condition];
      if (subs.every((sub) => evaluate(item, sub, `${path}.$not`))) return false;
      continue;
    }
    if (key.startsWith('$')) throw new QueryError(path, `unsupported filter operator ${key}`);
    const actual = valueAt(item, key);
    if (isOperatorObject(condition)) {
      for (const [op, expected] of Object.entries(condition)) {
        if (!applyOperator(key, actual, op, expected)) return false;
      }
    } else if (!applyOperator(key, actual, '$eq', condition)) {
      return false;
    }
  }
  return true;
}

/** Sort comparison on one field: missing values go last in ascending order. */
export function compareField(a: unknown, b: unknown, fieldName: string): number {
  const x = valueAt(a, fieldName);
  const y = valueAt(b, fieldName);
  const xMissing = x === MISSING || x === undefined || x === null;
  const yMissing = y === MISSING || y === undefined || y === null;
  if (xMissing || yMissing) return xMissing === yMissing ? 0 : xMissing ? 1 : -1;
  return compare(Array.isArray(x) ? x[0] : x, Array.isArray(y) ? y[0] : y);
}
