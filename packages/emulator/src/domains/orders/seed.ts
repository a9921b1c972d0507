/** Seeded past orders: compact rows expanded against the seeded catalog. */
import type { Seed } from '../../engine/types';
import { DEFAULT_VARIANT_ID, STORES_APP_ID, type CatalogSeed, type StoredProduct } from '../catalog/access';
import { seedSlice } from '../shared/seed';
import { buildOrder } from './build';
import type { StoredOrder } from './types';

/** A seeded past order as a compact row: the buyer's email, the date, and the products bought (expanded against the seeded catalog). */
export interface OrderSeed {
  email: string;
  createdDate: string;
  items: { productId: string; variantId?: string; quantity: number }[];
}

/** The seeded catalog's products by id: a seeded order is priced against the catalog it was seeded with. */
export function seededProducts(seed: Seed): Record<string, StoredProduct> {
  const list = seedSlice<CatalogSeed>(seed, 'catalog').products ?? [];
  return Object.fromEntries(list.map((product) => [product.id, product]));
}

/** The `position`th seeded order (from 1), with ids fixed by its position so seeded data is stable. */
export function seededOrder(row: OrderSeed, position: number, number: string, products: Record<string, StoredProduct>): StoredOrder {
  const id = `50000000-0000-4000-8000-${String(position).padStart(12, '0')}`;
  let counter = 0;
  const newId = () => `5${String(position).padStart(3, '0')}0000-0000-4000-8000-${String((counter += 1)).padStart(12, '0')}`;
  const order = buildOrder({
    id,
    number,
    now: row.createdDate,
    lines: row.items.map((item) => ({
      id: newId(),
      quantity: item.quantity,
      catalogReference: {
        catalogItemId: item.productId,
        appId: STORES_APP_ID,
        options: { variantId: item.variantId ?? DEFAULT_VARIANT_ID },
      },
    })),
    products,
    buyerInfo: { email: row.email, contactId: newId() },
    channelType: 'WEB',
    paymentStatus: 'PAID',
    newId,
  });
  order.fulfillmentStatus = 'FULFILLED';
  return order;
}
