import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { productsV3 } from '@sitekit/stores';
import { cart, currentCart } from '@sitekit/ecom';
import { setupEmulator } from '@sitekit/emulator/msw';
import { duringTests } from '@sitekit/testing';
import {
  STORES_APP_ID, SiteKitProvider, createSiteKitQueryClient, invalidationMap, siteKitKeys, useAddToCartById, useCart, useCartByIdTotals,
  useCreateCart, useDeleteCart, useProductV3, useProductsV3, useRemoveCartLineItems, useUpdateCart, useUpdateCartLineItemsQuantity,
} from './index';
import { storefrontClient } from '../test/helpers';

duringTests(setupEmulator(), { afterEach: cleanup });

const CREW_TEE = '10000000-0000-4000-8000-000000000001';
const CREW_TEE_BLACK_M = '30000000-0000-4000-8000-000000000104';
const makeClient = () => storefrontClient({ productsV3, cart, currentCart });
type Client = ReturnType<typeof makeClient>;
const teeLine = { catalogReference: { appId: STORES_APP_ID, catalogItemId: CREW_TEE, options: { variantId: CREW_TEE_BLACK_M } }, quantity: 1 };

function wrapperFor(client: Client, queryClient = createSiteKitQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => <SiteKitProvider client={client} queryClient={queryClient}>{children}</SiteKitProvider>;
  return { queryClient, wrapper };
}

describe('catalog v3 hooks (emulator)', () => {
  it('useProductV3 by slug and id; an unknown slug is null; useProductsV3 pages the catalog', async () => {
    const client = makeClient();
    const { queryClient, wrapper } = wrapperFor(client);
    const hook = renderHook(() => ({
      bySlug: useProductV3({ slug: 'classic-crew-tee' }, { fields: ['CURRENCY'] }),
      byId: useProductV3({ id: CREW_TEE }),
      missing: useProductV3({ slug: 'no-such-product' }),
      list: useProductsV3((q) => q.eq('visible', true).limit(3), { fields: ['CURRENCY'] }),
    }), { wrapper });
    await waitFor(() => expect(hook.result.current.list.isSuccess && hook.result.current.missing.isSuccess && hook.result.current.byId.isSuccess).toBe(true));
    expect(hook.result.current.bySlug.data?._id).toBe(CREW_TEE);
    expect(hook.result.current.bySlug.data?.actualPriceRange?.minValue?.formattedAmount).toBe('$25.00');
    expect(hook.result.current.byId.data?.variantsInfo?.variants?.length).toBe(12);
    expect(hook.result.current.missing.data).toBeNull();
    expect(hook.result.current.list.data?.items).toHaveLength(3);
    expect(hook.result.current.list.data?.hasNext).toBe(true);
    expect(queryClient.getQueryData(siteKitKeys.productsV3.detail('classic-crew-tee', ['CURRENCY']))).toEqual(hook.result.current.bySlug.data);
  });
});

describe('cart-by-id hooks (emulator)', () => {
  it('create a cart, then read it, add, change a quantity, apply a coupon, remove lines and delete it: the cached cart follows', async () => {
    const client = makeClient();
    const { wrapper } = wrapperFor(client);
    const created = renderHook(() => useCreateCart(), { wrapper });
    let id = '';
    await act(async () => {
      id = (await created.result.current.mutateAsync({ lineItems: [teeLine] }))._id!;
    });
    const hook = renderHook(() => ({
      cart: useCart(id), totals: useCartByIdTotals(id), add: useAddToCartById(), quantity: useUpdateCartLineItemsQuantity(),
      update: useUpdateCart(), remove: useRemoveCartLineItems(), erase: useDeleteCart(),
    }), { wrapper });
    await waitFor(() => expect(hook.result.current.cart.data?.lineItems).toHaveLength(1));
    await waitFor(() => expect(hook.result.current.totals.data?.priceSummary?.subtotal?.amount).toBe('25.00'));
    await act(async () => {
      await hook.result.current.add.mutateAsync({ id, lineItems: [teeLine] });
    });
    await waitFor(() => expect(hook.result.current.cart.data?.lineItems?.[0]?.quantity).toBe(2));
    await waitFor(() => expect(hook.result.current.totals.data?.priceSummary?.subtotal?.amount).toBe('50.00'));
    const lineId = hook.result.current.cart.data!.lineItems![0]!._id!;
    await act(async () => {
      await hook.result.current.quantity.mutateAsync({ id, lineItems: [{ _id: lineId, quantity: 3 }] });
      await hook.result.current.update.mutateAsync({ id, couponCode: 'SAVE10' });
    });
    await waitFor(() => expect(hook.result.current.cart.data?.appliedDiscounts?.[0]?.coupon?.code).toBe('SAVE10'));
    expect(hook.result.current.cart.data?.lineItems?.[0]?.quantity).toBe(3);
    await act(async () => {
      await hook.result.current.remove.mutateAsync({ id, lineItemIds: [lineId] });
    });
    await waitFor(() => expect(hook.result.current.cart.data?.lineItems).toEqual([]));
    await act(async () => {
      await hook.result.current.erase.mutateAsync(id);
    });
    await waitFor(() => expect(hook.result.current.cart.data).toBeNull());
  });

  it('every cart-by-id mutation invalidates the carts by id and the current cart', () => {
    for (const name of ['addToCartById', 'updateCartLineItemsQuantity', 'removeCartLineItems', 'updateCart', 'removeCartCoupon', 'deleteCart'] as const) {
      expect(invalidationMap[name]).toEqual([siteKitKeys.carts.all(), siteKitKeys.cart.all()]);
    }
    expect(invalidationMap.createCart).toEqual([siteKitKeys.carts.all()]);
  });
});
