import { describe, expectTypeOf, it } from 'vitest';
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
    expectTypeOf(orders.ActivityType.ORDER_REJECTED).toEqualTypeOf<'ORDER_REJECTED'>();
    expectTypeOf(orders.NonRefundableReason.ORDER_IS_REJECTED).toEqualTypeOf<'ORDER_IS_REJECTED'>();
    expectTypeOf<NonNullable<currentCart.LineItem['price']>['amount']>().toEqualTypeOf<string | undefined>();
  });
});
