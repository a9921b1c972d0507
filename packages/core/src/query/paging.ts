import type { QueryResult } from './types';

/** @internal Builder state. */
export interface PageState {
  filters: Record<string, unknown>[];
  sort: { fieldName: string; order: 'ASC' | 'DESC' }[];
  limit?: number | undefined;
  skip?: number | undefined;
  cursor?: string | undefined;
}

/** @internal The platform's paging metadata as the paging strategies read it (every field kept as received). */
export interface PagingMetadata {
  offset?: number | undefined;
  total?: number | undefined;
  hasNext?: boolean | undefined;
  cursors?: { next?: string | null | undefined; prev?: string | null | undefined } | undefined;
  [key: string]: unknown;
}

/** @internal What a page needs to know about the request that fetched it. */
export interface PageContext<T> {
  items: T[];
  meta: PagingMetadata;
  response: { totalResults?: number | undefined; [key: string]: unknown };
  state: PageState;
  pageSize: number;
  /** Fetch the page with this state patch, or reject when there is none. */
  go(patch: Partial<PageState> | false): Promise<QueryResult<T>>;
}

/**
 * How a query pages: the paging part of the wire query, and the page built from a response.
 * Two strategies, separate so a module bundles only the one it uses.
 */
export interface Paging {
  /** The paging part of the wire query for a page of `limit` items, merged with the filter and sort. */
  query(state: PageState, limit: number, filterAndSort: Record<string, unknown>): Record<string, unknown>;
  /** A result page (items, counts, cursors, `next`/`prev`) from a response. */
  page<T>(ctx: PageContext<T>): Omit<QueryResult<T>, 'query'>;
}

const base = <T>({ items, meta, pageSize }: PageContext<T>) => ({ items, _items: items, length: items.length, pageSize, pagingMetadata: meta });

/**
 * Offset paging: `paging: { limit, offset }`; metadata `{ count | items, offset, total }` (or `totalResults`).
 */
export const offsetPaging: Paging = {
  query: (state, limit, rest) => ({ ...rest, paging: { limit, offset: state.skip ?? 0 } }),
  page(ctx) {
    const { items, meta, response, state, pageSize, go } = ctx;
    const offset: number = meta.offset ?? state.skip ?? 0;
    const total: number | undefined = meta.total ?? response.totalResults;
    // A page of size 0 never gets past its offset: no next page, or iterating would ask for the same page forever.
    const hasNext = () => pageSize > 0 && (total === undefined ? items.length === pageSize : offset + items.length < total);
    return {
      ...base(ctx),
      totalCount: total,
      totalPages: total === undefined ? undefined : Math.ceil(total / pageSize),
      currentPage: Math.floor(offset / pageSize),
      hasNext,
      hasPrev: () => offset > 0,
      next: () => go(hasNext() && { skip: offset + pageSize }),
      prev: () => go(offset > 0 && { skip: Math.max(0, offset - pageSize) }),
    };
  },
};

/**
 * Cursor paging: `cursorPaging: { limit, cursor }` (with a cursor, filter and sort are left out);
 * metadata `{ count, cursors: { next, prev }, hasNext }`.
 */
export const cursorPaging: Paging = {
  query: (state, limit, rest) => (state.cursor ? { cursorPaging: { limit, cursor: state.cursor } } : { ...rest, cursorPaging: { limit } }),
  page(ctx) {
    const { meta, go } = ctx;
    const cursors = meta.cursors ?? {};
    return {
      ...base(ctx),
      cursors,
      hasNext: () => !!(meta.hasNext ?? cursors.next),
      hasPrev: () => !!cursors.prev,
      next: () => go(!!cursors.next && { cursor: cursors.next }),
      prev: () => go(!!cursors.prev && { cursor: cursors.prev }),
    };
  },
};
