/** `aggregatePipeline(collection, pipeline)` (a current call, docs/wire/data-items.md): stages run in order over a collection, as the platform's wire declares them. */
import { requireObject, type Call } from '@sitekit/core-runtime';
import { decodeDates, encodeDates } from './dates';
import { wireOptions } from './options';
import { collectionId, listOf } from './checks';
import { itemsService } from './service';
import type { PagingMetadata, WixDataFilter } from './types';

/** A value computed from an item: exactly one of these (the platform's wire `Expression`). */
export type PipelineExpression =
  | { fieldPath: string } | { text: string } | { numeric: number }
  | { add: { expressions: PipelineExpression[] } } | { sum: { expressions: PipelineExpression[] } }
  | { multiply: { expressions: PipelineExpression[] } } | { concat: { expressions: PipelineExpression[] } }
  | { subtract: PipelinePair } | { divide: PipelinePair } | { mod: PipelinePair }
  | { abs: PipelineOne } | { floor: PipelineOne } | { ceil: PipelineOne } | { stringify: PipelineOne }
  | { toLower: PipelineOne } | { toUpper: PipelineOne } | { length: PipelineOne }
  | { substring: { expression: PipelineExpression; startExpression: PipelineExpression; lengthExpression?: PipelineExpression | undefined } };
/** The operand of a one-operand expression. */
export type PipelineOne = { expression: PipelineExpression };
/** The operands of `subtract`, `divide` and `mod`: first ∘ second. */
export type PipelinePair = { firstExpression: PipelineExpression; secondExpression: PipelineExpression };

/** A group's result field: exactly one accumulator of an expression, and the field it goes to. */
export type PipelineAccumulator = { resultFieldName: string } & (
  | { avg: PipelineOne } | { min: PipelineOne } | { max: PipelineOne } | { sum: PipelineOne }
  | { first: PipelineOne } | { last: PipelineOne } | { push: PipelineOne });

/** A projected field: include, exclude, a computed field, or a nested projection. */
export type PipelineProjectionField =
  | { include: { fieldName: string } } | { exclude: { fieldName: string } }
  | { reshape: { resultFieldName: string; expression: PipelineExpression } }
  | { projectNested: { resultFieldName: string; fields: PipelineProjectionField[] } };

/** One stage: exactly one of these (the platform's wire `Stage`). */
export type PipelineWireStage =
  | { filter: WixDataFilter }
  | { group: { groupIds?: { key: string; expression: PipelineExpression }[] | undefined; accumulators?: PipelineAccumulator[] | undefined } }
  | { sort: { values: { fieldName: string; order?: 'ASC' | 'DESC' | undefined }[] } }
  | { projection: { fields: PipelineProjectionField[] } }
  | { objectToArray: { objectFieldName: string; destinationFieldName: string } }
  | { unwindArray: { arrayFieldName: string } }
  | { skip: number }
  | { limit: number };

/** The pipeline as sent: stages (at most 100) and offset or cursor paging of the results. */
export interface AggregationPipeline {
  stages?: PipelineWireStage[] | undefined;
  paging?: { limit?: number | undefined; offset?: number | undefined } | undefined;
  cursorPaging?: { limit?: number | undefined; cursor?: string | undefined } | undefined;
}

/** Options of `aggregatePipeline` (`showDrafts` as `publishPluginOptions.includeDraftItems`). */
export interface WixDataAggregatePipelineOptions {
  language?: string | undefined;
  consistentRead?: boolean | undefined;
  showDrafts?: boolean | undefined;
  /** Ask for `pagingMetadata.total`. */
  returnTotalCount?: boolean | undefined;
}

/** The platform's full response. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- aggregation results have the fields the pipeline names; apps read them unnarrowed, as the platform's SDK types them
export interface WixDataAggregatePipelineResponse<R = Record<string, any>> {
  results: R[];
  pagingMetadata: PagingMetadata;
}

/** The pipeline object, checked: an object whose `stages`, when given, is a list of objects. */
function pipelineOf(value: unknown): AggregationPipeline {
  requireObject(value, 'pipeline');
  const { stages } = value;
  if (stages !== undefined) listOf(stages, 'pipeline.stages', requireObject, true);
  return encodeDates(value);
}

/**
 * Runs an aggregation pipeline on a collection (POST `/wix-data/v2/items/aggregate-pipeline`): filter,
 * group, sort, projection, objectToArray, unwindArray, skip and limit stages in order. A `Date` in a
 * stage travels as `{ $date }`, and `{ $date }` in the results comes back as a `Date`.
 *
 * @returns the full response `{ results, pagingMetadata }`.
 * @throws ValidationError when the collection id is empty, or the pipeline or a stage is not an object (no request).
 * @example
 * ```ts
 * const { results } = await client.items.aggregatePipeline('FAQ', {
 *   stages: [
 *     { filter: { order: { $lte: 5 } } },
 *     { group: { groupIds: [{ key: 'topic', expression: { fieldPath: 'topic' } }], accumulators: [{ resultFieldName: 'n', sum: { expression: { numeric: 1 } } }] } },
 *     { sort: { values: [{ fieldName: 'n', order: 'DESC' }] } },
 *   ],
 *   paging: { limit: 10 },
 * });
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- aggregation results have the fields the pipeline names; apps read them unnarrowed, as the platform's SDK types them
export const aggregatePipeline: Call<<R = Record<string, any>>(dataCollectionId: string, pipeline: AggregationPipeline, options?: WixDataAggregatePipelineOptions) =>
  Promise<WixDataAggregatePipelineResponse<R>>> = /* @__PURE__ */ itemsService('POST /wix-data/v2/items/aggregate-pipeline', {
  name: 'AggregatePipelineDataItems',
  payload: (collection: unknown, pipeline: unknown, options?: WixDataAggregatePipelineOptions) =>
    ({ dataCollectionId: collectionId(collection), pipeline: pipelineOf(pipeline), ...wireOptions(options) }),
  result: (response: { results?: unknown[] | undefined; pagingMetadata?: PagingMetadata | undefined }) => ({ results: decodeDates(response.results ?? []), pagingMetadata: response.pagingMetadata ?? {} }),
});
