import type { CatalogReference } from '../commerce/line-items';
import type { Owner } from '../shared/route-helpers';

export type RequestStatus = 'UNSPECIFIED' | 'RECEIVED' | 'PROCESSING' | 'NOTIFICATION_SENT' | 'FAILED';

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

export interface BackInStockState {
  requests: Record<string, StoredRequest>;
}
