import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { isApplicationError } from '@sitekit/core-runtime';
import { catalogReference, products } from '@sitekit/stores';
import { backInStockNotifications, checkout, currentCart, orders, recommendations } from '@sitekit/ecom';
import { redirects } from '@sitekit/redirects';
import { setupEmulator } from '@sitekit/emulator/msw';
import { duringTests } from '@sitekit/testing';
import { DEMO_MEMBER } from '@sitekit/emulator';
import {
  DEFAULT_ORDERS_SEARCH, HydrationBoundary, STORES_APP_ID, SiteKitProvider, createSiteKitQueryClient, prefetchSiteKit,
  productQueryOptions, siteKitKeys, useApplyCoupon, useBackInStockRequest, useCartTotals, useCheckoutUrl, useCurrentCart,
  useOrders, useProduct, useRecommendations, useRemoveCoupon, useRemoveLineItems, useUpdateLineItemQuantity,
} from './index';
import { requestsTo, storefrontClient } from '../test/helpers';

const platform = duringTests(setupEmulator(), { afterEach: cleanup });

const OUT_OF_STOCK_PRODUCT_ID = '10000000-0000-4000-8000-000000000014';
const RELATED_ITEMS_ALGORITHM_ID = '68ebce04-b96a-4c52-9329-08fc9d8c1253';
/** The platform's "All Products" collection, which every product is in (it says nothing about relatedness). */
const ALL_PRODUCTS_COLLECTION_ID = '00000000-000000-000000-000000000001';

const makeClient = () => storefrontClient({ products, currentCart, checkout, orders, recommendations, backInStockNotifications, redirects });
type Client = ReturnType<typeof makeClient>;

const requests = (method: string, path: string) => requestsTo(platform, method, path);

async function productBySlug(client: Client, slug: string) {
  const { items } = await client.products.queryProducts().eq('slug', slug).find();
  return items[0]!;
}

/** A visitor cart: two Canvas Tote Bags (Natural) and one Classic Crew Tee (M, Black). */
async function seedCart(client: Client) {
  const tote = await productBySlug(client, 'canvas-tote-bag');
  const tee = await productBySlug(client, 'classic-crew-tee');
  await client.currentCart.addToCurrentCart({
    lineItems: [
      { catalogReference: catalogReference(tote, { Color: 'Natural' }), quantity: 2 },
      { catalogReference: catalogReference(tee, { Size: 'M', Color: 'Black' }), quantity: 1 },
    ],
  });
  const cart = await client.currentCart.getCurrentCart();
  const line = (id: string) => cart.lineItems!.find((li) => li.catalogReference?.catalogItemId === id)!;
  return { tote, tee, cart, toteLine: line(tote._id!), teeLine: line(tee._id!) };
}

function wrapperFor(client: Client, queryClient = createSiteKitQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SiteKitProvider client={client} queryClient={queryClient}>{children}</SiteKitProvider>
  );
  return { queryClient, wrapper };
}

/** The cart, its totals and one mutation hook, rendered together; resolves once cart and totals are loaded. */
async function renderCartWith<M>(client: Client, useMutationHook: () => M) {
  const { queryClient, wrapper } = wrapperFor(client);
  const hook = renderHook(() => ({ cart: useCurrentCart(), totals: useCartTotals(), mutation: useMutationHook() }), { wrapper });
  await waitFor(() => expect(hook.result.current.cart.isSuccess && hook.result.current.totals.isSuccess).toBe(true));
  return { queryClient, ...hook };
}

const subtotal = (totals: currentCart.EstimateTotalsResponse | null | undefined) => Number(totals?.priceSummary?.subtotal?.amount);
const discount = (totals: currentCart.EstimateTotalsResponse | null | undefined) => Number(totals?.priceSummary?.discount?.amount ?? 0);

