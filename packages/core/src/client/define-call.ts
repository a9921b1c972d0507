import type { Send } from './types';

/** The key that marks a call definition inside a module namespace. */
export const CALL = '~sitekitCall';

/**
 * A call definition: a factory that `createClient` binds to a client's `send`.
 * @typeParam F - the bound method's signature
 */
export interface Call<F extends (...args: any[]) => any> {
  /** The factory: given the client's `send`, the method. */
  readonly [CALL]: (send: Send) => F;
}

/**
 * Declares one module method. Nothing runs at import time; `createClient` binds it.
 *
 * @typeParam F - the method's signature
 * @example
 * ```ts
 * const GET_ORDER: Endpoint = { method: 'GET', path: '/ecom/v1/orders/{id}', fqn: 'com.wix.ecom.orders.v1.Orders.GetOrder' };
 * export const getOrder = defineCall((send) => async (_id: string): Promise<Order> => {
 *   requireString(_id, '_id');
 *   return fromWire((await send(GET_ORDER, { id: _id })).order);
 * });
 * ```
 */
export const defineCall = <F extends (...args: any[]) => any>(factory: (send: Send) => F): Call<F> => ({ [CALL]: factory });

/**
 * True when a module member is a call definition (what `createClient` binds), not an enum or a constant.
 *
 * @example
 * ```ts
 * isCall(products.getProduct);  // true
 * isCall(products.ProductType); // false
 * ```
 */
export const isCall = (value: unknown): value is Call<any> =>
  typeof value === 'object' && value !== null && CALL in value;

/** A module as a client sees it: calls become methods; enums and constants stay as they are. */
export type BoundModule<M> = { [K in keyof M]: M[K] extends Call<infer F> ? F : M[K] };

/**
 * Binds one module (an ES namespace of call definitions, enums and constants) to a `send`.
 *
 * @example
 * ```ts
 * const bound = bindModule(products, send); // `send` from `Runtime`, or a stub in a unit test
 * const { product } = await bound.getProduct(productId);
 * ```
 */
export function bindModule<M extends object>(module: M, send: Send): BoundModule<M> {
  const bound: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(module)) bound[key] = isCall(value) ? value[CALL](send) : value;
  return bound as BoundModule<M>;
}
