import { cursorPaging, defineCall, optionalObject, queryBuilder, requireArray, requireObject, requireString, type QueryBuilder } from '@sitekit/core';
import { endpoints, fromEcom, toEcom } from '../shared/wire';
import type {
  BackInStockItemDetails, BackInStockNotificationRequest, BackInStockNotificationRequestQuery, CatalogReference,
  GetBackInStockNotificationRequestsCountByCatalogReferencesResponse, MarkAsNotificationSentResponse,
  QueryBackInStockNotificationRequestsResponse, ReportItemsBackInStockOptions,
} from './types';

const ep = endpoints(
  'com.wix.ecom.backinstock.v1.BackInStockNotificationsService.',
  'wix.ecom.backinstock.v1.back_in_stock_notification_request',
  'ecom_back-in-stock-notifications',
);
const R = '/back-in-stock-service/v1/back-in-stock-notification-requests';

const CREATE = ep('POST', R, 'CreateBackInStockNotificationRequest');
/**
 * Asks to be told when an item is back in stock (`.request` unwrapped). An `itemDetails.image` given as a
 * `wix:image://v1/…` string goes out as an image object.
 *
 * @example
 * ```ts
 * await client.backInStockNotifications.createBackInStockNotificationRequest(
 *   { email: 'ann@example.com', catalogReference: { appId: STORES_APP_ID, catalogItemId: productId, options: { variantId } } },
 *   { name: product.name, price: '25.00', image: product.media?.mainMedia?.image?.url },
 * );
 * ```
 */
export const createBackInStockNotificationRequest = defineCall((send) =>
  async (request: BackInStockNotificationRequest, itemDetails: BackInStockItemDetails): Promise<BackInStockNotificationRequest> => {
    requireObject(request, 'request');
    requireObject(itemDetails, 'itemDetails');
    return fromEcom((await send(CREATE, toEcom({ request, itemDetails }))).request);
  });

const QUERY = ep('GET', R, 'QueryBackInStockNotificationRequests', { complex: true, fallback: R + '/query' });

/** The query call: a builder without arguments, the typed-query form with one. */
export interface QueryBackInStockNotificationRequests {
  (): QueryBuilder<BackInStockNotificationRequest>;
  (query: BackInStockNotificationRequestQuery): Promise<QueryBackInStockNotificationRequestsResponse>;
}

/**
 * Queries requests with cursor paging: a builder (`find()` → a cursor page of `requests`), or, given a typed
 * query, the full response `{ requests, metadata }`. Sent as a GET with `.r=`, or a POST to `…/query` when long.
 *
 * @example
 * ```ts
 * const page = await client.backInStockNotifications.queryBackInStockNotificationRequests()
 *   .eq('catalogReference.catalogItemId', productId).limit(20).find();
 * const { requests } = await client.backInStockNotifications.queryBackInStockNotificationRequests({ filter: { status: 'RECEIVED' } });
 * ```
 */
export const queryBackInStockNotificationRequests = defineCall((send): QueryBackInStockNotificationRequests =>
  ((query?: BackInStockNotificationRequestQuery) =>
    query === undefined
      ? queryBuilder<BackInStockNotificationRequest>({ send, endpoint: QUERY, items: 'requests', paging: cursorPaging, transform: fromEcom })
      : send(QUERY, { query: toEcom(query) }).then(fromEcom)) as QueryBackInStockNotificationRequests);

const GET = ep('GET', R + '/{id}', 'GetBackInStockNotificationRequest');
/**
 * A request by id (`.request` unwrapped).
 *
 * @example
 * ```ts
 * const request = await client.backInStockNotifications.getBackInStockNotificationRequest(id);
 * ```
 */
export const getBackInStockNotificationRequest = defineCall((send) => async (_id: string): Promise<BackInStockNotificationRequest> => {
  requireString(_id, '_id');
  return fromEcom((await send(GET, { id: _id })).request);
});

const DELETE = ep('DELETE', R + '/{id}', 'DeleteBackInStockNotificationRequest');
/**
 * Deletes a request.
 *
 * @example
 * ```ts
 * await client.backInStockNotifications.deleteBackInStockNotificationRequest(id);
 * ```
 */
export const deleteBackInStockNotificationRequest = defineCall((send) => async (_id: string): Promise<void> => {
  requireString(_id, '_id');
  await send(DELETE, { id: _id });
});

const MARK = ep('PUT', R + '/{id}/mark-as-notification-sent', 'MarkAsNotificationSent');
/**
 * Marks a request as notified (PUT with body `{ id }`); returns `{ request }`.
 *
 * @example
 * ```ts
 * const { request } = await client.backInStockNotifications.markAsNotificationSent(id);
 * ```
 */
export const markAsNotificationSent = defineCall((send) => async (_id: string): Promise<MarkAsNotificationSentResponse> => {
  requireString(_id, '_id');
  return fromEcom(await send(MARK, { id: _id }));
});

const COUNT = ep('GET', R + '/count-by-catalog-reference', 'GetBackInStockNotificationRequestsCountByCatalogReferences', { complex: true });
/**
 * How many requests each catalog item has (a GET with `.r=`); returns `{ countsPerCatalogReference }`.
 *
 * @example
 * ```ts
 * const { countsPerCatalogReference } = await client.backInStockNotifications
 *   .getBackInStockNotificationRequestsCountByCatalogReferences([{ appId: STORES_APP_ID, catalogItemId: productId }]);
 * ```
 */
export const getBackInStockNotificationRequestsCountByCatalogReferences = defineCall((send) =>
  async (catalogReferences: CatalogReference[]): Promise<GetBackInStockNotificationRequestsCountByCatalogReferencesResponse> => {
    requireArray(catalogReferences, 'catalogReferences');
    return fromEcom(await send(COUNT, { catalogReferences }));
  });

const REPORT = ep('POST', R + '/report-items-back-in-stock', 'ReportItemsBackInStock');
/**
 * Reports an item back in stock, which notifies its requests; resolves the platform's (empty) response `{}`.
 *
 * @example
 * ```ts
 * await client.backInStockNotifications.reportItemsBackInStock(
 *   { name: 'Shirt', price: '25.00', itemUrl: 'https://shop.example/shirt' },
 *   { catalogReference: { appId: STORES_APP_ID, catalogItemId: productId } },
 * );
 * ```
 */
export const reportItemsBackInStock = defineCall((send) =>
  async (itemDetails: BackInStockItemDetails, options?: ReportItemsBackInStockOptions): Promise<Record<string, never>> => {
    optionalObject(options, 'options');
    requireObject(itemDetails, 'itemDetails');
    return fromEcom(await send(REPORT, toEcom({ itemDetails, ...options })));
  });
