/**
 * `@sitekit/next/redis`: the session store that several server processes share through Redis
 * (Node runtime only: it opens TCP connections and uses `node:crypto`). Apps that don't import
 * this entry never load it; the Redis client is the app's own (`redis`, node-redis).
 *
 * @example
 * ```ts
 * import { createClient } from 'redis';
 * import { createRedisSessionStore } from '@sitekit/next/redis';
 * const redis = await createClient({ url: process.env.REDIS_URL }).connect();
 * export const siteKit = defineSiteKit({ renewals: createRedisSessionStore(redis) });
 * ```
 */
import { randomUUID } from 'node:crypto';
import type { Tokens } from '@sitekit/core-runtime/auth';
// The package's own root, by name: the built entry then shares no chunk with it (its size stays its own).
import { createSessionRenewals, RENEWAL_GRACE_MS, type SessionStore, type SessionValue } from '@sitekit/next';
import { FAILED, guardedCommands, type RedisCommands } from './redis-commands';
import { hashed, seal, unseal } from './redis-seal';
import { createWriteBacks } from './redis-write-back';
import { createMemorySessions } from './token-storage';

export type { RedisCommands } from './redis-commands';

/**
 * Options of {@link createRedisSessionStore}.
 */
export interface RedisSessionStoreOptions {
  /** The OAuth app's client id: keys are namespaced by it. Default `process.env.SITEKIT_CLIENT_ID`. */
  clientId?: string | undefined;
  /** First part of every key. Default `sitekit`. */
  prefix?: string | undefined;
  /** How long a settled renewal and an ended generation are remembered. Default 60 s. */
  graceMs?: number | undefined;
  /** Expiry of the renewal lock: a holder that crashed blocks others at most this long. Default 10 s. */
  lockMs?: number | undefined;
  /** A command slower than this counts as Redis being unreachable. Default 1 s. */
  commandTimeoutMs?: number | undefined;
  /** How long this process keeps its own copy of a stored session, for when Redis is unreachable. Default 10 min. */
  localCopyMs?: number | undefined;
  /** Where the one warning per outage goes. Default `console.warn`. */
  warn?: ((message: string) => void) | undefined;
}

