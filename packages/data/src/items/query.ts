/** `query`, `count` and `distinct` (a current call, docs/wire/data-items.md): the builder and the request form, over GET `.r=` or POST. */
import { bindModule, defineCall, requireObject, requireString, type Call } from '@sitekit/core-runtime';
import { decodeDates, encodeDates } from './dates';
import { dataQuery, type WixDataQuery, type WixDataQueryOptions } from './data-query';
import { wireOptions } from './options';
import { collectionId } from './checks';
import { itemsService } from './service';
import type { FieldOf, Item, PagingMetadata, WixDataFilter, WixDataItem } from './types';

/** The query request form: `query(collection, request)`. */
export interface WixDataQueryRequest {
  filter?: WixDataFilter | undefined;
  sort?: { fieldName: string; order?: 'ASC' | 'DESC' | undefined }[] | undefined;
  paging?: { limit?: number | undefined; offset?: number | undefined } | undefined;
  cursorPaging?: { limit?: number | undefined; cursor?: string | undefined } | undefined;
  fields?: string[] | undefined;
}

/** Options of `count` and `distinct`. */
export interface WixDataCountOptions {
  filter?: WixDataFilter | undefined;
  consistentRead?: boolean | undefined;
  language?: string | undefined;
}
/** The options of `distinct`: those of `count`, plus the order and paging of the distinct values. */
export interface WixDataDistinctOptions extends WixDataCountOptions {
  order?: 'ASC' | 'DESC' | undefined;
  paging?: { limit?: number | undefined; offset?: number | undefined } | undefined;
  cursorPaging?: { limit?: number | undefined; cursor?: string | undefined } | undefined;
  returnTotalCount?: boolean | undefined;
}

/** @internal A page of items as the wire answers it: each item's fields under `data`. */
export interface ItemsAnswer {
  dataItems?: { data?: unknown }[] | undefined;
  pagingMetadata?: PagingMetadata | undefined;
}

/**
 * GET with `.r=` while the whole URL stays within 2048 characters, else POST with the JSON body.
 * @internal the builder's and the request form's one request
 */
export const queryItems: Call<(payload: Record<string, unknown>) => Promise<{ items: unknown[]; pagingMetadata?: PagingMetadata | undefined }>> =
  /* @__PURE__ */ itemsService('GET /wix-data/v2/items/query', {
    name: 'QueryDataItems', complex: true, maxUrl: 2048, fallback: true, payload: (payload: Record<string, unknown>) => payload,
    result: (response: ItemsAnswer) => ({ items: (response.dataItems ?? []).map((dataItem) => decodeDates(dataItem.data)), pagingMetadata: response.pagingMetadata ?? {} }),
  });

/**
 * Counts the items matching a filter (POST `/wix-data/v2/items/count`).
 *
 * @returns the count.
 */
export const count: Call<(dataCollectionId: string, options?: WixDataCountOptions) => Promise<number>> =
  /* @__PURE__ */ itemsService('POST /wix-data/v2/items/count', {
    name: 'CountDataItems',
    payload: (collection: unknown, options?: WixDataCountOptions) => ({ dataCollectionId: collectionId(collection), ...wireOptions(options) }),
    // a number always: a zero the platform leaves out of its answer is `0`, not `undefined`
    result: (response: { totalCount?: number | undefined }) => response.totalCount ?? 0,
  });

/**
 * The distinct values of a field (POST `/wix-data/v2/items/query-distinct-values`).
 *
 * @returns `{ values, pagingMetadata }`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a field's distinct values are of the field's type; apps read them unnarrowed, as the platform's SDK types them
export const distinct: Call<(dataCollectionId: string, fieldName: string, options?: WixDataDistinctOptions) => Promise<{ values: any[]; pagingMetadata: PagingMetadata }>> =
  /* @__PURE__ */ itemsService('POST /wix-data/v2/items/query-distinct-values', {
    name: 'QueryDistinctValues',
    payload: (collection: unknown, fieldName: unknown, options?: WixDataDistinctOptions) => {
      collectionId(collection);
      requireString(fieldName, 'fieldName');
      return { dataCollectionId: collection, fieldName, ...wireOptions(options) };
    },
    result: (response: { distinctValues?: unknown[] | undefined; pagingMetadata?: PagingMetadata | undefined }) => ({ values: decodeDates(response.distinctValues ?? []), pagingMetadata: response.pagingMetadata ?? {} }),
  });

type QueryCall = {
  /** A query builder over the collection; `T` types the items and the field names the builder accepts. */
  <T extends object = WixDataItem>(dataCollectionId: string): WixDataQuery<T, FieldOf<T>>;
  /** One request with a query object: `{ items, pagingMetadata }`. */
  <T extends object = WixDataItem>(dataCollectionId: string, request: WixDataQueryRequest, options?: WixDataQueryOptions): Promise<{ items: Item<T>[]; pagingMetadata: PagingMetadata }>;
};

/**
 * Queries a collection (GET `/wix-data/v2/items/query?.r=…`, POST when the URL would pass 2048
 * characters). With the collection alone: a builder (`eq … include … find()`, `for await`); with a
 * request object: one request, its options mapped as the current calls map them (`showDrafts` →
 * `publishPluginOptions.includeDraftItems`; `includeReferences`, `includeFieldGroups`, `suppressHooks`,
 * `appOptions` as given).
 *
 * @throws ValidationError when the collection id is empty (no request).
 * @example
 * ```ts
 * const { items } = await client.items.query<Menu>('Menus').include('pages').eq('slug', 'header').find();
 * for await (const faq of client.items.query('FAQ').ascending('order')) console.log(faq.question);
 * const { items: menus } = await client.items.query('Menus', { filter: { slug: { $eq: 'header' } } }, { includeReferences: [{ field: 'pages' }] });
 * ```
 */
export const query: Call<QueryCall> = /* @__PURE__ */ defineCall((send) => {
  const requests = bindModule({ find: queryItems, count, distinct }, send);
  return ((collection: unknown, request?: WixDataQueryRequest, options?: Record<string, unknown>) => {
    const collectionName = collectionId(collection);
    if (request === undefined) return dataQuery(requests, { collection: collectionName, filters: [], sort: [] });
    requireObject(request, 'request');
    return requests.find({ dataCollectionId: collection, query: encodeDates(request), ...wireOptions(options, 'includeReferences') });
  }) as QueryCall;
});
