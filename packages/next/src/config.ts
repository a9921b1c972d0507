import type { CookieSource } from './cookie-source';
import { createSessionRenewals } from './renewals';
import type { SessionValue } from './session-value';
import type { SessionStore } from './store';

/**
 * Default name of the session cookie (httpOnly, SameSite=Lax): `sitekit_session`.
 */
export const DEFAULT_COOKIE_NAME = 'sitekit_session';
/**
 * Name of the short-lived cookie holding the PKCE verifier and state of a hosted login: `sitekit_oauth`.
 */
export const OAUTH_COOKIE_NAME = 'sitekit_oauth';

/** The options of `defineSiteKit`: the OAuth client, the platform host, the cookies, the callback path, and where renewals and tokens are kept. */
export interface SiteKitNextOptions {
  /** The OAuth app's client id. Default `process.env.SITEKIT_CLIENT_ID`. */
  clientId?: string | undefined;
  /** Platform host override (the emulator's HTTP face, e.g. `http://127.0.0.1:4010`). Default `process.env.SITEKIT_HOST`. */
  host?: string | undefined;
  /** Session cookie name. Default `sitekit_session`. */
  cookieName?: string | undefined;
  /** Session cookie `Max-Age` in seconds. Default 30 days. */
  maxAge?: number | undefined;
  /** Called when a member session could not be renewed and the visitor got fresh visitor tokens. */
  onSessionLost?: ((info: { request: Request }) => void) | undefined;
  /** Route of `callbackRoute` (the OAuth redirect URI). Default `/api/auth/callback`. */
  callbackPath?: string | undefined;
  /** Injected fetch (tests, instrumentation). Default: the global fetch at call time. */
  fetch?: typeof fetch | undefined;
  /**
   * The session store: single flight per refresh token, ended generations and (with `tokenStorage`) the
   * sessions. Default: a new in-memory one per configuration ({@link createSessionRenewals}); several
   * server processes share one through `createRedisSessionStore` (`@sitekit/next/redis`) or another {@link SessionStore}.
   */
  renewals?: SessionStore | undefined;
  /**
   * Where the tokens live. Default: in the session cookie. `storeTokens()` from
   * `@sitekit/next/token-storage`: in the store (`renewals`), the cookie holding only an opaque session id.
   */
  tokenStorage?: TokenStorage | undefined;
}

/**
 * Where a configuration keeps its sessions' tokens, when not in the cookie: `storeTokens()` of
 * `@sitekit/next/token-storage` keeps them in the session store, the cookie holding an opaque id.
 */
export interface TokenStorage {
  /** The session the request's cookies name, or `null` (no cookie, unknown id, another client id or generation). */
  read(config: SiteKitNextConfig, source: CookieSource): Promise<SessionValue | null>;
  /**
   * Stores a session for `ttlMs` and answers the session cookie's value (its id, or a new one). With
   * `onlyIfPresent` (a renewal) nothing is stored once the id is unknown (a logout removed it).
   */
  write(config: SiteKitNextConfig, session: Pick<SessionValue, 'tokens' | 'gen' | 'id'>, ttlMs: number, onlyIfPresent: boolean): Promise<string>;
  /** Forgets a stored session (logout, or the visitor session a login replaces). */
  remove(config: SiteKitNextConfig, id: string): Promise<void>;
}

type Defaulted = 'clientId' | 'cookieName' | 'maxAge' | 'callbackPath' | 'renewals';

/**
 * The frozen configuration every helper takes. It holds no client and no session; its only state is
 * `renewals`, the explicit session store (see {@link createSessionRenewals}, {@link SessionStore}). Its
 * defaulted settings are never `undefined` (`Required` would keep an explicit `| undefined` under
 * `exactOptionalPropertyTypes`).
 */
export type SiteKitNextConfig = Readonly<{ [K in Defaulted]-?: Exclude<SiteKitNextOptions[K], undefined> } & Omit<SiteKitNextOptions, Defaulted>>;

const env = (name: string): string | undefined => (typeof process === 'undefined' ? undefined : process.env?.[name]) || undefined;

/**
 * The SiteKit configuration for a Next.js app: a frozen object (no client, no session), safe to
 * share between requests. `clientId` defaults to `SITEKIT_CLIENT_ID`, `host` to `SITEKIT_HOST`.
 * It creates the process's renewal memory (`renewals`), so concurrent requests of one session share
 * one refresh: define it once per app (a module of its own), not per request.
 *
 * @example
 * ```ts
 * // src/sitekit.ts
 * import { defineSiteKit } from '@sitekit/next';
 * export const siteKit = defineSiteKit({ clientId: process.env.SITEKIT_CLIENT_ID });
 * ```
 * @throws Error when no client id is given or set in the environment.
 */
export function defineSiteKit(options: SiteKitNextOptions = {}): SiteKitNextConfig {
  const clientId = options.clientId ?? env('SITEKIT_CLIENT_ID');
  if (!clientId) throw new Error('defineSiteKit: clientId is required (pass it or set SITEKIT_CLIENT_ID)');
  const host = options.host ?? env('SITEKIT_HOST');
  return Object.freeze({
    ...options,
    clientId,
    ...(host ? { host } : {}),
    cookieName: options.cookieName ?? DEFAULT_COOKIE_NAME,
    maxAge: options.maxAge ?? 2_592_000,
    callbackPath: options.callbackPath ?? '/api/auth/callback',
    renewals: options.renewals ?? createSessionRenewals(),
  });
}
