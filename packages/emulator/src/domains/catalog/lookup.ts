import { notFound, raise } from '../../engine/errors';
import type { Caller } from '../../engine/types';
import type { CatalogState, StoredProduct } from './types';

/** The product at `id`, or a 404 `PRODUCT_NOT_FOUND`. Hidden products exist only for API keys. */
export function requireProduct(state: CatalogState, id: string | undefined, caller?: Caller): StoredProduct {
  const product = id ? state.products[id] : undefined;
  if (!product || (caller && caller.kind !== 'apiKey' && !product.visible)) {
    raise(notFound('PRODUCT_NOT_FOUND', `Product ${id ?? ''} not found`));
  }
  return product;
}

export function touch(product: StoredProduct, now: Date): void {
  product.lastUpdated = now.toISOString();
}
