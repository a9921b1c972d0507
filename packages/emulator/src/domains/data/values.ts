/** Comparing and checking data values: `{ $date }` as time, dotted paths, declared field types. */
import { raise, validationError, type ViolatedRule } from '../../engine/errors';
import { ownEntry } from '../../engine/own-entry';
import { jsonBytes, MAX_DEPTH, MAX_ITEM_BYTES, nestsDeeperThan } from '../shared/limits';
import type { FieldDef, FieldType } from './types';

/** A plain object (not null, not an array). */
export const isPlain = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Refuses the request with one field violation (400). */
export const bad = (field: string, description: string, rule: ViolatedRule = 'VALIDATION'): never =>
  raise(validationError([{ field, description, violatedRule: rule }]));

/** `{ $date: ISO }` → epoch ms; anything else as is. */
export function norm(value: unknown): unknown {
  if (isPlain(value) && typeof value.$date === 'string' && Object.keys(value).length === 1) return Date.parse(value.$date);
  return value;
}

/** The value at a dotted path (`seo.title`); only the data's own fields (`constructor` is not one unless stored). */
export function at(data: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((node, k) => (isPlain(node) ? ownEntry(node, k) : undefined), data);
}

/** Refuses (400 on `field`) a value nesting deeper than {@link MAX_DEPTH} levels. */
export function checkDepth(value: unknown, field: string): void {
  if (nestsDeeperThan(value, MAX_DEPTH)) bad(field, `must not nest deeper than ${MAX_DEPTH} levels`, 'MAX');
}

/** Refuses (400 on `field`) an item too deep to store, or larger than {@link MAX_ITEM_BYTES} as JSON. */
export function checkStorable(value: unknown, field: string): void {
  checkDepth(value, field);
  if (jsonBytes(value) > MAX_ITEM_BYTES) bad(field, `must be at most ${MAX_ITEM_BYTES} bytes as JSON`, 'MAX_SIZE');
}

/** The value at a dotted path set on a copy (objects on the way copied). */
export function setAt(row: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  const inner = rest.length ? setAt(isPlain(row[head!]) ? (row[head!] as Record<string, unknown>) : {}, rest.join('.'), value) : value;
  return { ...row, [head!]: inner };
}

/** A copy without the value at a dotted path. */
export function without(row: Record<string, unknown>, path: string): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  const { [head!]: value, ...others } = row;
  if (!rest.length) return others;
  return isPlain(value) ? { ...row, [head!]: without(value, rest.join('.')) } : row;
}

/** Deep equality after normalizing dates. */
export function same(a: unknown, b: unknown): boolean {
  const x = norm(a);
  const y = norm(b);
  if (Array.isArray(x) && Array.isArray(y)) return x.length === y.length && x.every((element, i) => same(element, y[i]));
  if (isPlain(x) && isPlain(y)) {
    const keys = Object.keys(x);
    return keys.length === Object.keys(y).length && keys.every((k) => same(x[k], y[k]));
  }
  return x === y;
}

/** Sort order: numbers and dates numerically, strings case-insensitively, empty values first. */
export function compare(a: unknown, b: unknown): number {
  const x = norm(a);
  const y = norm(b);
  const empty = (value: unknown) => value === undefined || value === null;
  if (empty(x) || empty(y)) return empty(x) === empty(y) ? 0 : empty(x) ? -1 : 1;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  if (typeof x === 'boolean' && typeof y === 'boolean') return Number(x) - Number(y);
  const left = String(x).toLowerCase();
  const right = String(y).toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
}

const CHECKS: Record<FieldType, (v: unknown) => boolean> = {
  text: (value) => typeof value === 'string',
  'rich-text': (value) => typeof value === 'string',
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  boolean: (value) => typeof value === 'boolean',
  date: (value) => (isPlain(value) && typeof value.$date === 'string' && !Number.isNaN(Date.parse(value.$date))) || (typeof value === 'string' && !Number.isNaN(Date.parse(value))),
  reference: (value) => typeof value === 'string' || (isPlain(value) && typeof value._id === 'string'),
  'multi-reference': (value) => Array.isArray(value) && value.every((x) => typeof x === 'string' || (isPlain(x) && typeof x._id === 'string')),
  array: Array.isArray,
  object: isPlain,
  image: (value) => typeof value === 'string' || isPlain(value),
};

/** The first declared field whose value has the wrong type, with a description. */
export function badField(fields: FieldDef[], data: Record<string, unknown>): { key: string; description: string } | undefined {
  for (const field of fields) {
    const value = data[field.key];
    if (value === undefined || value === null) continue;
    if (!CHECKS[field.type](value)) return { key: field.key, description: `must be a ${field.type} value` };
  }
  return undefined;
}

/** An id from a reference value (an id or an item with `_id`). */
export const refId = (value: unknown): string => (isPlain(value) ? String(value._id) : String(value));
