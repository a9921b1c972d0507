import type { Tokens } from './tokens';

/** A value or a promise of it: storages may be synchronous (memory, localStorage) or not (KV, sessions). */
export type MaybePromise<T> = T | Promise<T>;

/**
 * Where one client's session lives. Synchronous storages are read at construction; asynchronous
 * ones before the first call. `setTokens` is called on every change (renewal, login, logout).
 */
export interface TokenStorage {
  /** The stored tokens, or null/undefined when there are none. */
  getTokens(): MaybePromise<Tokens | null | undefined>;
  /** Keeps the tokens (called on every change: renewal, login, logout). */
  setTokens(tokens: Tokens): MaybePromise<void>;
}

/**
 * The default storage: a variable owned by one strategy (never shared between clients).
 */
export function memoryTokenStorage(initial?: Tokens | null): TokenStorage {
  let tokens = initial;
  return {
    getTokens: () => tokens,
    setTokens: (next) => {
      tokens = next;
    },
  };
}
