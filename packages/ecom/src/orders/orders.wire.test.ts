import { describe, expect, it } from 'vitest';
import { wireServer } from '@sitekit/testing';
import { orders } from '../orders';
import { clientWith, expectRequest, refusedBeforeSending } from '../../test/helpers';

const wire = wireServer();
const client = clientWith({ orders });
const API = 'https://www.wixapis.com/ecom/v1';
const call = (method: string, url: string, name: string, body?: unknown) => ({
  method, url: API + url, body, pkg: 'ecom_orders', fqn: `com.wix.ecom.orders.v1.Orders.${name}`, entity: 'wix.ecom.v1.order',
});
const collector = (method: string, url: string, name: string, body?: unknown) => ({
  ...call(method, '/payments-collector/orders/o1' + url, name, body),
  fqn: `com.wix.ecom.orders.payments_collector.v1.PaymentsCollector.${name}`,
});

// A wire order with the platform's fields (docs/wire/ecom.md), and its SDK reading.
const WIRE_ORDER = {
  id: 'o1',
  number: '10001',
  createdDate: '2024-05-01T10:00:00.000Z',
  updatedDate: '2024-05-02T10:00:00.000Z',
  purchasedDate: '2024-05-01T10:00:00.000Z',
  lineItems: [{
    id: 'li-1', quantity: 1, price: { amount: '9.99', formattedAmount: '$9.99' },
    image: { id: 'i.jpg', width: 10, height: 10 },
    digitalFile: { fileId: 'f1', expirationDate: '2024-06-01T00:00:00.000Z' },
    physicalProperties: { weight: 0.5 },
  }],
  billingInfo: { address: { addressLine: 'B 1', geocode: { latitude: 1, longitude: 2 } } },
  recipientInfo: { address: { formattedAddress: 'R 1' } },
  shippingInfo: {
    logistics: {
      deliverByDate: '2024-05-10T00:00:00.000Z',
      deliveryTimeSlot: { from: '2024-05-09T09:00:00.000Z', to: '2024-05-09T12:00:00.000Z' },
      shippingDestination: { address: { addressLine: 'S 1' } },
      pickupDetails: { address: { geocode: { latitude: 3, longitude: 4 } } },
    },
  },
  activities: [{ id: 'a1', type: 'ORDER_PLACED', createdDate: '2024-05-01T10:00:00.000Z' }],
  tags: { tags: { tagIds: ['vip'] } },
  paymentStatus: 'PAID',
};
const SDK_ORDER = {
  _id: 'o1',
  number: '10001',
  _createdDate: new Date('2024-05-01T10:00:00.000Z'),
  _updatedDate: new Date('2024-05-02T10:00:00.000Z'),
  purchasedDate: new Date('2024-05-01T10:00:00.000Z'),
  lineItems: [{
    _id: 'li-1', quantity: 1, price: { amount: '9.99', formattedAmount: '$9.99' },
    image: 'wix:image://v1/i.jpg/i.jpg#originWidth=10&originHeight=10',
    digitalFile: { fileId: 'f1', expirationDate: new Date('2024-06-01T00:00:00.000Z') },
    physicalProperties: { weight: 0.5 },
  }],
  billingInfo: { address: { addressLine1: 'B 1', location: { latitude: 1, longitude: 2 } } },
  recipientInfo: { address: { formatted: 'R 1' } },
  shippingInfo: {
    logistics: {
      deliverByDate: new Date('2024-05-10T00:00:00.000Z'),
      deliveryTimeSlot: { from: new Date('2024-05-09T09:00:00.000Z'), to: new Date('2024-05-09T12:00:00.000Z') },
      shippingDestination: { address: { addressLine1: 'S 1' } },
      pickupDetails: { address: { location: { latitude: 3, longitude: 4 } } },
    },
  },
  activities: [{ _id: 'a1', type: 'ORDER_PLACED', _createdDate: new Date('2024-05-01T10:00:00.000Z') }],
  tags: { tags: { tagIds: ['vip'] } },
  paymentStatus: 'PAID',
};

