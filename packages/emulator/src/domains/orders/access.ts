/** Which orders a caller may see, and loading one. */
import { notFound, raise } from '../../engine/errors';
import type { Caller } from '../../engine/types';
import { canSee } from '../shared/route-helpers';
import type { OrdersState, StoredOrder } from './types';

/** API keys see every order; a member only orders with their member id; a visitor only their own. */
export function visibleTo(caller: Caller, order: StoredOrder): boolean {
  return canSee(caller, order.buyerInfo);
}

export function requireOrder(state: OrdersState, id: string | undefined, caller: Caller): StoredOrder {
  const order = id ? state.orders[id] : undefined;
  if (!order || !visibleTo(caller, order)) raise(notFound('ORDER_NOT_FOUND', `Order ${id ?? ''} not found`));
  return order;
}
