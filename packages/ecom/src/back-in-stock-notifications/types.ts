import type { CatalogReference } from '../shared/types';
import type { Status } from './enums';

export type { CatalogReference };

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
  [key: string]: unknown;
}

/** The typed-query form: filter, sort and cursor paging. */
export interface BackInStockNotificationRequestQuery {
  filter?: Record<string, any> | null;
  sort?: { fieldName?: string; order?: 'ASC' | 'DESC' }[];
  cursorPaging?: { limit?: number | null; cursor?: string | null };
}

export interface QueryBackInStockNotificationRequestsResponse {
  requests?: BackInStockNotificationRequest[];
  metadata?: CursorPagingMetadata;
}

export interface MarkAsNotificationSentResponse {
  request?: BackInStockNotificationRequest;
}

export interface CountsPerCatalogReference {
  catalogReference?: CatalogReference;
  count?: number;
}

export interface GetBackInStockNotificationRequestsCountByCatalogReferencesResponse {
  countsPerCatalogReference?: CountsPerCatalogReference[];
}

export interface ReportItemsBackInStockOptions {
  catalogReference?: CatalogReference;
  requestIds?: string[];
  extraAutomationTemplateParameters?: Record<string, string>;
}