describe('orders wire', () => {
  it('getOrder: GET with the id in the path and query, unwraps .order', async () => {
    wire.reply({ order: WIRE_ORDER });
    await expect(client.orders.getOrder('o1')).resolves.toEqual(SDK_ORDER);
    expectRequest(wire.requests[0], call('GET', '/orders/o1?id=o1', 'GetOrder'));
  });

  it('searchOrders: POST { search } with wire sort names, returns { orders, metadata }', async () => {
    const metadata = { count: 1, cursors: { next: 'n1' }, hasNext: true };
    wire.reply({ orders: [WIRE_ORDER], metadata });
    const result = await client.orders.searchOrders({
      filter: { checkoutId: { $eq: 'chk-1' } }, sort: [{ fieldName: '_createdDate', order: 'DESC' }], cursorPaging: { limit: 5 },
    });
    expect(result).toEqual({ orders: [SDK_ORDER], metadata });
    expectRequest(wire.requests[0], call('POST', '/orders/search', 'SearchOrders', {
      search: { filter: { checkoutId: { $eq: 'chk-1' } }, sort: [{ fieldName: 'createdDate', order: 'DESC' }], cursorPaging: { limit: 5 } },
    }));
  });

  it('createOrder: POST { order, settings } with SDK names to wire, unwraps .order', async () => {
    wire.reply({ order: WIRE_ORDER });
    const result = await client.orders.createOrder(
      { lineItems: [{ quantity: 1, image: 'wix:image://v1/i.jpg/i.jpg#originWidth=10&originHeight=10' }], billingInfo: { address: { addressLine1: 'B 1' } } },
      { settings: { notifications: { sendNotificationsToBuyer: false } } },
    );
    expect(result).toEqual(SDK_ORDER);
    expectRequest(wire.requests[0], call('POST', '/orders', 'CreateOrder', {
      order: {
        lineItems: [{ quantity: 1, image: {
          id: 'i.jpg', url: 'wix:image://v1/i.jpg/i.jpg#originWidth=10&originHeight=10', width: 10, height: 10, altText: 'i.jpg', filename: 'i.jpg',
        } }],
        billingInfo: { address: { addressLine: 'B 1' } },
      },
      settings: { notifications: { sendNotificationsToBuyer: false } },
    }));
  });

  it('updateOrder: PATCH /orders/{order.id} with only { order } (id added)', async () => {
    wire.reply({ order: WIRE_ORDER });
    await expect(client.orders.updateOrder('o1', { buyerNote: 'gift' })).resolves.toEqual(SDK_ORDER);
    expectRequest(wire.requests[0], call('PATCH', '/orders/o1', 'UpdateOrder', { order: { buyerNote: 'gift', id: 'o1' } }));
  });

  it('bulkUpdateOrders: POST with each fieldMask comma-joined, returns { results, bulkActionMetadata }', async () => {
    wire.reply({ results: [{ itemMetadata: { id: 'o1', success: true }, item: WIRE_ORDER }], bulkActionMetadata: { totalSuccesses: 1 } });
    const result = await client.orders.bulkUpdateOrders(
      [{ order: { _id: 'o1', buyerNote: 'x', buyerInfo: { email: 'a@b.c' } }, fieldMask: ['buyerNote', 'buyerInfo.email'] }],
      { returnEntity: true },
    );
    expect(result).toEqual({ results: [{ itemMetadata: { _id: 'o1', success: true }, item: SDK_ORDER }], bulkActionMetadata: { totalSuccesses: 1 } });
    expectRequest(wire.requests[0], call('POST', '/bulk/orders/update', 'BulkUpdateOrders', {
      orders: [{ order: { id: 'o1', buyerNote: 'x', buyerInfo: { email: 'a@b.c' } }, fieldMask: 'buyerNote,buyerInfo.email' }],
      returnEntity: true,
    }));
  });

  it('cancelOrder: POST cancel with { id, ...options }, returns { order }', async () => {
    wire.reply({ order: WIRE_ORDER });
    await expect(client.orders.cancelOrder('o1', { sendOrderCanceledEmail: true, customMessage: 'sorry', restockAllItems: true }))
      .resolves.toEqual({ order: SDK_ORDER });
    expectRequest(wire.requests[0], call('POST', '/orders/o1/cancel', 'CancelOrder', {
      id: 'o1', sendOrderCanceledEmail: true, customMessage: 'sorry', restockAllItems: true,
    }));
  });

  it('bulkUpdateOrderTags: POST { orderIds, assignTags, unassignTags }, returns the full response', async () => {
    wire.reply({ results: [{ itemMetadata: { id: 'o1', success: true } }], bulkActionMetadata: { totalSuccesses: 1 } });
    const result = await client.orders.bulkUpdateOrderTags(['o1'], {
      assignTags: { tags: { tagIds: ['vip'] } }, unassignTags: { privateTags: { tagIds: ['old'] } },
    });
    expect(result).toEqual({ results: [{ itemMetadata: { _id: 'o1', success: true } }], bulkActionMetadata: { totalSuccesses: 1 } });
    expectRequest(wire.requests[0], call('POST', '/bulk/orders/update-tags', 'BulkUpdateOrderTags', {
      orderIds: ['o1'], assignTags: { tags: { tagIds: ['vip'] } }, unassignTags: { privateTags: { tagIds: ['old'] } },
    }));
  });
});

