import { describe, expect, it } from 'vitest';
import { wireServer } from '@sitekit/testing';
import { checkout } from '../checkout';
import { clientWith, expectRequest, refusedBeforeSending, SDK_CART, WIRE_CART } from '../../test/helpers';

const wire = wireServer();
const client = clientWith({ checkout });
const BASE = 'https://www.wixapis.com/ecom/v1/checkouts';
const call = (method: string, url: string, name: string, body?: unknown) => ({
  method, url: BASE + url, body, pkg: 'ecom_checkout',
  fqn: `com.wix.ecom.checkout.api.v1.CheckoutService.${name}`, entity: 'wix.ecom.v1.checkout',
});

// A wire checkout with the platform's fields (docs/wire/ecom.md), and its SDK reading.
const WIRE_CHECKOUT = {
  id: 'chk-1',
  createdDate: '2024-05-01T10:00:00.000Z',
  updatedDate: '2024-05-02T10:00:00.000Z',
  channelType: 'WEB',
  lineItems: [{ ...WIRE_CART.lineItems[0], media: { id: 'm.png', width: 1, height: 2 }, physicalProperties: { weight: 1.2 } }],
  billingInfo: { address: { city: 'NY', geocode: { latitude: 1, longitude: 2 } } },
  shippingInfo: {
    shippingDestination: { address: { formattedAddress: 'x' } },
    carrierServiceOptions: [{
      carrierId: 'c', shippingOptions: [{ code: 'pick', logistics: { pickupDetails: { address: { addressLine: 'Shop' }, pickupMethod: 'STORE_PICKUP' } } }],
    }],
  },
  membershipOptions: { eligibleMemberships: [{ id: 'mem', expirationDate: '2025-01-01T00:00:00.000Z' }] },
  appliedDiscounts: [{ merchantDiscount: { amount: { amount: '1.00' }, percentage: 10 } }],
  priceSummary: { total: { amount: '20.00', formattedAmount: '$20.00' } },
};
const SDK_CHECKOUT = {
  _id: 'chk-1',
  _createdDate: new Date('2024-05-01T10:00:00.000Z'),
  _updatedDate: new Date('2024-05-02T10:00:00.000Z'),
  channelType: 'WEB',
  lineItems: [{ ...SDK_CART.lineItems[0], media: 'wix:image://v1/m.png/m.png#originWidth=1&originHeight=2', physicalProperties: { weight: 1.2 } }],
  billingInfo: { address: { city: 'NY', location: { latitude: 1, longitude: 2 } } },
  shippingInfo: {
    shippingDestination: { address: { formatted: 'x' } },
    carrierServiceOptions: [{
      carrierId: 'c', shippingOptions: [{ code: 'pick', logistics: { pickupDetails: { address: { addressLine1: 'Shop' }, pickupMethod: 'STORE_PICKUP' } } }],
    }],
  },
  membershipOptions: { eligibleMemberships: [{ _id: 'mem', expirationDate: new Date('2025-01-01T00:00:00.000Z') }] },
  appliedDiscounts: [{ merchantDiscount: { amount: { amount: '1.00' }, percentage: 10 } }],
  priceSummary: { total: { amount: '20.00', formattedAmount: '$20.00' } },
};
const LINE_ITEMS = [{ catalogReference: { catalogItemId: 'p1', appId: 'app' }, quantity: 1 }];

