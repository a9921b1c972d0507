import { describe, expect, expectTypeOf, it } from 'vitest';
import { createClient, type QueryBuilder } from '@sitekit/core';
import { backInStockNotifications, checkout, currentCart, orders, recommendations } from './index';

// Public types as storefront code uses them (checked by `tsc`; the assertions are no-ops at run time).
describe('public types', () => {
  it('binds modules with their call signatures, entity types and enums', () => {
    const client = createClient({ modules: { currentCart, checkout, orders, backInStockNotifications, recommendations } });
    expectTypeOf(client.currentCart.getCurrentCart).returns.resolves.toEqualTypeOf<currentCart.Cart>();
    expectTypeOf(client.currentCart.getCurrentCartOrNull).returns.resolves.toEqualTypeOf<currentCart.Cart | null>();
    expectTypeOf(client.currentCart.addToCurrentCart).returns.resolves.toEqualTypeOf<currentCart.CartResponse>();
    expectTypeOf(client.checkout.getCheckout).returns.resolves.toEqualTypeOf<checkout.Checkout>();
    expectTypeOf(client.orders.getOrder).returns.resolves.toEqualTypeOf<orders.Order>();
    expectTypeOf(client.backInStockNotifications.queryBackInStockNotificationRequests())
      .toEqualTypeOf<QueryBuilder<backInStockNotifications.BackInStockNotificationRequest>>();
    expectTypeOf(client.currentCart.ChannelType.OTHER_PLATFORM).toEqualTypeOf<'OTHER_PLATFORM'>();
    expectTypeOf<'WEB'>().toMatchTypeOf<currentCart.ChannelType>();
    expectTypeOf<'A_FUTURE_CHANNEL'>().toMatchTypeOf<currentCart.ChannelType>();
    expectTypeOf<currentCart.Cart['_createdDate']>().toEqualTypeOf<Date | null | undefined>();
    expectTypeOf<orders.Order['lineItems']>().toEqualTypeOf<orders.OrderLineItem[] | undefined>();
    expectTypeOf(recommendations.AlgorithmType.RELATED_ITEMS).toEqualTypeOf<'RELATED_ITEMS'>();
    // long enumerations (several strings) keep a literal type per value
    expectTypeOf(orders.ActivityType.ORDER_PAID).toEqualTypeOf<'ORDER_PAID'>();
    // the platform's name for a line item's preset type (older releases called it ItemTypeItemType, kept as a type)
    expectTypeOf(checkout.ItemTypePreset.DIGITAL).toEqualTypeOf<'DIGITAL'>();
    expectTypeOf(orders.ItemTypePreset.GIFT_CARD).toEqualTypeOf<'GIFT_CARD'>();
    expectTypeOf<NonNullable<checkout.LineItem['itemType']>['preset']>().toEqualTypeOf<checkout.ItemTypePreset | undefined>();
    expectTypeOf(orders.ActivityType.ORDER_REJECTED).toEqualTypeOf<'ORDER_REJECTED'>();
    expectTypeOf(orders.NonRefundableReason.ORDER_IS_REJECTED).toEqualTypeOf<'ORDER_IS_REJECTED'>();
    expectTypeOf<NonNullable<currentCart.LineItem['price']>['amount']>().toEqualTypeOf<string | undefined>();
  });

  // Enumerations named as the platform's SDK names them, with its values in its order (its published
  // declarations: ecom orders, checkout and current-cart `*.d.ts`).
  it('names the payment, discount and charge enumerations as the platform does', () => {
    expectTypeOf(orders.PaymentStatus.APPROVED).toEqualTypeOf<'APPROVED'>();
    expectTypeOf(orders.PaymentStatus.VOIDED).toEqualTypeOf<'VOIDED'>();
    expectTypeOf(orders.PaymentStatusEnumPaymentStatus.PAID).toEqualTypeOf<'PAID'>();
    expectTypeOf(orders.TransactionStatus.UNDEFINED).toEqualTypeOf<'UNDEFINED'>();
    expectTypeOf(checkout.DiscountType.SPECIFIC_ITEMS).toEqualTypeOf<'SPECIFIC_ITEMS'>();
    expectTypeOf(orders.DiscountType.SHIPPING).toEqualTypeOf<'SHIPPING'>();
    expectTypeOf(orders.ChargeType.PASS_ON).toEqualTypeOf<'PASS_ON'>();
    expectTypeOf(checkout.ChargeType.HANDLING_FEE).toEqualTypeOf<'HANDLING_FEE'>();
    expectTypeOf(orders.SortOrder.DESC).toEqualTypeOf<'DESC'>();
    expectTypeOf(backInStockNotifications.SortOrder.ASC).toEqualTypeOf<'ASC'>();
    expectTypeOf(checkout.FileType.SECURE_RAW).toEqualTypeOf<'SECURE_RAW'>();
    expectTypeOf(orders.ActivityType.CHARGEBACK_REVERSED).toEqualTypeOf<'CHARGEBACK_REVERSED'>();
    expectTypeOf(orders.PaymentCollectabilityStatus.NONCOLLECTABLE_CUSTOM_AMOUNT_NOT_SUPPORTED)
      .toEqualTypeOf<'NONCOLLECTABLE_CUSTOM_AMOUNT_NOT_SUPPORTED'>();
    expectTypeOf<orders.Order['paymentStatus']>().toEqualTypeOf<orders.PaymentStatusEnumPaymentStatus | undefined>();
    expectTypeOf<orders.Payment['status']>().toEqualTypeOf<orders.PaymentStatus | undefined>();
    expectTypeOf<NonNullable<orders.Payment['regularPaymentDetails']>['status']>().toEqualTypeOf<orders.TransactionStatus | undefined>();
    expectTypeOf<checkout.AppliedDiscount['discountType']>().toEqualTypeOf<checkout.DiscountType | undefined>();
    expectTypeOf<orders.PlatformFee['chargeType']>().toEqualTypeOf<orders.ChargeType | undefined>();
    expectTypeOf<checkout.OtherCharge['type']>().toEqualTypeOf<checkout.ChargeType | undefined>();

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

  it('types the cart, checkout and order fields ported storefront code reads', () => {
    expectTypeOf<currentCart.Cart['revision']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<currentCart.UpdateCurrentCartOptions['cartInfo']>().toEqualTypeOf<currentCart.Cart | undefined>();
    expectTypeOf<currentCart.LineItem['priceUndetermined']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<currentCart.LineItem['selectedMembership']>().toEqualTypeOf<currentCart.SelectedMembership | undefined>();
    expectTypeOf<checkout.LineItem['taxableAddress']>().toEqualTypeOf<checkout.TaxableAddress | undefined>();
    expectTypeOf<NonNullable<checkout.LineItem['modifierGroups']>[number]['modifiers']>()
      .toEqualTypeOf<checkout.ItemModifier<checkout.MultiCurrencyPrice>[] | undefined>();
    expectTypeOf<checkout.LineItem['totalPriceAfterTax']>().toEqualTypeOf<checkout.MultiCurrencyPrice | undefined>();
    expectTypeOf<orders.OrderLineItem['taxableAddress']>().toEqualTypeOf<orders.TaxableAddress | undefined>();
    expectTypeOf<orders.OrderLineItem['modifierGroups']>().toEqualTypeOf<orders.ModifierGroup<orders.Price>[] | undefined>();
    expectTypeOf<orders.OrderLineItem['priceUndetermined']>().toEqualTypeOf<boolean | undefined>();
  });
});
