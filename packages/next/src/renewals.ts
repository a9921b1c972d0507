import type { Tokens } from '@sitekit/core/auth';
import type { SessionValue } from './session';
import type { SessionStore } from './store';

/**
 * How long a finished renewal answers for the refresh token it spent, and how long a logout is remembered.
 *
 * @example
 * ```ts
 * createSessionRenewals({ graceMs: RENEWAL_GRACE_MS / 2 });
 * ```
 */
export const RENEWAL_GRACE_MS = 60_000;
/**
 * At most this many refresh tokens (and ended generations) are remembered; the oldest go first.
 *
 * @example
 * ```ts
 * createSessionRenewals({ maxEntries: RENEWAL_MAX_ENTRIES * 10 });
 * ```
 */
export const RENEWAL_MAX_ENTRIES = 10_000;

/**
 * The per-process memory of session renewals that `defineSiteKit` creates (one per configuration,
 * never module-level): the in-memory {@link SessionStore}. It makes concurrent renewals of one
 * session share one refresh, remembers for a short while which session generations were ended by
 * a logout or a login, and holds the sessions of `tokenStorage: 'store'`. Everything answers at once.
 *
 * @example
 * ```ts
 * const tokens = await siteKit.renewals.renew(refreshToken.value, () => auth.renewToken(refreshToken));
 * ```
 */
export interface SessionRenewals extends SessionStore {
  /** Marks a session generation as ended (logout, or a login that replaced it). */
  end(generation: string | undefined): void;
  /** True when `end(generation)` was called within `graceMs`: a renewal of it must not be written back. */
  ended(generation: string | undefined): boolean;
  load(id: string): SessionValue | undefined;
  save(id: string, session: SessionValue, ttlMs: number, onlyIfPresent?: boolean): void;
  remove(id: string): void;
}

/**
 * Options of {@link createSessionRenewals}.
 *
 * @example
 * ```ts
 * const options: SessionRenewalsOptions = { graceMs: 30_000, maxEntries: 1_000 };
 * ```
 */
export interface SessionRenewalsOptions {
  /** How long a settled renewal and an ended generation are remembered. Default 60 s. */
  graceMs?: number;
  /** Bound on remembered renewals and ended generations. Default 10,000. */
  maxEntries?: number;
  /** Bound on stored sessions (`tokenStorage: 'store'`); the oldest go first. Default 100,000. */
  maxSessions?: number;
  /** Clock (tests). Default `Date.now`. */
  now?: () => number;
}

/**
 * A new renewal memory for one server process. `defineSiteKit` makes one for its configuration;
 * pass your own (`defineSiteKit({ renewals })`) to share it between configurations of one app.
 * It holds refresh tokens and the tokens they were renewed to, in memory only, for `graceMs`, and
 * (with `tokenStorage: 'store'`) the sessions, until their cookie's `maxAge`. Several processes
 * share nothing through it: use a shared store for those (`@sitekit/next/redis`).
 *
 * @example
 * ```ts
 * import { createSessionRenewals, defineSiteKit } from '@sitekit/next';
 * export const siteKit = defineSiteKit({ renewals: createSessionRenewals({ graceMs: 30_000 }) });
 * ```
 */
export function createSessionRenewals(options: SessionRenewalsOptions = {}): SessionRenewals {
  const { graceMs = RENEWAL_GRACE_MS, maxEntries = RENEWAL_MAX_ENTRIES, maxSessions = 100_000, now = Date.now } = options;
  const sessions = new Map<string, { session: SessionValue; expiresAt: number }>();
  const load = (id: string) => {
    const entry = sessions.get(id);
    if (entry && entry.expiresAt > now()) return entry.session;
    sessions.delete(id);
    return undefined;
  };
  const flights = new Map<string, { promise: Promise<Tokens>; settledAt?: number }>();
  const endedAt = new Map<string, number>();
  const sweep = () => {
    const limit = now() - graceMs;
    for (const [key, entry] of flights) if (entry.settledAt !== undefined && entry.settledAt < limit) flights.delete(key);
    for (const [gen, at] of endedAt) if (at < limit) endedAt.delete(gen);
    while (flights.size > maxEntries) flights.delete(flights.keys().next().value!);
    while (endedAt.size > maxEntries) endedAt.delete(endedAt.keys().next().value!);
  };
  return {
    renew(key, renew) {
      sweep();
      const known = flights.get(key);
      if (known) return known.promise;
      const entry: { promise: Promise<Tokens>; settledAt?: number } = { promise: renew() };
      entry.promise.then(
        () => void (entry.settledAt = now()),
        () => void (flights.get(key) === entry && flights.delete(key)), // a failure (the platform unreachable) is not remembered
      );
      flights.set(key, entry);
      sweep();
      return entry.promise;
    },
    end(generation) {
      if (!generation) return;
      endedAt.delete(generation);
      endedAt.set(generation, now());
      sweep();
    },
    ended: (generation) => !!generation && (endedAt.get(generation) ?? -Infinity) >= now() - graceMs,
    load,
    save(id, session, ttlMs, onlyIfPresent) {
      if (onlyIfPresent && !load(id)) return;
      sessions.delete(id);
      sessions.set(id, { session, expiresAt: now() + ttlMs });
      while (sessions.size > maxSessions) sessions.delete(sessions.keys().next().value!);
    },
    remove: (id) => void sessions.delete(id),
  };
}