describe('cart mutation hooks on the emulator', () => {
  it('useUpdateLineItemQuantity sends the new quantity, then refetches cart and totals', async () => {
    const client = makeClient();
    const { toteLine, teeLine } = await seedCart(client);
    const { result } = await renderCartWith(client, useUpdateLineItemQuantity);
    const subtotalBefore = subtotal(result.current.totals.data);
    platform.emulator.clearRequests();

    await act(() => result.current.mutation.mutateAsync([{ _id: toteLine._id!, quantity: 5 }]));

    const [update, ...more] = requests('POST', '/ecom/v1/carts/current/update-line-items-quantity');
    expect(more).toHaveLength(0);
    expect(update!.body).toEqual({ lineItems: [{ id: toteLine._id, quantity: 5 }] });
    // invalidationMap.updateLineItemQuantity: the cart and its totals are fetched again.
    await waitFor(() => expect(requests('GET', '/ecom/v1/carts/current')).toHaveLength(1));
    await waitFor(() => expect(requests('POST', '/ecom/v1/carts/current/estimate-totals')).toHaveLength(1));
    await waitFor(() => expect(result.current.totals.isFetching).toBe(false));
    const quantities = Object.fromEntries(result.current.cart.data!.lineItems!.map((li) => [li._id, li.quantity]));
    expect(quantities).toEqual({ [toteLine._id!]: 5, [teeLine._id!]: 1 });
    const totePrice = Number(toteLine.price!.amount);
    expect(subtotal(result.current.totals.data)).toBeCloseTo(subtotalBefore + 3 * totePrice, 2);
    expect((await client.currentCart.getCurrentCart()).lineItems!.find((li) => li._id === toteLine._id)!.quantity).toBe(5);
  });

  it('useRemoveLineItems removes exactly the given line items on the platform and in the cart', async () => {
    const client = makeClient();
    const { toteLine, teeLine } = await seedCart(client);
    const { result } = await renderCartWith(client, useRemoveLineItems);
    expect(result.current.cart.data!.lineItems).toHaveLength(2);
    platform.emulator.clearRequests();

    await act(() => result.current.mutation.mutateAsync([toteLine._id!]));

    const removes = requests('POST', '/ecom/v1/carts/current/remove-line-items');
    expect(removes).toHaveLength(1);
    expect(removes[0]!.body).toEqual({ lineItemIds: [toteLine._id] });
    await waitFor(() => expect(requests('GET', '/ecom/v1/carts/current')).toHaveLength(1));
    await waitFor(() => expect(requests('POST', '/ecom/v1/carts/current/estimate-totals')).toHaveLength(1));
    await waitFor(() => expect(result.current.totals.isFetching).toBe(false));
    expect(result.current.cart.data!.lineItems!.map((li) => li._id)).toEqual([teeLine._id]);
    expect(subtotal(result.current.totals.data)).toBeCloseTo(Number(teeLine.price!.amount), 2);
    expect((await client.currentCart.getCurrentCart()).lineItems!.map((li) => li._id)).toEqual([teeLine._id]);
  });

  it('useApplyCoupon applies SAVE10 and useRemoveCoupon takes it off again', async () => {
    const client = makeClient();
    await seedCart(client);
    const { result } = await renderCartWith(client, () => ({ apply: useApplyCoupon(), remove: useRemoveCoupon() }));
    const sub = subtotal(result.current.totals.data);
    expect(discount(result.current.totals.data)).toBe(0);
    platform.emulator.clearRequests();

    await act(() => result.current.mutation.apply.mutateAsync('SAVE10'));
    const patches = requests('PATCH', '/ecom/v1/carts/current');
    expect(patches).toHaveLength(1);
    expect(patches[0]!.body).toEqual({ couponCode: 'SAVE10' });
    await waitFor(() => expect(requests('POST', '/ecom/v1/carts/current/estimate-totals')).toHaveLength(1));
    await waitFor(() => expect(discount(result.current.totals.data)).toBeCloseTo(sub * 0.1, 2));
    expect(result.current.cart.data!.appliedDiscounts?.[0]?.coupon?.code).toBe('SAVE10');

    platform.emulator.clearRequests();
    await act(() => result.current.mutation.remove.mutateAsync());
    const removes = requests('POST', '/ecom/v1/carts/current/remove-coupon');
    expect(removes).toHaveLength(1);
    expect(removes[0]!.body).toEqual({});
    await waitFor(() => expect(requests('POST', '/ecom/v1/carts/current/estimate-totals')).toHaveLength(1));
    await waitFor(() => expect(discount(result.current.totals.data)).toBe(0));
    expect(result.current.cart.data!.appliedDiscounts ?? []).toEqual([]);
    expect((await client.currentCart.getCurrentCart()).appliedDiscounts ?? []).toEqual([]);
  });

  it('useApplyCoupon with an unknown code fails with COUPON_DOES_NOT_EXIST and leaves the cart as it was', async () => {
    const client = makeClient();
    await seedCart(client);
    const { result } = await renderCartWith(client, useApplyCoupon);
    const cartBefore = result.current.cart.data;
    const totalsBefore = result.current.totals.data;
    platform.emulator.clearRequests();

    await act(async () => {
      await result.current.mutation.mutateAsync('NOPE-42').catch(() => undefined);
    });

    expect(result.current.mutation.isError).toBe(true);
    const error = result.current.mutation.error;
    expect(isApplicationError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'COUPON_DOES_NOT_EXIST', status: 400 });
    expect(requests('PATCH', '/ecom/v1/carts/current').map((r) => r.body)).toEqual([{ couponCode: 'NOPE-42' }]);
    await waitFor(() => expect(requests('POST', '/ecom/v1/carts/current/estimate-totals')).toHaveLength(1));
    await waitFor(() => expect(result.current.totals.isFetching || result.current.cart.isFetching).toBe(false));
    expect(result.current.cart.data).toEqual(cartBefore);
    expect(result.current.totals.data).toEqual(totalsBefore);
    expect((await client.currentCart.getCurrentCart()).appliedDiscounts ?? []).toEqual([]);
  });
});

