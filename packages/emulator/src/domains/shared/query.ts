/**
 * Query plumbing shared by every list endpoint: decoding the `query` argument however it arrived
 * (decoded object, JSON string, dotted keys with string values), filter, sort, offset paging and
 * cursor paging with the platform's metadata shapes.
 */
import { base64UrlDecode, base64UrlEncode } from '../../engine/query';
import { checkFilter, compareField, evaluate, QueryError, type Filter } from './filter';

export { QueryError, checkFilter, matchesFilter, type Filter } from './filter';

/** One sort key of a query: a field name (a dotted path) and its order. */
export interface SortSpec {
  fieldName: string;
  order: 'ASC' | 'DESC';
}

/** A list request's query as `parseQuery` normalizes it: filter, sort, and offset or cursor paging. */
export interface PlatformQuery {
  filter?: Filter;
  sort: SortSpec[];
  paging?: { limit?: number; offset?: number };
  cursorPaging?: { limit?: number; cursor?: string };
}

/** The page size of an offset or cursor query that gives no limit (a route may set its own). */
export const DEFAULT_LIMIT = 50;
/** The largest limit an offset or cursor query may ask for (a route may set its own). */
export const MAX_LIMIT = 100;

function parseJsonish(value: unknown, field: string): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw new QueryError(field, 'is not valid JSON');
  }
}

function toNumber(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(number) || number < 0) throw new QueryError(field, 'must be a non-negative integer');
  return number;
}

function parseSort(raw: unknown, field: string): SortSpec[] {
  const value = parseJsonish(raw, field);
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((entry, i) => {
    if (!entry || typeof entry !== 'object') throw new QueryError(`${field}[${i}]`, 'must be an object');
    const { fieldName, order } = entry as { fieldName?: unknown; order?: unknown };
    if (typeof fieldName !== 'string' || fieldName === '') throw new QueryError(`${field}[${i}].fieldName`, 'is required');
    const normalized = order === undefined || order === null ? 'ASC' : String(order).toUpperCase();
    if (normalized !== 'ASC' && normalized !== 'DESC') throw new QueryError(`${field}[${i}].order`, 'must be ASC or DESC', 'INVALID_ENUM_VALUE');
    return { fieldName: fieldName === '_id' ? 'id' : fieldName, order: normalized };
  });
}

/**
 * Normalizes a `query` argument: an object (from `.r=` or a JSON body), a JSON string, or dotted-key
 * leftovers whose leaves are strings. `filter` and `sort` may themselves be JSON strings.
 */
export function parseQuery(raw: unknown, field = 'query'): PlatformQuery {
  const value = parseJsonish(raw, field) ?? {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new QueryError(field, 'must be an object');
  const input = value as Record<string, unknown>;
  const filter = parseJsonish(input.filter, `${field}.filter`);
  if (filter !== undefined && filter !== null && (typeof filter !== 'object' || Array.isArray(filter))) {
    throw new QueryError(`${field}.filter`, 'must be an object');
  }
  const query: PlatformQuery = { sort: parseSort(input.sort, `${field}.sort`) };
  if (filter) query.filter = filter as Filter;
  const paging = parseJsonish(input.paging, `${field}.paging`) as Record<string, unknown> | undefined;
  if (paging && typeof paging === 'object') {
    query.paging = {};
    const limit = toNumber(paging.limit, `${field}.paging.limit`);
    const offset = toNumber(paging.offset, `${field}.paging.offset`);
    if (limit !== undefined) query.paging.limit = limit;
    if (offset !== undefined) query.paging.offset = offset;
  }
  const cursorPaging = parseJsonish(input.cursorPaging, `${field}.cursorPaging`) as Record<string, unknown> | undefined;
  if (cursorPaging && typeof cursorPaging === 'object') {
    query.cursorPaging = {};
    const limit = toNumber(cursorPaging.limit, `${field}.cursorPaging.limit`);
    if (limit !== undefined) query.cursorPaging.limit = limit;
    if (typeof cursorPaging.cursor === 'string' && cursorPaging.cursor !== '') query.cursorPaging.cursor = cursorPaging.cursor;
  }
  return query;
}

/** Items matching `filter`, in `sort` order (stable; ties keep the input order). */
export function filterAndSort<T>(items: readonly T[], filter: Filter | undefined, sort: readonly SortSpec[], field = 'query'): T[] {
  checkFilter(filter, `${field}.filter`);
  const matched = items.filter((item) => evaluate(item, filter, `${field}.filter`));
  if (sort.length === 0) return matched;
  return matched
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      for (const { fieldName, order } of sort) {
        const comparison = compareField(a.item, b.item, fieldName);
        if (comparison !== 0) return order === 'DESC' ? -comparison : comparison;
      }
      return a.index - b.index;
    })
    .map(({ item }) => item);
}

