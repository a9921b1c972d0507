import type { CatalogReference } from '../shared/types';
import type { Status } from './enums';

export type { CatalogReference };

/**
 * The paging of a cursor page: how many items it holds, the cursors of the next and previous pages,
 * and whether there is a next page.
 */
export interface CursorPagingMetadata {
  count?: number | null;
  cursors?: { next?: string | null; prev?: string | null };
  hasNext?: boolean | null;
}

/** The item a request is for, as shown in the notification email. */
export interface BackInStockItemDetails {
  name?: string;
  /** Price as a decimal string. */
  price?: string;
  /** `wix:image://v1/…` string (wire: image object). */
  image?: string;
  itemUrl?: string;
}

/**
 * A visitor's request to be told when an item is back in stock.
 */
export interface BackInStockNotificationRequest {
  _id?: string;
  catalogReference?: CatalogReference;
  contactId?: string | null;
  email?: string;
  status?: Status;
  _createdDate?: Date | null;
  itemUrl?: string;
  itemDetails?: BackInStockItemDetails;
}

/** The typed-query form: filter, sort and cursor paging. */
export interface BackInStockNotificationRequestQuery {
  filter?: Record<string, any> | null;
  sort?: { fieldName?: string; order?: 'ASC' | 'DESC' }[];
  cursorPaging?: { limit?: number | null; cursor?: string | null };
}

/** What `queryBackInStockNotificationRequests` answers when given a typed query: the requests and the paging of the page. */
export interface QueryBackInStockNotificationRequestsResponse {
  requests?: BackInStockNotificationRequest[];
  metadata?: CursorPagingMetadata;
}

/** What `markAsNotificationSent` answers: the request, now marked as notified. */
export interface MarkAsNotificationSentResponse {
  request?: BackInStockNotificationRequest;
}

/** How many back-in-stock requests one catalog item has. */
export interface CountsPerCatalogReference {
  catalogReference?: CatalogReference;
  count?: number;
}

/** What `getBackInStockNotificationRequestsCountByCatalogReferences` answers: the request count of each catalog item. */
export interface GetBackInStockNotificationRequestsCountByCatalogReferencesResponse {
  countsPerCatalogReference?: CountsPerCatalogReference[];
}

/**
 * The options of `reportItemsBackInStock`: the catalog item that is back in stock, the ids of the
 * requests to notify, and extra parameters for the notification's automation template.
 */
export interface ReportItemsBackInStockOptions {
  catalogReference?: CatalogReference;
  requestIds?: string[];
  extraAutomationTemplateParameters?: Record<string, string>;
}
