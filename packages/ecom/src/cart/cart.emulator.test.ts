import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient, isApplicationError, StaticTokenStrategy } from '@sitekit/core-runtime';
import { setupEmulator } from '@sitekit/emulator/msw';
import { visitorToken } from '@sitekit/testing';
import { cart, checkout, currentCart } from '../index';

// Behaviour against the emulator: a visitor shops the demo store with a cart by id.
const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const CREW_TEE = '10000000-0000-4000-8000-000000000001';
const CREW_TEE_VARIANT = '30000000-0000-4000-8000-000000000104';
const SHERPA_HOODIE_OUT_OF_STOCK = '10000000-0000-4000-8000-000000000014';
const modules = { cart, checkout, currentCart };
const teeLine = (quantity = 1) => ({ catalogReference: { appId: STORES_APP_ID, catalogItemId: CREW_TEE, options: { variantId: CREW_TEE_VARIANT } }, quantity });

const platform = setupEmulator();
beforeAll(() => platform.listen());
afterAll(() => platform.close());

async function visitorClient() {
  return createClient({ modules, auth: StaticTokenStrategy({ accessToken: await visitorToken() }) });
}

describe('cart behaviour (emulator)', () => {
  let client: Awaited<ReturnType<typeof visitorClient>>;
  beforeEach(async () => {
    platform.reset();
    client = await visitorClient();
  });

  it('createCart → getCart → addToCart → updateLineItemsQuantity → removeLineItems', async () => {
    const created = await client.cart.createCart({ lineItems: [teeLine(1)] });
    expect(created._id).toEqual(expect.any(String));
    expect(created._createdDate).toBeInstanceOf(Date);
    const id = created._id!;
    await expect(client.cart.getCart(id)).resolves.toEqual(created);
    const { cart: added } = await client.cart.addToCart(id, { lineItems: [teeLine(2)] });
    const line = added!.lineItems![0]!;
    expect(line.quantity).toBe(3);
    expect(line.productName?.original).toBe('Classic Crew Tee');
    const { cart: changed } = await client.cart.updateLineItemsQuantity(id, [{ _id: line._id!, quantity: 1 }]);
    expect(changed!.lineItems![0]!.quantity).toBe(1);
    const { cart: emptied } = await client.cart.removeLineItems(id, [line._id!]);
    expect(emptied!.lineItems).toEqual([]);
  });

  it('updateCart applies a coupon and a buyer note; removeCoupon takes the coupon off; a bad coupon is COUPON_DOES_NOT_EXIST', async () => {
    const { _id } = await client.cart.createCart({ lineItems: [teeLine(2)] });
    const updated = await client.cart.updateCart(_id!, { couponCode: 'SAVE10', cartInfo: { buyerNote: 'Gift wrap' } });
    expect(updated.buyerNote).toBe('Gift wrap');
    expect(updated.appliedDiscounts?.[0]?.coupon?.code).toBe('SAVE10');
    const { cart: plain } = await client.cart.removeCoupon(_id!);
    expect(plain!.appliedDiscounts).toEqual([]);
    const error = await client.cart.updateCart(_id!, { couponCode: 'NOPE' }).catch((e: unknown) => e);
    expect(isApplicationError(error) && error.code).toBe('COUPON_DOES_NOT_EXIST');
    await expect(client.cart.removeBusinessLocation(_id!)).resolves.toMatchObject({ cart: { _id } });
  });

  it('an out-of-stock item is refused with ITEM_OUT_OF_STOCK and the cart is unchanged', async () => {
    const { _id } = await client.cart.createCart({ lineItems: [teeLine(1)] });
    const error = await client.cart.addToCart(_id!, {
      lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: SHERPA_HOODIE_OUT_OF_STOCK }, quantity: 1 }],
    }).catch((e: unknown) => e);
    expect(isApplicationError(error) && error.code).toBe('ITEM_OUT_OF_STOCK');
    expect((await client.cart.getCart(_id!)).lineItems).toHaveLength(1);
  });

  it('estimateTotals and createCheckout; the checkout carries the cart\'s lines', async () => {
    const { _id } = await client.cart.createCart({ lineItems: [teeLine(2)] });
    const totals = await client.cart.estimateTotals(_id!, { shippingAddress: { country: 'US', subdivision: 'US-NY' } });
    expect(totals.priceSummary?.subtotal?.amount).toBe('50.00');
    expect(totals.cart?._id).toBe(_id);
    const { checkoutId } = await client.cart.createCheckout(_id!, { channelType: cart.ChannelType.WEB });
    const made = await client.checkout.getCheckout(checkoutId!);
    expect(made.lineItems).toHaveLength(1);
  });

  it('deleteCart, then getCart is CART_NOT_FOUND', async () => {
    const { _id } = await client.cart.createCart();
    await expect(client.cart.deleteCart(_id!)).resolves.toBeUndefined();
    const error = await client.cart.getCart(_id!).catch((e: unknown) => e);
    expect(isApplicationError(error) && error.code).toBe('CART_NOT_FOUND');
  });
});
