/** What the query, search and aggregate builders share: sort, limit and skip, on the wire and as methods. */
import { DEFAULT_LIMIT } from './data-result';

/** The ordering and paging part of a builder's state. */
export interface OrderAndPage {
  sort: { fieldName: string; order: 'ASC' | 'DESC' }[];
  limit?: number | undefined;
  skip?: number | undefined;
}

/**
 * `ascending`, `descending` (the fields one by one or as one array, as the platform SDK's builders take
 * them), `limit` and `skip` over a builder's state; `next(patch)` makes the next builder.
 */
export function orderAndPage<Self>(state: OrderAndPage, next: (patch: Partial<OrderAndPage>) => Self) {
  const sort = (order: 'ASC' | 'DESC') => (...fields: (string | string[])[]) => next({ sort: [...state.sort, ...fields.flat().map((fieldName) => ({ fieldName, order }))] });
  return { ascending: sort('ASC'), descending: sort('DESC'), limit: (limit: number) => next({ limit }), skip: (skip: number) => next({ skip }) };
}

/**
 * `sort` and `paging` of the wire request, each only when the builder set it.
 */
export const sortAndPaging = (state: OrderAndPage) => ({
  ...(state.sort.length && { sort: state.sort }),
  ...((state.limit !== undefined || state.skip !== undefined) && { paging: { limit: state.limit ?? DEFAULT_LIMIT, offset: state.skip ?? 0 } }),
});
