import { setMaxListeners } from 'node:events';
import { cache } from 'react';
import { getServerClient } from '@sitekit/next/server';
import { products } from '@sitekit/stores/products';
import { collections } from '@sitekit/stores/collections';
import { currentCart } from '@sitekit/ecom/current-cart';
import { orders } from '@sitekit/ecom/orders';
import { recommendations } from '@sitekit/ecom/recommendations';
import { items } from '@sitekit/data/items';
import { ATTEMPT_TIMEOUT_MS, PLATFORM_BUDGET_MS } from './budget';
import { siteKit } from './sitekit';

/** Modules the server components read with. */
export const serverModules = { products, collections, currentCart, orders, recommendations, items };


/**
 * This request's client (one per request: React's `cache`), its tokens from the session cookie (never
 * refreshed here), its calls bounded by {@link PLATFORM_BUDGET_MS}.
 */
export const serverClient = cache(async () => {
  const budget = AbortSignal.timeout(PLATFORM_BUDGET_MS);
  // Every call of the render listens to the one signal (a page makes a dozen): not a leak.
  setMaxListeners(64, budget);
  return (await getServerClient(siteKit(), serverModules)).with({ signal: budget, timeout: ATTEMPT_TIMEOUT_MS });
});

export type ServerClient = Awaited<ReturnType<typeof serverClient>>;
