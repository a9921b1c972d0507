/**
 * `@sitekit/next`: the edge-safe part (configuration and middleware). Server components and route
 * handlers use `@sitekit/next/server`; browser code uses `@sitekit/next/client`; several server processes
 * share their sessions through a `SessionStore` such as `@sitekit/next/redis`'s.
 *
 * @example
 * ```ts
 * import { defineSiteKit, siteKitMiddleware } from '@sitekit/next';
 * ```
 */
export { defineSiteKit, DEFAULT_COOKIE_NAME, OAUTH_COOKIE_NAME, type SiteKitNextConfig, type SiteKitNextOptions, type TokenStorage } from './config';
export { siteKitMiddleware } from './middleware';
export { readSession, loadSession, sessionCookieOptions, isTokens, generationCookieName } from './session';
export type { SessionValue } from './session-value';
export type { CookieSource } from './cookie-source';
export { createSessionRenewals, RENEWAL_GRACE_MS, RENEWAL_MAX_ENTRIES, type SessionRenewals, type SessionRenewalsOptions } from './renewals';
export type { SessionStore } from './store';
