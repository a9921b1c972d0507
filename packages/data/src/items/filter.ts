/** The data filter language as builder methods, shared by queries, `items.filter()` and aggregations. */
import { comparisonMethods, valueList } from '@sitekit/core-runtime';
import { encodeDates } from './dates';
import type { Filterable, WixDataFilter } from './types';

/** The filter methods of a builder `Self` over field names `F`. Every method returns a new builder. */
export interface FilterMethods<Self, F extends string> {
  /** The field equals the value. */
  eq(field: F, value: unknown): Self;
  /** The field does not equal the value. */
  ne(field: F, value: unknown): Self;
  /** The field is greater than the value. */
  gt(field: F, value: unknown): Self;
  /** The field is greater than or equal to the value. */
  ge(field: F, value: unknown): Self;
  /** The field is less than the value. */
  lt(field: F, value: unknown): Self;
  /** The field is less than or equal to the value. */
  le(field: F, value: unknown): Self;
  /** `from` inclusive, `to` exclusive. */
  between(field: F, from: unknown, to: unknown): Self;
  /** The field (a string) contains the text. */
  contains(field: F, text: string): Self;
  /** The field (a string) starts with the text. */
  startsWith(field: F, text: string): Self;
  /** The field (a string) ends with the text. */
  endsWith(field: F, text: string): Self;
  /** The field (an array) holds at least one of the values (an array, or the values one by one). */
  hasSome(field: F, ...values: unknown[]): Self;
  /** The field (an array) holds all of the values. */
  hasAll(field: F, ...values: unknown[]): Self;
  /** The field's value is one of the values (an array, or the values one by one). */
  in(field: F, ...values: unknown[]): Self;
  /** The field is missing or null (`{ field: null }` on the wire, as the platform's SDK sends it). */
  isEmpty(field: F): Self;
  /** The field has a value other than null (`{ field: { $ne: null } }`). */
  isNotEmpty(field: F): Self;
  /** This filter and the other one. */
  and(other: Filterable): Self;
  /** This filter or the other one. */
  or(other: Filterable): Self;
  /** This filter and not the other one (sent as `{ $not: [..] }`). */
  not(other: Filterable): Self;
}

/** The filter object of a builder or a plain filter object, with dates as `$date`. */
export const filterOf = (filterable: Filterable): WixDataFilter =>
  typeof filterable?.getFilter === 'function' ? filterable.getFilter() : encodeDates(filterable ?? {});

/** Several conditions as one filter: none → `{}`, one → itself, more → `$and`. */
export const combine = (filters: WixDataFilter[]): WixDataFilter =>
  filters.length === 0 ? {} : filters.length === 1 ? filters[0]! : { $and: filters };


/**
 * The filter methods over a list of conditions; `add(filters)` makes the next builder.
 */
export function filterMethods<Self>(filters: WixDataFilter[], add: (filters: WixDataFilter[]) => Self): FilterMethods<Self, string> {
  const where = (field: string, condition: Record<string, unknown>) => add([...filters, { [field]: encodeDates(condition) }]);
  return {
    ...comparisonMethods(where),
    between: (field, from, to) => where(field, { $gte: from, $lt: to }),
    hasSome: (field, ...values) => where(field, { $hasSome: valueList(values) }),
    hasAll: (field, ...values) => where(field, { $hasAll: valueList(values) }),
    in: (field, ...values) => where(field, { $in: valueList(values) }),
    // as the platform's SDK writes them: `{ field: null }` matches a field that is missing or null
    isEmpty: (field) => add([...filters, { [field]: null }]),
    isNotEmpty: (field) => where(field, { $ne: null }),
    and: (other) => add([...filters, filterOf(other)]),
    or: (other) => add([{ $or: [combine(filters), filterOf(other)] }]),
    not: (other) => add([...filters, { $not: [filterOf(other)] }]),
  };
}

/** A standalone filter (`items.filter()`), for `aggregate().filter()`, `having()` and `condition`. */
export interface WixDataFilterBuilder<F extends string = string> extends FilterMethods<WixDataFilterBuilder<F>, F> {
  /** The filter object as sent. */
  getFilter(): WixDataFilter;
}

function filterBuilder(filters: WixDataFilter[]): WixDataFilterBuilder {
  return { ...filterMethods(filters, filterBuilder), getFilter: () => combine(filters) };
}

/**
 * An empty filter builder.
 *
 * @example
 * ```ts
 * const cheap = items.filter().lt('price', 20);
 * await client.items.aggregate('Products').filter(cheap).count().run();
 * ```
 */
export const filter = <T extends object = Record<string, unknown>>(): WixDataFilterBuilder<Extract<keyof T, string> | (string & {})> => filterBuilder([]);
