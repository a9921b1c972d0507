/**
 * `@sitekit/next/client`: the browser's auth strategy for a cookie session kept by the server.
 *
 * @example
 * ```ts
 * import { sessionAuth } from '@sitekit/next/client';
 * ```
 */
import type { AuthStrategy, Runtime } from '@sitekit/core-runtime';

/**
 * The options of `sessionAuth`: the session and logout route URLs, the strategy that runs
 * email/password logins, whether the page was rendered for a member, `fetch`, and the cross-tab lock.
 */
export interface SessionAuthOptions {
  /** The `sessionRoute` URL. Default `/api/sitekit/session`. */
  url?: string | undefined;
  /** The `logoutRoute` URL. Default `/api/auth/logout`. */
  logoutUrl?: string | undefined;
  /**
   * An auth strategy with the login state machine (`OAuthStrategy` from `@sitekit/core/auth/member`):
   * its `login`, `register` and `processVerification` are used for email/password forms.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- its methods (login, register, …) are spread onto the session strategy apps call; any strategy object fits, ours or the platform SDK's
  identity?: Record<string, any> | undefined;
  /** Whether the page was rendered for a member (so `loggedIn()` is right before the first call). */
  loggedIn?: boolean | undefined;
  /** Injected fetch for the session requests (tests). Default: the global fetch at call time. */
  fetch?: typeof fetch | undefined;
  /**
   * Serializes this site's session requests across the browser's tabs (the Web Locks API), so one
   * tab's logout or login is written after another tab's renewal that started before it. Default
   * `navigator.locks` where the browser has it; `null` keeps the order within this tab only.
   */
  locks?: SessionLocks | null | undefined;
}

/**
 * The part of the Web Locks API (`navigator.locks`) that `sessionAuth` uses.
 */
export interface SessionLocks {
  /** Runs `callback` while holding the lock `name` (one holder at a time, across tabs). */
  request(name: string, callback: () => Promise<unknown>): Promise<unknown>;
}

interface Session {
  accessToken: { value: string; expiresAt: number };
  role: string;
}

/**
 * An auth strategy whose tokens live in the server's httpOnly cookie: module calls get the access
 * token from `GET /api/sitekit/session` (fetched once, shared by concurrent calls, fetched again
 * when it expires or after a 401); the refresh token never reaches the browser. Session requests,
 * logins and logouts go one at a time (across tabs with `navigator.locks`), and a logout or login
 * drops the answers of requests sent before it. A finished
 * email/password login (`complete(sessionToken)`, called by `useAuth`) is handed to the server,
 * which writes member tokens to the cookie; `logout()` goes through `logoutRoute`.
 *
 * @example
 * ```tsx
 * 'use client';
 * const [client] = useState(() => createClient({
 *   modules: { products, currentCart, redirects },
 *   auth: sessionAuth({ identity: OAuthStrategy({ clientId }), loggedIn }),
 * }));
 * ```
 */
export function sessionAuth(options: SessionAuthOptions = {}) {
  const { url = '/api/sitekit/session', logoutUrl = '/api/auth/logout', identity } = options;
  const doFetch = (input: string, init?: RequestInit) => (options.fetch ?? fetch)(input, { credentials: 'same-origin', ...init });
  const locks: SessionLocks | null | undefined = options.locks === undefined ? (globalThis as { navigator?: { locks?: SessionLocks | undefined } | undefined }).navigator?.locks : options.locks;
  let session: Session | undefined;
  let role = options.loggedIn ? 'member' : 'none';
  // Bumped by every logout and login: an answer to a session request sent before it is stale.
  let epoch = 0;
  let flight: Promise<Session> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  /** One session request at a time: across tabs with Web Locks, else within this tab. */
  const exclusive = <T>(request: () => Promise<T>): Promise<T> => {
    if (locks) return locks.request(`sitekit-session ${url}`, request) as Promise<T>;
    const run = queue.then(request, request);
    queue = run.catch(() => undefined);
    return run;
  };
  const ask = (init?: RequestInit) => exclusive(async () => {
    const res = await doFetch(url, { ...init, headers: { accept: 'application/json', ...init?.headers } });
    if (!res.ok) throw new Error(`SiteKit session route answered ${res.status}`);
    return (await res.json()) as Session;
  });
  const accept = (next: Session): Session => {
    const changed = next.role !== role;
    session = next;
    role = next.role;
    if (changed) notify();
    return next;
  };
  const load = () => {
    const current = (flight ??= (async () => {
      for (;;) {
        const at = epoch;
        const next = await ask();
        if (at === epoch) return accept(next); // else a logout or login came in between: ask again
      }
    })().finally(() => {
      if (flight === current) flight = undefined;
    }));
    return current;
  };
  const fresh = (candidate?: Session) => !!candidate?.accessToken.value && candidate.accessToken.expiresAt - 30 > Date.now() / 1000;
  /** Starts a logout or login: answers to earlier session requests are dropped from now on. */
  const restart = (nextRole: string) => {
    epoch += 1;
    session = undefined;
    flight = undefined;
    role = nextRole;
  };

  const strategy = {
    ...identity,
    useEdgeHost: true as const,
    /** Hands the client's runtime to the identity strategy. */
    attach(runtime: Runtime) {
      identity?.attach?.(runtime);
    },
    /** The session's access token, loaded from the session route when missing or about to expire. */
    async getAuthHeaders() {
      const active = fresh(session) ? session! : await load();
      return { headers: { Authorization: active.accessToken.value } };
    },
    /** After a 401: loads the session again; true when that worked. */
    async renewAfterUnauthorized() {
      session = undefined;
      return load().then(() => true, () => false);
    },
    /** Whether the session is a member's. */
    loggedIn: () => role === 'member',
    /** Listens to `loggedIn()` changes; returns the unsubscribe function. */
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Hands a finished login's session token to the server, which stores member tokens in the cookie. */
    async complete(sessionToken: string) {
      const before = role;
      restart(before);
      const at = epoch;
      const next = await ask({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sessionToken }) });
      if (at === epoch) accept(next);
    },
    /**
     * Clears the server session; resolves the hosted logout URL to navigate to. It wins over every
     * session request that started before it: their answers are dropped, `loggedIn()` is false from
     * the start, and the logout request is sent after them, so its cookie is the one that stays.
     */
    async logout(postFlowUrl?: string) {
      const returnTo = postFlowUrl ? new URL(postFlowUrl, globalThis.location?.href).pathname : '/';
      const was = role;
      restart('none');
      if (was !== 'none') notify();
      return exclusive(async () => {
        const res = await doFetch(`${logoutUrl}?returnTo=${encodeURIComponent(returnTo)}`, { method: 'POST', headers: { accept: 'application/json' } });
        return (await res.json()) as { logoutUrl: string };
      });
    },
  };
  return strategy satisfies AuthStrategy;
}
