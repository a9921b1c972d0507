import { biHeader, type Endpoint, type HttpMethod } from '../http/endpoint';
import { SiteKitError } from '../errors/sitekit-error';
import { fieldToWire, wireReader, wireWriter } from '../transforms/wire';
import { optionalObject, requireArray, requireObject, requireString } from '../validate/require';
import type { AnyFunction, CallMismatch, Hidden, NoArgs, ParametersOf, PayloadOf, ResultOf } from './call-check';
import { defineCall, type Call } from './define-call';
import type { Send } from './types';

/**
 * What an argument must be, checked before any request (a `ValidationError` names the argument):
 * - `'id'`: a non-empty string (`_id` goes out as `id`, or where `to` says);
 * - `'object'`: an object; `'list'`: a non-empty array; `'array'`: an array, possibly empty;
 * - `'options'`: an optional object whose fields are spread into the payload;
 * - `'query'`: a typed query or search object, whose `sort[].fieldName` values go out as wire names;
 * - `'value'`: anything, sent as given (optional);
 * - a function: a custom check that throws a `ValidationError`.
 *
 * The compiler holds each check to a parameter of the declared signature: `'id'` wants a string,
 * `'object'`, `'options'` and `'query'` an object, `'list'` and `'array'` an array, a function the type
 * of its `value`.
 */
export type ArgCheck = 'id' | 'object' | 'list' | 'array' | 'options' | 'query' | 'value' | ((value: never, name: string) => void);

/**
 * An argument: its check, and optionally the dotted wire path it goes to (`'product.id'`) instead of
 * its own name, or `spread`: its fields go into the payload as an `'options'` argument's do (an
 * options object with a check of its own, e.g. line items checked when given).
 */
export type Arg = ArgCheck | { check: ArgCheck; to?: string | undefined; spread?: boolean | undefined };

/** The platform service a module talks to: given once per module. */
export interface ServiceOptions {
  /** The method FQN before the method name, e.g. `'wix.catalog.api.v1.CatalogWriteApi'`. */
  fqn: string;
  /** `entity` of the method-name header. */
  entity?: string | undefined;
  /** `package-name` of the method-name header, e.g. `'@wix/auto_sdk_stores_products'`. */
  pkg?: string | undefined;
  /** SDK → wire for payloads (default: core `toWire`). */
  toWire?: ((sdk: Record<string, unknown>) => Record<string, unknown>) | undefined;
  /** Wire → SDK for results (default: core `fromWire`'s base renames and dates). */
  fromWire?: ((wire: never) => unknown) | undefined;
  /** Every call of the service goes to the `www` host (identity, redirects for the strategy). */
  www?: boolean | undefined;
}

/**
 * One call of a service, beside its route.
 * @typeParam F - The call's signature: `payload` takes its parameters, `result` answers what it resolves.
 */
export interface CallOptions<F extends AnyFunction = AnyFunction> extends CallSettings<F> {
  /** The call's arguments in order, by name, with their checks. */
  args?: Record<string, Arg> | undefined;
  /** Builds the wire payload from the arguments instead of `args`: the function does its own checks and SDK → wire conversion. */
  payload?: ((...args: ParametersOf<F>) => Record<string, unknown>) | undefined;
  /**
   * The response field returned (unwrapped); `false` returns nothing; default: the whole response. The
   * compiler checks `false` against a signature that resolves nothing, a field against `entity` and,
   * when the annotation declares the response (`Call<F, Response>`), against the response's fields.
   */
  returns?: string | false | undefined;
  /**
   * The response field that holds the entity the call is for: a response without it (an empty 200)
   * fails with `MALFORMED_RESPONSE` instead of resolving an empty value.
   */
  entity?: string | undefined;
}

/**
 * The options of a call the compiler takes as they are: all but `args`, `payload`, `returns` and `entity`,
 * which it reads as written (`Written`) to hold them to the signature.
 * @typeParam F - The call's signature: `result` answers what it resolves.
 */
