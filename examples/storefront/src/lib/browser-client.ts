import { bindModule, createClient, type Runtime } from '@sitekit/core';
import { sessionAuth } from '@sitekit/next/client';
import { products } from '@sitekit/stores/products';
import { currentCart } from '@sitekit/ecom/current-cart';
import { checkout } from '@sitekit/ecom/checkout';
import { orders } from '@sitekit/ecom/orders';
import { recommendations } from '@sitekit/ecom/recommendations';
import { backInStockNotifications } from '@sitekit/ecom/back-in-stock-notifications';
import { members } from '@sitekit/members/members';
import { reviews } from '@sitekit/reviews/reviews';
import type { BrowserSettings } from './settings';

/** The modules the browser's hooks use. */
export const browserModules = { products, currentCart, checkout, orders, recommendations, backInStockNotifications, reviews, members };

/**
 * The login state machine (email/password login, registration, verification) from
 * `@sitekit/core/auth/member`, loaded only when a login form is used: product and cart pages do not
 * carry it.
 */
function lazyIdentity(clientId: string) {
  let runtime: Runtime | undefined;
  let loaded: Promise<any> | undefined;
  const get = () =>
    (loaded ??= import('@sitekit/core/auth/member').then(({ OAuthStrategy }) => {
      const strategy: any = OAuthStrategy({ clientId });
      if (runtime) strategy.attach?.(runtime);
      return strategy;
    }));
  return {
    attach(clientRuntime: Runtime) {
      runtime = clientRuntime;
    },
    login: async (params: unknown) => (await get()).login(params),
    register: async (params: unknown) => (await get()).register(params),
    processVerification: async (inputs: unknown, state?: unknown) => (await get()).processVerification(inputs, state),
    /** Emails a new code for a login or registration waiting for email verification (the platform's identity call). */
    resendVerification: async (stateToken: string) => {
      const { verification } = await import('@sitekit/core/identity');
      if (!runtime) throw new Error('The client is not ready yet');
      return bindModule(verification, runtime.send).resendDuringAuthentication(stateToken);
    },
  };
}

/**
 * The browser's client. Tokens stay in the server's httpOnly cookie: `sessionAuth` reads the access
 * token from `/api/sitekit/session` (never the refresh token). On the emulator, calls go same-origin
 * to `/_platform` (rewritten by the proxy), so no CORS is needed.
 */
export function createBrowserClient(settings: BrowserSettings, loggedIn: boolean) {
  const host = settings.platformPath && typeof window !== 'undefined' ? `${window.location.origin}${settings.platformPath}` : undefined;
  const auth = sessionAuth({ identity: lazyIdentity(settings.clientId), loggedIn, logoutUrl: '/api/sitekit/logout' });
  return createClient({ modules: browserModules, auth, ...(host ? { host } : {}) });
}

export type BrowserClient = ReturnType<typeof createBrowserClient>;
