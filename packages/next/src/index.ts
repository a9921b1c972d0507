/**
 * `@sitekit/next`: the edge-safe part (configuration and middleware). Server components and route
 * handlers use `@sitekit/next/server`; browser code uses `@sitekit/next/client`.
 *
 * @example
 * ```ts
 * import { defineSiteKit, siteKitMiddleware } from '@sitekit/next';
 * ```
 */
export { defineSiteKit, DEFAULT_COOKIE_NAME, OAUTH_COOKIE_NAME, type SiteKitNextConfig, type SiteKitNextOptions } from './config';
export { siteKitMiddleware } from './middleware';
export { readSession, sessionCookieOptions, isTokens, type SessionValue } from './session';
