import type { AuthStrategy } from '../client/types';

/** The options of `StaticTokenStrategy`: the access token to send. */
export interface StaticTokenOptions {
  /** The raw access token (sent as is in `Authorization`, no `Bearer`). A function is read per call. */
  accessToken: string | (() => string | Promise<string>);
}

/**
 * The simplest strategy: a token you already hold (from a server session, a test, a backend).
 * Module calls go to `www`; nothing is renewed.
 *
 * @example
 * ```ts
 * const client = createClient({ modules: { orders }, auth: StaticTokenStrategy({ accessToken: token }) });
 * ```
 */
export function StaticTokenStrategy({ accessToken }: StaticTokenOptions): AuthStrategy {
  return {
    getAuthHeaders: async () => ({
      headers: { Authorization: typeof accessToken === 'function' ? await accessToken() : accessToken },
    }),
  };
}
