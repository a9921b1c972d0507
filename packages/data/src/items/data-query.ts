/** The current query builder (`items.query(collection)`), immutable, with typed field names. */
import { fetchPage } from './data-result';
import { DEFAULT_LIMIT, orderAndPage, pageOf, sortAndPaging, type OrderAndPage } from './order-and-page';
import { combine, filterMethods, type FilterMethods } from './filter';
import type { Item, PagingMetadata, WixDataFilter, WixDataResult } from './types';

/** Options of `find()`. */
export interface WixDataQueryOptions {
  consistentRead?: boolean;
  language?: string;
  /** Ask for `totalCount` (default true). */
  returnTotalCount?: boolean;
}

/** What the query builder needs from the client: the three requests it makes. */
export interface QueryRequests {
  find(payload: Record<string, unknown>): Promise<{ items: any[]; pagingMetadata?: PagingMetadata }>;
  count(collection: string, options: Record<string, unknown>): Promise<number>;
  distinct(collection: string, field: string, options: Record<string, unknown>): Promise<{ values: any[]; pagingMetadata?: PagingMetadata }>;
}

interface QueryState extends OrderAndPage {
  collection: string;
  filters: WixDataFilter[];
  fields?: string[];
  include?: { field: string; limit?: number }[];
}

/** `items.query<T>(collection)`: filter, sort, page, then `find()` (or iterate every item with `for await`). */
export interface WixDataQuery<T, F extends string> extends FilterMethods<WixDataQuery<T, F>, F>, AsyncIterable<Item<T>> {
  ascending(...fields: F[]): WixDataQuery<T, F>;
  descending(...fields: F[]): WixDataQuery<T, F>;
  limit(limit: number): WixDataQuery<T, F>;
  skip(skip: number): WixDataQuery<T, F>;
  /** Only these fields in the returned items. */
  fields(...fields: F[]): WixDataQuery<T, F>;
  /** Resolve a reference field into the referenced items (`limit` caps a multi-reference). */
  include(field: F, options?: { limit?: number }): WixDataQuery<T, F>;
  /** The filter object as sent. */
  getFilter(): WixDataFilter;
  /** The wire payload `find()` sends (stable JSON, handy as a cache key). */
  toJSON(): Record<string, unknown>;
  find(options?: WixDataQueryOptions): Promise<WixDataResult<Item<T>>>;
  count(options?: Omit<WixDataQueryOptions, 'returnTotalCount'>): Promise<number>;
  /** The distinct values of a field among the matching items. */
  distinct<V = unknown>(field: F, options?: Omit<WixDataQueryOptions, 'returnTotalCount'>): Promise<WixDataResult<V>>;
}

function payloadOf(s: QueryState, options: WixDataQueryOptions = {}): Record<string, unknown> {
  const query = { ...(s.filters.length && { filter: combine(s.filters) }), ...sortAndPaging(s), ...(s.fields && { fields: s.fields }) };
  const { returnTotalCount = true, ...read } = options;
  return { dataCollectionId: s.collection, query, ...(s.include && { includeReferences: s.include }), returnTotalCount, ...read };
}

/**
 * Builds a query over one collection.
 *
 * @example
 * ```ts
 * dataQuery<Page>(requests, { collection: 'Pages', filters: [], sort: [] }).eq('slug', 'about').find();
 * ```
 */
export function dataQuery<T, F extends string>(requests: QueryRequests, s: QueryState): WixDataQuery<T, F> {
  const next = (patch: Partial<QueryState>) => dataQuery<T, F>(requests, { ...s, ...patch });
  const find = async (options?: WixDataQueryOptions): Promise<WixDataResult<Item<T>>> => {
    const { items, pagingMetadata = {} } = await requests.find(payloadOf(s, options));
    return pageOf(s, items, pagingMetadata, (at) => next(at).find(options));
  };
  const read = (options: Record<string, unknown> = {}) => ({ ...(s.filters.length && { filter: combine(s.filters) }), ...options });
  return {
    ...(filterMethods(s.filters, (filters) => next({ filters })) as FilterMethods<WixDataQuery<T, F>, F>),
    ...orderAndPage(s, next),
    fields: (...fields) => next({ fields: [...(s.fields ?? []), ...fields] }),
    include: (field, options) => next({ include: [...(s.include ?? []), { field, ...options }] }),
    getFilter: () => combine(s.filters),
    toJSON: () => payloadOf(s),
    find,
    count: (options) => requests.count(s.collection, read(options)),
    distinct: <V>(field: string, options?: Record<string, unknown>): Promise<WixDataResult<V>> =>
      fetchPage(s.limit ?? DEFAULT_LIMIT, s.skip ?? 0, async (paging) => {
        const { values: items, pagingMetadata } = await requests.distinct(s.collection, field, read({ ...options, paging, returnTotalCount: true }));
        return { items, pagingMetadata };
      }),
    async *[Symbol.asyncIterator]() {
      for (let page: WixDataResult<Item<T>> | undefined = await find(); page; page = page.hasNext() ? await page.next() : undefined) {
        yield* page.items;
      }
    },
  };
}
