import { bindModule, defineCall, type Call } from '@sitekit/core-runtime';

/**
 * A call made over one declared request: `make(run)` gets the request bound to the client.
 *
 * @example
 * ```ts
 * export const aggregate = over(aggregateItems, (run) => (collection: string) => aggregateBuilder(run, collection));
 * ```
 */
export const over = <F extends (...args: any[]) => any>(request: Call<any>, make: (run: (...args: any[]) => any) => F): Call<F> =>
  defineCall((send) => make(bindModule({ run: request }, send).run));
