import { defineSiteKit } from '@sitekit/next';
import { platformSettings } from './settings';

/**
 * The storefront's SiteKit config: a plain frozen object (no client, no state), shared by the proxy,
 * server components and route handlers. Built per call so the environment is read at runtime.
 */
export function siteKit() {
  const { clientId, host } = platformSettings();
  return defineSiteKit({ clientId, callbackPath: '/api/sitekit/callback', ...(host ? { host } : {}) });
}
