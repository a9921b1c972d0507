import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient, isApplicationError, StaticTokenStrategy } from '@sitekit/core-runtime';
import { setupEmulator } from '@sitekit/emulator/msw';
import { visitorToken } from '@sitekit/testing';
import { backInStockNotifications, checkout, currentCart, orders, recommendations } from './index';
import { getCheckoutUrl } from './checkout-url';

// Behaviour against the emulator: a visitor shops the demo store end to end.
const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const CREW_TEE = '10000000-0000-4000-8000-000000000001';
const CREW_TEE_VARIANT_A = '30000000-0000-4000-8000-000000000104';
const CREW_TEE_VARIANT_B = '30000000-0000-4000-8000-000000000105';
const SHERPA_HOODIE_OUT_OF_STOCK = '10000000-0000-4000-8000-000000000014';
const modules = { currentCart, checkout, orders, backInStockNotifications, recommendations };

const platform = setupEmulator();
beforeAll(() => platform.listen());
afterAll(() => platform.close());

async function visitorClient() {
  return createClient({ modules, auth: StaticTokenStrategy({ accessToken: await visitorToken() }) });
}
const storeClient = () => createClient({ modules, auth: StaticTokenStrategy({ accessToken: 'emulator-api-key' }) });
const ref = (variantId: string) => ({ appId: STORES_APP_ID, catalogItemId: CREW_TEE, options: { variantId } });

