import type { AnyFunction } from './call-check';
import type { Send } from './types';

/** The key that marks a call definition inside a module namespace. */
export const CALL = '~sitekitCall';

/**
 * A call definition: a factory that `createClient` binds to a client's `send`.
 * @typeParam F - the bound method's signature
 * @typeParam Response - the platform's response (SDK shapes) where a declaration states it: the compiler
 * then holds the declaration's `returns` to its fields (the definition itself does not carry it)
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- `Response` is read from a declaration's annotation by `defineService`'s calls, never by the definition
export interface Call<F extends AnyFunction, Response = unknown> {
  /** The factory: given the client's `send`, the method. */
  readonly [CALL]: (send: Send) => F;
}

/**
 * Declares one module method whose work is more than one route: a builder over several calls, or a
 * call that picks its route from its arguments. Nothing runs at import time; `createClient` binds it.
 * A call that is one route is declared with `defineService` instead, and this is what it uses inside.
 *
 * @typeParam F - the method's signature
 * @example
 * ```ts
 * // items.query(collection): a builder without a request, one call with it
 * export const query = defineCall((send) => {
 *   const calls = bindModule({ find: queryItems, count }, send);
 *   return (collection: string, request?: QueryRequest) =>
 *     request === undefined ? itemsQueryBuilder(calls, collection) : calls.find({ dataCollectionId: collection, query: request });
 * });
 * ```
 */
export const defineCall = <F extends AnyFunction>(factory: (send: Send) => F): Call<F> => ({ [CALL]: factory });

/**
 * True when a module member is a call definition (what `createClient` binds), not an enum or a constant.
 */
export const isCall = (value: unknown): value is Call<AnyFunction> =>
  typeof value === 'object' && value !== null && CALL in value;

/** A module as a client sees it: calls become methods; enums and constants stay as they are. */
export type BoundModule<M> = { [K in keyof M]: M[K] extends Call<infer F> ? F : M[K] };

/**
 * Binds one module (an ES namespace of call definitions, enums and constants) to a `send`.
 */
export function bindModule<M extends object>(module: M, send: Send): BoundModule<M> {
  const bound: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(module)) bound[key] = isCall(value) ? value[CALL](send) : value;
  return bound as BoundModule<M>;
}
