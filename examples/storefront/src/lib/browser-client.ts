import { createClient, type AuthStrategy } from '@sitekit/core';
import { products } from '@sitekit/stores/products';
import { currentCart } from '@sitekit/ecom/current-cart';
import { checkout } from '@sitekit/ecom/checkout';
import { orders } from '@sitekit/ecom/orders';
import { recommendations } from '@sitekit/ecom/recommendations';
import { backInStockNotifications } from '@sitekit/ecom/back-in-stock-notifications';
import type { BrowserSettings } from './settings';

/** Where the browser reads the session's current access token (never the refresh token). */
export const SESSION_URL = '/api/sitekit/session';

interface SessionAccessToken {
  value: string;
  expiresAt: number;
}

/**
 * The browser's auth: the access token of the server-side session (httpOnly cookie), read from
 * `GET /api/sitekit/session`. The refresh token never reaches the page: when the access token
 * expires or gets a 401, the session route (behind the proxy, which renews the cookie) is asked again.
 * See decisions/ in the repo (storefront session hand-off).
 */
export function serverSessionAuth(sessionUrl = SESSION_URL): AuthStrategy {
  let current: SessionAccessToken | undefined;
  let flight: Promise<SessionAccessToken> | undefined;
  const load = () =>
    (flight ??= fetch(sessionUrl, { credentials: 'same-origin', cache: 'no-store' })
      .then(async (res) => {
        if (!res.ok) throw new Error(`Session unavailable (${res.status})`);
        const body = (await res.json()) as { accessToken: SessionAccessToken };
        current = body.accessToken;
        return current;
      })
      .finally(() => (flight = undefined)));
  return {
    useEdgeHost: true,
    async getAuthHeaders() {
      const token = current && current.expiresAt - 30 > Date.now() / 1000 ? current : await load();
      return { headers: { Authorization: token.value } };
    },
    async renewAfterUnauthorized() {
      current = undefined;
      await load();
      return true;
    },
  };
}

/** The modules the browser's hooks use. */
export const browserModules = { products, currentCart, checkout, orders, recommendations, backInStockNotifications };

/** The browser's client: same-origin `/_platform` on the emulator, the platform's hosts otherwise. */
export function createBrowserClient(settings: BrowserSettings) {
  const host = settings.platformPath && typeof window !== 'undefined' ? `${window.location.origin}${settings.platformPath}` : undefined;
  return createClient({ modules: browserModules, auth: serverSessionAuth(), ...(host ? { host } : {}) });
}

export type BrowserClient = ReturnType<typeof createBrowserClient>;
