import { getServerClient } from '@sitekit/next/server';
import { products } from '@sitekit/stores/products';
import { collections } from '@sitekit/stores/collections';
import { currentCart } from '@sitekit/ecom/current-cart';
import { orders } from '@sitekit/ecom/orders';
import { recommendations } from '@sitekit/ecom/recommendations';
import { items } from '@sitekit/data/items';
import { siteKit } from './sitekit';

/** Modules the server components read with. */
export const serverModules = { products, collections, currentCart, orders, recommendations, items };

/** A per-request client whose tokens come from the session cookie (never refreshed here). */
export function serverClient() {
  return getServerClient(siteKit(), serverModules);
}

export type ServerClient = Awaited<ReturnType<typeof serverClient>>;
