import { describe, expect, it } from 'vitest';
import { backInStockNotifications, checkout, orders } from './index';

// The enumerations as values, with the platform SDK's values in its order (their types: `public-types.test-d.ts`).
describe('enumerations', () => {
  it('the payment, discount and charge enumerations have the platform\'s values, in its order', () => {
    expect(Object.keys(orders.PaymentStatus)).toEqual([
      'APPROVED', 'PENDING', 'PENDING_MERCHANT', 'CANCELED', 'DECLINED', 'REFUNDED', 'PARTIALLY_REFUNDED', 'AUTHORIZED', 'VOIDED',
    ]);
    expect(Object.keys(orders.PaymentStatusEnumPaymentStatus)).toEqual([
      'UNSPECIFIED', 'NOT_PAID', 'PAID', 'PARTIALLY_REFUNDED', 'FULLY_REFUNDED', 'PENDING', 'PARTIALLY_PAID', 'PENDING_MERCHANT',
      'CANCELED', 'DECLINED',
    ]);
    expect(Object.keys(orders.TransactionStatus)).toEqual([
      'UNDEFINED', 'APPROVED', 'PENDING', 'PENDING_MERCHANT', 'CANCELED', 'DECLINED', 'REFUNDED', 'PARTIALLY_REFUNDED', 'AUTHORIZED',
      'VOIDED',
    ]);
    for (const e of [checkout.DiscountType, orders.DiscountType]) expect(Object.keys(e)).toEqual(['GLOBAL', 'SPECIFIC_ITEMS', 'SHIPPING']);
    expect(Object.keys(orders.ChargeType)).toEqual(['PASS_ON', 'ABSORBED']);
    expect(Object.keys(checkout.ChargeType)).toEqual(['HANDLING_FEE', 'INSURANCE']);
    for (const e of [orders.SortOrder, backInStockNotifications.SortOrder]) expect(Object.keys(e)).toEqual(['ASC', 'DESC']);
    expect(Object.keys(checkout.FileType)).toEqual([
      'UNSPECIFIED', 'SECURE_PICTURE', 'SECURE_VIDEO', 'SECURE_DOCUMENT', 'SECURE_MUSIC', 'SECURE_ARCHIVE', 'SECURE_RAW',
    ]);
    expect(Object.keys(orders.ActivityType)).toEqual([
      'ORDER_REFUNDED', 'ORDER_PLACED', 'ORDER_PAID', 'ORDER_FULFILLED', 'ORDER_NOT_FULFILLED', 'ORDER_CANCELED', 'DOWNLOAD_LINK_SENT',
      'TRACKING_NUMBER_ADDED', 'TRACKING_NUMBER_EDITED', 'TRACKING_LINK_ADDED', 'SHIPPING_CONFIRMATION_EMAIL_SENT', 'INVOICE_ADDED',
      'INVOICE_REMOVED', 'INVOICE_SENT', 'FULFILLER_EMAIL_SENT', 'SHIPPING_ADDRESS_EDITED', 'EMAIL_EDITED', 'PICKUP_READY_EMAIL_SENT',
      'CUSTOM_ACTIVITY', 'MERCHANT_COMMENT', 'ORDER_PARTIALLY_PAID', 'DRAFT_ORDER_CHANGES_APPLIED', 'SAVED_PAYMENT_METHOD',
      'AUTHORIZED_PAYMENT_CREATED', 'AUTHORIZED_PAYMENT_CAPTURED', 'AUTHORIZED_PAYMENT_VOIDED', 'REFUND_INITIATED', 'PAYMENT_REFUNDED',
      'PAYMENT_REFUND_FAILED', 'REFUNDED_AS_STORE_CREDIT', 'PAYMENT_PENDING', 'PAYMENT_CANCELED', 'PAYMENT_DECLINED', 'ORDER_PENDING',
      'ORDER_REJECTED', 'RECEIPT_CREATED', 'RECEIPT_SENT', 'CHARGEBACK_CREATED', 'CHARGEBACK_REVERSED',
    ]);
    expect(Object.keys(orders.PaymentCollectabilityStatus)).toEqual([
      'UNKNOWN', 'COLLECTABLE', 'NONCOLLECTABLE_ORDER_IS_CANCELLED', 'NONCOLLECTABLE_ORDER_IS_PAID',
      'NONCOLLECTABLE_MISSING_PAYMENT_METHOD', 'NONCOLLECTABLE_ORDER_IS_PENDING', 'NONCOLLECTABLE_ORDER_IS_REJECTED',
      'NONCOLLECTABLE_ORDER_HAS_SUBSCRIPTIONS', 'NONCOLLECTABLE_ORDER_HAS_CHARGEBACKS', 'NONCOLLECTABLE_SUBSCRIPTION_CYCLE_ALREADY_PASSED',
      'NONCOLLECTABLE_ORDER_HAS_UNSUPPORTED_SUBSCRIPTION', 'NONCOLLECTABLE_CUSTOM_AMOUNT_NOT_SUPPORTED',
    ]);
  });

  // The type tests name these without running; no other test reads them as values.
  it('exports ItemTypePreset from checkout and orders, and NonRefundableReason from orders, as values', () => {
    expect(checkout.ItemTypePreset.DIGITAL).toBe('DIGITAL');
    expect(orders.ItemTypePreset.GIFT_CARD).toBe('GIFT_CARD');
    expect(orders.NonRefundableReason.ORDER_IS_REJECTED).toBe('ORDER_IS_REJECTED');
  });
});
