/** Read routes: query (GET `.r=` and POST), count, distinct values, aggregate. */
import { raise, validationError } from '../../engine/errors';
import { fieldAt, fieldsOf } from '../../engine/json';
import type { Route } from '../../engine/types';
import { compileFilter, sortBy } from './filter';
import { page, project, withReferences } from './paging';
import { input, readable, wireItem, type DataCtx } from './state';
import { at, norm, same } from './values';
import type { DataState } from './types';

const rowsOf = (ctx: DataCtx, filter: unknown) => {
  const collection = readable(ctx);
  const test = compileFilter(filter);
  return { collection, rows: Object.values(collection.items).filter((item) => test(item)) };
};

function query(ctx: DataCtx) {
  const body = input(ctx);
  const query = fieldsOf(body.query);
  const { collection, rows } = rowsOf(ctx, query.filter);
  const { items, metadata } = page(sortBy(rows, query.sort), query, body.returnTotalCount);
  const options = body.referencedItemOptions;
  const include = body.includeReferences ?? (Array.isArray(options) ? options.map((reference) => ({ field: fieldAt(reference, 'fieldName'), limit: fieldAt(reference, 'limit') })) : undefined);
  const dataItems = items.map((item) => wireItem(collection, project(withReferences(ctx, collection, item, include), query.fields)));
  return { json: { dataItems, pagingMetadata: metadata } };
}

function distinct(ctx: DataCtx) {
  const body = input(ctx);
  if (typeof body.fieldName !== 'string' || !body.fieldName) raise(validationError([{ field: 'fieldName', description: 'must not be empty', violatedRule: 'REQUIRED_FIELD' }]));
  const { rows } = rowsOf(ctx, body.filter);
  const values: unknown[] = [];
  for (const row of rows) {
    const value = at(row, body.fieldName);
    for (const element of Array.isArray(value) ? value : [value]) if (element !== undefined && element !== null && !values.some((x) => same(x, element))) values.push(element);
  }
  const sorted = sortBy(values.map((value) => ({ value })), [{ fieldName: 'value', order: body.order === 'DESC' ? 'DESC' : 'ASC' }]).map((row) => row.value);
  const { items, metadata } = page(sorted, body, body.returnTotalCount);
  return { json: { distinctValues: items, pagingMetadata: metadata } };
}

const numbers = (rows: Record<string, unknown>[], field: string) => rows.map((row) => norm(at(row, field))).filter((numeric): numeric is number => typeof numeric === 'number');

/** One aggregation operation (JSON as sent: `{ resultFieldName, itemCount | sum | average | min | max }`) over a group's rows. */
function operate(operation: unknown, rows: Record<string, unknown>[], i: number): [string, unknown] {
  const op = fieldsOf(operation);
  if (!op.resultFieldName) raise(validationError([{ field: `aggregation.operations[${i}].resultFieldName`, description: 'must not be empty', violatedRule: 'REQUIRED_FIELD' }]));
  const name = String(op.resultFieldName); // a result's key, as \`Object.fromEntries\` makes it
  if (op.itemCount) return [name, rows.length];
  const [kind, spec] = Object.entries(op).find(([k]) => ['sum', 'average', 'min', 'max'].includes(k)) ?? [];
  if (!kind) raise(validationError([{ field: `aggregation.operations[${i}]`, description: 'needs one of sum, average, min, max, itemCount', violatedRule: 'VALIDATION' }]));
  const field = fieldAt(spec, 'itemFieldName');
  const values = typeof field === 'string' ? numbers(rows, field) : [];
  const value = kind === 'sum' ? values.reduce((a, b) => a + b, 0)
    : kind === 'average' ? (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null)
    : values.length ? Math[kind as 'min' | 'max'](...values) : null;
  return [name, value];
}

function aggregate(ctx: DataCtx) {
  const body = input(ctx);
  const { rows } = rowsOf(ctx, body.initialFilter);
  const groupingFields = fieldAt(body, 'aggregation', 'groupingFields');
  const grouping = Array.isArray(groupingFields) ? groupingFields.filter((field): field is string => typeof field === 'string') : [];
  const listed = fieldAt(body, 'aggregation', 'operations');
  const operations: unknown[] = Array.isArray(listed) ? listed : [];
  const groups = new Map<string, { key: Record<string, unknown>; rows: Record<string, unknown>[] }>();
  for (const row of rows) {
    const key = Object.fromEntries(grouping.map((field) => [field, at(row, field) ?? null]));
    const id = JSON.stringify(key);
    if (!groups.has(id)) groups.set(id, { key, rows: [] });
    groups.get(id)!.rows.push(row);
  }
  if (grouping.length === 0 && groups.size === 0) groups.set('{}', { key: {}, rows: [] });
  const results = [...groups.values()].map(({ key, rows: inGroup }) => ({
    ...(grouping.length && { _id: key }),
    ...Object.fromEntries(operations.map((op, i) => operate(op, inGroup, i))),
  }));
  // `having` and sort see the group fields at the top level as well as under `_id`.
  const flat = (row: Record<string, unknown>) => ({ ...fieldsOf(row._id), ...row });
  const having = compileFilter(body.finalFilter, 'finalFilter');
  const kept = results.filter((row) => having(flat(row)));
  const sorted = sortBy(kept.map((row, i) => ({ ...flat(row), '~i': i })), body.sort).map((sortedRow) => kept[sortedRow['~i'] as number]!);
  const { items, metadata } = page(sorted, body, body.returnTotalCount);
  return { json: { results: items, pagingMetadata: metadata } };
}

/** The item reads: query (GET and POST), count, distinct values and aggregate. */
export const queryRoutes: Route<DataState>[] = [
  { method: 'GET', path: '/wix-data/v2/items/query', access: 'sessionOrApiKey', id: 'data.items.query', handle: query },
  { method: 'POST', path: '/wix-data/v2/items/query', access: 'sessionOrApiKey', id: 'data.items.queryPost', handle: query },
  { method: 'POST', path: '/wix-data/v2/items/count', access: 'sessionOrApiKey', id: 'data.items.count', handle: (ctx) => ({ json: { totalCount: rowsOf(ctx, input(ctx).filter).rows.length } }) },
  { method: 'POST', path: '/wix-data/v2/items/query-distinct-values', access: 'sessionOrApiKey', id: 'data.items.distinct', handle: distinct },
  { method: 'POST', path: '/wix-data/v2/items/aggregate', access: 'sessionOrApiKey', id: 'data.items.aggregate', handle: aggregate },
];
