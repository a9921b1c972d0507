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
import type { Tokens } from '@sitekit/core/auth';
// The package's own root, by name: the built entry then shares no chunk with it (its size stays its own).
import { createSessionRenewals, RENEWAL_GRACE_MS, type SessionStore, type SessionValue } from '@sitekit/next';
import { FAILED, guardedCommands, type RedisCommands } from './redis-commands';
import { hashed, seal, unseal } from './redis-seal';
import { createMemorySessions } from './token-storage';

export type { RedisCommands } from './redis-commands';

/**
 * Options of {@link createRedisSessionStore}.
 */
export interface RedisSessionStoreOptions {
  /** The OAuth app's client id: keys are namespaced by it. Default `process.env.SITEKIT_CLIENT_ID`. */
  clientId?: string;
  /** First part of every key. Default `sitekit`. */
  prefix?: string;
  /** How long a settled renewal and an ended generation are remembered. Default 60 s. */
  graceMs?: number;
  /** Expiry of the renewal lock: a holder that crashed blocks others at most this long. Default 10 s. */
  lockMs?: number;
  /** A command slower than this counts as Redis being unreachable. Default 1 s. */
  commandTimeoutMs?: number;
  /** How long this process keeps its own copy of a stored session, for when Redis is unreachable. Default 10 min. */
  localCopyMs?: number;
  /** Where the one warning per outage goes. Default `console.warn`. */
  warn?: (message: string) => void;
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
 * When Redis is unreachable it falls back to this process's memory (what {@link createSessionRenewals}
 * does) and warns once per outage: no request fails and no member is logged out because of it.
 *
 * @example
 * ```ts
 * import { createClient } from 'redis';
 * import { defineSiteKit } from '@sitekit/next';
 * import { createRedisSessionStore } from '@sitekit/next/redis';
 * const redis = await createClient({ url: process.env.REDIS_URL }).connect();
 * export const siteKit = defineSiteKit({ renewals: createRedisSessionStore(redis) });
 * ```
 * @throws Error when no client id is given or set in the environment.
 */
export function createRedisSessionStore(client: RedisCommands, options: RedisSessionStoreOptions = {}): SessionStore {
  const clientId = options.clientId ?? (process.env.SITEKIT_CLIENT_ID || undefined);
  if (!clientId) throw new Error('createRedisSessionStore: clientId is required (pass it or set SITEKIT_CLIENT_ID)');
  const { prefix = 'sitekit', graceMs = RENEWAL_GRACE_MS, lockMs = 10_000, commandTimeoutMs = 1_000, localCopyMs = 600_000 } = options;
  const local = { ...createSessionRenewals({ graceMs }), ...createMemorySessions() };
  const keyOf = (kind: string, secret: string) => `${prefix}:${clientId}:${kind}:${hashed(secret)}`;
  const px = (value: number) => ({ type: 'PX' as const, value });
  const call = guardedCommands(client, commandTimeoutMs, options.warn ?? ((message: string) => console.warn(message)));

  /** The renewed tokens another process stored for `key`, undefined, or FAILED. */
  async function storedResult(key: string): Promise<Tokens | undefined | typeof FAILED> {
    const stored = await call(() => client.get(keyOf('renewal', key)));
    return typeof stored === 'string' ? unseal<Tokens>(key, stored) : stored === FAILED ? FAILED : undefined;
  }

  /**
   * Renews under the lock: the result is stored for the others before the lock is released. Checked
   * once more under the lock: a holder may have stored its result and released the lock between
   * our first look and our taking it.
   */
  async function hold(key: string, lock: string, owner: string, renew: () => Promise<Tokens>): Promise<Tokens> {
    const release = () => call(() => client.eval(RELEASE, { keys: [lock], arguments: [owner] }));
    let tokens: Tokens;
    try {
      const stored = await storedResult(key);
      tokens = stored && stored !== FAILED ? stored : await renew();
    } catch (error) {
      await release(); // a failure is not remembered: the next caller renews
      throw error;
    }
    await call(() => client.set(keyOf('renewal', key), seal(key, tokens), { expiration: px(graceMs) }));
    await release();
    return tokens;
  }

  /** One renewal across processes: the result another process stored, or the lock and our own renewal. */
  async function shared(key: string, renew: () => Promise<Tokens>): Promise<Tokens> {
    const lock = keyOf('lock', key);
    const deadline = Date.now() + 2 * lockMs;
    for (let delay = 5; ; delay = Math.min(delay * 2, 100)) {
      const stored = await storedResult(key);
      if (stored === FAILED) return renew();
      if (stored) return stored;
      const owner = randomUUID();
      const taken = await call(() => client.set(lock, owner, { condition: 'NX', expiration: px(lockMs) }));
      if (taken === FAILED || Date.now() > deadline) return renew();
      if (taken) return hold(key, lock, owner, renew);
      await sleep(delay);
    }
  }

  return {
    renew: (key, renew) => local.renew(key, () => shared(key, renew)),
    async end(generation) {
      local.end(generation);
      if (generation) await call(() => client.set(keyOf('ended', generation), '1', { expiration: px(graceMs) }));
    },
    async ended(generation) {
      if (!generation || local.ended(generation)) return !!generation;
      const stored = await call(() => client.get(keyOf('ended', generation)));
      return stored !== FAILED && stored !== null;
    },
    async load(id) {
      const stored = await call(() => client.get(keyOf('session', id)));
      if (stored === FAILED) return local.load(id);
      const session = typeof stored === 'string' ? unseal<SessionValue>(id, stored) : undefined;
      if (session) local.save(id, session, localCopyMs);
      else local.remove(id);
      return session;
    },
    async save(id, session, ttlMs, onlyIfPresent) {
      const condition = onlyIfPresent ? { condition: 'XX' as const } : {};
      const saved = await call(() => client.set(keyOf('session', id), seal(id, session), { ...condition, expiration: px(ttlMs) }));
      if (saved === FAILED) local.save(id, session, Math.min(ttlMs, localCopyMs), onlyIfPresent);
      else if (saved === null) local.remove(id);
      else local.save(id, session, Math.min(ttlMs, localCopyMs));
    },
    async remove(id) {
      local.remove(id);
      await call(() => client.del(keyOf('session', id)));
    },
  };
}
