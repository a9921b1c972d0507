/** The current query builder (`items.query(collection)`), immutable, with typed field names. */
import { dataResult, DEFAULT_LIMIT, fetchPage } from './data-result';
import { orderAndPage, sortAndPaging, type OrderAndPage } from './order-and-page';
import { combine, filterMethods, type FilterMethods } from './filter';
import type { IncludedReference } from './item-calls';
import { wireOptions } from './options';
import type { Item, PagingMetadata, WixDataFilter, WixDataResult } from './types';

/** Options of `find()` and of the request form `query(collection, request, options)`. */
export interface WixDataQueryOptions {
  consistentRead?: boolean | undefined;
  language?: string | undefined;
  /** Ask for `totalCount` (and `totalPages`); not sent unless given, as the platform's SDK does. */
  returnTotalCount?: boolean | undefined;
  /** Reference fields to resolve (after the builder's `include()` ones). */
  includeReferences?: IncludedReference[] | undefined;
  /** Conditional fields to add (app collections). */
  includeFieldGroups?: string[] | undefined;
  suppressHooks?: boolean | undefined;
  /** Sent as `publishPluginOptions.includeDraftItems`. */
  showDrafts?: boolean | undefined;
  appOptions?: Record<string, unknown> | undefined;
}

/** Options of `count()` and `distinct()`. */
type ReadOptions = Omit<WixDataQueryOptions, 'returnTotalCount' | 'includeReferences' | 'includeFieldGroups'>;

/** What the query builder needs from the client: the three requests it makes. */
export interface QueryRequests {
  find(payload: Record<string, unknown>): Promise<{ items: unknown[]; pagingMetadata?: PagingMetadata | undefined }>;
  count(collection: string, options: Record<string, unknown>): Promise<number>;
  distinct(collection: string, field: string, options: Record<string, unknown>): Promise<{ values: unknown[]; pagingMetadata?: PagingMetadata | undefined }>;
}

/** What a query and a search select: filters, sort and paging, fields and resolved references. */
export interface Selection extends OrderAndPage {
  collection: string;
  filters: WixDataFilter[];
  fields?: string[] | undefined;
  include?: IncludedReference[] | undefined;
}

type QueryState = Selection;

/**
 * The wire `query` (or `search`) object of a selection: filter, sort and paging, and fields, each only when set.
 */
export const selectionOf = (selection: Selection) => ({
  ...(selection.filters.length && { filter: combine(selection.filters) }),
  ...sortAndPaging(selection),
  ...(selection.fields && { fields: selection.fields }),
});

/**
 * A selection's builder methods: the filter methods, sort and paging, `fields(...)` and `include(...)`;
 * `next(patch)` makes the next builder.
 */
export const selectionMethods = <Self>(selection: Selection, next: (patch: Partial<Selection>) => Self) => ({
  ...filterMethods(selection.filters, (filters) => next({ filters })),
  ...orderAndPage(selection, next),
  fields: (...fields: string[]) => next({ fields: [...(selection.fields ?? []), ...fields] }),
  include: (...args: unknown[]) => next({ include: [...(selection.include ?? []), ...includesOf(args)] }),
});

/**
 * `items.query<T>(collection)`: filter, sort, page, then `find()` (or iterate every item with `for await`).
 *
 * @example
 * ```ts
 * const published = (q: items.WixDataQuery<Page, items.FieldOf<Page>>) => q.eq('published', true).descending('_createdDate');
 * const { items: pages } = await published(client.items.query<Page>('Pages')).limit(10).find();
 * ```
 */
