import { cursorPaging, queryBuilder, type Call, type QueryBuilder } from '@sitekit/core-runtime';
import { fromEcom } from '../shared/wire';
import { backInStockNotificationsService } from './service';
import type {
  BackInStockItemDetails, BackInStockNotificationRequest, BackInStockNotificationRequestQuery, CatalogReference,
  GetBackInStockNotificationRequestsCountByCatalogReferencesResponse, MarkAsNotificationSentResponse,
  QueryBackInStockNotificationRequestsResponse, ReportItemsBackInStockOptions,
} from './types';

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
export const createBackInStockNotificationRequest: Call<
  (request: BackInStockNotificationRequest, itemDetails: BackInStockItemDetails) => Promise<BackInStockNotificationRequest>
> = /* @__PURE__ */ backInStockNotificationsService('POST /back-in-stock-service/v1/back-in-stock-notification-requests', {
  name: 'CreateBackInStockNotificationRequest', args: { request: 'object', itemDetails: 'object' }, returns: 'request', entity: 'request',
});

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
export const queryBackInStockNotificationRequests: Call<QueryBackInStockNotificationRequests> =
  /* @__PURE__ */ backInStockNotificationsService('GET /back-in-stock-service/v1/back-in-stock-notification-requests', {
    name: 'QueryBackInStockNotificationRequests',
    args: { query: 'query' },
    complex: true,
    fallback: '/back-in-stock-service/v1/back-in-stock-notification-requests/query',
    builder: (send, endpoint) =>
      queryBuilder<BackInStockNotificationRequest>({ send, endpoint, items: 'requests', paging: cursorPaging, transform: fromEcom }),
  }) as Call<QueryBackInStockNotificationRequests>;

/**
 * A request by id (`.request` unwrapped).
 */
export const getBackInStockNotificationRequest: Call<(_id: string) => Promise<BackInStockNotificationRequest>> =
  /* @__PURE__ */ backInStockNotificationsService('GET /back-in-stock-service/v1/back-in-stock-notification-requests/{id}', {
    name: 'GetBackInStockNotificationRequest', args: { _id: 'id' }, returns: 'request', entity: 'request',
  });

/**
 * Deletes a request.
 */
export const deleteBackInStockNotificationRequest: Call<(_id: string) => Promise<void>> =
  /* @__PURE__ */ backInStockNotificationsService('DELETE /back-in-stock-service/v1/back-in-stock-notification-requests/{id}', {
    name: 'DeleteBackInStockNotificationRequest', args: { _id: 'id' }, returns: false,
  });

/**
 * Marks a request as notified (PUT with body `{ id }`); returns `{ request }`.
 */
export const markAsNotificationSent: Call<(_id: string) => Promise<MarkAsNotificationSentResponse>> =
  /* @__PURE__ */ backInStockNotificationsService('PUT /back-in-stock-service/v1/back-in-stock-notification-requests/{id}/mark-as-notification-sent', { name: 'MarkAsNotificationSent', args: { _id: 'id' } });

/**
 * How many requests each catalog item has (a GET with `.r=`); returns `{ countsPerCatalogReference }`.
 */
export const getBackInStockNotificationRequestsCountByCatalogReferences: Call<
  (catalogReferences: CatalogReference[]) => Promise<GetBackInStockNotificationRequestsCountByCatalogReferencesResponse>
> = /* @__PURE__ */ backInStockNotificationsService('GET /back-in-stock-service/v1/back-in-stock-notification-requests/count-by-catalog-reference', {
  name: 'GetBackInStockNotificationRequestsCountByCatalogReferences', args: { catalogReferences: 'list' }, complex: true,
});

/**
 * Reports an item back in stock, which notifies its requests; resolves the platform's (empty) response `{}`.
 */
export const reportItemsBackInStock: Call<
  (itemDetails: BackInStockItemDetails, options?: ReportItemsBackInStockOptions) => Promise<Record<string, never>>
> = /* @__PURE__ */ backInStockNotificationsService('POST /back-in-stock-service/v1/back-in-stock-notification-requests/report-items-back-in-stock', {
  name: 'ReportItemsBackInStock', args: { itemDetails: 'object', options: 'options' },
});
