import type { DomainEvent, EngineApi, Listener } from './types';

/**
 * A listener for one type of event, typed by the event it takes.
 *
 * @example
 * ```ts
 * const onPlaced = listen<OrderPlaced>('orders.placed', (engine, event) => clearCart(engine, event.cartId));
 * ```
 */
export function listen<E extends DomainEvent>(type: E['type'], handle: (engine: EngineApi, event: E) => void): Listener {
  // The engine hands a listener only the events announced under its type, and `E` is that type's shape.
  return { type, handle: (engine, event) => handle(engine, event as E) };
}

/** Every domain's listeners, by the event type they take, in domain order. */
export type ListenerTable = ReadonlyMap<string, readonly Listener[]>;

/**
 * Gathers the listeners of `domains` once (the domain list is fixed).
 *
 * @example
 * ```ts
 * const listeners = listenerTable(allDomains);
 * ```
 */
export function listenerTable(domains: readonly { listeners?: readonly Listener[] }[]): ListenerTable {
  const table = new Map<string, Listener[]>();
  for (const listener of domains.flatMap((domain) => domain.listeners ?? [])) {
    table.set(listener.type, [...(table.get(listener.type) ?? []), listener]);
  }
  return table;
}
