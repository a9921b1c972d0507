import { createSessionRenewals, defineSiteKit } from '@sitekit/next';
import { platformSettings } from './settings';

/**
 * This server process's session renewals: one per process, so concurrent requests carrying one
 * expired member cookie share one refresh (ADR 0020). The app owns it; the SDK keeps no module state.
 */
const renewals = createSessionRenewals();

/**
 * The storefront's SiteKit config, shared by the proxy, server components and route handlers.
 * Built per call so the environment is read at runtime; the renewal memory is the process's one.
 */
export function siteKit() {
  const { clientId, host } = platformSettings();
  return defineSiteKit({ clientId, callbackPath: '/api/sitekit/callback', renewals, ...(host ? { host } : {}) });
}