describe('ecom behaviour (emulator)', () => {
  let client: Awaited<ReturnType<typeof visitorClient>>;
  beforeEach(async () => {
    platform.reset();
    client = await visitorClient();
  });

  it('a new visitor has no cart: getCurrentCart throws OWNED_CART_NOT_FOUND, getCurrentCartOrNull resolves null', async () => {
    const error = await client.currentCart.getCurrentCart().catch((e: unknown) => e);
    expect(isApplicationError(error) && error.code).toBe('OWNED_CART_NOT_FOUND');
    await expect(client.currentCart.getCurrentCartOrNull()).resolves.toBeNull();
  });

  it('cart → coupon → totals → checkout → order → orders search', async () => {
    // add two variants
    const { cart } = await client.currentCart.addToCurrentCart({
      lineItems: [{ catalogReference: ref(CREW_TEE_VARIANT_A), quantity: 1 }, { catalogReference: ref(CREW_TEE_VARIANT_B), quantity: 1 }],
    });
    expect(cart?.lineItems).toHaveLength(2);
    const [first] = cart!.lineItems!;
    expect(first!._id).toEqual(expect.any(String));
    expect(first!.price?.amount).toEqual(expect.any(String));
    expect(first!.price?.formattedAmount).toEqual(expect.any(String));
    expect(cart!._createdDate).toBeInstanceOf(Date);
    expect(first!.image === undefined || first!.image.startsWith('wix:image://v1/') || first!.image.startsWith('http')).toBe(true);
    await expect(client.currentCart.getCurrentCartOrNull()).resolves.toMatchObject({ _id: cart!._id });

    // change a quantity
    const updated = await client.currentCart.updateCurrentCartLineItemQuantity([{ _id: first!._id!, quantity: 3 }]);
    expect(updated.cart!.lineItems!.find((i) => i._id === first!._id)!.quantity).toBe(3);

    // apply and remove a coupon
    const withCoupon = await client.currentCart.updateCurrentCart({ couponCode: 'SAVE10' });
    expect(withCoupon.appliedDiscounts?.some((d) => d.coupon?.code === 'SAVE10')).toBe(true);
    const withoutCoupon = await client.currentCart.removeCouponFromCurrentCart();
    expect(withoutCoupon.cart!.appliedDiscounts?.some((d) => d.coupon?.code === 'SAVE10') ?? false).toBe(false);

    // estimate totals: money stays as strings
    const totals = await client.currentCart.estimateCurrentCartTotals({
      shippingAddress: { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10001', addressLine1: '1 Main St' },
    });
    expect(totals.priceSummary?.total?.amount).toMatch(/^\d+(\.\d+)?$/);
    expect(totals.priceSummary?.subtotal?.formattedAmount).toEqual(expect.any(String));
    // no gift card applied: the optional `giftCard` is absent, not null
    expect(totals).not.toHaveProperty('giftCard');

    // create a checkout from the cart
    const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({ channelType: currentCart.ChannelType.WEB });
    expect(checkoutId).toEqual(expect.any(String));
    const created = await client.checkout.getCheckout(checkoutId!);
    expect(created._id).toBe(checkoutId);
    expect(created.lineItems).toHaveLength(2);
    expect(created._createdDate).toBeInstanceOf(Date);
    // a checkout names it `taxIncludedInPrice` (a cart and an order say `taxIncludedInPrices`)
    expect(created.taxIncludedInPrice).toBe(false);
    expect(created).not.toHaveProperty('taxIncludedInPrices');
    // the payment settings answer as the SDK types them: the blocked options at the top level
    await expect(client.checkout.getCheckoutPaymentSettings(checkoutId!)).resolves.toEqual({ blockedPaymentOptions: [] });

    // create an order from it, and find it with orders search
    const { orderId } = await client.checkout.createOrder(checkoutId!);
    expect(orderId).toEqual(expect.any(String));
    const order = await client.orders.getOrder(orderId!);
    expect(order._id).toBe(orderId);
    expect(order.lineItems).toHaveLength(2);
    const { orders: found, metadata } = await client.orders.searchOrders({
      filter: { checkoutId: { $eq: checkoutId } }, sort: [{ fieldName: '_createdDate', order: 'DESC' }], cursorPaging: { limit: 10 },
    });
    expect(found?.map((o) => o._id)).toEqual([orderId]);
    expect(found![0]!._createdDate).toBeInstanceOf(Date);
    expect(metadata?.count).toBe(1);
  });

  it('buy now flow: the checkout-URL helper for the current cart returns a hosted checkout URL', async () => {
    await client.currentCart.addToCurrentCart({ lineItems: [{ catalogReference: ref(CREW_TEE_VARIANT_A), quantity: 1 }] });
    const url = await getCheckoutUrl(client, { cart: true, callbacks: { postFlowUrl: 'https://shop.example/', thankYouPageUrl: 'https://shop.example/thanks' } });
    expect(() => new URL(url)).not.toThrow();
  });

  it('back-in-stock request for the out-of-stock product, found by the store with the query builder', async () => {
    const request = await client.backInStockNotifications.createBackInStockNotificationRequest(
      { email: 'ann@example.com', catalogReference: { appId: STORES_APP_ID, catalogItemId: SHERPA_HOODIE_OUT_OF_STOCK }, itemUrl: 'https://shop.example/sherpa' },
      { name: 'Sherpa-Lined Hoodie', price: '89.00' },
    );
    expect(request._id).toEqual(expect.any(String));
    expect(request.status).toBe(backInStockNotifications.Status.RECEIVED);
    expect(request._createdDate).toBeInstanceOf(Date);

    const store = storeClient();
    const page = await store.backInStockNotifications.queryBackInStockNotificationRequests()
      .eq('catalogReference.catalogItemId', SHERPA_HOODIE_OUT_OF_STOCK).limit(10).find();
    expect(page.items.map((r) => r._id)).toEqual([request._id]);
    const { countsPerCatalogReference } = await store.backInStockNotifications.getBackInStockNotificationRequestsCountByCatalogReferences([
      { appId: STORES_APP_ID, catalogItemId: SHERPA_HOODIE_OUT_OF_STOCK },
    ]);
    expect(countsPerCatalogReference?.[0]?.count).toBe(1);
    const marked = await store.backInStockNotifications.markAsNotificationSent(request._id!);
    expect(marked.request?.status).toBe('NOTIFICATION_SENT');
  });

  it('recommendations for a product', async () => {
    const { availableAlgorithms } = await client.recommendations.listAvailableAlgorithms();
    const related = availableAlgorithms!.find((a) => a.config?.algorithmType === recommendations.AlgorithmType.RELATED_ITEMS)!;
    expect(related).toBeDefined();
    const { recommendation } = await client.recommendations.getRecommendation(
      [{ _id: related.config!.algorithmId!, appId: related.appId! }],
      { items: [{ appId: STORES_APP_ID, catalogItemId: CREW_TEE }], minimumRecommendedItems: 1 },
    );
    expect(recommendation?.items?.length).toBeGreaterThan(0);
    expect(recommendation!.items!.every((i) => i.catalogItemId !== CREW_TEE)).toBe(true);
    // as the SDK types it: the items and the one algorithm that found them
    expect(recommendation).toEqual({
      items: recommendation!.items!.map(({ catalogItemId, appId }) => ({ catalogItemId, appId })),
      algorithm: { _id: related.config!.algorithmId, appId: related.appId },
    });
  });
});
