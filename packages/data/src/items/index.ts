/**
 * The `items` module: data collection items with both of the platform SDK's call shapes — the current
 * positional calls (`insert`, `query(collection)`, `aggregate`, `patch` …) and the generated ones
 * (`insertDataItem`, `queryDataItems` …). Bind it with `createClient({ modules: { items } })`.
 */
export * from './item-calls';
export { query, count, distinct, type WixDataQueryRequest, type WixDataCountOptions, type WixDataDistinctOptions } from './query';
export { aggregate, type WixDataAggregate } from './aggregate';
export { patch, type WixDataPatch } from './patch';
export * from './references';
export * from './bulk';
export { filter, type WixDataFilterBuilder, type Filterable } from './filter';
export * from './legacy-items';
export { queryDataItems, aggregateDataItems, countDataItems, queryDistinctValues, queryReferencedDataItems } from './legacy-queries';
export * from './legacy-references';
export * from './legacy-bulk';
export type { WixDataQuery, WixDataQueryOptions } from './data-query';
export type * from './types';
export type * from './legacy-types';
