import type { CatalogReference } from '../shared/types';
import type { Status } from './enums';

export type { CatalogReference };

/**
 * The paging of a cursor page: how many items it holds, the cursors of the next and previous pages,
 * and whether there is a next page.
 */
export interface CursorPagingMetadata {
  count?: number | null | undefined;
  cursors?: { next?: string | null | undefined; prev?: string | null | undefined } | undefined;
  hasNext?: boolean | null | undefined;
}

/** The item a request is for, as shown in the notification email. */
export interface BackInStockItemDetails {
  name?: string | undefined;
  /** Price as a decimal string. */
  price?: string | undefined;
  /** `wix:image://v1/…` string (wire: image object). */
  image?: string | undefined;
  itemUrl?: string | undefined;
}

/**
 * A visitor's request to be told when an item is back in stock.
 */
export interface BackInStockNotificationRequest {
  _id?: string | null | undefined;
  catalogReference?: CatalogReference | undefined;
  contactId?: string | null | undefined;
  email?: string | undefined;
  status?: Status | undefined;
  /** Whether the platform sends the email when the item is back in stock. */
  autoNotified?: boolean | null | undefined;
  _createdDate?: Date | null | undefined;
  itemUrl?: string | null | undefined;
  itemDetails?: BackInStockItemDetails | undefined;
}

/** The typed-query form: filter, sort and cursor paging. */
export interface BackInStockNotificationRequestQuery {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the platform's filter is any JSON object (its SDK types it so)
  filter?: Record<string, any> | null | undefined;
  sort?: { fieldName?: string | undefined; order?: 'ASC' | 'DESC' | undefined }[] | undefined;
  cursorPaging?: { limit?: number | null | undefined; cursor?: string | null | undefined } | undefined;
}

/** What `queryBackInStockNotificationRequests` answers when given a typed query: the requests and the paging of the page. */
export interface QueryBackInStockNotificationRequestsResponse {
  requests?: BackInStockNotificationRequest[] | undefined;
  metadata?: CursorPagingMetadata | undefined;
}

/** What `markAsNotificationSent` answers: the request, now marked as notified. */
export interface MarkAsNotificationSentResponse {
  request?: BackInStockNotificationRequest | undefined;
}

/** How many back-in-stock requests one catalog item has. */
export interface CountsPerCatalogReference {
  catalogReference?: CatalogReference | undefined;
  count?: number | undefined;
}

/** What `getBackInStockNotificationRequestsCountByCatalogReferences` answers: the request count of each catalog item. */
export interface GetBackInStockNotificationRequestsCountByCatalogReferencesResponse {
  countsPerCatalogReference?: CountsPerCatalogReference[] | undefined;
}

/**
 * The options of `reportItemsBackInStock`: the catalog item that is back in stock, the ids of the
 * requests to notify, and extra parameters for the notification's automation template.
 */
export interface ReportItemsBackInStockOptions {
  catalogReference?: CatalogReference | undefined;
  requestIds?: string[] | undefined;
  extraAutomationTemplateParameters?: Record<string, string> | undefined;
}
