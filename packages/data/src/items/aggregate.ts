/** `aggregate(collection)` (a current call): group, sum/avg/min/max/count, filter before, having after, `run()`. */
import { bindModule, defineCall, type Call } from '@sitekit/core-runtime';
import { aggregatePipeline, type AggregationPipeline, type WixDataAggregatePipelineOptions, type WixDataAggregatePipelineResponse } from './aggregate-pipeline';
import { decodeDates } from './dates';
import { filterOf } from './filter';
import { dataResult } from './data-result';
import { orderAndPage, sortAndPaging, type OrderAndPage } from './order-and-page';
import { collectionId } from './checks';
import { itemsService } from './service';
import type { FieldOf, Filterable, PagingMetadata, WixDataFilter, WixDataItem, WixDataResult } from './types';

type Operation = { resultFieldName: string } & Record<string, unknown>;
interface AggregateState extends OrderAndPage {
  collection: string;
  group: string[];
  operations: Operation[];
  filter?: WixDataFilter | undefined;
  having?: WixDataFilter | undefined;
}

/** The builder of `items.aggregate(collection)`. Every method returns a new builder. */
export interface WixDataAggregate<F extends string = string> {
  /** Group by these fields (a row's `_id` is the bare value for one field, an object for more). */
  group(...fields: F[]): WixDataAggregate<F>;
  /** Sum of a field, as `resultName` (default `<field>Sum`). */
  sum(field: F, resultName?: string): WixDataAggregate<F>;
  /** Average, as `resultName` (default `<field>Avg`). */
  avg(field: F, resultName?: string): WixDataAggregate<F>;
  /** Minimum, as `resultName` (default `<field>Min`). */
  min(field: F, resultName?: string): WixDataAggregate<F>;
  /** Maximum, as `resultName` (default `<field>Max`). */
  max(field: F, resultName?: string): WixDataAggregate<F>;
  /** Items per group, as `resultName` (default `count`). */
  count(resultName?: string): WixDataAggregate<F>;
  /** Which items go in (before grouping). */
  filter(filter: Filterable): WixDataAggregate<F>;
  /** Which rows come out (after grouping, on group and result fields). */
  having(filter: Filterable): WixDataAggregate<F>;
  /** Sort rows by these group or result fields, one by one or as one array. */
  ascending(...fields: string[] | [string[]]): WixDataAggregate<F>;
  /** Sort rows by these group or result fields, descending. */
  descending(...fields: string[] | [string[]]): WixDataAggregate<F>;
  /** At most this many rows per page. */
  limit(limit: number): WixDataAggregate<F>;
  /** Skips this many rows. */
  skip(skip: number): WixDataAggregate<F>;
  /** Sends the aggregation; resolves the first page of rows. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the platform SDK's row type: a row holds whatever the aggregation computes
  run(options?: { consistentRead?: boolean | undefined; language?: string | undefined; returnTotalCount?: boolean | undefined }): Promise<WixDataResult<Record<string, any>>>;
}

/** One aggregated row: group fields (under `_id`) and result fields. */
type Row = Record<string, unknown>;
type Run = (payload: Record<string, unknown>) => Promise<{ results: Row[]; pagingMetadata: PagingMetadata }>;

/** @internal the aggregation request */
export const aggregateItems: Call<Run> =
  /* @__PURE__ */ itemsService('POST /wix-data/v2/items/aggregate', {
    name: 'AggregateDataItems', payload: (payload: Record<string, unknown>) => payload,
    result: (response: { results?: Row[] | undefined; pagingMetadata?: PagingMetadata | undefined }) => ({ results: decodeDates<Row[]>(response.results ?? []), pagingMetadata: response.pagingMetadata ?? {} }),
  });

function payloadOf(state: AggregateState, options: Record<string, unknown> = {}) {
  return {
    dataCollectionId: state.collection,
    ...(state.filter && { initialFilter: state.filter }),
    aggregation: { groupingFields: state.group, operations: state.operations },
    ...(state.having && { finalFilter: state.having }),
    ...sortAndPaging(state),
    returnTotalCount: true,
    ...options,
  };
}

/** A single-field group's `_id` (`{ topic: 'x' }`) becomes the bare value, as the platform's SDK reads it. */
const unwrap = (group: string[]) => (row: Row): Row => {
  const id = row._id;
  return group.length === 1 && id && typeof id === 'object' && !(id instanceof Date) ? { ...row, _id: (id as Row)[group[0]!] } : row;
};

function aggregateBuilder<F extends string>(run: Run, state: AggregateState): WixDataAggregate<F> {
  const next = (patch: Partial<AggregateState>) => aggregateBuilder<F>(run, { ...state, ...patch });
  const op = (kind: string, suffix: string) => (field: string, resultName?: string) =>
    next({ operations: [...state.operations, { resultFieldName: resultName ?? `${field}${suffix}`, [kind]: { itemFieldName: field } }] });
  const builder: WixDataAggregate<F> = {
    group: (...fields) => next({ group: [...state.group, ...fields] }),
    sum: op('sum', 'Sum'),
    avg: op('average', 'Avg'),
    min: op('min', 'Min'),
    max: op('max', 'Max'),
    count: (resultName = 'count') => next({ operations: [...state.operations, { resultFieldName: resultName, itemCount: {} }] }),
    filter: (condition) => next({ filter: filterOf(condition) }),
    having: (condition) => next({ having: filterOf(condition) }),
    ...orderAndPage(state, next),
    async run(options) {
      const { results, pagingMetadata } = await run(payloadOf(state, options));
      return dataResult(results.map(unwrap(state.group)), pagingMetadata, state, (at) => next(at).run(options));
    },
  };
  return builder;
}

type AggregateCall = {
  /** A builder over the collection; `T` types the field names it accepts. */
  <T extends object = WixDataItem>(dataCollectionId: string): WixDataAggregate<FieldOf<T>>;
  /** One pipeline request: `{ results, pagingMetadata }`. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the platform SDK's default row type, as `run()`'s
  <R = Record<string, any>>(dataCollectionId: string, pipeline: AggregationPipeline, options?: WixDataAggregatePipelineOptions):
    Promise<WixDataAggregatePipelineResponse<R>>;
};

/**
 * Aggregates a collection: with the collection only, a builder over POST `/wix-data/v2/items/aggregate`;
 * with a pipeline too, as the platform SDK's overload does, the pipeline request (`aggregatePipeline`).
 *
 * @throws ValidationError when the collection id is empty (no request).
 * @example
 * ```ts
 * const { items } = await client.items.aggregate('FAQ').group('topic').count().descending('count').run();
 * // [{ _id: 'shipping', count: 3 }, …]
 * const { results } = await client.items.aggregate('FAQ', { stages: [{ limit: 5 }] });
 * ```
 */
export const aggregate: Call<AggregateCall> = /* @__PURE__ */ defineCall((send) => {
  const { run, pipeline } = bindModule({ run: aggregateItems, pipeline: aggregatePipeline }, send);
  // One function answers both overloads: the compiler cannot check an implementation against an overloaded type.
  return ((collection: string, stages?: AggregationPipeline, options?: WixDataAggregatePipelineOptions) =>
    stages === undefined
      ? aggregateBuilder(run, { collection: collectionId(collection), group: [], operations: [], sort: [] })
      : pipeline(collection, stages, options)) as AggregateCall;
});
