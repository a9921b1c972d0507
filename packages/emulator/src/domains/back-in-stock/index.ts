/** Back-in-stock notification requests. */
import type { Domain } from '../../engine/types';
import { requestRoutes } from './request-routes';
import { initialBackInStockState } from './state';
import type { BackInStockState } from './types';

export type { BackInStockState, StoredRequest } from './types';

export const domain: Domain<BackInStockState> = {
  name: 'back-in-stock',
  initialState: initialBackInStockState,
  routes: requestRoutes,
};
