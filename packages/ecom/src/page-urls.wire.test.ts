import { describe, expect, it } from 'vitest';
import { wireServer } from '@sitekit/testing';
import { checkout } from './checkout';
import { currentCart } from './current-cart';
import { orders } from './orders';
import { pageUrlToWire } from './shared/wire';
import { clientWith, expectRequest } from '../test/helpers';

// Page URLs (docs/wire/ecom.md): a line item's `url` is a string on the SDK side and
// `{ relativePath, url }` on the wire, in requests and in results, as the platform's SDK has them.
const wire = wireServer();
const client = clientWith({ checkout, currentCart, orders });
const PAGE = 'https://shop.example/product-page/gift-card';
const WIRE_PAGE = { relativePath: '/product-page/gift-card', url: PAGE };
const REF = { appId: 'app', catalogItemId: 'p1' };
const custom = <U>(url: U) => ({ quantity: 1, price: '5.00', productName: { original: 'Gift' }, url });
const cartCall = (method: string, path: string, name: string, body?: unknown) => ({
  method, url: 'https://www.wixapis.com/ecom/v1/carts/current' + path, body, pkg: 'ecom_current-cart',
  fqn: `com.wix.ecom.cart.api.v1.CurrentCartService.${name}`, entity: 'wix.ecom.v1.cart',
});
const checkoutCall = (method: string, path: string, name: string, body?: unknown) => ({
  method, url: 'https://www.wixapis.com/ecom/v1/checkouts' + path, body, pkg: 'ecom_checkout',
  fqn: `com.wix.ecom.checkout.api.v1.CheckoutService.${name}`, entity: 'wix.ecom.v1.checkout',
});

describe('page URLs', () => {
  it('pageUrlToWire: an absolute URL with its path as relativePath; a path alone as relativePath', () => {
    expect(pageUrlToWire(PAGE)).toEqual(WIRE_PAGE);
    expect(pageUrlToWire('https://shop.example/a%20b?x=1')).toEqual({ relativePath: '/a%20b', url: 'https://shop.example/a%20b?x=1' });
    expect(pageUrlToWire('/product-page/tee')).toEqual({ relativePath: '/product-page/tee' });
  });

  it('addToCurrentCart: custom line items send the url as { relativePath, url }; the cart comes back with url strings', async () => {
    wire.reply({ cart: { id: 'c1', lineItems: [{ id: 'li1', url: WIRE_PAGE }, { id: 'li2', url: null }] } });
    const result = await client.currentCart.addToCurrentCart({ customLineItems: [custom(PAGE)] });
    expectRequest(wire.requests[0], cartCall('POST', '/add-to-cart', 'AddToCurrentCart', { customLineItems: [custom(WIRE_PAGE)] }));
    expect(result).toEqual({ cart: { _id: 'c1', lineItems: [{ _id: 'li1', url: PAGE }, { _id: 'li2', url: null }] } });
  });

  it('getCurrentCart and updateCurrentCart: url strings out of the cart, wire objects into the request', async () => {
    wire.reply({ cart: { id: 'c1', lineItems: [{ id: 'li1', url: WIRE_PAGE }] } }, { cart: { id: 'c1' } });
    await expect(client.currentCart.getCurrentCart()).resolves.toEqual({ _id: 'c1', lineItems: [{ _id: 'li1', url: PAGE }] });
    await client.currentCart.updateCurrentCart({
      lineItems: [{ catalogReference: REF, quantity: 1, url: '/product-page/tee' }], customLineItems: [custom(PAGE)],
    });
    expectRequest(wire.requests[1], cartCall('PATCH', '', 'UpdateCurrentCart', {
      lineItems: [{ catalogReference: REF, quantity: 1, url: { relativePath: '/product-page/tee' } }], customLineItems: [custom(WIRE_PAGE)],
    }));
  });

  it('createCheckout, addToCheckout and getCheckout: both directions', async () => {
    wire.reply({ checkout: { id: 'k1', lineItems: [{ id: 'li1', url: WIRE_PAGE }] } }, { checkout: { id: 'k1' } });
    await expect(client.checkout.createCheckout({ customLineItems: [custom(PAGE)] }))
      .resolves.toEqual({ _id: 'k1', lineItems: [{ _id: 'li1', url: PAGE }] });
    expectRequest(wire.requests[0], checkoutCall('POST', '', 'CreateCheckout', { customLineItems: [custom(WIRE_PAGE)] }));
    await client.checkout.addToCheckout('k1', { customLineItems: [custom(PAGE)] });
    expectRequest(wire.requests[1], checkoutCall('POST', '/k1/add-to-checkout', 'AddToCheckout', { id: 'k1', customLineItems: [custom(WIRE_PAGE)] }));
  });

  it('getOrder: the order line items come back with url strings', async () => {
    wire.reply({ order: { id: 'o1', lineItems: [{ id: 'li1', url: WIRE_PAGE }] } });
    await expect(client.orders.getOrder('o1')).resolves.toEqual({ _id: 'o1', lineItems: [{ _id: 'li1', url: PAGE }] });
  });
});
