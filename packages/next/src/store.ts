import type { MaybePromise, Tokens } from '@sitekit/core-runtime/auth';
import type { SessionValue } from './session-value';

/**
 * What must be shared by every server process of one app for its sessions to behave as one:
 * the renewal single flight (one refresh per refresh token), the short memory of renewed tokens
 * (a request that still carries the refresh token renewed with gets the renewed tokens), the ended
 * session generations (a logout or login wins over every renewal started before it) and, with
 * `tokenStorage: storeTokens()`, the sessions themselves.
 *
 * `createSessionRenewals()` (the default) keeps all of it in the memory of one process.
 * `createRedisSessionStore()` from `@sitekit/next/redis` shares it through Redis. Any other
 * shared store fits (`load`, `save` and `remove` only where it stores sessions, see `storeTokens`):
 * on an edge runtime, which cannot open TCP connections, an HTTP key-value store with "set if
 * absent, with expiry", "get" and "delete" is enough (see
 * docs/next-several-instances.md for an example). A store never puts a token or session id in a
 * key name, and never fails a request because it is unreachable: it falls back to what this
 * process knows.
 */
export interface SessionStore {
  /**
   * One renewal per `key` (client id and refresh token): concurrent callers, in this process or
   * any other sharing the store, share the first caller's `renew()`; for the grace period after
   * it settles, a caller with the same key gets the same result instead of refreshing again. A
   * failed renewal is not remembered.
   */
  renew(key: string, renew: () => Promise<Tokens>): Promise<Tokens>;
  /** Marks a session generation as ended (logout, or a login that replaced it), for the grace period. */
  end(generation: string | undefined): MaybePromise<void>;
  /** True when the generation was ended within the grace period: a renewal of it must not be written back. */
  ended(generation: string | undefined): MaybePromise<boolean>;
  /** The session stored under an opaque session id (with `tokenStorage: storeTokens()`). */
  load?(id: string): MaybePromise<SessionValue | undefined>;
  /**
   * Stores a session under an opaque id for `ttlMs`. With `onlyIfPresent` (a renewal) nothing is
   * stored when the id is unknown (removed by a logout, or expired), so a late renewal cannot bring
   * an ended session back.
   */
  save?(id: string, session: SessionValue, ttlMs: number, onlyIfPresent?: boolean): MaybePromise<void>;
  /** Forgets a stored session (logout). */
  remove?(id: string): MaybePromise<void>;
}
