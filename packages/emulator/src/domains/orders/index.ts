/** Orders and the payments collector (`/ecom/v1/orders…`, `/ecom/v1/bulk/orders…`, `/ecom/v1/payments-collector…`). */
import type { Domain } from '../../engine/types';
import { paymentRoutes } from './payment-routes';
import { readRoutes } from './read-routes';
import { initialOrdersState } from './state';
import type { OrdersState } from './types';
import { writeRoutes } from './write-routes';

export type { OrdersState, StoredOrder } from './types';

/** The orders domain: get and search orders, merchant writes (create, update, cancel, bulk updates and tags), and the payments collector. */
export const domain: Domain<OrdersState> = {
  name: 'orders',
  initialState: initialOrdersState,
  routes: [...readRoutes, ...writeRoutes, ...paymentRoutes],
};
