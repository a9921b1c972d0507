import { describe, expect, it } from 'vitest';
import { wireServer } from '@sitekit/testing';
import { cart } from '../cart';
import { clientWith, expectRequest, refusedBeforeSending, SDK_CART, WIRE_CART } from '../../test/helpers';

const wire = wireServer();
const client = clientWith({ cart });
const BASE = 'https://www.wixapis.com/ecom/v1/carts';
const cartCall = (method: string, path: string, name: string, body?: unknown) => ({
  method, url: BASE + path, body, pkg: 'ecom_cart', fqn: `com.wix.ecom.cart.api.v1.CartService.${name}`, entity: 'wix.ecom.v1.cart',
});
const LINES = [{ catalogReference: { catalogItemId: 'p1', appId: 'app', options: { variantId: 'v1' } }, quantity: 2 }];

describe('cart wire', () => {
  it('createCart: POST /ecom/v1/carts with the options as body (SDK names to wire), unwraps .cart', async () => {
    wire.reply({ cart: WIRE_CART });
    const result = await client.cart.createCart({
      lineItems: LINES, couponCode: 'SAVE10', cartInfo: { buyerNote: 'hi', contactInfo: { address: { addressLine1: '1 Main St' } } },
    });
    expect(result).toEqual(SDK_CART);
    expectRequest(wire.requests[0], cartCall('POST', '', 'CreateCart', {
      lineItems: LINES, couponCode: 'SAVE10', cartInfo: { buyerNote: 'hi', contactInfo: { address: { addressLine: '1 Main St' } } },
    }));
  });

  it('createCart without options: POST with the empty JSON body {}', async () => {
    wire.reply({ cart: WIRE_CART });
    await expect(client.cart.createCart()).resolves.toEqual(SDK_CART);
    expectRequest(wire.requests[0], cartCall('POST', '', 'CreateCart', {}));
  });

  it('updateCart: PATCH /ecom/v1/carts/{cartInfo.id}, the id inside cartInfo, unwraps .cart', async () => {
    wire.reply({ cart: WIRE_CART });
    await expect(client.cart.updateCart('cart-1', { couponCode: 'SAVE10', cartInfo: { buyerNote: 'note' } })).resolves.toEqual(SDK_CART);
    expectRequest(wire.requests[0], cartCall('PATCH', '/cart-1', 'UpdateCart', { couponCode: 'SAVE10', cartInfo: { buyerNote: 'note', id: 'cart-1' } }));
  });

  it('updateCart without options sends cartInfo with the id alone', async () => {
    wire.reply({ cart: WIRE_CART });
    await client.cart.updateCart('cart-1');
    expectRequest(wire.requests[0], cartCall('PATCH', '/cart-1', 'UpdateCart', { cartInfo: { id: 'cart-1' } }));
  });

  it('getCart: GET /ecom/v1/carts/{id} (the id also in the query, as the platform SDK sends it), unwraps .cart and transforms ids, dates, images and addresses', async () => {
    wire.reply({ cart: WIRE_CART });
    await expect(client.cart.getCart('cart-1')).resolves.toEqual(SDK_CART);
    expectRequest(wire.requests[0], cartCall('GET', '/cart-1?id=cart-1', 'GetCart'));
  });

  it('addToCart: POST add-to-cart with the id and the line items, returns { cart }', async () => {
    wire.reply({ cart: WIRE_CART });
    await expect(client.cart.addToCart('cart-1', { lineItems: LINES, businessLocationId: 'loc' })).resolves.toEqual({ cart: SDK_CART });
    expectRequest(wire.requests[0], cartCall('POST', '/cart-1/add-to-cart', 'AddToCart', { id: 'cart-1', lineItems: LINES, businessLocationId: 'loc' }));
  });

  it('removeLineItems: POST remove-line-items with the id and lineItemIds, returns { cart }', async () => {
    wire.reply({ cart: WIRE_CART });
    await expect(client.cart.removeLineItems('cart-1', ['li-1'])).resolves.toEqual({ cart: SDK_CART });
    expectRequest(wire.requests[0], cartCall('POST', '/cart-1/remove-line-items', 'RemoveLineItems', { id: 'cart-1', lineItemIds: ['li-1'] }));
  });

  it('createCheckout: POST create-checkout with renamed addresses, returns { checkoutId }', async () => {
    wire.reply({ checkoutId: 'chk-1' });
    const result = await client.cart.createCheckout('cart-1', {
      channelType: cart.ChannelType.WEB, email: 'a@b.c', shippingAddress: { country: 'US', addressLine1: '1 Main St' },
    });
    expect(result).toEqual({ checkoutId: 'chk-1' });
    expectRequest(wire.requests[0], cartCall('POST', '/cart-1/create-checkout', 'CreateCheckout', {
      id: 'cart-1', channelType: 'WEB', email: 'a@b.c', shippingAddress: { country: 'US', addressLine: '1 Main St' },
    }));
  });

  it('removeCoupon: POST remove-coupon with the id, returns { cart }', async () => {
    wire.reply({ cart: WIRE_CART });
    await expect(client.cart.removeCoupon('cart-1')).resolves.toEqual({ cart: SDK_CART });
    expectRequest(wire.requests[0], cartCall('POST', '/cart-1/remove-coupon', 'RemoveCoupon', { id: 'cart-1' }));
  });

  it('updateLineItemsQuantity: POST with { id, lineItems: [{ id, quantity }] }, returns { cart }', async () => {
    wire.reply({ cart: WIRE_CART });
    await expect(client.cart.updateLineItemsQuantity('cart-1', [{ _id: 'li-1', quantity: 3 }])).resolves.toEqual({ cart: SDK_CART });
    expectRequest(wire.requests[0], cartCall('POST', '/cart-1/update-line-items-quantity', 'UpdateLineItemsQuantity', {
      id: 'cart-1', lineItems: [{ id: 'li-1', quantity: 3 }],
    }));
  });

  it('estimateTotals: POST estimate-totals, returns the full response; the shipping destination stays in wire names', async () => {
    const destination = { addressLine: '1 Main St', geocode: { latitude: 1, longitude: 2 } };
    wire.reply({
      cart: WIRE_CART,
      priceSummary: { total: { amount: '23.10', formattedAmount: '$23.10' } },
      shippingInfo: { shippingDestination: { address: destination }, region: { id: 'r1' } },
      currency: 'USD',
    });
    const result = await client.cart.estimateTotals('cart-1', { shippingAddress: { country: 'US', addressLine1: '1 Main St' }, calculateTax: true });
    expect(result).toEqual({
      cart: SDK_CART,
      priceSummary: { total: { amount: '23.10', formattedAmount: '$23.10' } },
      shippingInfo: { shippingDestination: { address: destination }, region: { _id: 'r1' } },
      currency: 'USD',
    });
    expectRequest(wire.requests[0], cartCall('POST', '/cart-1/estimate-totals', 'EstimateTotals', {
      id: 'cart-1', shippingAddress: { country: 'US', addressLine: '1 Main St' }, calculateTax: true,
    }));
  });

  it('deleteCart: DELETE /ecom/v1/carts/{id}, resolves void', async () => {
    wire.reply({});
    await expect(client.cart.deleteCart('cart-1')).resolves.toBeUndefined();
    expectRequest(wire.requests[0], cartCall('DELETE', '/cart-1?id=cart-1', 'DeleteCart'));
  });

  it('removeBusinessLocation: POST remove-business-location with the id, returns { cart }', async () => {
    wire.reply({ cart: WIRE_CART });
    await expect(client.cart.removeBusinessLocation('cart-1')).resolves.toEqual({ cart: SDK_CART });
    expectRequest(wire.requests[0], cartCall('POST', '/cart-1/remove-business-location', 'RemoveBusinessLocation', { id: 'cart-1' }));
  });

  it('keeps the id in its path segment: a slash or a dot-dot is encoded', async () => {
    wire.reply({ cart: WIRE_CART });
    await client.cart.getCart('../orders/o1');
    expect(wire.requests[0]!.url.pathname).toBe('/ecom/v1/carts/..%2Forders%2Fo1');
  });
});

describe('cart input checks (before any request)', () => {
  const rejectsBeforeSending = refusedBeforeSending(wire);

  it('a call without a cart id', async () => {
    await rejectsBeforeSending(client.cart.getCart(''), '_id');
    await rejectsBeforeSending(client.cart.addToCart(undefined as never, { lineItems: LINES }), '_id');
  });

  it('addToCart without line items, or with a quantity below 1', async () => {
    await rejectsBeforeSending(client.cart.addToCart('cart-1'), 'lineItems');
    await rejectsBeforeSending(client.cart.addToCart('cart-1', { lineItems: [{ catalogReference: { appId: 'a', catalogItemId: 'p' }, quantity: 0 }] }), 'lineItems[0].quantity');
  });

  it('updateLineItemsQuantity without an id or with quantity 0', async () => {
    await rejectsBeforeSending(client.cart.updateLineItemsQuantity('cart-1', [{ quantity: 1 }]), 'lineItems[0]._id');
    await rejectsBeforeSending(client.cart.updateLineItemsQuantity('cart-1', [{ _id: 'li', quantity: 0 }]), 'lineItems[0].quantity');
  });
});
