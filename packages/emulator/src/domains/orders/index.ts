/** Orders and the payments collector (`/ecom/v1/orders…`, `/ecom/v1/bulk/orders…`, `/ecom/v1/payments-collector…`). */
import type { Domain, Seed } from '../../engine/types';
import { type StoredProduct, DEFAULT_VARIANT_ID, STORES_APP_ID } from '../catalog/access';
import { buildOrder } from './build';
import { paymentRoutes } from './payments';
import { readRoutes } from './read-routes';
import type { OrderSeed } from './seed';
import type { OrdersState } from './types';
import { writeRoutes } from './write-routes';

export type { OrdersState, StoredOrder } from './types';
export { placeOrder } from './place';

const FIRST_ORDER_NUMBER = 10001;

function seededState(seed: Seed): OrdersState {
  const rows = ((seed['orders'] as { orders?: OrderSeed[] } | undefined)?.orders ?? []) as OrderSeed[];
  const list = ((seed['catalog'] as { products?: StoredProduct[] } | undefined)?.products ?? []) as StoredProduct[];
  const products = Object.fromEntries(list.map((p) => [p.id, p]));
  const state: OrdersState = { orders: {}, payments: {}, nextNumber: FIRST_ORDER_NUMBER };
  rows.forEach((row, i) => {
    const n = i + 1;
    const id = `50000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    let counter = 0;
    const newId = () => `5${String(n).padStart(3, '0')}0000-0000-4000-8000-${String((counter += 1)).padStart(12, '0')}`;
    const order = buildOrder({
      id,
      number: String(state.nextNumber),
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
    state.orders[id] = order;
    state.nextNumber += 1;
  });
  return state;
}

export const domain: Domain<OrdersState> = {
  name: 'orders',
  initialState: seededState,
  routes: [...readRoutes, ...writeRoutes, ...paymentRoutes],
};
