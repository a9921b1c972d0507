// The shapes of a query: its builder and the pages it finds. They name each other, so they live together, below
// the builder function and the paging strategies that both use them.

/**
 * An immutable query builder: every method returns a new builder.
 * Field names are SDK names (`_id`, `_createdDate`) and are sent as wire names.
 *
 * @example
 * ```ts
 * const byPrice = (q: QueryBuilder<products.Product, products.ProductsQueryField>) => q.ascending('price').limit(12);
 * const { items } = await byPrice(client.products.queryProducts()).find();
 * ```
 */
export interface QueryBuilder<T, F extends string = string> {
  /** The field equals the value. */
  eq(field: F, value: unknown): QueryBuilder<T, F>;
  /** The field does not equal the value. */
  ne(field: F, value: unknown): QueryBuilder<T, F>;
  /** The field is greater than the value. */
  gt(field: F, value: unknown): QueryBuilder<T, F>;
  /** The field is greater than or equal to the value. */
  ge(field: F, value: unknown): QueryBuilder<T, F>;
  /** The field is less than the value. */
  lt(field: F, value: unknown): QueryBuilder<T, F>;
  /** The field is less than or equal to the value. */
  le(field: F, value: unknown): QueryBuilder<T, F>;
  /** The field equals one of the values. */
  in(field: F, values: unknown[]): QueryBuilder<T, F>;
  /** The field (an array) holds at least one of the values: an array, or the values one by one. */
  hasSome(field: F, ...values: unknown[]): QueryBuilder<T, F>;
  /** The field (an array) holds all of the values: an array, or the values one by one. */
  hasAll(field: F, ...values: unknown[]): QueryBuilder<T, F>;
  /** The field (a string) starts with the value. */
  startsWith(field: F, value: string): QueryBuilder<T, F>;
  /** The field (a string) ends with the value. */
  endsWith(field: F, value: string): QueryBuilder<T, F>;
  /** The field (a string) contains the value. */
  contains(field: F, value: string): QueryBuilder<T, F>;
  /** The field is empty or missing. */
  isEmpty(field: F): QueryBuilder<T, F>;
  /** The field has a value. */
  isNotEmpty(field: F): QueryBuilder<T, F>;
  /** The field exists (`value` true, the default) or does not (`false`). */
  exists(field: F, value?: boolean): QueryBuilder<T, F>;
  /** `from` inclusive, `to` exclusive. */
  between(field: F, from: unknown, to: unknown): QueryBuilder<T, F>;
  /** Both this query's filter and `query`'s. */
  and(query: QueryBuilder<T, F>): QueryBuilder<T, F>;
  /** This query's filter or `query`'s. */
  or(query: QueryBuilder<T, F>): QueryBuilder<T, F>;
  /** This query's filter, and not `query`'s. */
  not(query: QueryBuilder<T, F>): QueryBuilder<T, F>;
  /** Sorts by the fields, ascending, after any earlier sort. */
  ascending(...fields: F[]): QueryBuilder<T, F>;
  /** Sorts by the fields, descending, after any earlier sort. */
  descending(...fields: F[]): QueryBuilder<T, F>;
  /** At most this many items per page. */
  limit(limit: number): QueryBuilder<T, F>;
  /** Skips this many items (offset paging). */
  skip(skip: number): QueryBuilder<T, F>;
  /** A cursor-paged query from this cursor (a page's `cursors.next` or `cursors.prev`); filter and sort are then left out. */
  skipTo(cursor: string): QueryBuilder<T, F>;
  /** The wire query this builder sends (stable JSON, handy as a cache key). */
  toJSON(): Record<string, unknown>;
  /** Sends the query; resolves the first page. */
  find(): Promise<QueryResult<T>>;
  /** Every page in turn, from this one to the last. */
  pages(): AsyncGenerator<QueryResult<T>>;
}

/**
 * One page of a query. Offset-paged queries fill `totalCount`, `totalPages`, `currentPage`;
 * cursor-paged ones fill `cursors`. `next()` and `prev()` fetch the neighbouring pages.
 */
export interface QueryResult<T> {
  items: T[];
  /** The same array as `items`, under the name the platform's query results also carry it (ported apps read `_items`). */
  _items: T[];
  length: number;
  pageSize: number;
  totalCount?: number | undefined;
  totalPages?: number | undefined;
  currentPage?: number | undefined;
  cursors?: { next?: string | null | undefined; prev?: string | null | undefined } | undefined;
  /** The platform's paging metadata as received. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the platform's paging metadata as received; apps read its fields without narrowing
  pagingMetadata: Record<string, any>;
  /** The query that fetched this page. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the result does not carry the builder's field names; `any` keeps it assignable to the builder that made it
  query: QueryBuilder<T, any>;
  /** Whether there is a page after this one. */
  hasNext(): boolean;
  /** Whether there is a page before this one. */
  hasPrev(): boolean;
  /** The next page (the same query, one page on). */
  next(): Promise<QueryResult<T>>;
  /** The previous page. */
  prev(): Promise<QueryResult<T>>;
}
