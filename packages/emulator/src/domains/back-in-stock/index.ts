/** Back-in-stock notification requests. */
import type { Domain } from '../../engine/types';
import { requestRoutes } from './request-routes';
import { initialBackInStockState } from './state';
import type { BackInStockState } from './types';

export type { BackInStockState, StoredRequest } from './types';

/** Back-in-stock notification requests: create, get, delete, query, count open requests by item, and report items back in stock. */
export const domain: Domain<BackInStockState> = {
  name: 'back-in-stock',
  initialState: initialBackInStockState,
  routes: requestRoutes,
};
