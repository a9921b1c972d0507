import { describe, expectTypeOf, it } from 'vitest';
import { createClient, type QueryBuilder } from '@sitekit/core-runtime';
import { backInStockNotifications, checkout, currentCart, orders, recommendations } from './index';

// Public types as storefront code uses them. `tsc` checks these assertions (Vitest's type check); nothing
// here runs. The enumerations' values are checked in `enums.test.ts`.
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
    // a cart estimate lists its selected memberships; a checkout wraps them in `{ memberships }`
    expectTypeOf<NonNullable<currentCart.EstimateTotalsResponse['membershipOptions']>['selectedMemberships']>().toEqualTypeOf<currentCart.SelectedMembership[] | undefined>();
    expectTypeOf<NonNullable<checkout.Checkout['membershipOptions']>['selectedMemberships']>().toEqualTypeOf<{ memberships?: checkout.SelectedMembership[] } | undefined>();
    // an available algorithm names its id `config.algorithmId`
    expectTypeOf<NonNullable<recommendations.AlgorithmInfo['config']>['algorithmId']>().toEqualTypeOf<string | undefined>();
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

  // Enumerations named as the platform's SDK names them.
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

  it('options take an explicit undefined (type tests run with exactOptionalPropertyTypes)', () => {
    expectTypeOf<{ lineItems: undefined; customLineItems: undefined; businessLocationId: undefined }>().toExtend<currentCart.AddToCurrentCartOptions>();
    expectTypeOf<{ channelType: undefined; couponCode: undefined }>().toExtend<checkout.CreateCheckoutOptions>();
  });
});
