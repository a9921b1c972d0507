import { describe, expect, it } from 'vitest';
import { API_KEY, call, commerceEmulator, demoIds, member, ref, visitorToken } from '../../../test/helpers';
import type { Emulator } from '../../engine/emulator';

const K = '/ecom/v1/checkouts';
const tee = () => ref(demoIds.classicCrewTee, { variantId: demoIds.classicCrewTeeBlackM });

async function checkoutFromCart(emu: Emulator, token: string, quantity = 2) {
  await call(emu, 'POST', '/ecom/v1/carts/current/add-to-cart', { auth: token, body: { lineItems: [{ catalogReference: tee(), quantity }] } });
  return (await call(emu, 'POST', '/ecom/v1/carts/current/create-checkout', { auth: token, body: { channelType: 'WEB' } })).json.checkoutId as string;
}

describe('checkout API', () => {
  it('gets a checkout made from the cart, also by cart id; others cannot see it', async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    const id = await checkoutFromCart(emu, token);
    const res = await call(emu, 'GET', `${K}/${id}?id=${id}`, { auth: token });
    expect(res.status).toBe(200);
    expect(res.json.checkout).toMatchObject({
      id,
      completed: false,
      channelType: 'WEB',
      currency: 'USD',
      priceSummary: { subtotal: { amount: '50.00' }, shipping: { amount: '5.00' }, tax: { amount: '4.00' }, total: { amount: '59.00' } },
      shippingInfo: { selectedCarrierServiceOption: { code: 'standard', title: 'Standard Shipping' } },
      taxIncludedInPrice: false,
    });
    expect(res.json.checkout).not.toHaveProperty('taxIncludedInPrices'); // the cart's and the order's name, not the checkout's
    expect(res.json.checkout.lineItems[0]).toMatchObject({ quantity: 2, productName: { original: 'Classic Crew Tee' }, totalPriceAfterTax: { amount: '54.00' } });
    // a checkout line's picture is `media` (the cart's line names it `image`)
    expect(res.json.checkout.lineItems[0].media).toMatchObject({ id: expect.any(String), url: expect.any(String), width: expect.any(Number), height: expect.any(Number) });
    expect(res.json.checkout.lineItems[0]).not.toHaveProperty('image');
    const byCart = await call(emu, 'GET', `${K}/by-cart-id/${res.json.checkout.cartId}`, { auth: token });
    expect(byCart.json.checkout.id).toBe(id);
    expect((await call(emu, 'GET', `${K}/${id}`, { auth: await visitorToken(emu) })).status).toBe(404);
    expect((await call(emu, 'GET', `${K}/${id}`, { auth: API_KEY })).status).toBe(200);
    expect((await call(emu, 'GET', `${K}/${id}`)).status).toBe(401);
    expect((await call(emu, 'GET', `${K}/nope`, { auth: token })).json.details.applicationError.code).toBe('CHECKOUT_NOT_FOUND');
  });

  it('creates a checkout directly (channelType required) and edits it', async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    const missing = await call(emu, 'POST', K, { auth: token, body: { lineItems: [{ catalogReference: tee(), quantity: 1 }] } });
    expect(missing.json.details.validationError.fieldViolations[0]).toMatchObject({ field: 'channelType', violatedRule: 'REQUIRED_FIELD' });
    const created = await call(emu, 'POST', K, {
      auth: token,
      body: { channelType: 'WEB', couponCode: 'SAVE10', lineItems: [{ catalogReference: tee(), quantity: 1 }], checkoutInfo: { buyerInfo: { email: 'a@example.com' } } },
    });
    const checkout = created.json.checkout;
    expect(checkout).toMatchObject({ buyerInfo: { email: 'a@example.com' }, priceSummary: { discount: { amount: '2.50' } } });
    const id = checkout.id as string;
    const added = await call(emu, 'POST', `${K}/${id}/add-to-checkout`, { auth: token, body: { id, lineItems: [{ catalogReference: ref(demoIds.ceramicMug), quantity: 1 }] } });
    expect(added.json.checkout.lineItems).toHaveLength(2);
    const mugLine = added.json.checkout.lineItems[1].id;
    const qty = await call(emu, 'POST', `${K}/${id}/update-line-items-quantity`, { auth: token, body: { lineItems: [{ id: mugLine, quantity: 3 }] } });
    expect(qty.json.checkout.lineItems[1].quantity).toBe(3);
    const removed = await call(emu, 'POST', `${K}/${id}/remove-line-items`, { auth: token, body: { lineItemIds: [mugLine] } });
    expect(removed.json.checkout.lineItems).toHaveLength(1);
    const noCoupon = await call(emu, 'POST', `${K}/${id}/remove-coupon`, { auth: token, body: { id } });
    expect(noCoupon.json.checkout.appliedDiscounts).toEqual([]);
    const patched = await call(emu, 'PATCH', `${K}/${id}`, {
      auth: token,
      body: { checkout: { id, billingInfo: { address: { city: 'Paris', country: 'FR' } } }, couponCode: 'FREESHIP', overrideCheckoutUrl: 'https://shop.example/pay' },
    });
    expect(patched.json.checkout).toMatchObject({ billingInfo: { address: { city: 'Paris' } }, overrideCheckoutUrl: 'https://shop.example/pay' });
    expect((await call(emu, 'GET', `${K}/${id}/checkout-url`, { auth: token })).json).toEqual({ checkoutUrl: 'https://shop.example/pay' });
    // the buyer is sent to it: a script or data link is refused on update and create, and the set URL stays
    for (const bad of ['javascript:alert(document.cookie)', 'data:text/html,<script>1</script>']) {
      const refused = await call(emu, 'PATCH', `${K}/${id}`, { auth: token, body: { checkout: { id }, overrideCheckoutUrl: bad } });
      expect(refused.status).toBe(400);
      expect(refused.json.details.validationError.fieldViolations[0].field).toBe('overrideCheckoutUrl');
      const created = await call(emu, 'POST', K, { auth: token, body: { channelType: 'WEB', overrideCheckoutUrl: bad } });
      expect(created.status).toBe(400);
    }
    expect((await call(emu, 'GET', `${K}/${id}/checkout-url`, { auth: token })).json).toEqual({ checkoutUrl: 'https://shop.example/pay' });
    await call(emu, 'POST', `${K}/${id}/remove-override-checkout-url`, { auth: token, body: { id } });
    expect((await call(emu, 'GET', `${K}/${id}/checkout-url`, { auth: token })).json.checkoutUrl).toBe(`https://www.wixapis.com/_emulator/checkout?checkoutId=${id}`);
    expect((await call(emu, 'POST', `${K}/${id}/remove-gift-card`, { auth: token, body: { id } })).status).toBe(200);
    expect((await call(emu, 'PATCH', `${K}/${id}`, { auth: token, body: { checkout: {}, couponCode: 'BOGUS' } })).json.details.applicationError.code).toBe('COUPON_DOES_NOT_EXIST');
    expect((await call(emu, 'PATCH', `${K}/${id}`, { auth: token, body: { checkout: {}, giftCardCode: 'X' } })).json.details.applicationError.code).toBe('GIFT_CARD_NOT_FOUND');
    expect((await call(emu, 'GET', `${K}/${id}/payment-settings?id=${id}`, { auth: token })).json).toEqual({ blockedPaymentOptions: [] });
  });

  it('create-order makes an order, takes stock, completes the checkout and clears the cart', async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    const id = await checkoutFromCart(emu, token, 2);
    const res = await call(emu, 'POST', `${K}/${id}/create-order`, { auth: token, body: { id } });
    expect(res.status).toBe(200);
    expect(res.json.orderId).toEqual(expect.any(String));
    const order = await call(emu, 'GET', `/ecom/v1/orders/${res.json.orderId}`, { auth: token });
    expect(order.json.order).toMatchObject({ checkoutId: id, status: 'APPROVED', paymentStatus: 'NOT_PAID', priceSummary: { total: { amount: '59.00' } } });
    expect((await call(emu, 'GET', `${K}/${id}`, { auth: token })).json.checkout.completed).toBe(true);
    const variant = await call(emu, 'GET', `/stores-reader/v1/variants/${demoIds.classicCrewTee}-${demoIds.classicCrewTeeBlackM}`);
    expect(variant.json.variant.stock.quantity).toBe(7);
    expect((await call(emu, 'GET', '/ecom/v1/carts/current', { auth: token })).status).toBe(404);
    const twice = await call(emu, 'POST', `${K}/${id}/create-order`, { auth: token, body: {} });
    expect(twice.json.details.applicationError.code).toBe('CHECKOUT_ALREADY_COMPLETED');
    expect((await call(emu, 'POST', `${K}/${id}/add-to-checkout`, { auth: token, body: { lineItems: [{ catalogReference: tee() }] } })).status).toBe(428);
  });

  it('concurrent create-order calls (API and hosted page) on one checkout place one order and take stock once', async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    const id = await checkoutFromCart(emu, token, 2);
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => call(emu, 'POST', `${K}/${id}/create-order`, { auth: token, body: {} })),
      call(emu, 'POST', '/_emulator/checkout/place-order', { form: { checkoutId: id, email: 'buyer@example.com' } }),
    ]);
    const api = results.slice(0, 4);
    expect(api.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
    expect(api.filter((r) => r.status !== 200).map((r) => r.json.details.applicationError.code)).toEqual(
      api.filter((r) => r.status !== 200).map(() => 'CHECKOUT_ALREADY_COMPLETED'),
    );
    expect(results[4]!.status).toBe(200); // the on-page thank-you, whether this call or an API call placed the order
    const orders = Object.values(emu.stateOf<any>('orders').orders).filter((o: any) => o.checkoutId === id);
    expect(orders).toHaveLength(1);
    const variant = await call(emu, 'GET', `/stores-reader/v1/variants/${demoIds.classicCrewTee}-${demoIds.classicCrewTeeBlackM}`);
    expect(variant.json.variant.stock.quantity).toBe(7);
  });

  it('serializes concurrent line and coupon changes on one checkout: none is lost', async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    const id = await checkoutFromCart(emu, token, 1);
    const pins = ref(demoIds.enamelPinSetUntracked);
    const add = () => call(emu, 'POST', `${K}/${id}/add-to-checkout`, { auth: token, body: { lineItems: [{ catalogReference: pins, quantity: 1 }] } });
    const results = await Promise.all([
      ...Array.from({ length: 20 }, add),
      call(emu, 'PATCH', `${K}/${id}`, { auth: token, body: { checkout: { id }, couponCode: 'SAVE10' } }),
      ...Array.from({ length: 20 }, add),
    ]);
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const checkout = (await call(emu, 'GET', `${K}/${id}`, { auth: token })).json.checkout;
    expect(checkout.lineItems.map((l: any) => [l.catalogReference.catalogItemId, l.quantity])).toEqual([
      [demoIds.classicCrewTee, 1],
      [demoIds.enamelPinSetUntracked, 40],
    ]);
    expect(checkout.appliedDiscounts?.[0]?.coupon?.code).toBe('SAVE10');
  });

  it('checkout changes are written after a storage round trip: a read in between sees the checkout as it was', async () => {
    const emu = commerceEmulator({ storageLatencyMs: 200 });
    const token = await visitorToken(emu);
    const id = await checkoutFromCart(emu, token, 1);
    const adding = call(emu, 'POST', `${K}/${id}/add-to-checkout`, { auth: token, body: { lineItems: [{ catalogReference: ref(demoIds.ceramicMug), quantity: 1 }] } });
    const patching = call(emu, 'PATCH', `${K}/${id}`, { auth: token, body: { checkout: { id, buyerNote: 'gift' } } });
    await new Promise((r) => setTimeout(r, 60)); // well into the 200 ms storage step of the first change
    const during = (await call(emu, 'GET', `${K}/${id}`, { auth: token })).json.checkout;
    expect(during.lineItems).toHaveLength(1);
    expect(during.buyerNote).toBeUndefined();
    expect((await adding).status).toBe(200);
    expect((await patching).status).toBe(200);
    const after = (await call(emu, 'GET', `${K}/${id}`, { auth: token })).json.checkout;
    expect(after.lineItems).toHaveLength(2);
    expect(after.buyerNote).toBe('gift');
  });

  it('a refused checkout change leaves the checkout as it was', async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    const id = await checkoutFromCart(emu, token, 1);
    const refused = await call(emu, 'POST', `${K}/${id}/add-to-checkout`, {
      auth: token, body: { lineItems: [{ catalogReference: ref(demoIds.ceramicMug), quantity: 1 }, { catalogReference: ref(demoIds.sherpaHoodieOutOfStock), quantity: 1 }] },
    });
    expect(refused.json.details.applicationError.code).toBe('ITEM_OUT_OF_STOCK');
    expect((await call(emu, 'GET', `${K}/${id}`, { auth: token })).json.checkout.lineItems).toHaveLength(1);
  });

  it('create-order refuses lines that went out of stock', async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    const id = await checkoutFromCart(emu, token, 2);
    await call(emu, 'PATCH', `/stores/v1/products/${demoIds.classicCrewTee}/variants`, { auth: API_KEY, body: { variants: [{ variantIds: [demoIds.classicCrewTeeBlackM], stock: { quantity: 1 } }] } });
    const res = await call(emu, 'POST', `${K}/${id}/create-order`, { auth: token, body: {} });
    expect(res.status).toBe(428);
    expect(res.json.details.applicationError.code).toBe('LINE_ITEMS_NOT_AVAILABLE');
    const checkout = (await call(emu, 'GET', `${K}/${id}`, { auth: token })).json.checkout;
    expect(checkout.lineItems[0].availability).toEqual({ status: 'PARTIALLY_AVAILABLE', quantityAvailable: 1 });
  });

  it('mark-as-completed completes without an order', async () => {
    const emu = commerceEmulator();
    const token = await member(emu);
    const id = await checkoutFromCart(emu, token, 1);
    expect((await call(emu, 'POST', `${K}/${id}/mark-as-completed`, { auth: token, body: { id } })).json).toEqual({});
    expect((await call(emu, 'GET', `${K}/${id}`, { auth: token })).json.checkout).toMatchObject({ completed: true, buyerInfo: { memberId: '00000000-0000-4000-8000-000000000001' } });
  });
});

