/** The orders slice: seeded past orders, reading the slice, order numbers, and which orders a caller may see. */
import { notFound, raise } from '../../engine/errors';
import type { Caller, EngineApi, Seed } from '../../engine/types';
import { ownEntry } from '../../engine/own-entry';
import { canSee } from '../shared/route-helpers';
import { seedSlice } from '../shared/seed';
import { seededOrder, seededProducts, type OrderSeed } from './seed';
import type { OrdersState, StoredOrder } from './types';

const FIRST_ORDER_NUMBER = 10001;

/** The seed's `orders` entry: compact rows expanded against the seeded catalog. */
export interface OrdersSeed {
  orders: OrderSeed[];
}

/** Fresh orders state: the seeded past orders, numbered from {@link FIRST_ORDER_NUMBER}, all paid and fulfilled. */
export function initialOrdersState(seed: Seed): OrdersState {
  const rows = seedSlice<OrdersSeed>(seed, 'orders').orders ?? [];
  const products = seededProducts(seed);
  const state: OrdersState = { orders: {}, payments: {}, nextNumber: FIRST_ORDER_NUMBER };
  rows.forEach((row, index) => {
    const order = seededOrder(row, index + 1, nextOrderNumber(state), products);
    state.orders[order.id] = order;
  });
  return state;
}

/** The orders slice, from any domain's route. */
export function ordersOf(engine: EngineApi): OrdersState {
  return engine.stateOf<OrdersState>('orders');
}

/** Takes the next order number. */
export function nextOrderNumber(state: OrdersState): string {
  const number = state.nextNumber;
  state.nextNumber += 1;
  return String(number);
}

/** API keys see every order; a member only orders with their member id; a visitor only their own. */
export function visibleTo(caller: Caller, order: StoredOrder): boolean {
  return canSee(caller, order.buyerInfo);
}

/** The order with this id when the caller may see it (see {@link visibleTo}); else 404 ORDER_NOT_FOUND. */
export function requireOrder(state: OrdersState, id: string | undefined, caller: Caller): StoredOrder {
  const order = ownEntry(state.orders, id);
  if (!order || !visibleTo(caller, order)) raise(notFound('ORDER_NOT_FOUND', `Order ${id ?? ''} not found`));
  return order;
}
