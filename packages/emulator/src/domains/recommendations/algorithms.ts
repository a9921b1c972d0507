/** The two recommendation algorithms: RELATED_ITEMS (shared collections) and GLOBAL (best sellers). */
import type { EngineApi } from '../../engine/types';
import { ownEntry } from '../../engine/own-entry';
import { ordersOf } from '../orders/access';
import { ALL_PRODUCTS_COLLECTION_ID, catalogOf, STORES_APP_ID, type StoredProduct } from '../catalog/access';
import type { Item } from './types';

/** The id of the related-items algorithm (products sharing a collection with the given items). */
export const RELATED_ITEMS_ID = '68ebce04-b96a-4c52-9329-08fc9d8c1253';
/** The id of the best-sellers algorithm (the store's best-selling products). */
export const BEST_SELLERS_ID = '5dd69f67-9ab9-478e-ba7c-10c6c6e7285f';
/** The most items one algorithm recommends. */
export const MAX_RECOMMENDED = 12;

/** The algorithms the emulator offers, as the list-algorithms route answers them. */
export const ALGORITHMS = [
  {
    config: {
      algorithmId: RELATED_ITEMS_ID,
      name: 'Related products',
      description: 'Products that share a collection with the given items.',
      additionalInfo: 'Needs at least one item.',
      algorithmType: 'RELATED_ITEMS',
    },
    appId: STORES_APP_ID,
    catalogAppIds: [STORES_APP_ID],
  },
  {
    config: {
      algorithmId: BEST_SELLERS_ID,
      name: 'Best sellers',
      description: 'The store’s best-selling products by ordered quantity, then the newest.',
      additionalInfo: 'Items are optional and excluded from the result.',
      algorithmType: 'GLOBAL',
    },
    appId: STORES_APP_ID,
    catalogAppIds: [STORES_APP_ID],
  },
] as const;

const newestFirst = (a: StoredProduct, b: StoredProduct) => b.createdDate.localeCompare(a.createdDate);

/** Visible products sharing a collection (other than All Products) with the given store items, most shared collections first, then the newest; the given items left out. */
export function relatedItems(engine: EngineApi, items: Item[]): Item[] {
  const products = catalogOf(engine).products;
  const given = new Set(items.filter((i) => i.appId === STORES_APP_ID).map((i) => i.catalogItemId));
  const collections = new Set(
    [...given].flatMap((id) => ownEntry(products, id)?.collectionIds ?? []).filter((collectionId) => collectionId !== ALL_PRODUCTS_COLLECTION_ID),
  );
  if (collections.size === 0) return [];
  return Object.values(products)
    .filter((product) => product.visible && !given.has(product.id))
    .map((product) => ({ p: product, shared: product.collectionIds.filter((collectionId) => collections.has(collectionId)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || newestFirst(a.p, b.p))
    .slice(0, MAX_RECOMMENDED)
    .map(({ p }) => ({ catalogItemId: p.id, appId: STORES_APP_ID }));
}

/** Visible products by quantity ordered (canceled orders left out), then the newest; the given items left out. */
export function bestSellers(engine: EngineApi, items: Item[]): Item[] {
  const products = catalogOf(engine).products;
  const exclude = new Set(items.map((i) => i.catalogItemId));
  const sold: Record<string, number> = {};
  const orders = ordersOf(engine).orders;
  for (const order of Object.values(orders)) {
    if (order.status === 'CANCELED') continue;
    for (const line of order.lineItems) {
      const id = line.catalogReference?.catalogItemId;
      if (id && line.catalogReference?.appId === STORES_APP_ID) sold[id] = (sold[id] ?? 0) + line.quantity;
    }
  }
  return Object.values(products)
    .filter((product) => product.visible && !exclude.has(product.id))
    .sort((a, b) => (sold[b.id] ?? 0) - (sold[a.id] ?? 0) || newestFirst(a, b))
    .slice(0, MAX_RECOMMENDED)
    .map((product) => ({ catalogItemId: product.id, appId: STORES_APP_ID }));
}
