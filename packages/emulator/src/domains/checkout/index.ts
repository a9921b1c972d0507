/** Checkouts (`/ecom/v1/checkouts…`) and the hosted checkout page (`/_emulator/checkout`). */
import type { Domain } from '../../engine/types';
import { crudRoutes } from './crud-routes';
import { hostedRoutes } from './hosted-routes';
import { lineRoutes } from './line-routes';
import { orderListeners } from './order-listeners';
import { orderRoutes } from './order-routes';
import { initialCheckoutState } from './state';
import type { CheckoutState } from './types';

export type { CheckoutState, StoredCheckout } from './types';

/** The checkout domain: checkouts (create, get, update, lines, coupon, create order, complete) and the hosted checkout page. */
export const domain: Domain<CheckoutState> = {
  name: 'checkout',
  initialState: initialCheckoutState,
  routes: [...crudRoutes, ...lineRoutes, ...orderRoutes, ...hostedRoutes],
  listeners: orderListeners,
};
