/** `search(collection)` (a current call, docs/wire/data-items.md): full-text search with the query filters, sort and paging, then `run()`; or one request. */
import { optionalObject, requireObject, requireString, type Call } from '@sitekit/core-runtime';
import { decodeDates, encodeDates } from './dates';
import type { FilterMethods } from './filter';
import { selectionMethods, selectionOf, type Selection } from './data-query';
import { dataResult } from './data-result';
import { wireOptions } from './options';
import { collectionId } from './checks';
import { over } from './over';
import type { ItemsAnswer } from './query';
import { itemsService } from './service';
import type { FieldOf, Item, PagingMetadata, WixDataFilter, WixDataItem, WixDataResult } from './types';

/** The platform's page size of a search whose `limit()` is not set. */
const SEARCH_LIMIT = 100;

/** The filter methods a search has (the platform's `WixDataSearch` has no `contains`, `endsWith` or `in`). */
type SearchFilters = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le' | 'between' | 'startsWith' | 'hasSome' | 'hasAll' | 'isEmpty' | 'isNotEmpty' | 'and' | 'or' | 'not';

/** Options of `run()`: read options (`showDrafts` as `publishPluginOptions.includeDraftItems`). */
export interface WixDataSearchRunOptions {
  language?: string | undefined;
  consistentRead?: boolean | undefined;
  suppressHooks?: boolean | undefined;
  showDrafts?: boolean | undefined;
  appOptions?: Record<string, unknown> | undefined;
}

/** The request form: `search(collection, request, options?)`. */
export interface WixDataSearchRequest {
  search?: { expression?: string | undefined; fuzzy?: boolean | undefined; mode?: 'OR' | 'AND' | undefined } | undefined;
  filter?: WixDataFilter | undefined;
  sort?: { fieldName: string; order?: 'ASC' | 'DESC' | undefined }[] | undefined;
  fields?: string[] | undefined;
  paging?: { limit?: number | undefined; offset?: number | undefined } | undefined;
  cursorPaging?: { limit?: number | undefined; cursor?: string | undefined } | undefined;
}

/** Options of the request form. */
export interface WixDataSearchOptions {
  /** Reference fields to resolve (`limit`: referenced items per item). */
  includeReferences?: { field: string; limit?: number | undefined }[] | undefined;
  language?: string | undefined;
}

/** `items.search<T>(collection)`: what to search for, filters, sort and paging; every method returns a new builder. */
export interface WixDataSearch<T, F extends string> extends Pick<FilterMethods<WixDataSearch<T, F>, F>, SearchFilters> {
  /** The text to search for: terms separated by whitespace. */
  expression(queryText: string): WixDataSearch<T, F>;
  /** Also match terms approximately (typos). */
  fuzzy(): WixDataSearch<T, F>;
  /** An item must contain every term. */
  andMode(): WixDataSearch<T, F>;
  /** An item must contain at least one term. */
  orMode(): WixDataSearch<T, F>;
  /** Sort by these fields, ascending, one by one or as one array. */
  ascending(...fields: F[] | [F[]]): WixDataSearch<T, F>;
  /** Sort by these fields, descending. */
  descending(...fields: F[] | [F[]]): WixDataSearch<T, F>;
  /** Only these fields in the returned items. */
  fields(...fields: F[]): WixDataSearch<T, F>;
  /** Page size (default 100, at most 1000). */
  limit(limit: number): WixDataSearch<T, F>;
  /** Skips this many items. */
  skip(skip: number): WixDataSearch<T, F>;
  /** Resolve these reference fields; a last number caps the referenced items per item. */
  include(...fieldNamesAndLimit: F[] | [...F[], number]): WixDataSearch<T, F>;
  /** Sends the search; resolves the first page. */
  run(options?: WixDataSearchRunOptions): Promise<WixDataResult<Item<T>>>;
}

interface SearchState extends Selection {
  text: { expression?: string | undefined; fuzzy?: boolean | undefined; mode?: 'OR' | 'AND' | undefined };
}

type Run = (payload: Record<string, unknown>) => Promise<{ items: unknown[]; pagingMetadata: PagingMetadata }>;

/** @internal the search request */
export const searchItems: Call<Run> = /* @__PURE__ */ itemsService('POST /wix-data/v2/items/search', {
  name: 'SearchDataItems', payload: (payload: Record<string, unknown>) => payload,
  result: (response: ItemsAnswer) => ({ items: (response.dataItems ?? []).map((dataItem) => decodeDates(dataItem.data)), pagingMetadata: response.pagingMetadata ?? {} }),
});

/** The builder's state with the search page size when `limit()` was not set. */
const paged = (state: SearchState): SearchState => ({ ...state, limit: state.limit ?? SEARCH_LIMIT });

function payloadOf(state: SearchState, options?: WixDataSearchRunOptions): Record<string, unknown> {
  const search = { ...selectionOf(paged(state)), ...(Object.keys(state.text).length && { search: state.text }) };
  return { dataCollectionId: state.collection, search, ...(state.include && { includeReferences: state.include }), ...wireOptions(options) };
}

function searchBuilder<T, F extends string>(run: Run, state: SearchState): WixDataSearch<T, F> {
  const next = (patch: Partial<SearchState>) => searchBuilder<T, F>(run, { ...state, ...patch });
  const text = (patch: SearchState['text']) => next({ text: { ...state.text, ...patch } });
  return {
    ...selectionMethods(state, next),
    expression: (queryText) => {
      requireString(queryText, 'queryText');
      return text({ expression: queryText });
    },
    fuzzy: () => text({ fuzzy: true }),
    andMode: () => text({ mode: 'AND' }),
    orMode: () => text({ mode: 'OR' }),
    async run(options) {
      const { items, pagingMetadata } = await run(payloadOf(state, options));
      // the items are what the collection holds: `T` is the caller's word for them
      return dataResult(items as Item<T>[], pagingMetadata, paged(state), (at) => next(at).run(options));
    },
  };
}

type SearchCall = {
  /** A search builder over the collection; `T` types the items and the field names the builder accepts. */
  <T extends object = WixDataItem>(dataCollectionId: string): WixDataSearch<T, FieldOf<T>>;
  /** One request with a search object: `{ items, pagingMetadata }`. */
  <T extends object = WixDataItem>(dataCollectionId: string, request: WixDataSearchRequest, options?: WixDataSearchOptions): Promise<{ items: Item<T>[]; pagingMetadata: PagingMetadata }>;
};

/**
 * Searches a collection's text (POST `/wix-data/v2/items/search`). With the collection alone: a builder
 * (`expression … fuzzy … eq … run()`); with a request object: one request.
 *
 * @throws ValidationError when the collection id is empty, or the request is not an object (no request).
 * @example
 * ```ts
 * const { items } = await client.items.search<Faq>('FAQ').expression('return refund').andMode().eq('topic', 'returns').limit(10).run();
 * const { items: found } = await client.items.search('FAQ', { search: { expression: 'shipping', fuzzy: true } });
 * ```
 */
export const search: Call<SearchCall> = /* @__PURE__ */ over(searchItems, (run) => ((collection: unknown, request?: WixDataSearchRequest, options?: WixDataSearchOptions) => {
  const collectionName = collectionId(collection);
  if (request === undefined) return searchBuilder(run, { collection: collectionName, filters: [], sort: [], text: {} });
  requireObject(request, 'request');
  optionalObject(options, 'options');
  return run({ dataCollectionId: collectionName, search: encodeDates(request), ...options });
}) as SearchCall);
