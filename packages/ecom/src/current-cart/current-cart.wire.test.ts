import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { isApplicationError } from '@sitekit/core-runtime';
import { wireServer } from '@sitekit/testing';
import { currentCart } from '../current-cart';
import { clientWith, expectRequest, refusedBeforeSending, SDK_CART, WIRE_CART } from '../../test/helpers';

const wire = wireServer();
const client = clientWith({ currentCart });
const BASE = 'https://www.wixapis.com/ecom/v1/carts/current';
const cartCall = (method: string, path: string, name: string, body?: unknown) => ({
  method, url: BASE + path, body, pkg: 'ecom_current-cart',
  fqn: `com.wix.ecom.cart.api.v1.CurrentCartService.${name}`, entity: 'wix.ecom.v1.cart',
});

describe('currentCart wire', () => {
  it('getCurrentCart: GET, unwraps .cart and transforms ids, dates, images and addresses', async () => {
    wire.reply({ cart: WIRE_CART });
    await expect(client.currentCart.getCurrentCart()).resolves.toEqual(SDK_CART);
    expectRequest(wire.requests[0], cartCall('GET', '', 'GetCurrentCart'));
  });

  it('getCurrentCart keeps the typed OWNED_CART_NOT_FOUND error; getCurrentCartOrNull resolves null', async () => {
    const notFound = () => HttpResponse.json(
      { message: 'no cart', details: { applicationError: { code: 'OWNED_CART_NOT_FOUND', description: 'Cart not found' } } },
      { status: 404 },
    );
    wire.reply(notFound);
    const error = await client.currentCart.getCurrentCart().catch((e: unknown) => e);
    expect(isApplicationError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'OWNED_CART_NOT_FOUND', status: 404 });
    await expect(client.currentCart.getCurrentCartOrNull()).resolves.toBeNull();
    expectRequest(wire.requests[1], cartCall('GET', '', 'GetCurrentCart'));
  });

  it('getCurrentCartOrNull returns the cart, and rethrows other errors', async () => {
    wire.reply({ cart: WIRE_CART }, HttpResponse.json({}, { status: 500 }));
    await expect(client.currentCart.getCurrentCartOrNull()).resolves.toEqual(SDK_CART);
    await expect(client.currentCart.getCurrentCartOrNull()).rejects.toMatchObject({ code: 'SYSTEM_ERROR' });
  });

  it('updateCurrentCart: PATCH with the options as body (SDK names to wire), unwraps .cart', async () => {
    wire.reply({ cart: WIRE_CART });
    const result = await client.currentCart.updateCurrentCart({
      couponCode: 'SAVE10',
      cartInfo: { buyerNote: 'hi', contactInfo: { address: { addressLine1: '2 Side St', formatted: 'x', location: { latitude: 3, longitude: 4 } } } },
      lineItems: [{ catalogReference: { catalogItemId: 'p1', appId: 'app' }, quantity: 1 }],
    });
    expect(result).toEqual(SDK_CART);
    expectRequest(wire.requests[0], cartCall('PATCH', '', 'UpdateCurrentCart', {
      couponCode: 'SAVE10',
      cartInfo: { buyerNote: 'hi', contactInfo: { address: { addressLine: '2 Side St', formattedAddress: 'x', geocode: { latitude: 3, longitude: 4 } } } },
      lineItems: [{ catalogReference: { catalogItemId: 'p1', appId: 'app' }, quantity: 1 }],
    }));
  });

  it('deleteCurrentCart: DELETE, no query, resolves void', async () => {
    wire.reply({});
    await expect(client.currentCart.deleteCurrentCart()).resolves.toBeUndefined();
    expectRequest(wire.requests[0], cartCall('DELETE', '', 'DeleteCurrentCart'));
  });

  it('addToCurrentCart: POST add-to-cart, returns the full response { cart }', async () => {
    wire.reply({ cart: WIRE_CART });
    const lineItems = [{ catalogReference: { catalogItemId: 'p1', appId: 'app', options: { variantId: 'v1' } }, quantity: 2 }];
    await expect(client.currentCart.addToCurrentCart({ lineItems, businessLocationId: 'loc' })).resolves.toEqual({ cart: SDK_CART });
    expectRequest(wire.requests[0], cartCall('POST', '/add-to-cart', 'AddToCurrentCart', { lineItems, businessLocationId: 'loc' }));
  });

  it('addToCurrentCart sends custom line items with a media image as a wire object', async () => {
    wire.reply({ cart: {} });
    await client.currentCart.addToCurrentCart({
      customLineItems: [{ quantity: 1, price: '5.00', productName: { original: 'Gift' }, media: 'wix:image://v1/g.png/g.png#originWidth=10&originHeight=20' }],
    });
    expectRequest(wire.requests[0], cartCall('POST', '/add-to-cart', 'AddToCurrentCart', {
      customLineItems: [{
        quantity: 1, price: '5.00', productName: { original: 'Gift' },
        media: { id: 'g.png', url: 'wix:image://v1/g.png/g.png#originWidth=10&originHeight=20', width: 10, height: 20, altText: 'g.png', filename: 'g.png' },
      }],
    }));
  });

  it('removeLineItemsFromCurrentCart: POST with lineItemIds, returns { cart }', async () => {
    wire.reply({ cart: WIRE_CART });
    await expect(client.currentCart.removeLineItemsFromCurrentCart(['li-1'])).resolves.toEqual({ cart: SDK_CART });
    expectRequest(wire.requests[0], cartCall('POST', '/remove-line-items', 'RemoveLineItemsFromCurrentCart', { lineItemIds: ['li-1'] }));
  });

  it('createCheckoutFromCurrentCart: POST create-checkout with renamed addresses, returns { checkoutId }', async () => {
    wire.reply({ checkoutId: 'chk-1' });
    const result = await client.currentCart.createCheckoutFromCurrentCart({
      channelType: currentCart.ChannelType.WEB,
      email: 'a@b.c',
      shippingAddress: { country: 'US', addressLine1: '1 Main St' },
      selectedShippingOption: { code: 'std' },
    });
    expect(result).toEqual({ checkoutId: 'chk-1' });
    expectRequest(wire.requests[0], cartCall('POST', '/create-checkout', 'CreateCheckoutFromCurrentCart', {
      channelType: 'WEB', email: 'a@b.c', shippingAddress: { country: 'US', addressLine: '1 Main St' }, selectedShippingOption: { code: 'std' },
    }));
  });

  it('removeCouponFromCurrentCart: POST with the empty JSON body {}, returns { cart }', async () => {
    wire.reply({ cart: WIRE_CART });
    await expect(client.currentCart.removeCouponFromCurrentCart()).resolves.toEqual({ cart: SDK_CART });
    expectRequest(wire.requests[0], cartCall('POST', '/remove-coupon', 'RemoveCouponFromCurrentCart', {}));
    expect(wire.requests[0]!.body).toBe('{}');
  });

  it('updateCurrentCartLineItemQuantity: POST with { lineItems: [{ id, quantity }] }, returns { cart }', async () => {
    wire.reply({ cart: WIRE_CART });
    await expect(client.currentCart.updateCurrentCartLineItemQuantity([{ _id: 'li-1', quantity: 3 }])).resolves.toEqual({ cart: SDK_CART });
    expectRequest(wire.requests[0], cartCall('POST', '/update-line-items-quantity', 'UpdateCurrentCartLineItemQuantity', {
      lineItems: [{ id: 'li-1', quantity: 3 }],
    }));
  });

  it('estimateCurrentCartTotals: POST estimate-totals, returns the full response with money as strings', async () => {
    const response = {
      cart: WIRE_CART,
      priceSummary: { total: { amount: '23.10', formattedAmount: '$23.10' }, subtotal: { amount: '21.00', formattedAmount: '$21.00' } },
      shippingInfo: {
        selectedCarrierServiceOption: {
          code: 'std',
          logistics: { deliveryTimeSlot: { from: '2024-06-01T09:00:00.000Z', to: '2024-06-01T12:00:00.000Z' } },
        },
      },
      membershipOptions: { eligibleMemberships: [{ id: 'm1', expirationDate: '2025-01-01T00:00:00.000Z' }], selectedMemberships: [{ id: 'm1', appId: 'plans' }] },
      currency: 'USD',
    };
    wire.reply(response);
    const result = await client.currentCart.estimateCurrentCartTotals({
      shippingAddress: { country: 'US', subdivision: 'US-NY' }, calculateTax: true, calculateShipping: true,
    });
    expect(result).toEqual({
      cart: SDK_CART,
      priceSummary: response.priceSummary,
      shippingInfo: {
        selectedCarrierServiceOption: {
          code: 'std',
          logistics: { deliveryTimeSlot: { from: new Date('2024-06-01T09:00:00.000Z'), to: new Date('2024-06-01T12:00:00.000Z') } },
        },
      },
      membershipOptions: { eligibleMemberships: [{ _id: 'm1', expirationDate: new Date('2025-01-01T00:00:00.000Z') }], selectedMemberships: [{ _id: 'm1', appId: 'plans' }] },
      currency: 'USD',
    });
    expectRequest(wire.requests[0], cartCall('POST', '/estimate-totals', 'EstimateCurrentCartTotals', {
      shippingAddress: { country: 'US', subdivision: 'US-NY' }, calculateTax: true, calculateShipping: true,
    }));
  });

  it('estimateCurrentCartTotals: shippingInfo.shippingDestination.address stays in wire names, as the platform SDK leaves it', async () => {
    const destination = { addressLine: '1 Main St', formattedAddress: '1 Main St, NY', geocode: { latitude: 1, longitude: 2 }, country: 'US' };
    wire.reply({
      cart: WIRE_CART,
      shippingInfo: { shippingDestination: { address: destination, contactDetails: { firstName: 'Ann' } }, region: { id: 'r1' } },
    });
    const result = await client.currentCart.estimateCurrentCartTotals({
      shippingAddress: { addressLine1: '1 Main St', formatted: '1 Main St, NY', location: { latitude: 1, longitude: 2 } },
    });
    expect(result).toEqual({
      cart: SDK_CART, // the cart's own address is renamed (contactInfo.address)
      shippingInfo: { shippingDestination: { address: destination, contactDetails: { firstName: 'Ann' } }, region: { _id: 'r1' } },
    });
    expectRequest(wire.requests[0], cartCall('POST', '/estimate-totals', 'EstimateCurrentCartTotals', {
      shippingAddress: { addressLine: '1 Main St', formattedAddress: '1 Main St, NY', geocode: { latitude: 1, longitude: 2 } },
    }));
  });

  it('exposes the enums on the bound module', () => {
    expect(client.currentCart.ChannelType.OTHER_PLATFORM).toBe('OTHER_PLATFORM');
    expect(currentCart.ItemAvailabilityStatus.NOT_AVAILABLE).toBe('NOT_AVAILABLE');
  });
});