function checkLimit(limit: number | undefined, field: string, max: number, fallback: number): number {
  if (limit === undefined) return fallback;
  if (limit > max) throw new QueryError(field, `must be at most ${max}`, 'MAX');
  return limit;
}

/** One offset page of a query's results: the items, the limit and offset used, and how many items matched in all. */
export interface OffsetPage<T> {
  items: T[];
  limit: number;
  offset: number;
  total: number;
}

/** Filter, sort and offset-page `items` by `query`. */
export function runOffsetQuery<T>(
  items: readonly T[],
  query: PlatformQuery,
  options: { field?: string; defaultLimit?: number; maxLimit?: number } = {},
): OffsetPage<T> {
  const field = options.field ?? 'query';
  const limit = checkLimit(query.paging?.limit, `${field}.paging.limit`, options.maxLimit ?? MAX_LIMIT, options.defaultLimit ?? DEFAULT_LIMIT);
  const offset = query.paging?.offset ?? 0;
  const all = filterAndSort(items, query.filter, query.sort, field);
  return { items: all.slice(offset, offset + limit), limit, offset, total: all.length };
}

/** Offset metadata in the `{count, offset, total, tooManyToCount}` shape. */
export function offsetMetadata(page: OffsetPage<unknown>) {
  return { count: page.items.length, offset: page.offset, total: page.total, tooManyToCount: false };
}

interface CursorState {
  f?: Filter;
  s: SortSpec[];
  o: number;
}

function encodeCursor(state: CursorState): string {
  return base64UrlEncode(JSON.stringify(state));
}

function decodeCursor(cursor: string, field: string): CursorState {
  try {
    const state = JSON.parse(base64UrlDecode(cursor)) as CursorState;
    if (typeof state !== 'object' || state === null || !Number.isSafeInteger(state.o) || state.o < 0 || !Array.isArray(state.s)) throw new Error('shape');
    return state;
  } catch {
    throw new QueryError(field, 'is not a valid cursor');
  }
}

/** One cursor page of a query's results: the items, and the cursor metadata (count, next and previous cursors, whether more follow). */
export interface CursorPage<T> {
  items: T[];
  metadata: { count: number; cursors: { next: string | null; prev: string | null }; hasNext: boolean };
}

/**
 * Filter, sort and cursor-page `items`. When a cursor is sent, filter and sort come from the cursor
 * and whatever filter or sort the request carries is ignored.
 */
export function runCursorQuery<T>(
  items: readonly T[],
  query: PlatformQuery,
  options: { field?: string; defaultLimit?: number; maxLimit?: number } = {},
): CursorPage<T> {
  const field = options.field ?? 'query';
  const limit = checkLimit(query.cursorPaging?.limit ?? query.paging?.limit, `${field}.cursorPaging.limit`, options.maxLimit ?? MAX_LIMIT, options.defaultLimit ?? DEFAULT_LIMIT);
  const cursor = query.cursorPaging?.cursor;
  const state: CursorState = cursor
    ? decodeCursor(cursor, `${field}.cursorPaging.cursor`)
    : { s: query.sort, o: query.paging?.offset ?? 0, ...(query.filter ? { f: query.filter } : {}) };
  const all = filterAndSort(items, state.f, state.s, field);
  const page = all.slice(state.o, state.o + limit);
  const hasNext = state.o + limit < all.length;
  const base = { s: state.s, ...(state.f ? { f: state.f } : {}) };
  return {
    items: page,
    metadata: {
      count: page.length,
      cursors: {
        next: hasNext ? encodeCursor({ ...base, o: state.o + limit }) : null,
        prev: state.o > 0 ? encodeCursor({ ...base, o: Math.max(0, state.o - limit) }) : null,
      },
      hasNext,
    },
  };
}
