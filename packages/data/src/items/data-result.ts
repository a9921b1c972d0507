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
