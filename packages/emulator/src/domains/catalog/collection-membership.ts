/** Which store collections a product is in: the collections domain changes it only through these operations. */
import type { EngineApi } from '../../engine/types';
import { ownEntry } from '../../engine/own-entry';
import { catalogOf } from './state';

/** Puts the products (ids the caller checked exist) in the collection; a product already in it stays once. */
export function addProductsToCollection(engine: EngineApi, collectionId: string, productIds: readonly string[]): void {
  const products = catalogOf(engine).products;
  for (const id of productIds) {
    const product = ownEntry(products, id);
    if (product && !product.collectionIds.includes(collectionId)) product.collectionIds.push(collectionId);
  }
}

/** Takes the products out of the collection (every product, without ids: the collection was deleted). */
export function removeProductsFromCollection(engine: EngineApi, collectionId: string, productIds?: readonly string[]): void {
  const products = catalogOf(engine).products;
  for (const product of productIds ? productIds.flatMap((id) => ownEntry(products, id) ?? []) : Object.values(products)) {
    product.collectionIds = product.collectionIds.filter((id) => id !== collectionId);
  }
}
