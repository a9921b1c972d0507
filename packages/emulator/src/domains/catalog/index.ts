/** Catalog products V1: writes under `/stores/v1` (API key), reads under `/stores-reader/v1`; and catalog v3 reads under `/stores/v3/products`. */
import type { Domain } from '../../engine/types';
import { productPartRoutes } from './product-part-routes';
import { productWriteRoutes } from './product-write-routes';
import { readRoutes } from './read-routes';
import { v3Routes } from './v3-routes';
import { initialCatalogState } from './state';
import type { CatalogState } from './types';

export type { CatalogState, StoredProduct } from './types';

/** The catalog domain: product reads, v1 and v3 (public), and product and product-part writes (API key). */
export const domain: Domain<CatalogState> = {
  name: 'catalog',
  initialState: initialCatalogState,
  routes: [...readRoutes, ...v3Routes, ...productPartRoutes, ...productWriteRoutes],
};