describe('checkout, back in stock, orders and recommendations hooks on the emulator', () => {
  it('useCheckoutUrl creates a checkout from the current cart and a hosted checkout URL for it', async () => {
    const client = makeClient();
    const { tote, tee } = await seedCart(client);
    const { wrapper } = wrapperFor(client);
    const { result } = renderHook(() => useCheckoutUrl(), { wrapper });
    platform.emulator.clearRequests();
    const callbacks = { thankYouPageUrl: 'https://shop.example/thank-you', cartPageUrl: 'https://shop.example/cart' };

    let answer!: { checkoutUrl: string; checkoutId: string };
    await act(async () => {
      answer = await result.current.mutateAsync(callbacks);
    });

    const created = requests('POST', '/ecom/v1/carts/current/create-checkout');
    expect(created).toHaveLength(1);
    expect(created[0]!.body).toMatchObject({ channelType: 'WEB' });
    const sessions = requests('POST', '/_api/redirects-api/v1/redirect-session');
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.body).toMatchObject({ ecomCheckout: { checkoutId: answer.checkoutId }, callbacks });
    const url = new URL(answer.checkoutUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${platform.emulator.baseUrl}/_emulator/checkout`);
    expect(url.searchParams.get('checkoutId')).toBe(answer.checkoutId);
    expect(url.searchParams.get('session')).toBeTruthy();
    const { lineItems } = await client.checkout.getCheckout(answer.checkoutId);
    expect(lineItems!.map((li) => [li.catalogReference!.catalogItemId, li.quantity]).sort()).toEqual(
      [[tote._id, 2], [tee._id, 1]].sort(),
    );
    const page = await fetch(answer.checkoutUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Canvas Tote Bag');
  });

  it('useBackInStockRequest asks to be told when the out-of-stock product is back, and invalidates the list', async () => {
    const client = makeClient();
    const { wrapper, queryClient } = wrapperFor(client);
    queryClient.setQueryData(siteKitKeys.backInStock.list(), []);
    const { result } = renderHook(() => useBackInStockRequest(), { wrapper });
    platform.emulator.clearRequests();
    const catalogRef = { catalogItemId: OUT_OF_STOCK_PRODUCT_ID, appId: STORES_APP_ID };

    let created: backInStockNotifications.BackInStockNotificationRequest | undefined;
    await act(async () => {
      created = await result.current.mutateAsync({
        request: { email: 'ann@example.com', catalogReference: catalogRef, itemUrl: 'https://shop.example/product/sherpa' },
        itemDetails: { name: 'Sherpa Hoodie', price: '79.00' },
      });
    });

    const sent = requests('POST', '/back-in-stock-service/v1/back-in-stock-notification-requests');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      request: { email: 'ann@example.com', catalogReference: catalogRef, itemUrl: 'https://shop.example/product/sherpa' },
      itemDetails: { name: 'Sherpa Hoodie', price: '79.00' },
    });
    expect(created).toMatchObject({ email: 'ann@example.com', status: 'RECEIVED', catalogReference: catalogRef });
    expect(created!._id).toEqual(expect.any(String));
    expect(queryClient.getQueryState(siteKitKeys.backInStock.list())?.isInvalidated).toBe(true);
    // The same request again is a conflict the platform reports: the first one was stored.
    await act(async () => {
      await result.current
        .mutateAsync({ request: { email: 'ann@example.com', catalogReference: catalogRef, itemUrl: 'https://shop.example/p' }, itemDetails: {} })
        .catch(() => undefined);
    });
    expect(result.current.error).toMatchObject({ code: 'BACK_IN_STOCK_NOTIFICATION_REQUEST_ALREADY_EXISTS' });
  });

  it('useOrders shows a member their own orders and nobody else’s', async () => {
    const client = makeClient();
    const login = await client.auth.login({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password });
    if (login.loginState !== 'SUCCESS') throw new Error(`login: ${login.loginState}`);
    await client.auth.complete(login.data.sessionToken);
    await seedCart(client);
    const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB' });
    const { orderId } = await client.checkout.createOrder(checkoutId!);
    platform.emulator.clearRequests();

    const { wrapper } = wrapperFor(client);
    const { result } = renderHook(() => useOrders(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    const searches = requests('POST', '/ecom/v1/orders/search');
    expect(searches).toHaveLength(1);
    expect(searches[0]!.headers['authorization']).toBe(client.auth.getTokens().accessToken.value);
    expect(searches[0]!.body).toEqual({
      search: { sort: [{ fieldName: 'createdDate', order: 'DESC' }], cursorPaging: { limit: DEFAULT_ORDERS_SEARCH.cursorPaging!.limit } },
    });
    const list = result.current.data!.orders!;
    expect(list.map((o) => o._id)).toEqual([orderId]);
    expect(list[0]!.buyerInfo).toMatchObject({ memberId: DEMO_MEMBER.id });
  });

  it('useRecommendations loads related store products with the site’s RELATED_ITEMS algorithm', async () => {
    const client = makeClient();
    const tee = await productBySlug(client, 'classic-crew-tee');
    platform.emulator.clearRequests();
    const items = [{ catalogItemId: tee._id!, appId: STORES_APP_ID }];

    const { wrapper } = wrapperFor(client);
    const { result } = renderHook(() => useRecommendations(items), { wrapper });
    await waitFor(() => expect(result.current.isFetched).toBe(true));
    expect(result.current.error).toBeNull();

    expect(requests('GET', '/v1/recommendations/algorithms')).toHaveLength(1);
    const gets = requests('POST', '/v1/recommendations/get');
    expect(gets).toHaveLength(1);
    expect(gets[0]!.body).toEqual({ algorithms: [{ id: RELATED_ITEMS_ALGORITHM_ID, appId: STORES_APP_ID }], items, minimumRecommendedItems: 1 });
    const { recommendation, products: recommended } = result.current.data!;
    const ids = recommendation!.items!.map((i) => i.catalogItemId!);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(tee._id);
    // The store products behind the recommendation, all from a collection the tee is in.
    expect(recommended.map((p) => p._id).sort()).toEqual([...ids].sort());
    for (const p of recommended) {
      expect(p.collectionIds!.some((c) => c !== ALL_PRODUCTS_COLLECTION_ID && tee.collectionIds!.includes(c))).toBe(true);
    }
  });
});

describe('SSR helpers', () => {
  it('prefetchSiteKit on the server, then HydrationBoundary: the product renders at once, with no new request', async () => {
    const serverClient = makeClient();
    const state = await prefetchSiteKit(createSiteKitQueryClient(), productQueryOptions(serverClient, { slug: 'canvas-tote-bag' }));
    expect(platform.emulator.requests.map((r) => r.routeId).filter((id) => id?.startsWith('stores.'))).toEqual(['stores.products.queryProducts']);
    const wire = JSON.parse(JSON.stringify(state)); // what crosses from the server component to the browser
    platform.emulator.clearRequests();

    function Product({ slug }: { slug: string }) {
      const { data, isPending } = useProduct({ slug });
      return <h1>{isPending ? 'loading' : (data?.name ?? 'none')}</h1>;
    }
    const browserClient = makeClient();
    // The browser QueryClient with the factory's defaults (30 s fresh): hydrated data is not fetched again.
    const queryClient = createSiteKitQueryClient();
    render(
      <SiteKitProvider client={browserClient} queryClient={queryClient}>
        <HydrationBoundary state={wire}><Product slug="canvas-tote-bag" /></HydrationBoundary>
      </SiteKitProvider>,
    );

    expect(screen.getByRole('heading').textContent).toBe('Canvas Tote Bag'); // first render, no loading state
    await new Promise((r) => setTimeout(r, 50));
    expect(platform.emulator.requests).toEqual([]);
    expect(queryClient.getQueryData(siteKitKeys.products.detail('canvas-tote-bag'))).toMatchObject({ slug: 'canvas-tote-bag' });
  });
});