describe('checkout wire', () => {
  it('createCheckout: POST with the options as body, unwraps .checkout', async () => {
    wire.reply({ checkout: WIRE_CHECKOUT });
    const result = await client.checkout.createCheckout({
      lineItems: LINE_ITEMS, channelType: checkout.ChannelType.WEB, couponCode: 'C', giftCardRedeemAmount: '5.00',
      checkoutInfo: { billingInfo: { address: { addressLine1: '1 Main', location: { latitude: 1, longitude: 2 } } } },
    });
    expect(result).toEqual(SDK_CHECKOUT);
    expectRequest(wire.requests[0], call('POST', '', 'CreateCheckout', {
      lineItems: LINE_ITEMS, channelType: 'WEB', couponCode: 'C', giftCardRedeemAmount: '5.00',
      checkoutInfo: { billingInfo: { address: { addressLine: '1 Main', geocode: { latitude: 1, longitude: 2 } } } },
    }));
  });

  it('getCheckout: GET with the id in the path and the query, unwraps .checkout', async () => {
    wire.reply({ checkout: WIRE_CHECKOUT });
    await expect(client.checkout.getCheckout('chk 1')).resolves.toEqual(SDK_CHECKOUT);
    expectRequest(wire.requests[0], call('GET', '/chk%201?id=chk+1', 'GetCheckout'));
  });

  it('getCheckoutByCartId: GET by-cart-id, returns { checkout }', async () => {
    wire.reply({ checkout: WIRE_CHECKOUT });
    await expect(client.checkout.getCheckoutByCartId('cart-1')).resolves.toEqual({ checkout: SDK_CHECKOUT });
    expectRequest(wire.requests[0], call('GET', '/by-cart-id/cart-1?id=cart-1', 'GetCheckoutByCartId'));
  });

  it('getCheckoutUrl: GET checkout-url, returns { checkoutUrl }', async () => {
    wire.reply({ checkoutUrl: 'https://site/checkout?id=chk-1' });
    await expect(client.checkout.getCheckoutUrl('chk-1')).resolves.toEqual({ checkoutUrl: 'https://site/checkout?id=chk-1' });
    expectRequest(wire.requests[0], call('GET', '/chk-1/checkout-url?id=chk-1', 'GetCheckoutURL'));
  });

  it('updateCheckout: PATCH /{checkout.id} with id added to checkout and options beside it', async () => {
    wire.reply({ checkout: WIRE_CHECKOUT });
    const result = await client.checkout.updateCheckout('chk-1', { buyerNote: 'door' }, { couponCode: 'C', lineItems: LINE_ITEMS });
    expect(result).toEqual(SDK_CHECKOUT);
    expectRequest(wire.requests[0], call('PATCH', '/chk-1', 'UpdateCheckout', {
      checkout: { buyerNote: 'door', id: 'chk-1' }, couponCode: 'C', lineItems: LINE_ITEMS,
    }));
  });

  it.each([
    ['removeCoupon', '/remove-coupon', 'RemoveCoupon'],
    ['removeGiftCard', '/remove-gift-card', 'RemoveGiftCard'],
    ['removeOverrideCheckoutUrl', '/remove-override-checkout-url', 'RemoveOverrideCheckoutUrl'],
  ] as const)('%s: POST with body { id }, returns { checkout }', async (method, path, name) => {
    wire.reply({ checkout: WIRE_CHECKOUT });
    await expect(client.checkout[method]('chk-1')).resolves.toEqual({ checkout: SDK_CHECKOUT });
    expectRequest(wire.requests[0], call('POST', '/chk-1' + path, name, { id: 'chk-1' }));
  });

  it('addToCheckout: POST with id and line items, returns { checkout }', async () => {
    wire.reply({ checkout: WIRE_CHECKOUT });
    await expect(client.checkout.addToCheckout('chk-1', { lineItems: LINE_ITEMS })).resolves.toEqual({ checkout: SDK_CHECKOUT });
    expectRequest(wire.requests[0], call('POST', '/chk-1/add-to-checkout', 'AddToCheckout', { id: 'chk-1', lineItems: LINE_ITEMS }));
  });

  it('removeLineItems: POST with id and lineItemIds, returns { checkout }', async () => {
    wire.reply({ checkout: WIRE_CHECKOUT });
    await expect(client.checkout.removeLineItems('chk-1', ['li-1'])).resolves.toEqual({ checkout: SDK_CHECKOUT });
    expectRequest(wire.requests[0], call('POST', '/chk-1/remove-line-items', 'RemoveLineItems', { id: 'chk-1', lineItemIds: ['li-1'] }));
  });

  it('createOrder: POST create-order, returns the full response', async () => {
    wire.reply({ orderId: 'o1', paymentGatewayOrderId: 'pg1' });
    await expect(client.checkout.createOrder('chk-1', { savePaymentMethod: true, delayCapture: false }))
      .resolves.toEqual({ orderId: 'o1', paymentGatewayOrderId: 'pg1' });
    expectRequest(wire.requests[0], call('POST', '/chk-1/create-order', 'CreateOrder', { id: 'chk-1', savePaymentMethod: true, delayCapture: false }));
  });

  it('markCheckoutAsCompleted: POST mark-as-completed with the optional orderId, resolves void', async () => {
    wire.reply({});
    await expect(client.checkout.markCheckoutAsCompleted('chk-1', { orderId: 'o1' })).resolves.toBeUndefined();
    expectRequest(wire.requests[0], call('POST', '/chk-1/mark-as-completed', 'MarkCheckoutAsCompleted', { id: 'chk-1', orderId: 'o1' }));
  });

  it('updateLineItemsQuantity: POST with { id, lineItems: [{ id, quantity }] }, returns { checkout }', async () => {
    wire.reply({ checkout: WIRE_CHECKOUT });
    await expect(client.checkout.updateLineItemsQuantity('chk-1', [{ _id: 'li-1', quantity: 4 }])).resolves.toEqual({ checkout: SDK_CHECKOUT });
    expectRequest(wire.requests[0], call('POST', '/chk-1/update-line-items-quantity', 'UpdateLineItemsQuantity', {
      id: 'chk-1', lineItems: [{ id: 'li-1', quantity: 4 }],
    }));
  });

  it('getCheckoutPaymentSettings: GET payment-settings, returns the full response', async () => {
    wire.reply({ blockedPaymentOptions: ['MANUAL'] });
    await expect(client.checkout.getCheckoutPaymentSettings('chk1')).resolves.toEqual({ blockedPaymentOptions: ['MANUAL'] });
    expectRequest(wire.requests[0], call('GET', '/chk1/payment-settings?id=chk1', 'GetCheckoutPaymentSettings'));
  });
});

describe('checkout input checks (before any request)', () => {
  const refused = refusedBeforeSending(wire);

  it('a missing id', async () => {
    await refused(client.checkout.getCheckout(''), '_id');
    await refused(client.checkout.getCheckoutUrl(undefined as never), '_id');
    await refused(client.checkout.updateCheckout('', {}), '_id');
    await refused(client.checkout.removeCoupon(''), '_id');
    await refused(client.checkout.createOrder(''), '_id');
    await refused(client.checkout.markCheckoutAsCompleted(''), '_id');
  });

  it('missing line items and quantities below 1', async () => {
    await refused(client.checkout.addToCheckout('chk-1'), 'lineItems');
    await refused(client.checkout.updateLineItemsQuantity('chk-1', []), 'lineItems');
    await refused(client.checkout.updateLineItemsQuantity('chk-1', [{ _id: 'li', quantity: 0 }]), 'lineItems[0].quantity');
    await refused(client.checkout.createCheckout({ lineItems: [{ quantity: -1 }] }), 'lineItems[0].quantity');
    await refused(client.checkout.removeLineItems('chk-1', []), 'lineItemIds');
  });
});
