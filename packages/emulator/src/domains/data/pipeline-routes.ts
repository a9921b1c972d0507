/**
 * The aggregation pipeline route (`/items/aggregate-pipeline`): each stage sets exactly one of `filter`,
 * `group`, `sort`, `projection`, `objectToArray`, `unwindArray`, `skip`, `limit`, and runs on the output of
 * the one before. Stages, expressions and filters are checked before any runs.
 */
import { fieldAt } from '../../engine/json';
import type { Route } from '../../engine/types';
import { compile, oneOf, type Evaluate, type Row } from './expressions';
import { compileFilter, sortBy } from './filter';
import { page } from './paging';
import { input, readable, type DataCtx } from './state';
import { at, bad, checkDepth, compare, isPlain, setAt, without } from './values';
import type { DataState } from './types';

type Stage = (rows: Row[]) => Row[];

const STAGES = ['group', 'filter', 'sort', 'projection', 'objectToArray', 'unwindArray', 'skip', 'limit'] as const;
const ACCUMULATORS = ['avg', 'min', 'max', 'sum', 'first', 'last', 'push'] as const;
const FIELDS = ['include', 'exclude', 'reshape', 'projectNested'] as const;
const MAX_STAGES = 100;

const name = (value: unknown, path: string): string => (typeof value === 'string' && value ? value : bad(path, 'must be a non-empty string'));
const list = (value: unknown, path: string): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : bad(path, 'must be a list'));
const numbers = (vs: unknown[]) => vs.filter((value): value is number => typeof value === 'number');
const present = (vs: unknown[]) => vs.filter((value) => value !== undefined && value !== null);

const ACCUMULATE: Record<(typeof ACCUMULATORS)[number], (vs: unknown[]) => unknown> = {
  sum: (vs) => numbers(vs).reduce((a, b) => a + b, 0),
  avg: (vs) => (numbers(vs).length ? numbers(vs).reduce((a, b) => a + b, 0) / numbers(vs).length : null),
  min: (vs) => present(vs).reduce<unknown>((a, b) => (a === null || compare(b, a) < 0 ? b : a), null),
  max: (vs) => present(vs).reduce<unknown>((a, b) => (a === null || compare(b, a) > 0 ? b : a), null),
  first: (vs) => vs[0] ?? null,
  last: (vs) => vs[vs.length - 1] ?? null,
  push: (vs) => present(vs),
};

/** Items with the same `groupIds` values form one result `{ _id: { key: value, … }, <accumulators> }`. */
function group(spec: unknown, path: string): Stage {
  const ids = list(fieldAt(spec, 'groupIds'), `${path}.groupIds`).map((groupId, i) => ({ key: name(fieldAt(groupId, 'key'), `${path}.groupIds[${i}].key`), value: compile(fieldAt(groupId, 'expression'), `${path}.groupIds[${i}].expression`) }));
  const accumulators = list(fieldAt(spec, 'accumulators'), `${path}.accumulators`).map((a, i) => {
    const here = `${path}.accumulators[${i}]`;
    const { resultFieldName, ...rest } = isPlain(a) ? a : bad(here, 'must be an object');
    const [kind, op] = oneOf(rest, here, ACCUMULATORS);
    return { field: name(resultFieldName, `${here}.resultFieldName`), kind: kind as (typeof ACCUMULATORS)[number], value: compile(fieldAt(op, 'expression'), `${here}.${kind}.expression`) };
  });
  return (rows) => {
    const groups = new Map<string, { id: Row; rows: Row[] }>();
    for (const row of rows) {
      const id = Object.fromEntries(ids.map(({ key, value }) => [key, value(row)]));
      const k = JSON.stringify(id);
      if (!groups.has(k)) groups.set(k, { id, rows: [] });
      groups.get(k)!.rows.push(row);
    }
    return [...groups.values()].map(({ id, rows: members }) => ({
      ...(ids.length && { _id: id }),
      ...Object.fromEntries(accumulators.map(({ field, kind, value }) => [field, ACCUMULATE[kind](members.map(value))])),
    }));
  };
}

