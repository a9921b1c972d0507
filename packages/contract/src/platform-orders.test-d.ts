/**
 * Input types never stricter than the platform's: an order typed with the platform's own package
 * (`@wix/auto_sdk_ecom_orders`, which `@wix/ecom` re-exports as `orders`) goes to `createOrder` and
 * `updateOrder`, and `updateOrder` checks each named field as the platform's `UpdateOrder` does.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type * as platform from '@wix/auto_sdk_ecom_orders';
import { createClient, StaticTokenStrategy } from '@sitekit/core';
import { orders } from '@sitekit/ecom';

const client = createClient({ modules: { orders }, auth: StaticTokenStrategy({ accessToken: 't' }) });
declare const given: {
  order: platform.Order;
  update: platform.UpdateOrder;
  options: platform.CreateOrderOptions;
  masked: platform.MaskedOrder;
  bulk: platform.BulkUpdateOrdersOptions;
  cancel: platform.CancelOrderOptions;
  tags: platform.BulkUpdateOrderTagsOptions;
  search: platform.OrderSearch;
  prepare: platform.PreparePaymentCollectionOptions;
  capture: platform.PaymentCapture;
  price: platform.Price;
};

describe('orders inputs typed with the platform package', () => {
  it("createOrder and updateOrder take the platform's Order, UpdateOrder and CreateOrderOptions", () => {
    void client.orders.createOrder(given.order, given.options);
    void client.orders.updateOrder('o', given.order);
    void client.orders.updateOrder('o', given.update);
  });

  it("the other orders calls take the platform's inputs: masked orders, cancel, tags, search, payment collection", () => {
    void client.orders.bulkUpdateOrders([given.masked], given.bulk);
    void client.orders.cancelOrder('o', given.cancel);
    void client.orders.bulkUpdateOrderTags(['o'], given.tags);
    void client.orders.searchOrders(given.search);
    void client.orders.preparePaymentCollection('o', given.price, given.prepare);
    void client.orders.captureAuthorizedPayments('o', [given.capture]);
  });

  it("takes, as object literals, the platform's fields of an order, its line items and activities", () => {
    void client.orders.createOrder(
      {
        lineItems: [{ quantity: 1, decimalQuantity: { value: '1.5', measurementUnit: 'KG' } }],
        currencyConversionDetails: { originalCurrency: 'EUR', conversionRate: null },
        taxInfo: { taxExempt: null, taxBreakdown: [{ jurisdictionType: 'COUNTRY', aggregatedTaxAmount: { amount: '1' } }] },
        attributionSource: 'FACEBOOK_ADS',
        createdBy: { appId: 'app' },
        activities: [{ activityType: 'ORDER_REFUNDED', orderRefunded: { manual: true, reason: 'damaged' } }],
        balanceSummary: { pendingRefund: { amount: '1' }, cashRoundingAdjustment: { amount: '0.01' } },
        imported: true,
      },
      { settings: { editableByEveryone: true, orderApprovalStrategy: 'PAYMENT_RECEIVED', notifications: { sendNotificationToBuyer: null } } },
    );
  });

  it("UpdateOrder names the platform's fields: each one is checked and an explicit undefined is taken", () => {
    expectTypeOf<orders.UpdateOrder['buyerNote']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<orders.UpdateOrder['lineItems']>().toEqualTypeOf<orders.OrderLineItem[] | undefined>();
    // @ts-expect-error -- buyerNote is a string
    void client.orders.updateOrder('o', { buyerNote: 1 });
    // @ts-expect-error -- a line item's quantity is a number
    void client.orders.updateOrder('o', { lineItems: [{ quantity: '1' }] });
    void client.orders.updateOrder('o', { buyerNote: 'leave at the door', archived: null, recipientInfo: undefined });
  });
});
