import type { QueryBuilder, QueryDefinition } from './query-builder';

/** @internal Builder state. */
export interface PageState {
  filters: Record<string, unknown>[];
  sort: { fieldName: string; order: 'ASC' | 'DESC' }[];
  limit?: number;
  skip?: number;
  cursor?: string;
}

/**
 * One page of a query. Offset-paged queries fill `totalCount`, `totalPages`, `currentPage`;
 * cursor-paged ones fill `cursors`. `next()` and `prev()` fetch the neighbouring pages.
 */
export interface QueryResult<T> {
  items: T[];
  length: number;
  pageSize: number;
  totalCount?: number;
  totalPages?: number;
  currentPage?: number;
  cursors?: { next?: string | null; prev?: string | null };
  /** The platform's paging metadata as received. */
  pagingMetadata: Record<string, any>;
  hasNext(): boolean;
  hasPrev(): boolean;
  next(): Promise<QueryResult<T>>;
  prev(): Promise<QueryResult<T>>;
}

export function pageResult<T>(
  def: QueryDefinition<T>,
  state: PageState,
  response: Record<string, any>,
  next: (patch: Partial<PageState>) => QueryBuilder<T, any>,
): QueryResult<T> {
  const raw: any[] = response[def.items] ?? [];
  const items = def.transform ? raw.map(def.transform) : (raw as T[]);
  const meta: Record<string, any> = response.metadata ?? response.pagingMetadata ?? {};
  const pageSize = state.limit ?? def.limit ?? 50;
  const go = (patch: Partial<PageState> | false) => (patch ? next(patch).find() : Promise.reject(new RangeError('No such page')));
  if (def.paging === 'cursor') {
    const cursors = meta.cursors ?? {};
    return {
      items, length: items.length, pageSize, pagingMetadata: meta, cursors,
      hasNext: () => !!(meta.hasNext ?? cursors.next),
      hasPrev: () => !!cursors.prev,
      next: () => go(!!cursors.next && { cursor: cursors.next }),
      prev: () => go(!!cursors.prev && { cursor: cursors.prev }),
    };
  }
  const offset: number = meta.offset ?? state.skip ?? 0;
  const total: number | undefined = meta.total ?? response.totalResults;
  const hasNext = () => (total === undefined ? items.length === pageSize : offset + items.length < total);
  return {
    items, length: items.length, pageSize, pagingMetadata: meta,
    totalCount: total,
    totalPages: total === undefined ? undefined : Math.ceil(total / pageSize),
    currentPage: Math.floor(offset / pageSize),
    hasNext,
    hasPrev: () => offset > 0,
    next: () => go(hasNext() && { skip: offset + pageSize }),
    prev: () => go(offset > 0 && { skip: Math.max(0, offset - pageSize) }),
  };
}
