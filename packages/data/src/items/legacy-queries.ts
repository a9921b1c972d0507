/** The generated read calls: `queryDataItems` (offset builder), `aggregateDataItems`, `countDataItems`, `queryDistinctValues`, `queryReferencedDataItems`. */
import { queryBuilder, type Call, type Paging, type QueryBuilder } from '@sitekit/core-runtime';
import { dataResult } from './data-result';
import { legacyFromWire, legacyToWire } from './legacy-wire';
import { legacyOptions } from './checks';
import { itemsService } from './service';
import type { CollectionOptions, DataItem } from './legacy-types';
import type { PagingMetadata } from './types';

type Options = CollectionOptions & Record<string, unknown>;
/** Checks the options and sends them as given (`_id` → `id` outside `data`). */
const body = (options: unknown) => legacyToWire(legacyOptions(options as Options));

/** Offset paging whose pages are the current calls' pages (one page object for both call shapes). */
const paging: Paging = {
  query: (state, limit, rest) => ({ ...rest, paging: { limit, offset: state.skip ?? 0 } }),
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- every page of this query is built here in data's result shape, which core's looser QueryResult does not describe
  page: ({ items, meta, state, pageSize, go }) => dataResult(items, meta, { limit: pageSize, skip: state.skip }, go as any) as any,
};

/**
 * Queries a collection with the generated module's offset builder (POST `/wix-data/v2/items/query`,
 * body `{ ...options, query: { filter, sort, paging } }`); `find()` reads `dataItems` and `pagingMetadata`.
 *
 * @throws ValidationError when `options.dataCollectionId` is missing (no request).
 * @example
 * ```ts
 * const { items } = await client.items.queryDataItems({ dataCollectionId: 'Pages' }).eq('data.slug', 'about').find();
 * ```
 */
export const queryDataItems: Call<(options: Options) => QueryBuilder<DataItem>> = /* @__PURE__ */ itemsService('POST /wix-data/v2/items/query', {
  name: 'QueryDataItems',
  isRequest: () => false,
  builder: (send, endpoint, options: Options) => queryBuilder<DataItem>({
    send, endpoint, items: 'dataItems', paging, transform: legacyFromWire, extra: legacyToWire(legacyOptions(options)),
  }),
});

/**
 * Aggregates (POST `/wix-data/v2/items/aggregate`).
 *
 * @returns the full response `{ results, pagingMetadata }`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- aggregation results have the fields the pipeline names; apps read them unnarrowed, as the platform's SDK types them
export const aggregateDataItems: Call<(options: Options) => Promise<{ results: Record<string, any>[]; pagingMetadata: PagingMetadata }>> =
  /* @__PURE__ */ itemsService('POST /wix-data/v2/items/aggregate', { name: 'AggregateDataItems', result: legacyFromWire, payload: body });

/**
 * Counts items (POST `/wix-data/v2/items/count`).
 *
 * @returns the full response `{ totalCount }`.
 */
export const countDataItems: Call<(options: Options) => Promise<{ totalCount: number }>> =
  /* @__PURE__ */ itemsService('POST /wix-data/v2/items/count', { name: 'CountDataItems', result: legacyFromWire, payload: body });

/**
 * Distinct values of a field (POST `/wix-data/v2/items/query-distinct-values`).
 *
 * @returns the full response `{ distinctValues, pagingMetadata }`.
 */
export const queryDistinctValues: Call<(options: Options & { fieldName: string }) => Promise<{ distinctValues: unknown[]; pagingMetadata: PagingMetadata }>> =
  /* @__PURE__ */ itemsService('POST /wix-data/v2/items/query-distinct-values', { name: 'QueryDistinctValues', result: legacyFromWire, payload: body });

/**
 * The items a reference field points to (POST `/wix-data/v2/items/query-referenced`).
 *
 * @returns the full response `{ results, pagingMetadata }` (each result `{ dataItem }` or `{ unresolvedReference }`).
 */
export const queryReferencedDataItems: Call<(options: Options & { referringItemId: string; referringItemFieldName: string }) =>
  Promise<{ results: { dataItem?: DataItem | undefined; unresolvedReference?: unknown }[]; pagingMetadata: PagingMetadata }>> =
  /* @__PURE__ */ itemsService('POST /wix-data/v2/items/query-referenced', { name: 'QueryReferencedDataItems', result: legacyFromWire, payload: body });
