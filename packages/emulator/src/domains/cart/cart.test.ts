import { describe, expect, it } from 'vitest';
import { API_KEY, call, commerceEmulator, DEMO_MEMBER_ID, demoIds, member, ref, visitorToken } from '../../../test/helpers';

const C = '/ecom/v1/carts/current';
const tee = (variantId = demoIds.classicCrewTeeBlackM) => ref(demoIds.classicCrewTee, { variantId });

describe('current cart', () => {
  it('GET without a cart is OWNED_CART_NOT_FOUND; anonymous → 401; API key → 403', async () => {
    const emu = commerceEmulator();
    const res = await call(emu, 'GET', C, { auth: await visitorToken(emu) });
    expect(res.status).toBe(404);
    expect(res.json.details.applicationError.code).toBe('OWNED_CART_NOT_FOUND');
    expect((await call(emu, 'GET', C)).status).toBe(401);
    expect((await call(emu, 'GET', C, { auth: API_KEY })).status).toBe(403);
  });

  it('adds to cart, merging the same catalog item into one line, with money objects', async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    const first = await call(emu, 'POST', `${C}/add-to-cart`, { auth: token, body: { lineItems: [{ catalogReference: tee(), quantity: 2 }] } });
    expect(first.status).toBe(200);
    await call(emu, 'POST', `${C}/add-to-cart`, { auth: token, body: { lineItems: [{ catalogReference: ref(demoIds.classicCrewTee, { options: { Size: 'M', Color: 'Black' } } as any), quantity: 1 }] } });
    const again = await call(emu, 'POST', `${C}/add-to-cart`, { auth: token, body: { lineItems: [{ catalogReference: tee(), quantity: 1 }] } });
    const cart = again.json.cart;
    const teeLines = cart.lineItems.filter((l: any) => l.catalogReference.options?.variantId === demoIds.classicCrewTeeBlackM);
    expect(teeLines).toHaveLength(1);
    expect(teeLines[0]).toMatchObject({
      quantity: 3,
      productName: { original: 'Classic Crew Tee', translated: 'Classic Crew Tee' },
      price: { amount: '25.00', convertedAmount: '25.00', formattedAmount: '$25.00', formattedConvertedAmount: '$25.00' },
      fullPrice: { amount: '25.00' },
      lineItemPrice: { amount: '75.00' },
      availability: { status: 'AVAILABLE', quantityAvailable: 9 },
      physicalProperties: { sku: 'SK-001-M-BLACK', shippable: true, weight: 0.2 },
      itemType: { preset: 'PHYSICAL' },
      paymentOption: 'FULL_PAYMENT_ONLINE',
      rootCatalogItemId: demoIds.classicCrewTee,
      image: { id: 'classic-crew-tee-black.svg', url: 'https://www.wixapis.com/media/classic-crew-tee-black.svg', width: 1000, height: 1000 },
    });
    expect(teeLines[0].descriptionLines).toEqual([
      { name: { original: 'Size', translated: 'Size' }, plainText: { original: 'M', translated: 'M' }, lineType: 'PLAIN_TEXT' },
      { name: { original: 'Color', translated: 'Color' }, colorInfo: { original: 'Black', translated: 'Black', code: '#1b1b1b' }, lineType: 'COLOR' },
    ]);
    // options-by-choice is a different catalog reference, so it is its own line.
    expect(cart.lineItems).toHaveLength(2);
    expect(cart).toMatchObject({ currency: 'USD', buyerLanguage: 'en', taxIncludedInPrices: false, weightUnit: 'KG', subtotal: { amount: '100.00', formattedAmount: '$100.00' } });
    expect(cart.buyerInfo.visitorId).toEqual(expect.any(String));
    expect((await call(emu, 'GET', C, { auth: token })).json.cart.id).toBe(cart.id);
  });

  it('refuses unknown products, quantity < 1 and out-of-stock items', async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    const unknown = await call(emu, 'POST', `${C}/add-to-cart`, { auth: token, body: { lineItems: [{ catalogReference: ref('nope'), quantity: 1 }] } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.details.applicationError.code).toBe('CATALOG_ITEM_NOT_FOUND');
    const zero = await call(emu, 'POST', `${C}/add-to-cart`, { auth: token, body: { lineItems: [{ catalogReference: tee(), quantity: 0 }] } });
    expect(zero.status).toBe(400);
    expect(zero.json.details.validationError.fieldViolations[0]).toMatchObject({ field: 'lineItems[0].quantity', violatedRule: 'MIN' });
    const sherpa = await call(emu, 'POST', `${C}/add-to-cart`, { auth: token, body: { lineItems: [{ catalogReference: ref(demoIds.sherpaHoodieOutOfStock), quantity: 1 }] } });
    expect(sherpa.status).toBe(400);
    expect(sherpa.json.details.applicationError).toMatchObject({ code: 'ITEM_OUT_OF_STOCK', data: { availability: { status: 'NOT_AVAILABLE', quantityAvailable: 0 } } });
    const tooMany = await call(emu, 'POST', `${C}/add-to-cart`, { auth: token, body: { lineItems: [{ catalogReference: tee(), quantity: 10 }] } });
    expect(tooMany.json.details.applicationError.data.availability).toEqual({ status: 'PARTIALLY_AVAILABLE', quantityAvailable: 9 });
    expect((await call(emu, 'GET', C, { auth: token })).status).toBe(404);
  });

  it('serializes 100 concurrent add-to-cart calls into the exact quantity', async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    const pins = ref(demoIds.enamelPinSetUntracked);
    const results = await Promise.all(
      Array.from({ length: 100 }, () => call(emu, 'POST', `${C}/add-to-cart`, { auth: token, body: { lineItems: [{ catalogReference: pins, quantity: 1 }] } })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const cart = (await call(emu, 'GET', C, { auth: token })).json.cart;
    expect(cart.lineItems).toHaveLength(1);
    expect(cart.lineItems[0].quantity).toBe(100);
    expect(cart.subtotal.amount).toBe('1200.00');
  });

  it('cart mutations write after a storage round trip: a read in between still sees the old cart', async () => {
    const emu = commerceEmulator({ storageLatencyMs: 200 });
    const token = await visitorToken(emu);
    const adding = call(emu, 'POST', `${C}/add-to-cart`, { auth: token, body: { lineItems: [{ catalogReference: tee(), quantity: 1 }] } });
    expect((await call(emu, 'GET', C, { auth: token })).status).toBe(404);
    expect((await adding).status).toBe(200);
    expect((await call(emu, 'GET', C, { auth: token })).json.cart.lineItems).toHaveLength(1);
  });

  it("one lock per cart across routes: concurrent adds, quantity updates and removals don't undo each other", async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    const pins = ref(demoIds.enamelPinSetUntracked);
    const start = await call(emu, 'POST', `${C}/add-to-cart`, { auth: token, body: { lineItems: [{ catalogReference: pins, quantity: 1 }, { catalogReference: tee(), quantity: 1 }] } });
    const teeLine = start.json.cart.lineItems.find((l: any) => l.catalogReference.catalogItemId === demoIds.classicCrewTee).id as string;
    const mug = await call(emu, 'POST', `${C}/add-to-cart`, { auth: token, body: { lineItems: [{ catalogReference: ref(demoIds.ceramicMug), quantity: 1 }] } });
    const mugLine = mug.json.cart.lineItems.find((l: any) => l.catalogReference.catalogItemId === demoIds.ceramicMug).id as string;
    const add = () => call(emu, 'POST', `${C}/add-to-cart`, { auth: token, body: { lineItems: [{ catalogReference: pins, quantity: 1 }] } });
    const results = await Promise.all([
      ...Array.from({ length: 20 }, add),
      call(emu, 'POST', `${C}/remove-line-items`, { auth: token, body: { lineItemIds: [teeLine] } }),
      ...Array.from({ length: 20 }, add),
      call(emu, 'POST', `${C}/update-line-items-quantity`, { auth: token, body: { lineItems: [{ id: mugLine, quantity: 3 }] } }),
      ...Array.from({ length: 20 }, add),
    ]);
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const lines = (await call(emu, 'GET', C, { auth: token })).json.cart.lineItems;
    expect(lines.map((l: any) => [l.catalogReference.catalogItemId, l.quantity])).toEqual([
      [demoIds.enamelPinSetUntracked, 61],
      [demoIds.ceramicMug, 3],
    ]);
  });

  it('a member adopting the cart they built as a visitor waits for that visitor session\'s change in flight', async () => {
    const emu = commerceEmulator({ storageLatencyMs: 50 });
    const visitorAccess = await visitorToken(emu);
    const pins = ref(demoIds.enamelPinSetUntracked);
    const add = (auth: string) => call(emu, 'POST', `${C}/add-to-cart`, { auth, body: { lineItems: [{ catalogReference: pins, quantity: 1 }] } });
    expect((await add(visitorAccess)).status).toBe(200);
    // The same session logs in: the member token carries the visitor's id, so the member adopts that cart.
    const login = await call(emu, 'POST', '/oauth2/token', {
      auth: `${visitorAccess},${API_KEY}`,
      body: { grant_type: 'authorized_client', scope: 'offline_access', member_id: DEMO_MEMBER_ID },
    });
    const memberToken = login.json.access_token as string;
    const [fromVisitor, fromMember] = await Promise.all([add(visitorAccess), add(memberToken)]);
    expect([fromVisitor.status, fromMember.status]).toEqual([200, 200]);
    const cart = (await call(emu, 'GET', C, { auth: memberToken })).json.cart;
    expect(cart.lineItems.map((l: any) => l.quantity)).toEqual([3]);
    expect(cart.buyerInfo.memberId).toBe(DEMO_MEMBER_ID);
    expect((await call(emu, 'GET', C, { auth: visitorAccess })).status).toBe(404); // no second cart left behind
  });

  it('keeps each visitor to their own cart', async () => {
    const emu = commerceEmulator();
    const [a, b] = [await visitorToken(emu), await visitorToken(emu)];
    await call(emu, 'POST', `${C}/add-to-cart`, { auth: a, body: { lineItems: [{ catalogReference: tee() }] } });
    expect((await call(emu, 'GET', C, { auth: b })).status).toBe(404);
    await call(emu, 'POST', `${C}/add-to-cart`, { auth: b, body: { lineItems: [{ catalogReference: ref(demoIds.ceramicMug), quantity: 2 }] } });
    const cartA = (await call(emu, 'GET', C, { auth: a })).json.cart;
    const cartB = (await call(emu, 'GET', C, { auth: b })).json.cart;
    expect(cartA.id).not.toBe(cartB.id);
    expect(cartA.lineItems.map((l: any) => l.productName.original)).toEqual(['Classic Crew Tee']);
    expect(cartB.lineItems.map((l: any) => l.productName.original)).toEqual(['Ceramic Pour-Over Mug']);
  });

  it('a member has their own cart keyed by member id', async () => {
    const emu = commerceEmulator();
    const token = await member(emu);
    const res = await call(emu, 'POST', `${C}/add-to-cart`, { auth: token, body: { lineItems: [{ catalogReference: tee() }] } });
    expect(res.json.cart.buyerInfo).toEqual({ memberId: '00000000-0000-4000-8000-000000000001' });
    const again = await member(emu);
    expect((await call(emu, 'GET', C, { auth: again })).json.cart.id).toBe(res.json.cart.id);
  });

  it('applies coupons (unknown → COUPON_DOES_NOT_EXIST), removes them, updates quantities and removes lines', async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    const added = await call(emu, 'POST', `${C}/add-to-cart`, { auth: token, body: { lineItems: [{ catalogReference: tee(), quantity: 2 }, { catalogReference: ref(demoIds.ceramicMug) }] } });
    const [teeLine, mugLine] = added.json.cart.lineItems;
    const bad = await call(emu, 'PATCH', C, { auth: token, body: { couponCode: 'NOPE' } });
    expect(bad.status).toBe(400);
    expect(bad.json.details.applicationError.code).toBe('COUPON_DOES_NOT_EXIST');
    const withCoupon = await call(emu, 'PATCH', C, { auth: token, body: { couponCode: 'save10', cartInfo: { buyerNote: 'Gift wrap please' } } });
    expect(withCoupon.json.cart.appliedDiscounts).toEqual([
      { discountType: 'GLOBAL', coupon: { id: expect.any(String), code: 'SAVE10', name: '10% off your order', amount: expect.objectContaining({ amount: '6.80' }) }, lineItemIds: [] },
    ]);
    expect(withCoupon.json.cart.buyerNote).toBe('Gift wrap please');
    const removed = await call(emu, 'POST', `${C}/remove-coupon`, { auth: token, body: {} });
    expect(removed.json.cart.appliedDiscounts).toEqual([]);
    const qty = await call(emu, 'POST', `${C}/update-line-items-quantity`, { auth: token, body: { lineItems: [{ id: teeLine.id, quantity: 5 }, { id: mugLine.id, quantity: 0 }] } });
    expect(qty.json.cart.lineItems.map((l: any) => [l.id, l.quantity])).toEqual([[teeLine.id, 5]]);
    const unknownLine = await call(emu, 'POST', `${C}/update-line-items-quantity`, { auth: token, body: { lineItems: [{ id: 'nope', quantity: 1 }] } });
    expect(unknownLine.json.details.applicationError.code).toBe('LINE_ITEM_NOT_FOUND');
    const gone = await call(emu, 'POST', `${C}/remove-line-items`, { auth: token, body: { lineItemIds: [teeLine.id] } });
    expect(gone.json.cart.lineItems).toEqual([]);
    expect((await call(emu, 'POST', `${C}/remove-line-items`, { auth: token, body: { lineItemIds: [] } })).status).toBe(400);
  });

  it('estimates totals: 8% tax on the discounted subtotal, $5 shipping, free from $100 or with FREESHIP', async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    await call(emu, 'POST', `${C}/add-to-cart`, { auth: token, body: { lineItems: [{ catalogReference: tee(), quantity: 2 }] } });
    const plain = await call(emu, 'POST', `${C}/estimate-totals`, { auth: token, body: {} });
    expect(plain.json.priceSummary).toMatchObject({ subtotal: { amount: '50.00' }, shipping: { amount: '5.00' }, tax: { amount: '4.00' }, discount: { amount: '0.00' }, total: { amount: '59.00' } });
    expect(plain.json).toMatchObject({ currency: 'USD', weightUnit: 'KG', calculationErrors: {}, payNow: { total: { amount: '59.00' } } });
    expect(plain.json).not.toHaveProperty('giftCard'); // none applied: left out, not null
    // the cart's estimate lists the selected memberships (the checkout wraps them in `{ memberships }`)
    expect(plain.json.membershipOptions).toEqual({ eligibleMemberships: [], invalidMemberships: [], selectedMemberships: [] });
    expect(plain.json.calculatedLineItems[0].pricesBreakdown).toMatchObject({ totalPriceBeforeTax: { amount: '50.00' }, totalPriceAfterTax: { amount: '54.00' }, taxDetails: { taxRate: '0.08' } });
    await call(emu, 'PATCH', C, { auth: token, body: { couponCode: 'SAVE10' } });
    const saved = await call(emu, 'POST', `${C}/estimate-totals`, { auth: token, body: {} });
    expect(saved.json.priceSummary).toMatchObject({ discount: { amount: '5.00' }, tax: { amount: '3.60' }, shipping: { amount: '5.00' }, total: { amount: '53.60' } });
    await call(emu, 'PATCH', C, { auth: token, body: { couponCode: 'FREESHIP' } });
    const free = await call(emu, 'POST', `${C}/estimate-totals`, { auth: token, body: {} });
    expect(free.json.priceSummary).toMatchObject({ shipping: { amount: '0.00' }, discount: { amount: '5.00' }, total: { amount: '54.00' } });
    expect(free.json.appliedDiscounts[0]).toMatchObject({ discountType: 'SHIPPING', coupon: { code: 'FREESHIP', amount: { amount: '5.00' } } });
    await call(emu, 'POST', `${C}/remove-coupon`, { auth: token, body: {} });
    await call(emu, 'POST', `${C}/add-to-cart`, { auth: token, body: { lineItems: [{ catalogReference: tee(), quantity: 2 }] } });
    const big = await call(emu, 'POST', `${C}/estimate-totals`, { auth: token, body: { calculateTax: false } });
    expect(big.json.priceSummary).toMatchObject({ subtotal: { amount: '100.00' }, shipping: { amount: '0.00' }, tax: { amount: '0.00' }, total: { amount: '100.00' } });
  });

  it('creates a checkout from the cart and deletes the cart', async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    expect((await call(emu, 'POST', `${C}/create-checkout`, { auth: token, body: {} })).status).toBe(404);
    await call(emu, 'POST', `${C}/add-to-cart`, { auth: token, body: { lineItems: [{ catalogReference: tee() }] } });
    const created = await call(emu, 'POST', `${C}/create-checkout`, { auth: token, body: { channelType: 'WEB', email: 'buyer@example.com' } });
    expect(created.json).toEqual({ checkoutId: expect.any(String) });
    const cart = (await call(emu, 'GET', C, { auth: token })).json.cart;
    expect(cart.checkoutId).toBe(created.json.checkoutId);
    expect((await call(emu, 'DELETE', C, { auth: token })).status).toBe(200);
    expect((await call(emu, 'GET', C, { auth: token })).status).toBe(404);
    expect((await call(emu, 'DELETE', C, { auth: token })).json.details.applicationError.code).toBe('OWNED_CART_NOT_FOUND');
  });
});

describe('catalog reference options', () => {
  it('options nested deeper than 100 levels are a 400 naming them, and nothing is kept (the answer could not be written, and every later read of the cart failed)', async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    const deep = (levels: number) => `${'{"d":'.repeat(levels)}1${'}'.repeat(levels)}`;
    const add = (levels: number) => call(emu, 'POST', `${C}/add-to-cart`, {
      auth: token,
      rawBody: `{"lineItems":[{"catalogReference":{"catalogItemId":"${demoIds.ceramicMug}","appId":"${ref(demoIds.ceramicMug).appId}","options":{"deep":${deep(levels)}}},"quantity":1}]}`,
      headers: { 'content-type': 'application/json' },
    });
    const refused = await add(5000);
    expect(refused.status).toBe(400);
    expect(refused.json.details.validationError.fieldViolations[0]).toMatchObject({ field: 'lineItems[0].catalogReference.options' });
    expect((await call(emu, 'GET', C, { auth: token })).json.details.applicationError.code).toBe('OWNED_CART_NOT_FOUND');
    expect((await add(50)).status).toBe(200);
  });
});
