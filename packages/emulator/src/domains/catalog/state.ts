/** The catalog's slice of state: seeded products, reading the slice, and loading one product. */
import { notFound, raise } from '../../engine/errors';
import type { Caller, EngineApi, Seed } from '../../engine/types';
import { ownEntry } from '../../engine/own-entry';
import { clone } from '../shared/route-helpers';
import { seedSlice } from '../shared/seed';
import type { CatalogSeed, CatalogState, StoredProduct } from './types';

/** Fresh catalog state: a copy of the seeded products, keyed by id. */
export function initialCatalogState(seed: Seed): CatalogState {
  const list = seedSlice<CatalogSeed>(seed, 'catalog').products ?? [];
  return { products: Object.fromEntries(list.map((product) => [product.id, clone(product)])) };
}

/** The catalog slice, from any domain's route (the catalog's own routes have it as `ctx.state`). */
export function catalogOf(engine: EngineApi): CatalogState {
  return engine.stateOf<CatalogState>('catalog');
}

/** The stored product with this id, if any (`constructor` or `__proto__` are ids like any other). */
const ownProduct = (state: CatalogState, id: string): StoredProduct | undefined => ownEntry(state.products, id);

/** The product with this id, from any domain's route (hidden ones too); `undefined` without an id or for an unknown one. */
export function productById(engine: EngineApi, id: string | undefined): StoredProduct | undefined {
  return id ? ownProduct(catalogOf(engine), id) : undefined;
}

/** The product at `id`, or a 404 `PRODUCT_NOT_FOUND`. Hidden products exist only for API keys. */
export function requireProduct(state: CatalogState, id: string | undefined, caller?: Caller): StoredProduct {
  const product = id ? ownProduct(state, id) : undefined;
  if (!product || (caller && caller.kind !== 'apiKey' && !product.visible)) {
    raise(notFound('PRODUCT_NOT_FOUND', `Product ${id ?? ''} not found`));
  }
  return product;
}

/** Sets the product's `lastUpdated` to `now`. */
export function touch(product: StoredProduct, now: Date): void {
  product.lastUpdated = now.toISOString();
}
