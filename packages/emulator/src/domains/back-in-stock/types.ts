import type { CatalogReference } from '../commerce/line-items';
import type { Owner } from '../shared/route-helpers';

/**
 * Where a back-in-stock request stands: the emulator creates requests RECEIVED and marks them
 * NOTIFICATION_SENT; it never sets the other statuses.
 */
export type RequestStatus = 'UNSPECIFIED' | 'RECEIVED' | 'PROCESSING' | 'NOTIFICATION_SENT' | 'FAILED';

/** A back-in-stock request as the emulator stores it: the platform's request fields plus the owner it belongs to. */
export interface StoredRequest {
  id: string;
  catalogReference: CatalogReference;
  email: string;
  itemUrl: string;
  status: RequestStatus;
  contactId?: string;
  itemDetails?: { name?: string; price?: string; image?: unknown };
  owner: Owner;
  createdDate: string;
}

/** The back-in-stock domain's state: the requests by id. */
export interface BackInStockState {
  requests: Record<string, StoredRequest>;
}
