/**
 * `@sitekit/next/server`: the per-request server client and the route handlers (hosted login,
 * callback, logout, checkout redirect, browser session). Nothing here is module-level state.
 *
 * @example
 * ```ts
 * import { getServerClient, loginRoute } from '@sitekit/next/server';
 * ```
 */
export { safeReturnTo } from './internal';
export { getServerClient } from './server-client';
export { loginRoute } from './routes/login-route';
export { callbackRoute } from './routes/callback-route';
export { logoutRoute } from './routes/logout-route';
export { checkoutRoute, type CheckoutRouteOptions } from './routes/checkout-route';
export { sessionRoute, type BrowserSession } from './routes/session-route';
