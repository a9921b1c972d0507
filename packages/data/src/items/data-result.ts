import type { PagingMetadata, WixDataResult } from './types';

/** The page a result came from: its size and offset. */
export interface PageAt {
  limit: number;
  skip: number;
}

/**
 * A page with the platform SDK's paging helpers; `go(skip)` fetches the page at another offset.
 *
 * @example
 * ```ts
 * const page = dataResult(items, pagingMetadata, { limit: 10, skip: 0 }, (skip) => fetchPage(skip));
 * if (page.hasNext()) await page.next();
 * ```
 */
export function dataResult<T>(items: T[], meta: PagingMetadata, at: PageAt, go: (skip: number) => Promise<WixDataResult<T>>): WixDataResult<T> {
  const total = meta.total ?? undefined;
  const skip = meta.offset ?? at.skip;
  const hasNext = () => meta.hasNext ?? (total === undefined ? items.length === at.limit && items.length > 0 : skip + items.length < total);
  const hasPrev = () => skip > 0;
  return {
    items,
    length: items.length,
    pageSize: at.limit,
    totalCount: total,
    totalPages: total === undefined ? undefined : Math.ceil(total / at.limit),
    currentPage: Math.floor(skip / at.limit),
    pagingMetadata: meta,
    hasNext,
    hasPrev,
    next: () => (hasNext() ? go(skip + at.limit) : Promise.reject(new RangeError('No next page'))),
    prev: () => (hasPrev() ? go(Math.max(0, skip - at.limit)) : Promise.reject(new RangeError('No previous page'))),
  };
}

/** One page's request: the items and the paging metadata at `paging`. */
export type PageRequest<T> = (paging: { limit: number; offset: number }) => Promise<{ items: T[]; pagingMetadata?: PagingMetadata }>;

/**
 * Fetches the page at `skip`; its `next()` / `prev()` fetch the neighbouring pages the same way.
 *
 * @example
 * ```ts
 * const page = await fetchPage(50, 0, (paging) => request({ ...payload, paging }));
 * ```
 */
export async function fetchPage<T>(limit: number, skip: number, request: PageRequest<T>): Promise<WixDataResult<T>> {
  const { items, pagingMetadata = {} } = await request({ limit, offset: skip });
  return dataResult(items, pagingMetadata, { limit, skip }, (offset) => fetchPage(limit, offset, request));
}
