import type { Endpoint } from '../http/endpoint';
import type { Send } from '../client/types';
import { fieldToWire, toWire } from '../transforms/wire';
import { pageResult, type QueryResult, type PageState } from './query-result';

type Filter = Record<string, unknown>;
export interface SortSpec { fieldName: string; order: 'ASC' | 'DESC' }

/** What a domain declares once per query call. */
export interface QueryDefinition<T> {
  send: Send;
  endpoint: Endpoint;
  /** Response field that holds the items, e.g. `products`. */
  items: string;
  paging: 'offset' | 'cursor';
  /** Wire item → SDK item. */
  transform?: (item: any) => T;
  /** Fields spread at the top level of the payload next to `query`. */
  extra?: Record<string, unknown>;
  /** Default page size. Default 50. */
  limit?: number;
}

/**
 * An immutable query builder: every method returns a new builder.
 * Field names are SDK names (`_id`, `_createdDate`) and are sent as wire names.
 */
export interface QueryBuilder<T, F extends string = string> {
  eq(field: F, value: unknown): QueryBuilder<T, F>;
  ne(field: F, value: unknown): QueryBuilder<T, F>;
  gt(field: F, value: unknown): QueryBuilder<T, F>;
  ge(field: F, value: unknown): QueryBuilder<T, F>;
  lt(field: F, value: unknown): QueryBuilder<T, F>;
  le(field: F, value: unknown): QueryBuilder<T, F>;
  in(field: F, values: unknown[]): QueryBuilder<T, F>;
  hasSome(field: F, values: unknown[]): QueryBuilder<T, F>;
  hasAll(field: F, values: unknown[]): QueryBuilder<T, F>;
  startsWith(field: F, value: string): QueryBuilder<T, F>;
  endsWith(field: F, value: string): QueryBuilder<T, F>;
  contains(field: F, value: string): QueryBuilder<T, F>;
  isEmpty(field: F): QueryBuilder<T, F>;
  isNotEmpty(field: F): QueryBuilder<T, F>;
  exists(field: F, value?: boolean): QueryBuilder<T, F>;
  /** `from` inclusive, `to` exclusive. */
  between(field: F, from: unknown, to: unknown): QueryBuilder<T, F>;
  and(query: QueryBuilder<T, F>): QueryBuilder<T, F>;
  or(query: QueryBuilder<T, F>): QueryBuilder<T, F>;
  not(query: QueryBuilder<T, F>): QueryBuilder<T, F>;
  ascending(...fields: F[]): QueryBuilder<T, F>;
  descending(...fields: F[]): QueryBuilder<T, F>;
  limit(limit: number): QueryBuilder<T, F>;
  skip(skip: number): QueryBuilder<T, F>;
  /** The wire query this builder sends (stable JSON, handy as a cache key). */
  toJSON(): Record<string, unknown>;
  find(): Promise<QueryResult<T>>;
  /** Every page in turn, from this one to the last. */
  pages(): AsyncGenerator<QueryResult<T>>;
}

const merge = (filters: Filter[]): Filter | undefined => {
  if (filters.length < 2) return filters[0];
  const keys = filters.flatMap(Object.keys);
  return new Set(keys).size === keys.length && !keys.some((k) => k.startsWith('$')) ? Object.assign({}, ...filters) : { $and: filters };
};

/**
 * Builds a query builder for one query call; the domain packages call it inside `defineCall`.
 *
 * @example
 * ```ts
 * export const queryProducts = defineCall((send) => () =>
 *   queryBuilder<Product>({ send, endpoint: QUERY_PRODUCTS, items: 'products', paging: 'offset', transform: fromWire }));
 * // client.products.queryProducts().hasSome('collectionIds', [id]).ascending('price').limit(12).find()
 * ```
 */
export function queryBuilder<T, F extends string = string>(def: QueryDefinition<T>, state: PageState = { filters: [], sort: [] }): QueryBuilder<T, F> {
  const next = (patch: Partial<PageState>) => queryBuilder<T, F>(def, { ...state, ...patch });
  const where = (field: string, op: string, value: unknown) =>
    next({ filters: [...state.filters, { [fieldToWire(field)]: { [op]: toWire(value) } }] });
  const sort = (order: SortSpec['order'], fields: string[]) =>
    next({ sort: [...state.sort, ...fields.map((f) => ({ fieldName: fieldToWire(f), order }))] });
  const combine = (op: string, other: QueryBuilder<T, F>) => {
    const mine = merge(state.filters), theirs = (other.toJSON().filter ?? {}) as Filter;
    const filter = op === '$not' ? { $not: theirs } : { [op]: [mine ?? {}, theirs] };
    return next({ filters: op === '$not' && mine ? [mine, filter] : [filter] });
  };
  const builder: QueryBuilder<T, F> = {
    eq: (f, v) => where(f, '$eq', v),
    ne: (f, v) => where(f, '$ne', v),
    gt: (f, v) => where(f, '$gt', v),
    ge: (f, v) => where(f, '$gte', v),
    lt: (f, v) => where(f, '$lt', v),
    le: (f, v) => where(f, '$lte', v),
    in: (f, v) => where(f, '$in', v),
    hasSome: (f, v) => where(f, '$hasSome', v),
    hasAll: (f, v) => where(f, '$hasAll', v),
    startsWith: (f, v) => where(f, '$startsWith', v),
    endsWith: (f, v) => where(f, '$endsWith', v),
    contains: (f, v) => where(f, '$contains', v),
    isEmpty: (f) => where(f, '$isEmpty', true),
    isNotEmpty: (f) => where(f, '$isEmpty', false),
    exists: (f, v = true) => where(f, '$exists', v),
    between: (f, from, to) => next({ filters: [...state.filters, { [fieldToWire(f)]: { $gte: toWire(from), $lt: toWire(to) } }] }),
    and: (q) => next({ filters: [...state.filters, (q.toJSON().filter ?? {}) as Filter] }),
    or: (q) => combine('$or', q),
    not: (q) => combine('$not', q),
    ascending: (...f) => sort('ASC', f),
    descending: (...f) => sort('DESC', f),
    limit: (limit) => next({ limit }),
    skip: (skip) => next({ skip }),
    toJSON: () => {
      const filter = merge(state.filters);
      const limit = state.limit ?? def.limit ?? 50;
      const query: Record<string, unknown> = {};
      if (def.paging === 'cursor' && state.cursor) query.cursorPaging = { limit, cursor: state.cursor };
      else {
        if (filter) query.filter = filter;
        if (state.sort.length) query.sort = state.sort;
        query[def.paging === 'cursor' ? 'cursorPaging' : 'paging'] = def.paging === 'cursor' ? { limit } : { limit, offset: state.skip ?? 0 };
      }
      return query;
    },
    find: async () => {
      const response = await def.send(def.endpoint, { ...def.extra, query: builder.toJSON() });
      return pageResult(def, state, response, next);
    },
    async *pages() {
      for (let page: QueryResult<T> | undefined = await builder.find(); page; page = page.hasNext() ? await page.next() : undefined) yield page;
    },
  };
  return builder;
}
