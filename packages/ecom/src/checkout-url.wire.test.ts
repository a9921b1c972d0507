import { describe, expect, it } from 'vitest';
import { createClient, isValidationError, StaticTokenStrategy } from '@sitekit/core-runtime';
import { wireServer } from '@sitekit/testing';
import { buyNow, getCheckoutUrl } from './checkout-url';
import { currentCart } from './current-cart';
import { expectRequest } from '../test/helpers';

const wire = wireServer();
// No modules bound: the helpers bind what they need with `client.use`.
const client = createClient({ auth: StaticTokenStrategy({ accessToken: 'tok' }), retry: false });
const REDIRECT = {
  method: 'POST', url: 'https://www.wixapis.com/_api/redirects-api/v1/redirect-session', pkg: 'redirects_redirects',
  fqn: 'wix.headless.v1.RedirectSessionService.CreateRedirectSession', entity: 'wix.headless.v1.redirect_session',
};
const SESSION = { redirectSession: { id: 's1', fullUrl: 'https://www.wix.com/checkout?s=1' } };
const CALLBACKS = { postFlowUrl: 'https://shop/', thankYouPageUrl: 'https://shop/thanks', cartPageUrl: 'https://shop/cart' };

describe('checkout-url', () => {
  it('getCheckoutUrl({ cart: true }): create-checkout from the current cart, then a redirect session with the callbacks', async () => {
    wire.reply({ checkoutId: 'chk-1' }, SESSION);
    await expect(getCheckoutUrl(client, { cart: true, callbacks: CALLBACKS })).resolves.toBe('https://www.wix.com/checkout?s=1');
    expectRequest(wire.requests[0], {
      method: 'POST', url: 'https://www.wixapis.com/ecom/v1/carts/current/create-checkout', pkg: 'ecom_current-cart',
      fqn: 'com.wix.ecom.cart.api.v1.CurrentCartService.CreateCheckoutFromCurrentCart', entity: 'wix.ecom.v1.cart',
      body: { channelType: 'WEB' },
    });
    expectRequest(wire.requests[1], { ...REDIRECT, body: { ecomCheckout: { checkoutId: 'chk-1' }, callbacks: CALLBACKS } });
  });

  it('getCheckoutUrl({ checkoutId }): one redirect-session call; works with a client that has modules bound', async () => {
    wire.reply(SESSION);
    const bound = createClient({ modules: { currentCart }, auth: StaticTokenStrategy({ accessToken: 'tok' }) });
    await expect(getCheckoutUrl(bound, { checkoutId: 'chk-9' })).resolves.toBe('https://www.wix.com/checkout?s=1');
    expect(wire.requests).toHaveLength(1);
    expectRequest(wire.requests[0], { ...REDIRECT, body: { ecomCheckout: { checkoutId: 'chk-9' } } });
  });

  it('buyNow: createCheckout with the line items, then a redirect session', async () => {
    wire.reply({ checkout: { id: 'chk-2' } }, SESSION);
    const lineItems = [{ catalogReference: { appId: 'app', catalogItemId: 'p1', options: { variantId: 'v1' } }, quantity: 2 }];
    await expect(buyNow(client, lineItems, { thankYouPageUrl: 'https://shop/thanks' })).resolves.toBe('https://www.wix.com/checkout?s=1');
    expectRequest(wire.requests[0], {
      method: 'POST', url: 'https://www.wixapis.com/ecom/v1/checkouts', pkg: 'ecom_checkout',
      fqn: 'com.wix.ecom.checkout.api.v1.CheckoutService.CreateCheckout', entity: 'wix.ecom.v1.checkout',
      body: { lineItems, channelType: 'WEB' },
    });
    expectRequest(wire.requests[1], { ...REDIRECT, body: { ecomCheckout: { checkoutId: 'chk-2' }, callbacks: { thankYouPageUrl: 'https://shop/thanks' } } });
  });

  it('refuses bad input before any request', async () => {
    for (const p of [
      getCheckoutUrl(client, {} as never),
      getCheckoutUrl(client, { checkoutId: '' }),
      getCheckoutUrl(client, { cart: true, checkoutId: 'x' } as never),
      buyNow(client, []),
      buyNow(client, [{ quantity: 0 }]),
    ]) expect(isValidationError(await p.catch((e: unknown) => e))).toBe(true);
    expect(wire.requests).toHaveLength(0);
  });
});
