/** Cross-domain access to the catalog slice, for cart, checkout, orders and recommendations. */
import type { EngineApi } from '../../engine/types';
import type { CatalogState, StoredProduct } from '../catalog/types';

export function catalogOf(engine: EngineApi): CatalogState {
  return engine.stateOf<CatalogState>('catalog');
}

export function productById(engine: EngineApi, id: string | undefined): StoredProduct | undefined {
  return id ? catalogOf(engine).products[id] : undefined;
}
