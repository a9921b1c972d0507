import { fieldMaskToWire, fieldToWire, optionalObject, requireArray, type Call } from '@sitekit/core-runtime';
import { toEcom } from '../shared/wire';
import { ordersService } from './service';
import type {
  BulkUpdateOrderTagsOptions, BulkUpdateOrderTagsResponse, BulkUpdateOrdersOptions, BulkUpdateOrdersResponse,
  CancelOrderOptions, CancelOrderResponse, CreateOrderOptions, CursorSearch, MaskedOrder, Order, SearchOrdersResponse,
  UpdateOrder,
} from './types';

/**
 * An order by id (`.order` unwrapped).
 */
export const getOrder: Call<(_id: string) => Promise<Order>> =
  /* @__PURE__ */ ordersService('GET /ecom/v1/orders/{id}', { name: 'GetOrder', args: { _id: 'id' }, returns: 'order', entity: 'order' });

/** `{ search }` with SDK → wire names, sort field names included (`_createdDate` → `createdDate`); no search: `{ search: {} }`. */
const searchPayload = (search?: CursorSearch): Record<string, unknown> => {
  optionalObject(search, 'search');
  const wire = toEcom({ ...search });
  if (search?.sort) wire.sort = search.sort.map((sorting) => ({ ...sorting, fieldName: sorting.fieldName && fieldToWire(sorting.fieldName) }));
  return { search: wire };
};

/**
 * Searches orders with a cursor search (`filter`, `sort`, `cursorPaging`); returns `{ orders, metadata }`.
 * Sort field names are SDK names (`_createdDate`) and go out as wire names.
 *
 * @example
 * ```ts
 * const { orders: found, metadata } = await client.orders.searchOrders({
 *   filter: { checkoutId: { $eq: checkoutId } }, sort: [{ fieldName: '_createdDate', order: 'DESC' }], cursorPaging: { limit: 10 },
 * });
 * ```
 */
export const searchOrders: Call<(search?: CursorSearch) => Promise<SearchOrdersResponse>> =
  /* @__PURE__ */ ordersService('POST /ecom/v1/orders/search', { name: 'SearchOrders', payload: searchPayload });

/**
 * Creates an order (back office); returns the order.
 */
export const createOrder: Call<(order: Order, options?: CreateOrderOptions) => Promise<Order>> =
  /* @__PURE__ */ ordersService('POST /ecom/v1/orders', { name: 'CreateOrder', args: { order: 'object', options: 'options' }, returns: 'order', entity: 'order' });

/**
 * Updates an order (`order` gets `id` added); returns the order.
 */
export const updateOrder: Call<(_id: string, order: UpdateOrder) => Promise<Order>> =
  /* @__PURE__ */ ordersService('PATCH /ecom/v1/orders/{order.id}', {
    name: 'UpdateOrder', args: { _id: { check: 'id', to: 'order.id' }, order: 'object' }, returns: 'order', entity: 'order',
  });

/** `{ orders, ...options }`: each order SDK → wire with its field mask comma-joined in wire names. */
const bulkUpdatePayload = (masked: MaskedOrder[], options?: BulkUpdateOrdersOptions): Record<string, unknown> => {
  requireArray(masked, 'orders');
  optionalObject(options, 'options');
  const wire = masked.map(({ order, fieldMask }) => ({ order: toEcom(order), fieldMask: fieldMask && fieldMaskToWire(fieldMask) }));
  return { orders: wire, ...toEcom({ ...options }) };
};

/**
 * Updates many orders, each with its own field mask (sent comma-joined); returns `{ results, bulkActionMetadata }`.
 *
 * @example
 * ```ts
 * await client.orders.bulkUpdateOrders([{ order: { _id: id, buyerNote: 'x' }, fieldMask: ['buyerNote'] }], { returnEntity: true });
 * ```
 */
export const bulkUpdateOrders: Call<(orders: MaskedOrder[], options?: BulkUpdateOrdersOptions) => Promise<BulkUpdateOrdersResponse>> =
  /* @__PURE__ */ ordersService('POST /ecom/v1/bulk/orders/update', { name: 'BulkUpdateOrders', payload: bulkUpdatePayload });

/**
 * Cancels an order; returns `{ order }`.
 */
export const cancelOrder: Call<(_id: string, options?: CancelOrderOptions) => Promise<CancelOrderResponse>> =
  /* @__PURE__ */ ordersService('POST /ecom/v1/orders/{id}/cancel', { name: 'CancelOrder', args: { _id: 'id', options: 'options' } });

/**
 * Assigns and unassigns tags on many orders; returns `{ results, bulkActionMetadata }`.
 *
 * @example
 * ```ts
 * await client.orders.bulkUpdateOrderTags([orderId], { assignTags: { tags: { tagIds: ['vip'] } } });
 * ```
 */
export const bulkUpdateOrderTags: Call<(orderIds: string[], options?: BulkUpdateOrderTagsOptions) => Promise<BulkUpdateOrderTagsResponse>> =
  /* @__PURE__ */ ordersService('POST /ecom/v1/bulk/orders/update-tags', { name: 'BulkUpdateOrderTags', args: { orderIds: 'list', options: 'options' } });