describe('hosted checkout page', () => {
  async function session(emu: Emulator, checkoutId: string, callbacks: Record<string, string>) {
    const res = await call(emu, 'POST', '/_api/redirects-api/v1/redirect-session', { body: { ecomCheckout: { checkoutId }, callbacks } });
    return new URL(res.json.redirectSession.fullUrl as string);
  }

  it('renders the lines and totals, places the order and redirects to the thank-you page with the order id', async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    const id = await checkoutFromCart(emu, token, 2);
    const url = await session(emu, id, { thankYouPageUrl: 'https://shop.example/thank-you?from=emu', cartPageUrl: 'https://shop.example/cart' });
    const page = await call(emu, 'GET', url.pathname + url.search);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('Classic Crew Tee');
    expect(page.text).toContain('$59.00');
    expect(page.text).toContain('href="https://shop.example/cart"');
    expect(page.text).toContain('action="/_emulator/checkout/place-order"');
    expect(page.text).toContain('value="jane.doe@example.com"');

    const placed = await call(emu, 'POST', '/_emulator/checkout/place-order', {
      form: { checkoutId: id, session: url.searchParams.get('session') ?? '', email: 'buyer@example.com', firstName: 'Bo', lastName: 'Buyer', addressLine: '1 Main St', city: 'Springfield', postalCode: '12345', subdivision: 'US-IL', country: 'US', phone: '555' },
    });
    expect(placed.status).toBe(302);
    const location = new URL(placed.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe('https://shop.example/thank-you');
    expect(location.searchParams.get('from')).toBe('emu');
    const orderId = location.searchParams.get('orderId') ?? '';
    const order = await call(emu, 'GET', `/ecom/v1/orders/${orderId}`, { auth: token });
    expect(order.status).toBe(200);
    expect(order.json.order).toMatchObject({
      paymentStatus: 'PAID',
      checkoutId: id,
      buyerInfo: { email: 'buyer@example.com' },
      billingInfo: { address: { city: 'Springfield' }, contactDetails: { firstName: 'Bo' } },
      priceSummary: { total: { amount: '59.00' } },
    });
    // Reloading the completed checkout goes straight to the thank-you page.
    const again = await call(emu, 'GET', url.pathname + url.search);
    expect(again.status).toBe(302);
  });

  it('applies a coupon from the page and shows an on-page thank-you without a callback', async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    const id = await checkoutFromCart(emu, token, 2);
    const applied = await call(emu, 'POST', '/_emulator/checkout/apply-coupon', { form: { checkoutId: id, couponCode: 'SAVE10' } });
    expect(applied.status).toBe(303);
    const page = await call(emu, 'GET', applied.headers.get('location') ?? '');
    expect(page.text).toContain('SAVE10');
    expect(page.text).toContain('$53.60');
    const badCoupon = await call(emu, 'POST', '/_emulator/checkout/apply-coupon', { form: { checkoutId: id, couponCode: 'NOPE' } });
    expect(badCoupon.status).toBe(400);
    expect(badCoupon.text).toContain('Coupon NOPE does not exist');
    const placed = await call(emu, 'POST', '/_emulator/checkout/place-order', { form: { checkoutId: id } });
    expect(placed.status).toBe(200);
    expect(placed.text).toContain('Thank you!');
    expect((await call(emu, 'GET', '/_emulator/checkout?checkoutId=nope')).status).toBe(404);
  });
});

describe('checkouts: an id named like an object member', () => {
  it.each([['constructor'], ['__proto__'], ['toString']])('%s is an unknown checkout, over the API and on the hosted page, as any unknown id', async (id) => {
    const emu = commerceEmulator();
    for (const [method, path, body] of [['GET', `${K}/${id}`], ['POST', `${K}/${id}/add-to-checkout`, { lineItems: [{ catalogReference: tee(), quantity: 1 }] }]] as [string, string, unknown?][]) {
      const res = await call(emu, method, path, { auth: API_KEY, body });
      expect([method, res.status, res.json?.details?.applicationError?.code]).toEqual([method, 404, 'CHECKOUT_NOT_FOUND']);
    }
    expect((await call(emu, 'GET', `/_emulator/checkout?checkoutId=${id}`)).status).toBe(404);
  });
});
