import type { StoredLine } from '../commerce/line-items';
import type { MerchantDiscount } from '../commerce/totals';

/** A cart as the emulator stores it: lines as catalog references, coupon, discounts, buyer details, and the key of the owner it belongs to. */
export interface StoredCart {
  id: string;
  ownerKey: string;
  buyerInfo: { visitorId?: string; memberId?: string };
  lines: StoredLine[];
  couponId?: string;
  merchantDiscounts?: MerchantDiscount[];
  contactInfo?: Record<string, unknown>;
  buyerNote?: string;
  checkoutId?: string;
  createdDate: string;
  updatedDate: string;
}

/** The cart domain's state: the carts by id and each owner's current cart. */
export interface CartState {
  carts: Record<string, StoredCart>;
  /** Owner key (`member:<id>` / `visitor:<id>`) → cart id. */
  currentByOwner: Record<string, string>;
}