export interface WixDataQuery<T, F extends string> extends FilterMethods<WixDataQuery<T, F>, F>, AsyncIterable<Item<T>> {
  /** Sort by these fields, one by one or as one array. */
  ascending(...fields: F[] | [F[]]): WixDataQuery<T, F>;
  /** Sort by these fields, descending, one by one or as one array. */
  descending(...fields: F[] | [F[]]): WixDataQuery<T, F>;
  /** At most this many items per page. */
  limit(limit: number): WixDataQuery<T, F>;
  /** Skips this many items. */
  skip(skip: number): WixDataQuery<T, F>;
  /** Only these fields in the returned items. */
  fields(...fields: F[]): WixDataQuery<T, F>;
  /**
   * Resolve reference fields into the referenced items: `include('pages')`, `include('a', 'b')`; a
   * number last caps each multi-reference (`include('a', 'b', 200)`), as does `include('a', { limit })`.
   */
  include(field: F, options: { limit?: number | undefined }): WixDataQuery<T, F>;
  /** Resolve these reference fields (a number last caps each multi-reference). */
  include(...fields: F[] | [...F[], number]): WixDataQuery<T, F>;
  /** The filter object as sent. */
  getFilter(): WixDataFilter;
  /** The wire payload `find()` sends (stable JSON, handy as a cache key). */
  toJSON(): Record<string, unknown>;
  /** Sends the query; resolves the first page (with `totalCount` unless `returnTotalCount: false`). */
  find(options?: WixDataQueryOptions): Promise<WixDataResult<Item<T>>>;
  /** The number of matching items. */
  count(options?: ReadOptions): Promise<number>;
  /** The distinct values of a field among the matching items. */
  distinct<V = unknown>(field: F, options?: ReadOptions): Promise<WixDataResult<V>>;
}

// As the platform's SDK sends a find: `query.fields` and `includeReferences` always (`[]` for none),
// `returnTotalCount` only when asked for.
function payloadOf(state: QueryState, options?: WixDataQueryOptions): Record<string, unknown> {
  const { includeReferences = [], ...read } = wireOptions(options, 'includeReferences') as WixDataQueryOptions;
  return { dataCollectionId: state.collection, query: { ...selectionOf(state), fields: state.fields ?? [] }, includeReferences: [...(state.include ?? []), ...includeReferences], ...read };
}

/**
 * The references of `include(...)`'s arguments: the fields, each with the limit given last (a number,
 * as the platform SDK takes it, or `{ limit }`).
 */
export function includesOf(args: unknown[]): IncludedReference[] {
  const last = args.at(-1) as number | { limit?: number | undefined } | undefined;
  const limit = typeof last === 'number' ? last : last?.limit;
  return args.filter((a): a is string => typeof a === 'string').map((field) => ({ field, limit }));
}

/**
 * Builds a query over one collection.
 */
export function dataQuery<T, F extends string>(requests: QueryRequests, state: QueryState): WixDataQuery<T, F> {
  const next = (patch: Partial<QueryState>) => dataQuery<T, F>(requests, { ...state, ...patch });
  const find = async (options?: WixDataQueryOptions): Promise<WixDataResult<Item<T>>> => {
    const { items, pagingMetadata = {} } = await requests.find(payloadOf(state, options));
    // the items are what the collection holds: `T` is the caller's word for them
    return dataResult(items as Item<T>[], pagingMetadata, state, (at) => next(at).find(options));
  };
  const read = (options: Record<string, unknown> = {}) => ({ ...(state.filters.length && { filter: combine(state.filters) }), ...options });
  return {
    ...selectionMethods(state, next),
    getFilter: () => combine(state.filters),
    toJSON: () => payloadOf(state),
    find,
    count: (options) => requests.count(state.collection, read(options)),
    distinct: <V>(field: string, options?: Record<string, unknown>): Promise<WixDataResult<V>> =>
      fetchPage(state.limit ?? DEFAULT_LIMIT, state.skip ?? 0, async (paging) => {
        const { values: items, pagingMetadata } = await requests.distinct(state.collection, field, read({ ...options, paging, returnTotalCount: true }));
        return { items: items as V[], pagingMetadata };
      }),
    async *[Symbol.asyncIterator]() {
      for (let page: WixDataResult<Item<T>> | undefined = await find(); page; page = page.hasNext() ? await page.next() : undefined) {
        yield* page.items;
      }
    },
  };
}