export interface CallSettings<F extends AnyFunction = AnyFunction> {
  /** The method name: the last part of the method FQN. */
  name: string;
  /** Wire → SDK for this call's result, instead of the service's `fromWire`. */
  result?(value: unknown): ResultOf<F> | null | undefined;
  /** An application error code that resolves `null` instead of throwing. */
  nullOn?: string | undefined;
  /** A non-GET call that is safe to repeat (retried like a GET). */
  idempotent?: boolean | undefined;
  /** GET: send a payload with nested objects as one `.r=` parameter. */
  complex?: boolean | undefined;
  /** GET: the POST path used when the query string is too long (`true`: the same path). */
  fallback?: string | true | undefined;
  /** GET: fall back to POST when the whole URL passes this many characters (default: query over 4000). */
  maxUrl?: number | undefined;
  /** Always on the `www` host. */
  www?: boolean | undefined;
  /** `package-name` of the method-name header for this call, instead of the service's (a call only an older package shipped). */
  pkg?: string | undefined;
  /**
   * A query call: unless its arguments make a request (`isRequest`), the call returns
   * `builder(send, endpoint, ...args)` (a query builder over this endpoint) instead of sending.
   */
  builder?: ((send: Send, endpoint: Endpoint, ...args: never[]) => unknown) | undefined;
  /**
   * With `builder`: whether the arguments make a request rather than a builder. Default: a first
   * argument is given. `isTypedQuery` is the platform's test where a builder takes options of its own.
   */
  isRequest?: ((...args: never[]) => boolean) | undefined;
}

/**
 * The options a declaration writes that the compiler holds to its signature, as written (see `CallOptions`).
 * @typeParam F - The call's signature.
 * @typeParam R - The route: what `payload` returns has a field for each of its placeholders.
 * @typeParam A - `args`. @typeParam K - `returns`. @typeParam E - `entity`.
 */
export interface Written<F extends AnyFunction, R, A, K, E> {
  /** See `CallOptions.args`. */
  args?: A | undefined;
  /** See `CallOptions.returns`. */
  returns?: K | undefined;
  /** See `CallOptions.entity`. */
  entity?: E | undefined;
  /** See `CallOptions.payload`. */
  payload?: ((...args: ParametersOf<F>) => PayloadOf<R>) | undefined;
}

/**
 * Declares one call of a service (what `defineService` returns): its route and options, held by the
 * compiler to the signature the declaration is annotated with.
 * @typeParam F - The call's signature, taken from the declaration's annotation (`Call<F>`), overloads included.
 * @typeParam Response - The platform's response (SDK shapes), when the annotation declares it (`Call<F, Response>`).
 * @typeParam R - The route, as written.
 * @typeParam A - The arguments, as written (`NoArgs`: none written; a `payload` function then builds the payload).
 * @typeParam K - `returns`, as written.
 * @typeParam E - `entity`, as written.
 */
export type DeclareCall = <
  F extends AnyFunction = AnyFunction, Response = unknown, R extends string = string, A extends Record<string, Arg> = NoArgs,
  K extends string | false | undefined = undefined, E extends string | undefined = undefined,
>(
  route: R,
  options: CallSettings<F> & Written<F, R, A, K, E> & CallMismatch<F, R, Hidden<Response>, A, K, E>,
) => Call<F, Response>;

/** A check as the declaration runs it: on whatever value the caller gave. */
type RunCheck = (value: unknown, name: string) => void;

const CHECKS: Record<Exclude<ArgCheck, AnyFunction>, RunCheck> = {
  id: requireString,
  object: requireObject,
  list: requireArray,
  array: (value, name) => requireArray(value, name, true),
  options: optionalObject,
  query: requireObject,
  value: () => {},
};

/** Sets `value` at a dotted path of `target`, copying the objects on the way (a caller's input is never changed). */
function place(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  let at = target;
  for (const key of keys) at = (at[key] = { ...(at[key] as Record<string, unknown> | undefined) }) as Record<string, unknown>;
  at[last] = value;
}

/**
 * Declares a module's calls against one platform service: a route as people read routes
 * (`'PATCH /stores/v1/products/{product.id}'`) plus named options. Path placeholders are filled
 * from the wire payload; arguments are checked before any request; the result goes wire → SDK.
 * The compiler holds the options to the signature the declaration is annotated with (`Call<F>`): as
 * many arguments as parameters, each check fitting a parameter, every placeholder filled, `returns`
 * matching what the signature resolves.
 *
 * @example
 * ```ts
 * // service.ts: the module's platform service, once
 * export const productsWriteService = defineService({
 *   fqn: 'wix.catalog.api.v1.CatalogWriteApi', entity: 'wix.stores.catalog.v1.product', pkg: '@wix/auto_sdk_stores_products',
 * });
 * // product.ts: each call beside its route, written in full
 * export const updateProduct: Call<(_id: string, product: UpdateProduct) => Promise<UpdateProductResponse>> =
 *   productsWriteService('PATCH /stores/v1/products/{product.id}', {
 *     name: 'UpdateProduct', args: { _id: { check: 'id', to: 'product.id' }, product: 'object' }, entity: 'product',
 *   });
 * ```
 */
