import type {
  InfiniteData, QueryClient, QueryKey, QueryKeyWithDataTag, UnusedSkipTokenInfiniteOptions, UnusedSkipTokenOptions,
} from '@tanstack/react-query';
import { isForbidden, isNotFound, isUnauthorized, type QueryResult } from '@sitekit/core-runtime';

/** The root of every SiteKit query key (`siteKitKeys.all`). @internal */
export const ROOT_KEY = ['sitekit'] as const;

/**
 * One page of a query as plain data (serializable for SSR hydration: no `next()`/`prev()`).
 */
export interface Page<T> {
  items: T[];
  pageSize: number;
  totalCount?: number | undefined;
  totalPages?: number | undefined;
  currentPage?: number | undefined;
  cursors?: { next?: string | null | undefined; prev?: string | null | undefined } | undefined;
  hasNext: boolean;
}

/**
 * What `queryOptions` returns for a query of `TData` under `TKey` (its key tagged with the data's type).
 * Every options function declares its result with it: the declaration emitter prints an inferred result's
 * `queryFn?` as `QueryFunction<…> | undefined`, which `useQuery` refuses under `exactOptionalPropertyTypes`,
 * and a module package's type (`members.Member`) in the built declarations can be named only as written.
 * @internal
 */
export type QueryOptionsOf<TData, TKey extends QueryKey> = UnusedSkipTokenOptions<TData, Error, TData, TKey> & QueryKeyWithDataTag<TKey, TData, Error>;

/**
 * What `infiniteQueryOptions` returns for pages of `TPage` under `TKey`, fetched by `TPageParam` (its key tagged
 * with the pages' type). Written out as the result of an infinite options function, as `QueryOptionsOf` is. @internal
 */
export type InfiniteQueryOptionsOf<TPage, TKey extends QueryKey, TPageParam> =
  UnusedSkipTokenInfiniteOptions<TPage, Error, InfiniteData<TPage>, TKey, TPageParam> & QueryKeyWithDataTag<TKey, InfiniteData<TPage>, Error>;

/** A query result page without its methods. @internal */
export function toPage<T>(response: Pick<QueryResult<T>, 'items' | 'pageSize' | 'totalCount' | 'totalPages' | 'currentPage' | 'cursors' | 'hasNext'>): Page<T> {
  return {
    items: response.items,
    pageSize: response.pageSize,
    totalCount: response.totalCount,
    totalPages: response.totalPages,
    currentPage: response.currentPage,
    cursors: response.cursors,
    hasNext: response.hasNext(),
  };
}

/** `null` instead of a 404 (and, for the member, instead of 401/403). @internal */
export const orNull = (e: unknown, auth = false): null => {
  if (isNotFound(e) || (auth && (isUnauthorized(e) || isForbidden(e)))) return null;
  throw e;
};

/** Invalidates each of `keys`. @internal */
export const invalidateKeys = (queryClient: QueryClient, keys: readonly QueryKey[]): Promise<unknown> =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