/** Includes, excludes, computed fields (`reshape`, on the whole item) and nested projections. */
function projection(fields: unknown, path: string): (row: Row, root: Row, top: boolean) => Row {
  const parts = list(fields, `${path}.fields`).map((fieldSpec, i) => {
    const [kind, spec] = oneOf(fieldSpec, `${path}.fields[${i}]`, FIELDS);
    const here = `${path}.fields[${i}].${kind}`;
    if (kind === 'include' || kind === 'exclude') return { kind, field: name(fieldAt(spec, 'fieldName'), `${here}.fieldName`) };
    const field = name(fieldAt(spec, 'resultFieldName'), `${here}.resultFieldName`);
    if (kind === 'reshape') return { kind, field, value: compile(fieldAt(spec, 'expression'), `${here}.expression`) };
    return { kind, field, nested: projection(fieldAt(spec, 'fields'), here) };
  });
  const including = parts.some((part) => part.kind !== 'exclude');
  return (row, root, top) => {
    let out: Row = including ? (top && '_id' in row ? { _id: row._id } : {}) : { ...row };
    for (const part of parts) {
      if (part.kind === 'exclude') out = without(out, part.field);
      else if (part.kind === 'include') out = at(row, part.field) === undefined ? out : setAt(out, part.field, at(row, part.field));
      else if (part.kind === 'reshape') out = setAt(out, part.field, (part.value as Evaluate)(root));
      else out = setAt(out, part.field, part.nested!(isPlain(at(row, part.field)) ? (at(row, part.field) as Row) : {}, root, false));
    }
    return out;
  };
}

function count(value: unknown, path: string): number {
  return Number.isInteger(value) && (value as number) >= 0 ? (value as number) : bad(path, 'must be a non-negative integer');
}

/** Checks one stage and returns what it does to the rows. */
function stage(value: unknown, path: string): Stage {
  const [kind, spec] = oneOf(value, path, STAGES);
  const here = `${path}.${kind}`;
  switch (kind) {
    case 'group': return group(spec, here);
    case 'filter': {
      const test = compileFilter(spec, here);
      return (rows) => rows.filter(test);
    }
    case 'sort': {
      const values = list(fieldAt(spec, 'values'), `${here}.values`);
      values.forEach((value, i) => {
        name(fieldAt(value, 'fieldName'), `${here}.values[${i}].fieldName`);
        const order = fieldAt(value, 'order');
        if (order !== undefined && order !== 'ASC' && order !== 'DESC') bad(`${here}.values[${i}].order`, 'must be ASC or DESC', 'INVALID_ENUM_VALUE');
      });
      return (rows) => sortBy(rows, values);
    }
    case 'projection': {
      const project = projection(fieldAt(spec, 'fields'), here);
      return (rows) => rows.map((row) => project(row, row, true));
    }
    case 'objectToArray': {
      const [from, to] = [name(fieldAt(spec, 'objectFieldName'), `${here}.objectFieldName`), name(fieldAt(spec, 'destinationFieldName'), `${here}.destinationFieldName`)];
      return (rows) => rows.map((row) => {
        const object = at(row, from);
        return isPlain(object) ? setAt(row, to, Object.entries(object).map(([k, value]) => ({ k, v: value }))) : row;
      });
    }
    case 'unwindArray': {
      const field = name(fieldAt(spec, 'arrayFieldName'), `${here}.arrayFieldName`);
      return (rows) => rows.flatMap((row) => {
        const value = at(row, field);
        if (value === undefined || value === null) return [];
        return Array.isArray(value) ? value.map((element) => setAt(row, field, element)) : [row];
      });
    }
    case 'skip': {
      const amount = count(spec, here);
      return (rows) => rows.slice(amount);
    }
    default: {
      const amount = count(spec, here);
      return (rows) => rows.slice(0, amount);
    }
  }
}

function aggregatePipeline(ctx: DataCtx) {
  const body = input(ctx);
  const collection = readable(ctx);
  const given = body.pipeline ?? {};
  const pipeline = isPlain(given) ? given : bad('pipeline', 'must be an object');
  checkDepth(pipeline, 'pipeline');
  const stages = list(pipeline.stages, 'pipeline.stages');
  if (stages.length > MAX_STAGES) bad('pipeline.stages', `must have at most ${MAX_STAGES} stages`, 'MAX_SIZE');
  if (pipeline.paging && pipeline.cursorPaging) bad('pipeline.paging', 'paging and cursorPaging cannot be used together', 'ONE_OF_ALIGNMENT');
  const steps = stages.map((stageSpec, i) => stage(stageSpec, `pipeline.stages[${i}]`));
  const rows = steps.reduce<Row[]>((acc, step) => step(acc), Object.values(collection.items));
  const { items, metadata } = page(rows, pipeline, body.returnTotalCount);
  return { json: { results: items, pagingMetadata: metadata } };
}

/** `POST /items/aggregate-pipeline`: runs a checked aggregation pipeline over the items of a collection the caller may read. */
export const pipelineRoutes: Route<DataState>[] = [
  { method: 'POST', path: '/wix-data/v2/items/aggregate-pipeline', access: 'sessionOrApiKey', id: 'data.items.aggregatePipeline', handle: aggregatePipeline },
];
