import { enumOf, type EnumValue } from '@sitekit/core-runtime';

/**
 * Status of one payment (`payment.status`), as the platform's SDK names it.
 */
export const PaymentStatus = /* @__PURE__ */ enumOf(
  'APPROVED PENDING PENDING_MERCHANT CANCELED DECLINED REFUNDED PARTIALLY_REFUNDED AUTHORIZED VOIDED',
);
export type PaymentStatus = EnumValue<typeof PaymentStatus>;

/**
 * An order's payment status (`order.paymentStatus`), as the platform's SDK names it.
 */
export const PaymentStatusEnumPaymentStatus = /* @__PURE__ */ enumOf(
  'UNSPECIFIED NOT_PAID PAID PARTIALLY_REFUNDED FULLY_REFUNDED PENDING PARTIALLY_PAID PENDING_MERCHANT CANCELED DECLINED',
);
export type PaymentStatusEnumPaymentStatus = EnumValue<typeof PaymentStatusEnumPaymentStatus>;

/**
 * Order fulfillment status.
 */
export const FulfillmentStatus = /* @__PURE__ */ enumOf('NOT_FULFILLED FULFILLED PARTIALLY_FULFILLED');
export type FulfillmentStatus = EnumValue<typeof FulfillmentStatus>;

/**
 * Order status, with the values the platform's SDK names (the platform may add others).
 */
export const OrderStatus = /* @__PURE__ */ enumOf('INITIALIZED APPROVED CANCELED PENDING REJECTED');
export type OrderStatus = EnumValue<typeof OrderStatus>;

/**
 * Order activity type (the platform adds more over time).
 */
export const ActivityType = /* @__PURE__ */ enumOf(
  'ORDER_REFUNDED ORDER_PLACED ORDER_PAID ORDER_FULFILLED ORDER_NOT_FULFILLED ORDER_CANCELED DOWNLOAD_LINK_SENT',
  'TRACKING_NUMBER_ADDED TRACKING_NUMBER_EDITED TRACKING_LINK_ADDED SHIPPING_CONFIRMATION_EMAIL_SENT INVOICE_ADDED',
  'INVOICE_REMOVED INVOICE_SENT FULFILLER_EMAIL_SENT SHIPPING_ADDRESS_EDITED EMAIL_EDITED PICKUP_READY_EMAIL_SENT',
  'CUSTOM_ACTIVITY MERCHANT_COMMENT ORDER_PARTIALLY_PAID DRAFT_ORDER_CHANGES_APPLIED SAVED_PAYMENT_METHOD',
  'AUTHORIZED_PAYMENT_CREATED AUTHORIZED_PAYMENT_CAPTURED AUTHORIZED_PAYMENT_VOIDED REFUND_INITIATED PAYMENT_REFUNDED',
  'PAYMENT_REFUND_FAILED REFUNDED_AS_STORE_CREDIT PAYMENT_PENDING PAYMENT_CANCELED PAYMENT_DECLINED ORDER_PENDING',
  'ORDER_REJECTED RECEIPT_CREATED RECEIPT_SENT CHARGEBACK_CREATED CHARGEBACK_REVERSED',
);
export type ActivityType = EnumValue<typeof ActivityType>;

/**
 * Status of a regular (non gift card) payment's transaction (`payment.regularPaymentDetails.status`);
 * the payment's own status is `PaymentStatus`.
 */
export const TransactionStatus = /* @__PURE__ */ enumOf(
  'UNDEFINED APPROVED PENDING PENDING_MERCHANT CANCELED DECLINED REFUNDED PARTIALLY_REFUNDED AUTHORIZED VOIDED',
);
export type TransactionStatus = EnumValue<typeof TransactionStatus>;

/**
 * Status of an authorization capture.
 */
export const AuthorizationCaptureStatus = /* @__PURE__ */ enumOf('UNKNOWN_STATUS PENDING SUCCEEDED FAILED');
export type AuthorizationCaptureStatus = EnumValue<typeof AuthorizationCaptureStatus>;