describe('payments collector wire', () => {
  const TRANSACTIONS = {
    orderTransactions: { orderId: 'o1', payments: [{ id: 'p1', createdDate: '2024-05-01T10:00:00.000Z', amount: { amount: '5.00' } }] },
  };
  const SDK_TRANSACTIONS = {
    orderTransactions: { orderId: 'o1', payments: [{ _id: 'p1', _createdDate: new Date('2024-05-01T10:00:00.000Z'), amount: { amount: '5.00' } }] },
  };

  it('preparePaymentCollection: POST with ecomOrderId, amount and options, returns { paymentGatewayOrderId }', async () => {
    wire.reply({ paymentGatewayOrderId: 'pg1' });
    const result = await client.orders.preparePaymentCollection('o1', { amount: '10.00' }, {
      delayedCapture: false, redirectUrls: { success: 'https://s/ok' },
    });
    expect(result).toEqual({ paymentGatewayOrderId: 'pg1' });
    expectRequest(wire.requests[0], collector('POST', '/prepare-payment-collection', 'PreparePaymentCollection', {
      ecomOrderId: 'o1', amount: { amount: '10.00' }, delayedCapture: false, redirectUrls: { success: 'https://s/ok' },
    }));
  });

  it('getPaymentCollectabilityStatus: GET with ecomOrderId repeated in the query', async () => {
    wire.reply({ status: 'COLLECTABLE', amount: { amount: '10.00', formattedAmount: '$10.00' } });
    await expect(client.orders.getPaymentCollectabilityStatus('o1'))
      .resolves.toEqual({ status: orders.PaymentCollectabilityStatus.COLLECTABLE, amount: { amount: '10.00', formattedAmount: '$10.00' } });
    expectRequest(wire.requests[0], collector('GET', '/payment-collectability-status?ecomOrderId=o1', 'GetPaymentCollectabilityStatus'));
  });

  it('voidAuthorizedPayments: POST { ecomOrderId, paymentIds }, returns { orderTransactions }', async () => {
    wire.reply(TRANSACTIONS);
    await expect(client.orders.voidAuthorizedPayments('o1', ['p1'])).resolves.toEqual(SDK_TRANSACTIONS);
    expectRequest(wire.requests[0], collector('POST', '/void-authorized-payments', 'VoidAuthorizedPayments', { ecomOrderId: 'o1', paymentIds: ['p1'] }));
  });

  it('captureAuthorizedPayments: POST { ecomOrderId, payments }, returns { orderTransactions }', async () => {
    wire.reply(TRANSACTIONS);
    await expect(client.orders.captureAuthorizedPayments('o1', [{ paymentId: 'p1', amount: { amount: '5.00' } }])).resolves.toEqual(SDK_TRANSACTIONS);
    expectRequest(wire.requests[0], collector('POST', '/capture-authorized-payments', 'CaptureAuthorizedPayments', {
      ecomOrderId: 'o1', payments: [{ paymentId: 'p1', amount: { amount: '5.00' } }],
    }));
  });
});

describe('orders input checks (before any request)', () => {
  const refused = refusedBeforeSending(wire);

  it('missing ids and lists', async () => {
    await refused(client.orders.getOrder(''), '_id');
    await refused(client.orders.updateOrder('', {}), '_id');
    await refused(client.orders.cancelOrder(undefined as never), '_id');
    await refused(client.orders.createOrder(undefined as never), 'order');
    await refused(client.orders.bulkUpdateOrders([]), 'orders');
    await refused(client.orders.bulkUpdateOrderTags([]), 'orderIds');
    await refused(client.orders.preparePaymentCollection('', { amount: '1' }), 'ecomOrderId');
    await refused(client.orders.preparePaymentCollection('o1', undefined as never), 'amount');
    await refused(client.orders.getPaymentCollectabilityStatus(''), 'ecomOrderId');
    await refused(client.orders.voidAuthorizedPayments('o1', []), 'paymentIds');
    await refused(client.orders.captureAuthorizedPayments('o1', undefined as never), 'payments');
  });
});
