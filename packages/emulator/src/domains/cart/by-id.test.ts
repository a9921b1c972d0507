import { describe, expect, it } from 'vitest';
import { API_KEY, call, commerceEmulator, demoIds, member, ref, visitorToken } from '../../../test/helpers';

const CARTS = '/ecom/v1/carts';
const tee = () => ref(demoIds.classicCrewTee, { variantId: demoIds.classicCrewTeeBlackM });

describe('carts by id', () => {
  it('createCart makes a cart with its lines and coupon, which getCart reads by id; it is not the current cart', async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    const created = await call(emu, 'POST', CARTS, { auth: token, body: { lineItems: [{ catalogReference: tee(), quantity: 2 }], couponCode: 'SAVE10' } });
    expect(created.status).toBe(200);
    const { cart } = created.json;
    expect(cart).toMatchObject({ id: expect.any(String), currency: 'USD', subtotal: { amount: '50.00' }, buyerInfo: { visitorId: expect.any(String) } });
    expect(cart.lineItems).toHaveLength(1);
    expect(cart.appliedDiscounts[0].coupon.code).toBe('SAVE10');
    const read = await call(emu, 'GET', `${CARTS}/${cart.id}`, { auth: token });
    expect(read.json.cart).toEqual(cart);
    expect((await call(emu, 'GET', `${CARTS}/current`, { auth: token })).json.details.applicationError.code).toBe('OWNED_CART_NOT_FOUND');
  });

  it('an unknown id, or another visitor\'s cart, is CART_NOT_FOUND; anonymous is 401; an API key may read any cart', async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    const missing = await call(emu, 'GET', `${CARTS}/nope`, { auth: token });
    expect(missing.status).toBe(404);
    expect(missing.json.details.applicationError.code).toBe('CART_NOT_FOUND');
    const { cart } = (await call(emu, 'POST', CARTS, { auth: token, body: {} })).json;
    expect((await call(emu, 'GET', `${CARTS}/${cart.id}`)).status).toBe(401);
    const stranger = await call(emu, 'GET', `${CARTS}/${cart.id}`, { auth: await visitorToken(emu) });
    expect(stranger.json.details.applicationError.code).toBe('CART_NOT_FOUND');
    const strangerAdd = await call(emu, 'POST', `${CARTS}/${cart.id}/add-to-cart`, { auth: await visitorToken(emu), body: { lineItems: [{ catalogReference: tee(), quantity: 1 }] } });
    expect(strangerAdd.status).toBe(404);
    expect((await call(emu, 'GET', `${CARTS}/${cart.id}`, { auth: API_KEY })).json.cart.id).toBe(cart.id);
    // a member's cart is the member's: another visitor does not see it
    const memberToken = await member(emu);
    const { cart: memberCart } = (await call(emu, 'POST', CARTS, { auth: memberToken, body: {} })).json;
    expect(memberCart.buyerInfo.memberId).toEqual(expect.any(String));
    expect((await call(emu, 'GET', `${CARTS}/${memberCart.id}`, { auth: memberToken })).status).toBe(200);
    expect((await call(emu, 'GET', `${CARTS}/${memberCart.id}`, { auth: token })).status).toBe(404);
  });

  it('the current cart is a cart by id too', async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    const { cart } = (await call(emu, 'POST', `${CARTS}/current/add-to-cart`, { auth: token, body: { lineItems: [{ catalogReference: tee(), quantity: 1 }] } })).json;
    expect((await call(emu, 'GET', `${CARTS}/${cart.id}`, { auth: token })).json.cart).toEqual(cart);
  });

  it('add, change quantities, remove lines, update (coupon, note) and remove the coupon by id', async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    const { cart } = (await call(emu, 'POST', CARTS, { auth: token, body: {} })).json;
    const id = cart.id;
    const empty = await call(emu, 'POST', `${CARTS}/${id}/add-to-cart`, { auth: token, body: { id } });
    expect(empty.json.details.applicationError.code).toBe('NO_LINE_ITEMS');
    const added = await call(emu, 'POST', `${CARTS}/${id}/add-to-cart`, { auth: token, body: { id, lineItems: [{ catalogReference: tee(), quantity: 1 }] } });
    const line = added.json.cart.lineItems[0];
    expect(line).toMatchObject({ quantity: 1, productName: { original: 'Classic Crew Tee' } });
    const more = await call(emu, 'POST', `${CARTS}/${id}/update-line-items-quantity`, { auth: token, body: { id, lineItems: [{ id: line.id, quantity: 3 }] } });
    expect(more.json.cart.lineItems[0].quantity).toBe(3);
    const unknownLine = await call(emu, 'POST', `${CARTS}/${id}/update-line-items-quantity`, { auth: token, body: { id, lineItems: [{ id: 'nope', quantity: 1 }] } });
    expect(unknownLine.json.details.applicationError.code).toBe('LINE_ITEM_NOT_FOUND');
    const updated = await call(emu, 'PATCH', `${CARTS}/${id}`, { auth: token, body: { cartInfo: { id, buyerNote: 'Gift' }, couponCode: 'save10' } });
    expect(updated.json.cart).toMatchObject({ buyerNote: 'Gift', appliedDiscounts: [{ coupon: { code: 'SAVE10' } }] });
    const badCoupon = await call(emu, 'PATCH', `${CARTS}/${id}`, { auth: token, body: { cartInfo: { id }, couponCode: 'NOPE' } });
    expect(badCoupon.json.details.applicationError.code).toBe('COUPON_DOES_NOT_EXIST');
    const uncouponed = await call(emu, 'POST', `${CARTS}/${id}/remove-coupon`, { auth: token, body: { id } });
    expect(uncouponed.json.cart.appliedDiscounts).toEqual([]);
    const located = await call(emu, 'POST', `${CARTS}/${id}/remove-business-location`, { auth: token, body: { id } });
    expect(located.json.cart.id).toBe(id);
    const removed = await call(emu, 'POST', `${CARTS}/${id}/remove-line-items`, { auth: token, body: { id, lineItemIds: [line.id] } });
    expect(removed.json.cart.lineItems).toEqual([]);
  });

  it('estimates totals, and creates a checkout (refused while the cart is empty)', async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    const { cart } = (await call(emu, 'POST', CARTS, { auth: token, body: {} })).json;
    const refused = await call(emu, 'POST', `${CARTS}/${cart.id}/create-checkout`, { auth: token, body: { id: cart.id, channelType: 'WEB' } });
    expect(refused.json.details.applicationError.code).toBe('CART_IS_EMPTY');
    await call(emu, 'POST', `${CARTS}/${cart.id}/add-to-cart`, { auth: token, body: { lineItems: [{ catalogReference: tee(), quantity: 2 }] } });
    const estimate = await call(emu, 'POST', `${CARTS}/${cart.id}/estimate-totals`, { auth: token, body: { id: cart.id } });
    expect(estimate.json).toMatchObject({ cart: { id: cart.id }, priceSummary: { subtotal: { amount: '50.00' } }, currency: 'USD' });
    expect(estimate.json.calculatedLineItems).toHaveLength(1);
    const created = await call(emu, 'POST', `${CARTS}/${cart.id}/create-checkout`, { auth: token, body: { id: cart.id, channelType: 'WEB' } });
    expect(created.json.checkoutId).toEqual(expect.any(String));
    const checkout = await call(emu, 'GET', `/ecom/v1/checkouts/${created.json.checkoutId}`, { auth: token });
    expect(checkout.json.checkout.lineItems).toHaveLength(1);
    expect((await call(emu, 'GET', `${CARTS}/${cart.id}`, { auth: token })).json.cart.checkoutId).toBe(created.json.checkoutId);
  });

  it('deleteCart removes the cart; the current cart deleted by id is no longer current', async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    const { cart } = (await call(emu, 'POST', `${CARTS}/current/add-to-cart`, { auth: token, body: { lineItems: [{ catalogReference: tee(), quantity: 1 }] } })).json;
    expect((await call(emu, 'DELETE', `${CARTS}/${cart.id}`, { auth: token })).status).toBe(200);
    expect((await call(emu, 'GET', `${CARTS}/${cart.id}`, { auth: token })).status).toBe(404);
    expect((await call(emu, 'GET', `${CARTS}/current`, { auth: token })).status).toBe(404);
    expect((await call(emu, 'DELETE', `${CARTS}/${cart.id}`, { auth: token })).json.details.applicationError.code).toBe('CART_NOT_FOUND');
  });
});

describe('carts by id: an id named like an object member', () => {
  it.each([['constructor'], ['__proto__'], ['toString'], ['hasOwnProperty']])('%s is an unknown cart (CART_NOT_FOUND) for every route, as any unknown id', async (id) => {
    const emu = commerceEmulator();
    const routes: [string, string, unknown?][] = [
      ['GET', `${CARTS}/${id}`],
      ['PATCH', `${CARTS}/${id}`, {}],
      ['DELETE', `${CARTS}/${id}`],
      ['POST', `${CARTS}/${id}/add-to-cart`, { lineItems: [{ catalogReference: tee(), quantity: 1 }] }],
      ['POST', `${CARTS}/${id}/estimate-totals`, {}],
      ['POST', `${CARTS}/${id}/create-checkout`, { channelType: 'WEB' }],
    ];
    for (const [method, path, body] of routes) {
      const res = await call(emu, method, path, { auth: API_KEY, body });
      expect([method, path, res.status, res.json?.details?.applicationError?.code]).toEqual([method, path, 404, 'CART_NOT_FOUND']);
    }
  });
});
