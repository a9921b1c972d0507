import type { Price, ProductName } from '../shared/types';
import type { ActivityType } from './enums';

/** A regular (card) payment an activity names: its card's last four digits and brand, and the amount. */
export interface RegularPayment {
  creditCardDetails?: { lastFourDigits?: string | null | undefined; brand?: string | null | undefined } | undefined;
  amount?: Price | undefined;
}

/** One payment of a refund: a regular, gift card or membership payment, its id, and whether it was refunded outside the platform. */
export interface RefundedPayment {
  regular?: { amount?: Price | undefined; lastFourDigits?: string | null | undefined; brand?: string | null | undefined } | undefined;
  giftCard?: { giftCardPaymentId?: string | null | undefined; amount?: Price | undefined } | undefined;
  membership?: { membershipId?: string | null | undefined } | undefined;
  paymentId?: string | undefined;
  externalRefund?: boolean | undefined;
}

/** An authorized payment created: its id, amount, and card. */
export interface AuthorizedPaymentCreated {
  paymentId?: string | undefined;
  amount?: Price | undefined;
  lastFourDigits?: string | null | undefined;
  brand?: string | null | undefined;
}

/** An authorized payment captured: its id, amount, and card. */
export interface AuthorizedPaymentCaptured extends AuthorizedPaymentCreated {}

/** An authorized payment voided: its id, amount, and card. */
export interface AuthorizedPaymentVoided extends AuthorizedPaymentCreated {}

/** A pending payment: the regular payment and its id. */
export interface PaymentPending {
  regular?: RegularPayment | undefined;
  paymentId?: string | undefined;
}

/** A canceled payment: the regular payment and its id. */
export interface PaymentCanceled extends PaymentPending {}

/** A declined payment: the regular payment and its id. */
export interface PaymentDeclined extends PaymentPending {}

/** A receipt created: the platform's receipt or an external one, and the payment. */
export interface ReceiptCreated {
  wixReceipt?: { receiptId?: string | undefined; displayNumber?: string | null | undefined } | undefined;
  externalReceipt?: { receiptId?: string | null | undefined; displayNumber?: string | null | undefined } | undefined;
  paymentId?: string | undefined;
}

/** A receipt sent: the platform's receipt or an external one, and the payment. */
export interface ReceiptSent extends ReceiptCreated {}

/**
 * One change a draft order applied: a line item changed (by id, with its name, quantity and price
 * changes), added or removed, a discount or additional fee added or removed, the total price or the
 * shipping changed. The changes other than `lineItemChanged` are kept as the platform sends them.
 */
export interface OrderChange {
  lineItemChanged?: { _id?: string | undefined; name?: ProductName | undefined; quantity?: object | undefined; price?: object | undefined } | undefined;
  lineItemAdded?: object | undefined;
  lineItemRemoved?: object | undefined;
  discountAdded?: object | undefined;
  discountRemoved?: object | undefined;
  additionalFeeAdded?: object | undefined;
  additionalFeeRemoved?: object | undefined;
  totalPriceChanged?: object | undefined;
  shippingInformationChanged?: object | undefined;
}

/**
 * One entry of an order's activity log: its type and date, who wrote it, and its content (a merchant
 * comment, a custom activity, or what happened to a payment, refund, receipt or chargeback).
 */
export interface Activity {
  _id?: string | null | undefined;
  authorEmail?: string | null | undefined;
  _createdDate?: Date | null | undefined;
  /** @deprecated use `activityType`. */
  type?: ActivityType | undefined;
  activityType?: ActivityType | undefined;
  customActivity?: { appId?: string | undefined; type?: string | undefined; additionalData?: Record<string, string> | undefined } | undefined;
  merchantComment?: { message?: string | undefined } | undefined;
  orderRefunded?: { manual?: boolean | undefined; amount?: Price | undefined; reason?: string | undefined } | undefined;
  draftOrderChangesApplied?: { draftOrderId?: string | undefined; reason?: string | null | undefined; changes?: OrderChange[] | undefined } | undefined;
  savedPaymentMethod?: { name?: string | undefined; description?: string | null | undefined } | undefined;
  authorizedPaymentCreated?: AuthorizedPaymentCreated | undefined;
  authorizedPaymentCaptured?: AuthorizedPaymentCaptured | undefined;
  authorizedPaymentVoided?: AuthorizedPaymentVoided | undefined;
  refundInitiated?: { refundId?: string | undefined; amount?: Price | undefined; payments?: RefundedPayment[] | undefined; reason?: string | null | undefined } | undefined;
  paymentRefunded?: { refundId?: string | undefined; payment?: RefundedPayment | undefined } | undefined;
  paymentRefundFailed?: { refundId?: string | undefined; payment?: RefundedPayment | undefined } | undefined;
  refundedAsStoreCredit?: { amount?: Price | undefined; reason?: string | null | undefined } | undefined;
  paymentPending?: PaymentPending | undefined;
  paymentCanceled?: PaymentCanceled | undefined;
  paymentDeclined?: PaymentDeclined | undefined;
  receiptCreated?: ReceiptCreated | undefined;
  receiptSent?: ReceiptSent | undefined;
  chargebackCreated?: { paymentId?: string | undefined; chargebackId?: string | undefined; amount?: Price | undefined; paymentDetails?: RegularPayment | undefined } | undefined;
  chargebackReversed?: {
    paymentId?: string | undefined;
    chargebackId?: string | undefined;
    amount?: Price | undefined;
    reversalAmount?: Price | undefined;
    paymentDetails?: RegularPayment | undefined;
  } | undefined;
}
