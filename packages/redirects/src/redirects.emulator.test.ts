import { describe, expect, it } from 'vitest';
import { createClient, isValidationError, StaticTokenStrategy } from '@sitekit/core-runtime';
import { setupEmulator } from '@sitekit/emulator/msw';
import { duringTests, postJson, visitorToken } from '@sitekit/testing';
import { redirects } from './index';

duringTests(setupEmulator());

/** A raw POST with the token (the SDK's own calls are what the tests are about). */
const post = (path: string, token: string, body: unknown) => postJson(path, body, token);

describe('redirects on the emulator', () => {
  it('createRedirectSession for ecomCheckout returns a fullUrl with the checkout and session', async () => {
    const token = await visitorToken();
    const client = createClient({ modules: { redirects }, auth: StaticTokenStrategy({ accessToken: token }) });
    const { redirectSession } = await client.redirects.createRedirectSession({
      ecomCheckout: { checkoutId: 'c-123' },
      callbacks: { postFlowUrl: 'https://shop.example/', thankYouPageUrl: 'https://shop.example/thanks' },
    });
    expect(redirectSession?._id).toBeTypeOf('string');
    const url = new URL(redirectSession!.fullUrl!);
    expect(url.searchParams.get('checkoutId')).toBe('c-123');
    expect(redirectSession!.urlDetails).toEqual({ endpoint: `${url.origin}${url.pathname}`, searchParams: Object.fromEntries(url.searchParams) });
  });

  it('a real checkout of the cart: the fullUrl opens the hosted checkout page', async () => {
    const token = await visitorToken();
    // A real checkout of the visitor's cart (raw calls: this package does not depend on @sitekit/ecom).
    const { products } = await post('/stores-reader/v1/products/query-platformized', token, { query: { paging: { limit: 1 } } });
    const product = products[0];
    const variantId = product.variants?.[0]?.id;
    await post('/ecom/v1/carts/current/add-to-cart', token, {
      lineItems: [{ quantity: 1, catalogReference: { catalogItemId: product.id, appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e', ...(variantId ? { options: { variantId } } : {}) } }],
    });
    const { checkoutId } = await post('/ecom/v1/carts/current/create-checkout', token, { channelType: 'WEB' });
    expect(checkoutId).toBeTypeOf('string');

    const client = createClient({ modules: { redirects }, auth: StaticTokenStrategy({ accessToken: token }) });
    const { redirectSession } = await client.redirects.createRedirectSession({
      ecomCheckout: { checkoutId },
      callbacks: { postFlowUrl: 'https://shop.example/', thankYouPageUrl: 'https://shop.example/thanks' },
    });
    expect(redirectSession?._id).toBeTypeOf('string');
    const url = new URL(redirectSession!.fullUrl!);
    expect(url.searchParams.get('checkoutId')).toBe(checkoutId);
    expect(redirectSession!.urlDetails?.endpoint).toBe(`${url.origin}${url.pathname}`);
    const page = await fetch(url);
    expect(page.status).toBe(200);
  });

  it('the emulator agrees with the client-side one-intent rule', async () => {
    const token = await visitorToken();
    const client = createClient({ modules: { redirects }, auth: StaticTokenStrategy({ accessToken: token }) });
    const error = await client.redirects.createRedirectSession({ callbacks: { postFlowUrl: 'https://shop.example/' } }).catch((e) => e);
    expect(isValidationError(error)).toBe(true);
    const { redirectSession } = await client.redirects.createRedirectSession({ login: {}, callbacks: { postFlowUrl: 'https://shop.example/' } });
    expect(redirectSession?.fullUrl).toMatch(/^https?:\/\//);
  });
});
