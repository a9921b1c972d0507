/** Catalog products V1: writes under `/stores/v1` (API key), reads under `/stores-reader/v1`, and the image host. */
import type { Domain } from '../../engine/types';
import { mediaRoutes } from './media-route';
import { productPartRoutes } from './product-parts';
import { productWriteRoutes } from './product-writes';
import { readRoutes } from './reads';
import type { CatalogState, StoredProduct } from './types';

export type { CatalogState, StoredProduct } from './types';

export const domain: Domain<CatalogState> = {
  name: 'catalog',
  initialState(seed) {
    const list = ((seed['catalog'] as { products?: StoredProduct[] } | undefined)?.products ?? []) as StoredProduct[];
    return { products: Object.fromEntries(list.map((p) => [p.id, JSON.parse(JSON.stringify(p)) as StoredProduct])) };
  },
  routes: [...readRoutes, ...productPartRoutes, ...productWriteRoutes, ...mediaRoutes],
};
