import type { Tokens } from '@sitekit/core-runtime/auth';
import type { SessionStore } from './store';

/**
 * How long a finished renewal answers for the refresh token it renewed with, and how long a logout is remembered.
 */
export const RENEWAL_GRACE_MS = 60_000;
/**
 * At most this many refresh tokens (and ended generations) are remembered; the oldest go first.
 */
export const RENEWAL_MAX_ENTRIES = 10_000;

/**
 * The per-process memory of session renewals that `defineSiteKit` creates (one per configuration,
 * never module-level): the in-memory {@link SessionStore}. It makes concurrent renewals of one
 * session share one refresh and remembers, for a short while, which session generations were ended
 * by a logout or a login. Everything answers at once.
 */
export interface SessionRenewals extends SessionStore {
  /**
   * One renewal per refresh token: concurrent callers share the first caller's `renew()`, and for
   * `graceMs` after it settles a caller that still carries that refresh token gets the same result
   * (the renewed tokens) instead of refreshing again. The refresh token stays valid across renewals
   * (ADR 0035): this saves refreshes, and stays right if the platform ever rotates.
   */
  renew(key: string, renew: () => Promise<Tokens>): Promise<Tokens>;
  /** Marks a session generation as ended (logout, or a login that replaced it). */
  end(generation: string | undefined): void;
  /** True when `end(generation)` was called within `graceMs`: a renewal of it must not be written back. */
  ended(generation: string | undefined): boolean;
}

/**
 * Options of {@link createSessionRenewals}.
 */
export interface SessionRenewalsOptions {
  /** How long a settled renewal and an ended generation are remembered. Default 60 s. */
  graceMs?: number | undefined;
  /** Bound on remembered entries of each kind. Default 10,000. */
  maxEntries?: number | undefined;
  /** Clock (tests). Default `Date.now`. */
  now?: (() => number) | undefined;
}

/**
 * A new renewal memory for one server process. `defineSiteKit` makes one for its configuration;
 * pass your own (`defineSiteKit({ renewals })`) to share it between configurations of one app.
 * It holds refresh tokens and the tokens they were renewed to, in memory only, for `graceMs`.
 * Several processes share nothing through it: give them a shared store (`@sitekit/next/redis`).
 */
export function createSessionRenewals(options: SessionRenewalsOptions = {}): SessionRenewals {
  const { graceMs = RENEWAL_GRACE_MS, maxEntries = RENEWAL_MAX_ENTRIES, now = Date.now } = options;
  const flights = new Map<string, { promise: Promise<Tokens>; settledAt?: number | undefined }>();
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
      const entry: { promise: Promise<Tokens>; settledAt?: number | undefined } = { promise: renew() };
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
  };
}