describe('currentCart input checks (before any request)', () => {
  const rejectsBeforeSending = refusedBeforeSending(wire);

  it('addToCurrentCart without line items', async () => {
    await rejectsBeforeSending(client.currentCart.addToCurrentCart(), 'lineItems');
    await rejectsBeforeSending(client.currentCart.addToCurrentCart({ lineItems: [] }), 'lineItems');
  });

  it('addToCurrentCart with a quantity below 1 or not an integer', async () => {
    const ref = { catalogItemId: 'p1', appId: 'app' };
    await rejectsBeforeSending(client.currentCart.addToCurrentCart({ lineItems: [{ catalogReference: ref, quantity: 0 }] }), 'lineItems[0].quantity');
    await rejectsBeforeSending(client.currentCart.addToCurrentCart({ lineItems: [{ catalogReference: ref, quantity: 1.5 }] }), 'lineItems[0].quantity');
  });

  it('updateCurrentCartLineItemQuantity without an id, with quantity 0, or without line items', async () => {
    await rejectsBeforeSending(client.currentCart.updateCurrentCartLineItemQuantity([{ _id: '', quantity: 1 }]), 'lineItems[0]._id');
    await rejectsBeforeSending(client.currentCart.updateCurrentCartLineItemQuantity([{ _id: 'li', quantity: 0 }]), 'lineItems[0].quantity');
    await rejectsBeforeSending(client.currentCart.updateCurrentCartLineItemQuantity(undefined as never), 'lineItems');
  });

  it('removeLineItemsFromCurrentCart without ids', async () => {
    await rejectsBeforeSending(client.currentCart.removeLineItemsFromCurrentCart([]), 'lineItemIds');
  });
});
