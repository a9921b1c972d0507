import type { Endpoint } from '../http/endpoint';
import type { Send } from '../client/types';
import { fieldToWire, toWire } from '../transforms/wire';
import { comparisonMethods } from './comparisons';
import type { PageContext, Paging, PagingMetadata, PageState } from './paging';
import type { QueryBuilder, QueryResult } from './types';

type Filter = Record<string, unknown>;
/** One sort key of a query: a field (by its wire name) and the direction, as `ascending` and `descending` add them. */
export interface SortSpec { fieldName: string; order: 'ASC' | 'DESC' }

/** What a domain declares once per query call. */
export interface QueryDefinition<T> {
  send: Send;
  endpoint: Endpoint;
  /** Response field that holds the items, e.g. `products`. */
  items: string;
  /** `offsetPaging` or `cursorPaging` (separate, so a module bundles only the one it uses). */
  paging: Paging;
  /** Wire item → SDK item. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each module's reader types its own wire item; under strictFunctionTypes only `any` takes them all
  transform?: ((item: any) => T) | undefined;
  /** Fields spread at the top level of the payload next to `query`. */
  extra?: Record<string, unknown> | undefined;
  /** Default page size. Default 50. */
  limit?: number | undefined;
}

/**
 * Whether a query call's first argument is a typed query (it carries a query's own fields) rather than
 * the options of the builder form, as the platform's SDK decides: `defineService`'s `isRequest` for calls
 * whose builder takes options (`queryMembers(options)`, `queryReviews(options)`).
 */
export const isTypedQuery = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && ['filter', 'sort', 'paging', 'cursorPaging'].some((k) => k in value);

/**
 * A filter method's rest values as the platform SDK takes them (`hasSome`, `hasAll`; data items' `in`):
 * one array, or the values one by one.
 */
export const valueList = (values: unknown[]): unknown[] => (values.length === 1 && Array.isArray(values[0]) ? values[0] : values);

const merge = (filters: Filter[]): Filter | undefined => {
  if (filters.length < 2) return filters[0];
  const keys = filters.flatMap(Object.keys);
  return new Set(keys).size === keys.length && !keys.some((k) => k.startsWith('$')) ? Object.assign({}, ...filters) : { $and: filters };
};

/**
 * Builds a query builder for one query call: the `builder` option of a query call declared with its service.
 *
 * @example
 * ```ts
 * // a query call declared with its service: without a typed query it returns this builder
 * export const queryProducts: Call<() => QueryBuilder<Product, ProductsQueryField>> =
 *   productsReadService('GET /stores-reader/v1/products/query-platformized', {
 *     name: 'QueryProductsPlatformized', args: { query: 'query' }, complex: true, fallback: true,
 *     builder: (send, endpoint) => queryBuilder<Product>({ send, endpoint, items: 'products', paging: offsetPaging }),
 *   });
 * // client.products.queryProducts().hasSome('collectionIds', [id]).ascending('price').limit(12).find()
 * ```
 */
export function queryBuilder<T, F extends string = string>(def: QueryDefinition<T>, state: PageState = { filters: [], sort: [] }): QueryBuilder<T, F> {
  const next = (patch: Partial<PageState>) => queryBuilder<T, F>(def, { ...state, ...patch });
  const pageSize = state.limit ?? def.limit ?? 50;
  const add = (filter: Filter) => next({ filters: [...state.filters, filter] });
  const where = (field: string, condition: Filter) => add({ [fieldToWire(field)]: toWire(condition) });
  const sort = (order: SortSpec['order']) => (...fields: string[]) =>
    next({ sort: [...state.sort, ...fields.map((field) => ({ fieldName: fieldToWire(field), order }))] });
  const filterOf = (query: QueryBuilder<T, F>) => (query.toJSON().filter ?? {}) as Filter;
  const builder: QueryBuilder<T, F> = {
    ...comparisonMethods(where),
    isEmpty: (field) => where(field, { $isEmpty: true }),
    isNotEmpty: (field) => where(field, { $isEmpty: false }),
    exists: (field, value = true) => where(field, { $exists: value }),
    between: (field, from, to) => where(field, { $gte: from, $lt: to }),
    hasSome: (field, ...values) => where(field, { $hasSome: valueList(values) }),
    hasAll: (field, ...values) => where(field, { $hasAll: valueList(values) }),
    and: (query) => add(filterOf(query)),
    or: (query) => next({ filters: [{ $or: [merge(state.filters) ?? {}, filterOf(query)] }] }),
    not: (query) => add({ $not: filterOf(query) }),
    ascending: sort('ASC'),
    descending: sort('DESC'),
    limit: (limit: number) => next({ limit }),
    skip: (skip: number) => next({ skip }),
    skipTo: (cursor: string) => next({ cursor }),
    toJSON() {
      const filter = merge(state.filters);
      return def.paging.query(state, pageSize, { ...(filter && { filter }), ...(state.sort.length && { sort: state.sort }) });
    },
    // one request, and the page the paging strategy builds from its response (with the builder that made it)
    async find() {
      const response = await def.send<PageContext<T>['response'] & { metadata?: PagingMetadata | undefined; pagingMetadata?: PagingMetadata | undefined }>(
        def.endpoint, { ...def.extra, query: builder.toJSON() });
      const raw = (response[def.items] ?? []) as unknown[];
      const page = def.paging.page({
        items: def.transform ? raw.map(def.transform) : (raw as T[]),
        meta: response.metadata ?? response.pagingMetadata ?? {},
        response,
        state,
        pageSize,
        go: (patch) => (patch ? next(patch).find() : Promise.reject(new RangeError('No such page'))),
      });
      return Object.assign(page, { query: builder });
    },
    async *pages() {
      for (let page: QueryResult<T> | undefined = await builder.find(); page; page = page.hasNext() ? await page.next() : undefined) yield page;
    },
  };
  return builder;
}
