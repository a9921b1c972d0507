/**
 * The `items` module: data collection items with both of the platform SDK's call shapes — the current
 * positional calls (`insert`, `query(collection)`, `search`, `aggregate`, `aggregatePipeline`, `patch` …) and the generated ones
 * (`insertDataItem`, `queryDataItems` …). Bind it with `createClient({ modules: { items } })`.
 */
export * from './item-calls';
export { query, count, distinct, type WixDataQueryRequest, type WixDataCountOptions, type WixDataDistinctOptions } from './query';
export { aggregate, type WixDataAggregate } from './aggregate';
export { patch, type WixDataPatch, type FieldModification } from './patch';
export * from './references';
export { queryReferencedItems, type WixDataQueryReferencedItemsOptions, type WixDataQueryReferencedItemsResponse, type ReferencedResult, type UnresolvedReference } from './query-referenced-items';
export { search, type WixDataSearch, type WixDataSearchRequest, type WixDataSearchOptions, type WixDataSearchRunOptions } from './search';
export {
  aggregatePipeline, type AggregationPipeline, type PipelineWireStage, type PipelineExpression, type PipelineAccumulator,
  type PipelineProjectionField, type PipelineOne, type PipelinePair, type WixDataAggregatePipelineOptions, type WixDataAggregatePipelineResponse,
} from './aggregate-pipeline';
export * from './bulk';
export { filter, type WixDataFilterBuilder } from './filter';
export * from './legacy-items';
export { queryDataItems, aggregateDataItems, countDataItems, queryDistinctValues, queryReferencedDataItems } from './legacy-queries';
export * from './legacy-references';
export * from './legacy-bulk';
export type { WixDataQuery, WixDataQueryOptions } from './data-query';
export type * from './types';
export type * from './legacy-types';
