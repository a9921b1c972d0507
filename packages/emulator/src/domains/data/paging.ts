/** Offset and cursor paging of data results, and `include` of references. */
import { base64UrlDecode, base64UrlEncode } from '../../engine/query';
import { raise, validationError } from '../../engine/errors';
import { itemById, mayRead, type DataCtx } from './state';
import type { StoredCollection, StoredData } from './types';

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 1000;

interface Paging { paging?: { limit?: unknown; offset?: unknown }; cursorPaging?: { limit?: unknown; cursor?: unknown } }

function limitOf(value: unknown, field: string): number {
  const limit = value === undefined ? DEFAULT_LIMIT : Number(value);
  if (!Number.isInteger(limit) || limit < 0 || limit > MAX_LIMIT) raise(validationError([{ field, description: `must be an integer from 0 to ${MAX_LIMIT}`, violatedRule: 'MAX' }]));
  return limit;
}

/** An offset: a whole number from 0 (a flat query sends it as text); missing is 0. */
function offsetOf(value: unknown, field: string): number {
  const skip = value === undefined || value === null ? 0 : typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof skip !== 'number' || !Number.isSafeInteger(skip) || skip < 0) raise(validationError([{ field, description: 'must be a non-negative integer', violatedRule: 'MIN' }]));
  return skip;
}

/**
 * One page of `rows` and the platform's paging metadata. Offset paging: `{ count, offset, total?, tooManyToCount, hasNext }`;
 * cursor paging: `{ count, cursors: { next, prev }, hasNext }` (a cursor carries the offset).
 */
export function page<T>(rows: T[], query: Paging, returnTotalCount: unknown) {
  if (query.cursorPaging) {
    const limit = limitOf(query.cursorPaging.limit, 'cursorPaging.limit');
    const cursor = query.cursorPaging.cursor;
    let decoded: unknown;
    if (typeof cursor === 'string' && cursor) {
      try {
        decoded = JSON.parse(base64UrlDecode(cursor))?.offset;
      } catch {
        raise(validationError([{ field: 'cursorPaging.cursor', description: 'is not a valid cursor', violatedRule: 'FORMAT' }]));
      }
    }
    const offset = offsetOf(decoded, 'cursorPaging.cursor');
    const items = rows.slice(offset, offset + limit);
    const hasNext = offset + items.length < rows.length;
    const at = (offset: number) => base64UrlEncode(JSON.stringify({ offset: offset }));
    return { items, metadata: { count: items.length, cursors: { next: hasNext ? at(offset + limit) : null, prev: offset > 0 ? at(Math.max(0, offset - limit)) : null }, hasNext } };
  }
  const limit = limitOf(query.paging?.limit, 'paging.limit');
  const offset = offsetOf(query.paging?.offset, 'paging.offset');
  const items = rows.slice(offset, offset + limit);
  const hasNext = offset + items.length < rows.length;
  return { items, metadata: { count: items.length, offset, ...(returnTotalCount !== false && { total: rows.length }), tooManyToCount: false, hasNext } };
}

/** A list that may arrive as one value (a flat query sends a single `fields=a` as a string). */
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value]);

/**
 * The item with `include` applied: multi-references as item lists (capped by `limit`), references as items.
 * Each entry is a field name or `{ field, limit? }` (a flat query's `limit` is text). References into a
 * collection the caller may not read stay ids, as `queryReferenced` leaves them unresolved.
 */
export function withReferences(ctx: DataCtx, collection: StoredCollection, item: StoredData, include: unknown): StoredData {
  const wanted = listOf(include).map((i) => (typeof i === 'string' ? { field: i } : i)) as { field?: string; limit?: unknown }[];
  if (wanted.length === 0) return item;
  const out: StoredData = { ...item };
  for (const { field, limit: rawLimit } of wanted) {
    const limit = rawLimit === undefined || rawLimit === null || rawLimit === '' ? undefined : Number(rawLimit);
    if (limit !== undefined && (!Number.isInteger(limit) || limit < 0)) {
      raise(validationError([{ field: 'includeReferences.limit', description: 'must be a non-negative integer', violatedRule: 'VALIDATION' }]));
    }
    const def = collection.fields.find((definition) => definition.key === field);
    const target = def?.referencedCollectionId ? ctx.state.collections[def.referencedCollectionId] : undefined;
    if (!def || !target) raise(validationError([{ field: 'includeReferences', description: `${String(field)} is not a reference field`, violatedRule: 'VALIDATION' }]));
    const resolve = mayRead(ctx, target);
    if (def.type === 'multi-reference') {
      const ids = collection.references[`${def.key}|${item._id}`] ?? [];
      out[def.key] = (resolve ? ids.map((id) => itemById(target, id)).filter(Boolean) : ids).slice(0, limit ?? ids.length);
    } else if (resolve && typeof item[def.key] === 'string') {
      const ref = itemById(target, item[def.key]);
      if (ref) out[def.key] = ref;
    }
  }
  return out;
}

/** Only the listed fields (plus `_id`). */
export function project(item: StoredData, fields: unknown): StoredData {
  const wanted = listOf(fields);
  if (wanted.length === 0) return item;
  return Object.fromEntries(Object.entries(item).filter(([k]) => k === '_id' || wanted.includes(k))) as StoredData;
}