export function defineService(service: ServiceOptions): DeclareCall {
  const toSdk = (service.fromWire ?? wireReader()) as (wire: unknown) => unknown;
  const fromSdk = service.toWire ?? (wireWriter() as (sdk: Record<string, unknown>) => Record<string, unknown>);
  /** Declares one call of the service: its route and options. */
  const declareCall = <F extends AnyFunction, Response>(route: string, options: CallOptions<F>): Call<F, Response> => {
    const [method, path] = route.split(' ') as [HttpMethod, string];
    const endpoint: Endpoint = {
      method,
      path,
      fqn: `${service.fqn}.${options.name}`,
      entity: service.entity,
      pkg: options.pkg ?? service.pkg,
      idempotent: options.idempotent,
      complex: options.complex,
      fallback: options.fallback === true ? path : options.fallback,
      maxUrl: options.maxUrl,
      www: options.www ?? service.www,
    };
    endpoint.header = biHeader(endpoint); // once, not on every request
    const args = Object.entries((options.args ?? {}) as Record<string, Arg>).map(([name, arg]) => ({ name, ...(typeof arg === 'object' ? arg : { check: arg }) }));
    // the wire payload: the call's own `payload` function, or the checked arguments placed as `args` says
    const build = (options.payload as ((...values: unknown[]) => Record<string, unknown>) | undefined) ?? ((...values: unknown[]): Record<string, unknown> => {
      const sdk: Record<string, unknown> = {};
      args.forEach(({ name, check, to, spread }, i) => {
        // a value of any type: only a `'query'` argument's `sort` is read, once the check has found an object
        let value = values[i] as { sort?: ({ fieldName?: string | undefined } | null | undefined)[] | undefined };
        (typeof check === 'function' ? (check as RunCheck) : CHECKS[check])(value, name);
        // a typed query's sort field names are values in SDK names (`_createdDate` → `createdDate`)
        if (check === 'query' && Array.isArray(value.sort)) {
          value = { ...value, sort: value.sort.map((sorting) => (sorting?.fieldName ? { ...sorting, fieldName: fieldToWire(sorting.fieldName) } : sorting)) };
        }
        if (to) return;
        if (check === 'options' || spread) Object.assign(sdk, value);
        else if (value !== undefined) sdk[name] = value;
      });
      const payload = fromSdk(sdk);
      args.forEach(({ to }, i) => to && place(payload, to, values[i]));
      return payload;
    });
    const result = (options.result as ((value: unknown) => unknown) | undefined) ?? toSdk;
    const { returns, nullOn, entity, builder } = options;
    const isRequest = (options.isRequest as ((...values: unknown[]) => boolean) | undefined) ?? ((first: unknown) => first !== undefined);
    const call = defineCall((send) => (...values: unknown[]): unknown => {
      if (builder && !isRequest(...values)) return (builder as (send: Send, endpoint: Endpoint, ...values: unknown[]) => unknown)(send, endpoint, ...values);
      return (async () => {
        const payload = build(...values);
        let response: Record<string, unknown> | undefined;
        try {
          response = (await send(endpoint, payload)) as Record<string, unknown> | undefined;
        } catch (error) {
          if (nullOn && (error as SiteKitError).code === nullOn) return null;
          throw error;
        }
        if (entity && response?.[entity] == null) {
          throw new SiteKitError(`The platform response has no "${entity}"`, { code: 'MALFORMED_RESPONSE' });
        }
        if (returns === false) return undefined;
        const value = returns === undefined ? response : response?.[returns];
        return value == null ? value : result(value);
      })();
    });
    return Object.assign(call as unknown as Call<F, Response>, { endpoint });
  };
  return declareCall as DeclareCall;
}

/**
 * The endpoints of calls declared with `defineService`, by name: for tooling, and for the few places
 * that send one with their own send options (a token header of their own).
 * @internal
 */
export function endpointsOf<T extends Record<string, Call<AnyFunction>>>(calls: T): { [K in keyof T]: Endpoint } {
  const endpoints: Record<string, Endpoint> = {};
  for (const [name, call] of Object.entries(calls)) endpoints[name] = (call as { endpoint?: Endpoint | undefined }).endpoint!;
  return endpoints as { [K in keyof T]: Endpoint };
}
