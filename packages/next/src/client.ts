/**
 * `@sitekit/next/client`: the browser's auth strategy for a cookie session kept by the server.
 *
 * @example
 * ```ts
 * import { sessionAuth } from '@sitekit/next/client';
 * ```
 */
import type { AuthStrategy, Runtime } from '@sitekit/core';

export interface SessionAuthOptions {
  /** The `sessionRoute` URL. Default `/api/sitekit/session`. */
  url?: string;
  /** The `logoutRoute` URL. Default `/api/auth/logout`. */
  logoutUrl?: string;
  /**
   * An auth strategy with the login state machine (`OAuthStrategy` from `@sitekit/core/auth/member`):
   * its `login`, `register` and `processVerification` are used for email/password forms.
   */
  identity?: Record<string, any>;
  /** Whether the page was rendered for a member (so `loggedIn()` is right before the first call). */
  loggedIn?: boolean;
  fetch?: typeof fetch;
}

interface Session {
  accessToken: { value: string; expiresAt: number };
  role: string;
}

/**
 * An auth strategy whose tokens live in the server's httpOnly cookie: module calls get the access
 * token from `GET /api/sitekit/session` (fetched once, shared by concurrent calls, fetched again
 * when it expires or after a 401); the refresh token never reaches the browser. A finished
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
  let session: Session | undefined;
  let role = options.loggedIn ? 'member' : 'none';
  let flight: Promise<Session> | undefined;
  const listeners = new Set<() => void>();

  const accept = async (res: Response): Promise<Session> => {
    if (!res.ok) throw new Error(`SiteKit session route answered ${res.status}`);
    const next = (await res.json()) as Session;
    const changed = next.role !== role;
    session = next;
    role = next.role;
    if (changed) listeners.forEach((l) => l());
    return next;
  };
  const load = () => (flight ??= doFetch(url, { headers: { accept: 'application/json' } }).then(accept).finally(() => (flight = undefined)));
  const fresh = (s?: Session) => !!s?.accessToken.value && s.accessToken.expiresAt - 30 > Date.now() / 1000;

  const strategy = {
    ...identity,
    useEdgeHost: true as const,
    attach(runtime: Runtime) {
      identity?.attach?.(runtime);
    },
    async getAuthHeaders() {
      const s = fresh(session) ? session! : await load();
      return { headers: { Authorization: s.accessToken.value } };
    },
    async renewAfterUnauthorized() {
      session = undefined;
      return load().then(() => true, () => false);
    },
    loggedIn: () => role === 'member',
    /** Listens to `loggedIn()` changes; returns the unsubscribe function. */
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Hands a finished login's session token to the server, which stores member tokens in the cookie. */
    async complete(sessionToken: string) {
      await accept(await doFetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ sessionToken }) }));
    },
    /** Clears the server session; resolves the hosted logout URL to navigate to. */
    async logout(postFlowUrl?: string) {
      const returnTo = postFlowUrl ? new URL(postFlowUrl, globalThis.location?.href).pathname : '/';
      const res = await doFetch(`${logoutUrl}?returnTo=${encodeURIComponent(returnTo)}`, { method: 'POST', headers: { accept: 'application/json' } });
      session = undefined;
      role = 'none';
      listeners.forEach((l) => l());
      return (await res.json()) as { logoutUrl: string };
    },
  };
  return strategy satisfies AuthStrategy;
}
