/** What the query, search and aggregate builders share: sort, limit and skip, on the wire and as methods. */
import { ValidationError } from '@sitekit/core';
import { DEFAULT_LIMIT } from './data-result';

/** The ordering and paging part of a builder's state. */
export interface OrderAndPage {
  sort: { fieldName: string; order: 'ASC' | 'DESC' }[];
  limit?: number;
  skip?: number;
}

/**
 * `ascending`, `descending` (the fields one by one or as one array, as the platform SDK's builders take
 * them), `limit` and `skip` over a builder's state; `next(patch)` makes the next builder.
 *
 * @example
 * ```ts
 * const methods = orderAndPage(state, (patch) => make({ ...state, ...patch }));
 * ```
 */
export function orderAndPage<Self>(s: OrderAndPage, next: (patch: Partial<OrderAndPage>) => Self) {
  const sort = (order: 'ASC' | 'DESC') => (...fields: (string | string[])[]) => next({ sort: [...s.sort, ...fields.flat().map((fieldName) => ({ fieldName, order }))] });
  return { ascending: sort('ASC'), descending: sort('DESC'), limit: (limit: number) => next({ limit }), skip: (skip: number) => next({ skip }) };
}

const refuse = (field: string, description: string): never => {
  throw new ValidationError([{ field, description, violatedRule: 'VALIDATION' }]);
};

/**
 * The builder's `limit` and `skip`, refused as the platform SDK refuses them when the request is made:
 * `limit` a positive integer, `skip` a non-negative integer.
 *
 * @throws ValidationError naming `limit` or `skip` (no request).
 * @example
 * ```ts
 * checkPaging({ sort: [], skip: -1 }); // throws: "skip" must be a non-negative integer
 * ```
 */
export function checkPaging(s: OrderAndPage): void {
  if (s.limit !== undefined && !(Number.isSafeInteger(s.limit) && s.limit > 0)) refuse('limit', 'must be a positive integer');
  if (s.skip !== undefined && !(Number.isSafeInteger(s.skip) && s.skip >= 0)) refuse('skip', 'must be a non-negative integer');
}

/**
 * `sort` and `paging` of the wire request, each only when the builder set it (limit and skip checked, see {@link checkPaging}).
 *
 * @example
 * ```ts
 * sortAndPaging({ sort: [], skip: 10 }); // { paging: { limit: 50, offset: 10 } }
 * ```
 */
export function sortAndPaging(s: OrderAndPage) {
  checkPaging(s);
  return {
    ...(s.sort.length && { sort: s.sort }),
    ...((s.limit !== undefined || s.skip !== undefined) && { paging: { limit: s.limit ?? DEFAULT_LIMIT, offset: s.skip ?? 0 } }),
  };
}