// Deletes the lock only while it is still ours (it may have expired and been taken by another process).
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A {@link SessionStore} on Redis: one refresh per refresh token across every process (a lock
 * taken with `SET NX PX`, so a crashed holder blocks others at most `lockMs`; the others poll for
 * its result with backoff, bounded by twice `lockMs`), the result kept `graceMs` for requests that
 * still carry the same refresh token, ended generations and stored sessions shared. Key names hold
 * SHA-256 digests, never a token, session id or generation; stored tokens are encrypted with a
 * key derived from the token or id they are stored under.
 *
 * When Redis is unreachable or slow it falls back to this process's memory (what {@link createSessionRenewals}
 * does) and warns once per outage: no request fails and no member is logged out because of it. A
 * renewal never spends a refresh token another process may be spending: for `lockMs` after an outage
 * begins (when any lock taken before it has expired) a process waits for the holder's result rather
 * than take the lock or renew, and renews on its own only once the outage has lasted longer. What
 * Redis missed (a renewal's result, a session saved or removed, an ended generation) is written back
 * when it answers again.
 *
 * @throws Error when no client id is given or set in the environment.
 */
export function createRedisSessionStore(client: RedisCommands, options: RedisSessionStoreOptions = {}): SessionStore {
  const clientId = options.clientId ?? (process.env.SITEKIT_CLIENT_ID || undefined);
  if (!clientId) throw new Error('createRedisSessionStore: clientId is required (pass it or set SITEKIT_CLIENT_ID)');
  const { prefix = 'sitekit', graceMs = RENEWAL_GRACE_MS, lockMs = 10_000, commandTimeoutMs = 1_000, localCopyMs = 600_000 } = options;
  const local = { ...createSessionRenewals({ graceMs }), ...createMemorySessions() };
  const keyOf = (kind: string, secret: string) => `${prefix}:${clientId}:${kind}:${hashed(secret)}`;
  const px = (value: number) => ({ type: 'PX' as const, value });
  // The end of an outage sends what Redis missed (`pending` exists by the time a command answers).
  const call = guardedCommands(client, commandTimeoutMs, options.warn ?? ((message: string) => console.warn(message)), () => void pending.flush());
  const pending = createWriteBacks(call, Math.min(100, lockMs / 4));
  /** Sets a key; what Redis missed is kept and written back when it answers again. */
  async function setOrKeep(key: string, value: string, ttlMs: number) {
    const write = (left: number) => client.set(key, value, { expiration: px(left) });
    if ((await call(() => write(ttlMs))) === FAILED) pending.keep(key, Date.now() + ttlMs, write);
    else pending.drop(key);
  }
  /** Releases a lock we hold (or may hold: a `SET NX` that timed out may still have been applied). */
  async function release(lock: string, owner: string) {
    const write = () => client.eval(RELEASE, { keys: [lock], arguments: [owner] });
    if ((await call(write)) === FAILED) pending.keep(`${lock} ${owner}`, Date.now() + lockMs, write);
  }
  /** While an outage is recent, a lock taken before it may be held still though Redis lost or hid it. */
  const unsettled = () => call.outageSince !== undefined && Date.now() < call.outageSince + lockMs;

  /** The renewed tokens another process stored for `key`, undefined, or FAILED. */
  async function storedResult(key: string): Promise<Tokens | undefined | typeof FAILED> {
    const stored = await call(() => client.get(keyOf('renewal', key)));
    return typeof stored === 'string' ? unseal<Tokens>(key, stored) : stored === FAILED ? FAILED : undefined;
  }

  /**
   * Renews under the lock: the result is stored for the others before the lock is released (written
   * back later when Redis misses it). Checked once more under the lock: a holder may have stored its
   * result and released the lock between our first look and our taking it.
   */
  async function hold(key: string, lock: string, owner: string, renew: () => Promise<Tokens>): Promise<Tokens> {
    let tokens: Tokens;
    try {
      const stored = await storedResult(key);
      tokens = stored && stored !== FAILED ? stored : await renew();
    } catch (error) {
      await release(lock, owner); // a failure is not remembered: the next caller renews
      throw error;
    }
    await setOrKeep(keyOf('renewal', key), seal(key, tokens), graceMs);
    await release(lock, owner);
    return tokens;
  }

  /**
   * One renewal across processes: the result another process stored, or the lock and our own renewal.
   * Within `lockMs` of an outage it only waits for a result (a holder may be renewing); after that, an
   * unreachable Redis means renewing alone, as a one-process app does.
   */
  async function shared(key: string, renew: () => Promise<Tokens>): Promise<Tokens> {
    const lock = keyOf('lock', key);
    const deadline = Date.now() + 2 * lockMs;
    for (let delay = 5; ; delay = Math.min(delay * 2, 100)) {
      const stored = await storedResult(key);
      if (stored && stored !== FAILED) return stored;
      if (!unsettled()) {
        if (stored === FAILED || Date.now() > deadline) return renew();
        const owner = randomUUID();
        const taken = await call(() => client.set(lock, owner, { condition: 'NX', expiration: px(lockMs) }));
        if (taken === FAILED) await release(lock, owner); // it may have been applied: never leave it behind
        else if (taken) return hold(key, lock, owner, renew);
      }
      await sleep(delay);
    }
  }

  return {
    renew: (key, renew) => local.renew(key, () => shared(key, renew)),
    async end(generation) {
      local.end(generation);
      if (generation) await setOrKeep(keyOf('ended', generation), '1', graceMs);
    },
    async ended(generation) {
      if (!generation || local.ended(generation)) return !!generation;
      const stored = await call(() => client.get(keyOf('ended', generation)));
      return stored !== FAILED && stored !== null;
    },
    async load(id) {
      const key = keyOf('session', id);
      // What this process kept while Redis was away is newer than what Redis holds, until written back.
      if (pending.waiting(key)) return local.load(id);
      const stored = await call(() => client.get(key));
      if (stored === FAILED || pending.waiting(key)) return local.load(id);
      const session = typeof stored === 'string' ? unseal<SessionValue>(id, stored) : undefined;
      if (session) local.save(id, session, localCopyMs);
      else local.remove(id);
      return session;
    },
    async save(id, session, ttlMs, onlyIfPresent) {
      const key = keyOf('session', id);
      const value = seal(id, session);
      const condition = onlyIfPresent ? { condition: 'XX' as const } : {};
      // Behind a write Redis has not received yet, a save waits its turn (Redis holds an older copy, or none).
      const saved = pending.waiting(key) ? FAILED : await call(() => client.set(key, value, { ...condition, expiration: px(ttlMs) }));
      if (saved === FAILED) {
        local.save(id, session, Math.min(ttlMs, localCopyMs), onlyIfPresent);
        // Written back as kept here (a login during the outage stays a login once Redis is back).
        if (local.load(id)) pending.keep(key, Date.now() + ttlMs, (left) => client.set(key, value, { expiration: px(left) }));
      } else if (saved === null) local.remove(id);
      else local.save(id, session, Math.min(ttlMs, localCopyMs));
    },
    async remove(id) {
      const key = keyOf('session', id);
      local.remove(id);
      const removed = await call(() => client.del(key));
      if (removed === FAILED) pending.keep(key, Date.now() + localCopyMs, () => client.del(key));
      else pending.drop(key);
    },
  };
}
