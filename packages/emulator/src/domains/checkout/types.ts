import type { StoredLine } from '../commerce/line-items';
import type { Owner } from '../shared/route-helpers';
import type { MerchantDiscount } from '../commerce/totals';

/**
 * A checkout as the emulator stores it: the platform's checkout fields (lines as catalog references),
 * whether it became an order, and the owner it belongs to.
 */
export interface StoredCheckout {
  id: string;
  cartId?: string;
  lines: StoredLine[];
  customLineItems: unknown[];
  couponId?: string;
  giftCardCode?: string;
  overrideCheckoutUrl?: string;
  merchantDiscounts?: MerchantDiscount[];
  billingInfo?: Record<string, unknown>;
  shippingInfo?: Record<string, unknown>;
  buyerInfo: { visitorId?: string; memberId?: string; email?: string; contactId?: string };
  buyerNote?: string;
  channelType: string;
  completed: boolean;
  orderId?: string;
  owner: Owner;
  createdDate: string;
  updatedDate: string;
}

/** The checkout domain's state: the checkouts by id. */
export interface CheckoutState {
  checkouts: Record<string, StoredCheckout>;
}
