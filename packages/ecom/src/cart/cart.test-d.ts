import { describe, expectTypeOf, it } from 'vitest';
import { createClient } from '@sitekit/core-runtime';
import { cart } from '../index';

// The cart module's public types as storefront code uses them. `tsc` checks these; nothing runs.
describe('cart public types', () => {
  it('binds the calls with the platform SDK signatures and result shapes', () => {
    const client = createClient({ modules: { cart } });
    expectTypeOf(client.cart.createCart).parameters.toEqualTypeOf<[options?: cart.CreateCartOptions]>();
    expectTypeOf(client.cart.createCart).returns.resolves.toEqualTypeOf<cart.Cart>();
    expectTypeOf(client.cart.getCart).returns.resolves.toEqualTypeOf<cart.Cart>();
    expectTypeOf(client.cart.updateCart).parameters.toEqualTypeOf<[_id: string, options?: cart.UpdateCartOptions]>();
    expectTypeOf(client.cart.updateCart).returns.resolves.toEqualTypeOf<cart.Cart>();
    expectTypeOf(client.cart.addToCart).returns.resolves.toEqualTypeOf<cart.AddToCartResponse>();
    expectTypeOf(client.cart.removeLineItems).parameters.toEqualTypeOf<[_id: string, lineItemIds: string[]]>();
    expectTypeOf(client.cart.updateLineItemsQuantity).parameters.toEqualTypeOf<[_id: string, lineItems: cart.LineItemQuantityUpdate[]]>();
    expectTypeOf(client.cart.estimateTotals).returns.resolves.toEqualTypeOf<cart.EstimateTotalsResponse>();
    expectTypeOf(client.cart.createCheckout).returns.resolves.toEqualTypeOf<cart.CreateCheckoutResponse>();
    expectTypeOf(client.cart.deleteCart).returns.resolves.toEqualTypeOf<void>();
    expectTypeOf(client.cart.removeBusinessLocation).returns.resolves.toEqualTypeOf<cart.RemoveBusinessLocationResponse>();
    expectTypeOf(cart.ChannelType.WEB).toEqualTypeOf<'WEB'>();
  });

  it('every optional input property takes an explicit undefined', () => {
    expectTypeOf<{ lineItems: undefined; customLineItems: undefined; businessLocationId: undefined }>().toMatchTypeOf<cart.AddToCartOptions>();
    expectTypeOf<{ cartInfo: undefined; couponCode: undefined; lineItems: undefined; customLineItems: undefined }>().toMatchTypeOf<cart.CreateCartOptions>();
    expectTypeOf<{ cartInfo: { buyerNote: undefined }; couponCode: undefined }>().toMatchTypeOf<cart.UpdateCartOptions>();
    expectTypeOf<{ channelType: undefined; email: undefined; shippingAddress: undefined }>().toMatchTypeOf<cart.CreateCheckoutOptions>();
    expectTypeOf<{ calculateTax: undefined; selectedMemberships: undefined }>().toMatchTypeOf<cart.EstimateTotalsOptions>();
  });
});
