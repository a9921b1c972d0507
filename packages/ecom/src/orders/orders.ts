import { defineCall, fieldMaskToWire, fieldToWire, optionalObject, requireArray, requireObject, requireString } from '@sitekit/core';
import { endpoints, fromEcom, toEcom } from '../shared/wire';
import type {
  BulkUpdateOrderTagsOptions, BulkUpdateOrderTagsResponse, BulkUpdateOrdersOptions, BulkUpdateOrdersResponse,
  CancelOrderOptions, CancelOrderResponse, CreateOrderOptions, CursorSearch, MaskedOrder, Order, SearchOrdersResponse,
  UpdateOrder,
} from './types';

const ep = endpoints('com.wix.ecom.orders.v1.Orders.', 'wix.ecom.v1.order', 'ecom_orders');
const O = '/ecom/v1/orders';

const GET = ep('GET', O + '/{id}', 'GetOrder');
/**
 * An order by id (`.order` unwrapped).
 *
 * @example
 * ```ts
 * const order = await client.orders.getOrder(orderId);
 * order.priceSummary?.total?.formattedAmount;
 * ```
 */
export const getOrder = defineCall((send) => async (_id: string): Promise<Order> => {
  requireString(_id, '_id');
  return fromEcom((await send(GET, { id: _id })).order);
});

const SEARCH = ep('POST', O + '/search', 'SearchOrders');
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
export const searchOrders = defineCall((send) => async (search?: CursorSearch): Promise<SearchOrdersResponse> => {
  const wire = toEcom({ ...search });
  // sort field names are SDK names: `_createdDate` → `createdDate`
  if (search?.sort) wire.sort = search.sort.map((s) => ({ ...s, fieldName: s.fieldName && fieldToWire(s.fieldName) }));
  return fromEcom(await send(SEARCH, { search: wire }));
});

const CREATE = ep('POST', O, 'CreateOrder');
/**
 * Creates an order (back office); returns the order.
 *
 * @example
 * ```ts
 * const order = await client.orders.createOrder({ lineItems, channelInfo: { type: orders.ChannelType.WEB }, priceSummary, currency: 'USD' });
 * ```
 */
export const createOrder = defineCall((send) => async (order: Order, options?: CreateOrderOptions): Promise<Order> => {
  optionalObject(options, 'options');
  requireObject(order, 'order');
  return fromEcom((await send(CREATE, toEcom({ order, ...options }))).order);
});

const UPDATE = ep('PATCH', O + '/{order.id}', 'UpdateOrder');
/**
 * Updates an order (`order` gets `id` added); returns the order.
 *
 * @example
 * ```ts
 * const order = await client.orders.updateOrder(orderId, { buyerNote: 'Gift wrap' });
 * ```
 */
export const updateOrder = defineCall((send) => async (_id: string, order: UpdateOrder): Promise<Order> => {
  requireString(_id, '_id');
  requireObject(order, 'order');
  return fromEcom((await send(UPDATE, { order: toEcom({ ...order, id: _id }) })).order);
});

const BULK_UPDATE = ep('POST', '/ecom/v1/bulk/orders/update', 'BulkUpdateOrders');
/**
 * Updates many orders, each with its own field mask (sent comma-joined); returns `{ results, bulkActionMetadata }`.
 *
 * @example
 * ```ts
 * await client.orders.bulkUpdateOrders([{ order: { _id: id, buyerNote: 'x' }, fieldMask: ['buyerNote'] }], { returnEntity: true });
 * ```
 */
export const bulkUpdateOrders = defineCall((send) =>
  async (orders: MaskedOrder[], options?: BulkUpdateOrdersOptions): Promise<BulkUpdateOrdersResponse> => {
    optionalObject(options, 'options');
    requireArray(orders, 'orders');
    const wire = orders.map(({ order, fieldMask }) => ({ order: toEcom(order), fieldMask: fieldMask && fieldMaskToWire(fieldMask) }));
    return fromEcom(await send(BULK_UPDATE, { orders: wire, ...options }));
  });

const CANCEL = ep('POST', O + '/{id}/cancel', 'CancelOrder');
/**
 * Cancels an order; returns `{ order }`.
 *
 * @example
 * ```ts
 * const { order } = await client.orders.cancelOrder(orderId, { sendOrderCanceledEmail: true, restockAllItems: true });
 * ```
 */
export const cancelOrder = defineCall((send) => async (_id: string, options?: CancelOrderOptions): Promise<CancelOrderResponse> => {
  optionalObject(options, 'options');
  requireString(_id, '_id');
  return fromEcom(await send(CANCEL, { id: _id, ...options }));
});

const TAGS = ep('POST', '/ecom/v1/bulk/orders/update-tags', 'BulkUpdateOrderTags');
/**
 * Assigns and unassigns tags on many orders; returns `{ results, bulkActionMetadata }`.
 *
 * @example
 * ```ts
 * await client.orders.bulkUpdateOrderTags([orderId], { assignTags: { tags: { tagIds: ['vip'] } } });
 * ```
 */
export const bulkUpdateOrderTags = defineCall((send) =>
  async (orderIds: string[], options?: BulkUpdateOrderTagsOptions): Promise<BulkUpdateOrderTagsResponse> => {
    optionalObject(options, 'options');
    requireArray(orderIds, 'orderIds');
    return fromEcom(await send(TAGS, { orderIds, ...options }));
  });