/**
 * Status of an authorization void.
 */
export const AuthorizationVoidStatus = /* @__PURE__ */ enumOf('UNKNOWN_STATUS PENDING SUCCEEDED FAILED');
export type AuthorizationVoidStatus = EnumValue<typeof AuthorizationVoidStatus>;

/**
 * Scheduled action on an authorized payment.
 */
export const ActionType = /* @__PURE__ */ enumOf('UNKNOWN_ACTION_TYPE VOID CAPTURE');
export type ActionType = EnumValue<typeof ActionType>;

/**
 * Whether a payment can be refunded.
 */
export const RefundableStatus = /* @__PURE__ */ enumOf('NOT_REFUNDABLE MANUAL REFUNDABLE');
export type RefundableStatus = EnumValue<typeof RefundableStatus>;

/**
 * Why a payment cannot be refunded.
 */
export const NonRefundableReason = /* @__PURE__ */ enumOf(
  'NONE ALREADY_REFUNDED PROVIDER_IS_DOWN INTERNAL_ERROR NOT_PAID ACCESS_DENIED ZERO_PRICE DISABLED_BY_PROVIDER',
  'PENDING_REFUND FORBIDDEN TRANSACTION_NOT_FOUND ORDER_IS_PENDING ORDER_IS_REJECTED',
);
export type NonRefundableReason = EnumValue<typeof NonRefundableReason>;

/**
 * Whether an order's payment can still be collected.
 */
export const PaymentCollectabilityStatus = /* @__PURE__ */ enumOf(
  'UNKNOWN COLLECTABLE NONCOLLECTABLE_ORDER_IS_CANCELLED NONCOLLECTABLE_ORDER_IS_PAID NONCOLLECTABLE_MISSING_PAYMENT_METHOD',
  'NONCOLLECTABLE_ORDER_IS_PENDING NONCOLLECTABLE_ORDER_IS_REJECTED NONCOLLECTABLE_ORDER_HAS_SUBSCRIPTIONS',
  'NONCOLLECTABLE_ORDER_HAS_CHARGEBACKS NONCOLLECTABLE_SUBSCRIPTION_CYCLE_ALREADY_PASSED',
  'NONCOLLECTABLE_ORDER_HAS_UNSUPPORTED_SUBSCRIPTION NONCOLLECTABLE_CUSTOM_AMOUNT_NOT_SUPPORTED',
);
export type PaymentCollectabilityStatus = EnumValue<typeof PaymentCollectabilityStatus>;

/**
 * Order email types.
 */
export const PreviewEmailType = /* @__PURE__ */ enumOf('ORDER_PLACED DOWNLOAD_LINKS ORDER_SHIPPED ORDER_READY_FOR_PICKUP');
export type PreviewEmailType = EnumValue<typeof PreviewEmailType>;

/**
 * Restock choice when an order is canceled or refunded.
 */
export const InventoryAction = /* @__PURE__ */ enumOf('RESTOCK DECREASE');
export type InventoryAction = EnumValue<typeof InventoryAction>;

/**
 * Invoice status (the platform spells these in PascalCase).
 */
export const InvoiceStatus = /* @__PURE__ */ enumOf('Draft Sent Processing Paid Overdue Void Deleted PartiallyPaid PartialAndOverdue');
export type InvoiceStatus = EnumValue<typeof InvoiceStatus>;

/**
 * Charge type of a platform fee (`order.platformFeeSummary.fees[].chargeType`): passed on to the buyer or
 * absorbed by the merchant. The cart's and checkout's `ChargeType` (`HANDLING_FEE`, `INSURANCE`) is a
 * different enumeration the platform's orders SDK does not have.
 */
export const ChargeType = /* @__PURE__ */ enumOf('PASS_ON ABSORBED');
export type ChargeType = EnumValue<typeof ChargeType>;

/**
 * Sort order of a search.
 */
export const SortOrder = /* @__PURE__ */ enumOf('ASC DESC');
export type SortOrder = EnumValue<typeof SortOrder>;
