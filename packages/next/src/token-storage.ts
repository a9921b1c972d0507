/**
 * `@sitekit/next/token-storage`: tokens kept on the server, the session cookie holding only an opaque
 * session id. Edge-safe (Web Crypto only); apps that keep tokens in the cookie never load it.
 *
 * @example
 * ```ts
 * import { storeTokens } from '@sitekit/next/token-storage';
 * export const siteKit = defineSiteKit({ renewals: createRedisSessionStore(redis), tokenStorage: storeTokens() });
 * ```
 */
import { generateCodeVerifier } from '@sitekit/core-runtime/auth';
// The package's own root, by name: the built entry then shares no chunk with it (its size stays its own).
import { generationCookieName, readSession, type SessionStore, type SessionValue, type TokenStorage } from '@sitekit/next';

/** What a store needs to hold sessions. */
type SessionShelf = Required<Pick<SessionStore, 'load' | 'save' | 'remove'>>;

/**
 * Sessions in the memory of one process, until their time to live, at most `maxSessions` (the oldest
 * go first). What `storeTokens()` uses when the session store holds no sessions itself (the default
 * in-memory store), and what the Redis store keeps of the sessions it saw, for an outage.
 */
export function createMemorySessions(options: { maxSessions?: number | undefined; now?: (() => number) | undefined } = {}) {
  const { maxSessions = 100_000, now = Date.now } = options;
  const sessions = new Map<string, { session: SessionValue; expiresAt: number }>();
  const load = (id: string): SessionValue | undefined => {
    const entry = sessions.get(id);
    if (entry && entry.expiresAt > now()) return entry.session;
    sessions.delete(id);
    return undefined;
  };
  return {
    /** The session kept under the id, unless it has expired. */
    load,
    /** Keeps a session under the id for `ttlMs` (with `onlyIfPresent`, only if the id is still known). */
    save(id: string, session: SessionValue, ttlMs: number, onlyIfPresent?: boolean): void {
      if (onlyIfPresent && !load(id)) return;
      sessions.delete(id);
      sessions.set(id, { session, expiresAt: now() + ttlMs });
      while (sessions.size > maxSessions) sessions.delete(sessions.keys().next().value!);
    },
    /** Forgets the session kept under the id. */
    remove: (id: string): void => void sessions.delete(id),
  } satisfies SessionShelf;
}

/**
 * Tokens in the session store (`renewals`): the session cookie holds an opaque session id (43
 * characters from core's unbiased generator, ≈ 260 bits) and the store keeps `{ clientId, tokens, gen }`
 * under it for the cookie's `maxAge`. A logout removes it; a renewal stores only while the id is known,
 * so a renewal answering after the logout cannot bring the session back. A store without `load`,
 * `save` and `remove` (the default in-memory one) leaves the sessions to this process's memory.
 * Server components read the session with `loadSession` (`getServerClient` does).
 */
export function storeTokens(): TokenStorage {
  const memory = createMemorySessions();
  const shelf = (store: SessionStore): SessionShelf => (store.load && store.save && store.remove ? (store as SessionShelf) : memory);
  return {
    async read(config, source) {
      const id = source.get(config.cookieName)?.value;
      const stored = id ? await shelf(config.renewals).load(id) : undefined;
      const session = stored && readSession(config, JSON.stringify(stored), source.get(generationCookieName(config))?.value);
      return session ? { ...session, id: id! } : null;
    },
    async write(config, { tokens, gen, id = generateCodeVerifier() }, ttlMs, onlyIfPresent) {
      await shelf(config.renewals).save(id, { clientId: config.clientId, tokens, ...(gen ? { gen } : {}) }, ttlMs, onlyIfPresent);
      return id;
    },
    remove: async (config, id) => shelf(config.renewals).remove(id),
  };
}
