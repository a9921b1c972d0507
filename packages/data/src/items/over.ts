import { bindModule, defineCall, type Call } from '@sitekit/core-runtime';

/**
 * A call made over one declared request: `make(run)` gets the request bound to the client.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the constraint `Call` itself puts on a declared call's function
export const over = <R extends (...args: any[]) => any, F extends (...args: any[]) => any>(request: Call<R>, make: (run: R) => F): Call<F> =>
  defineCall((send) => make(bindModule({ run: request }, send).run));
