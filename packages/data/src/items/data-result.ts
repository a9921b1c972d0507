import type { PagingMetadata, WixDataResult } from './types';

/** The platform's page size when a request sets no limit. */
export const DEFAULT_LIMIT = 50;

/** Where a page is: its size (default {@link DEFAULT_LIMIT}) and offset (default 0). A builder's state is one. */
export interface PageAt {
  limit?: number | undefined;
  skip?: number | undefined;
}

/**
 * A page with the platform SDK's paging helpers; `go({ limit, skip })` fetches the page at another offset.
 */
export function dataResult<T>(items: T[], meta: PagingMetadata, at: PageAt, go: (at: { limit: number; skip: number }) => Promise<WixDataResult<T>>): WixDataResult<T> {
  const limit = at.limit ?? DEFAULT_LIMIT;
  const total = meta.total ?? undefined;
  const skip = meta.offset ?? at.skip ?? 0;
  // A page of size 0 never gets past its offset: no next page, or iterating would ask for the same page forever.
  const hasNext = () => limit > 0 && (meta.hasNext ?? (total === undefined ? items.length === limit && items.length > 0 : skip + items.length < total));
  const hasPrev = () => skip > 0;
  return {
    items,
    _items: items,
    length: items.length,
    pageSize: limit,
    totalCount: total,
    totalPages: total === undefined ? undefined : Math.ceil(total / limit),
    currentPage: Math.floor(skip / limit),
    pagingMetadata: meta,
    hasNext,
    hasPrev,
    next: () => (hasNext() ? go({ limit, skip: skip + limit }) : Promise.reject(new RangeError('No next page'))),
    prev: () => (hasPrev() ? go({ limit, skip: Math.max(0, skip - limit) }) : Promise.reject(new RangeError('No previous page'))),
  };
}

/** One page's request: the items and the paging metadata at `paging`. */
export type PageRequest<T> = (paging: { limit: number; offset: number }) => Promise<{ items: T[]; pagingMetadata?: PagingMetadata | undefined }>;

/**
 * Fetches the page at `skip`; its `next()` / `prev()` fetch the neighbouring pages the same way.
 */
export async function fetchPage<T>(limit: number, skip: number, request: PageRequest<T>): Promise<WixDataResult<T>> {
  const { items, pagingMetadata = {} } = await request({ limit, offset: skip });
  return dataResult(items, pagingMetadata, { limit, skip }, (at) => fetchPage(limit, at.skip, request));
}
