import type { CatalogReference } from '../commerce/line-items';
import type { MoneyObject } from '../shared/money';

/** One line of a stored order: its wire shape, of which the emulator reads the catalog reference and quantity. */
export type StoredOrderLine = Record<string, unknown> & { catalogReference?: CatalogReference; quantity: number; restockQuantity?: number };

/** A stored order is its wire shape, with emulator-served image URLs kept relative (`/media/…`). */
export type StoredOrder = Record<string, unknown> & {
  id: string;
  number: string;
  createdDate: string;
  updatedDate: string;
  status: string;
  paymentStatus: string;
  buyerInfo: { visitorId?: string; memberId?: string; email?: string; contactId?: string };
  priceSummary: { total: MoneyObject } & Record<string, MoneyObject>;
  lineItems: StoredOrderLine[];
  activities: { id: string; type: string; createdDate: string }[];
  tags: { privateTags: { tagIds: string[] }; tags: { tagIds: string[] } };
};

/** A payment collected for an order: amount in cents, status, whether its capture is delayed, and its captures. */
export interface StoredPayment {
  id: string;
  amountCents: number;
  status: 'APPROVED' | 'AUTHORIZED' | 'VOIDED' | 'PENDING';
  delayedCapture: boolean;
  paymentGatewayOrderId: string;
  createdDate: string;
  captures: { id: string; amountCents: number; status: 'SUCCEEDED'; createdDate: string }[];
  voidedDate?: string;
}

/** The orders domain's state: the orders by id, each order's payments, and the next order number. */
export interface OrdersState {
  orders: Record<string, StoredOrder>;
  /** Payments per order id. */
  payments: Record<string, StoredPayment[]>;
  nextNumber: number;
}
