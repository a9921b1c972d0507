import { describe, expect, it } from 'vitest';
import type { Emulator } from '../../engine/emulator';
import { API_KEY, call, commerceEmulator, demoIds, member, otherMember, ref, visitorToken } from '../../../test/helpers';

const O = '/ecom/v1/orders';

async function placeOrder(emu: Emulator, token: string, quantity = 1): Promise<string> {
  await call(emu, 'POST', '/ecom/v1/carts/current/add-to-cart', { auth: token, body: { lineItems: [{ catalogReference: ref(demoIds.ceramicMug), quantity }] } });
  const checkoutId = (await call(emu, 'POST', '/ecom/v1/carts/current/create-checkout', { auth: token, body: {} })).json.checkoutId as string;
  return (await call(emu, 'POST', `/ecom/v1/checkouts/${checkoutId}/create-order`, { auth: token, body: {} })).json.orderId as string;
}

describe('orders', () => {
  it('has seeded past orders; an API key searches all with cursor paging', async () => {
    const emu = commerceEmulator();
    const first = await call(emu, 'POST', `${O}/search`, { auth: API_KEY, body: { search: { cursorPaging: { limit: 3 } } } });
    expect(first.status).toBe(200);
    expect(first.json.orders).toHaveLength(3);
    expect(first.json.metadata).toMatchObject({ count: 3, hasNext: true, cursors: { next: expect.any(String), prev: null } });
    expect(first.json.orders[0].number).toBe('10004'); // newest first by default
    const next = await call(emu, 'POST', `${O}/search`, { auth: API_KEY, body: { search: { cursorPaging: { limit: 3, cursor: first.json.metadata.cursors.next } } } });
    expect(next.json.orders.map((o: any) => o.number)).toEqual(['10001']);
    expect(next.json.metadata).toMatchObject({ hasNext: false, cursors: { next: null, prev: expect.any(String) } });
    const filtered = await call(emu, 'POST', `${O}/search`, {
      auth: API_KEY,
      body: { search: { filter: { 'buyerInfo.email': { $in: ['ada@example.com', 'grace@example.com'] } }, sort: [{ fieldName: 'number', order: 'ASC' }] } },
    });
    expect(filtered.json.orders.map((o: any) => o.number)).toEqual(['10001', '10002']);
    const order = filtered.json.orders[0];
    expect(order).toMatchObject({ paymentStatus: 'PAID', fulfillmentStatus: 'FULFILLED', channelInfo: { type: 'WEB' }, currency: 'USD', weightUnit: 'KG', tags: { privateTags: { tagIds: [] }, tags: { tagIds: [] } } });
    expect(order.activities[0].type).toBe('ORDER_PLACED');
    expect(order.lineItems[0].image.url).toMatch(/^https:\/\/www\.wixapis\.com\/media\//);
    const bad = await call(emu, 'POST', `${O}/search`, { auth: API_KEY, body: { search: { cursorPaging: { cursor: 'garbage' } } } });
    expect(bad.status).toBe(400);
  });

  it('members and visitors only ever see their own orders', async () => {
    const emu = commerceEmulator();
    const alice = await member(emu);
    const bob = await otherMember(emu);
    const guest = await visitorToken(emu);
    const aliceOrder = await placeOrder(emu, alice);
    const bobOrder = await placeOrder(emu, bob);
    const guestOrder = await placeOrder(emu, guest);
    const search = async (token: string) => (await call(emu, 'POST', `${O}/search`, { auth: token, body: { search: {} } })).json.orders.map((o: any) => o.id);
    expect(await search(alice)).toEqual([aliceOrder]);
    expect(await search(bob)).toEqual([bobOrder]);
    expect(await search(guest)).toEqual([guestOrder]);
    expect((await call(emu, 'GET', `${O}/${aliceOrder}`, { auth: alice })).json.order.buyerInfo.memberId).toBe('00000000-0000-4000-8000-000000000001');
    expect((await call(emu, 'GET', `${O}/${aliceOrder}`, { auth: bob })).status).toBe(404);
    expect((await call(emu, 'GET', `${O}/${aliceOrder}`, { auth: guest })).status).toBe(404);
    expect((await call(emu, 'GET', `${O}/${guestOrder}`, { auth: await visitorToken(emu) })).status).toBe(404);
    expect((await call(emu, 'GET', `${O}/${guestOrder}`, { auth: API_KEY })).status).toBe(200);
    // Even a filter naming someone else's member id finds nothing.
    const sneaky = await call(emu, 'POST', `${O}/search`, { auth: bob, body: { search: { filter: { 'buyerInfo.memberId': '00000000-0000-4000-8000-000000000001' } } } });
    expect(sneaky.json.orders).toEqual([]);
  });

  it('creates orders (API key only), with catalog or custom lines', async () => {
    const emu = commerceEmulator();
    const body = {
      order: {
        lineItems: [{ catalogReference: ref(demoIds.ceramicMug), quantity: 2 }, { productName: { original: 'Gift wrap' }, price: { amount: '3.50' }, quantity: 1 }],
        buyerInfo: { email: 'phone@example.com' },
        channelInfo: { type: 'POS' },
      },
    };
    expect((await call(emu, 'POST', O, { auth: await visitorToken(emu), body })).status).toBe(403);
    const res = await call(emu, 'POST', O, { auth: API_KEY, body });
    expect(res.status).toBe(200);
    expect(res.json.order).toMatchObject({ number: '10005', channelInfo: { type: 'POS' }, paymentStatus: 'NOT_PAID', priceSummary: { subtotal: { amount: '39.50' } } });
    expect(res.json.order.lineItems[1].productName.original).toBe('Gift wrap');
    const invalid = await call(emu, 'POST', O, { auth: API_KEY, body: { order: { lineItems: [] } } });
    expect(invalid.json.details.validationError.fieldViolations[0]).toMatchObject({ field: 'order.lineItems', violatedRule: 'MIN_SIZE' });
  });

  it('updates with and without a field mask; read-only fields are refused', async () => {
    const emu = commerceEmulator();
    const id = '50000000-0000-4000-8000-000000000001';
    const res = await call(emu, 'PATCH', `${O}/${id}`, { auth: API_KEY, body: { order: { id, buyerNote: 'Leave at door', billingInfo: { address: { city: 'Oslo' } } } } });
    expect(res.json.order).toMatchObject({ buyerNote: 'Leave at door', billingInfo: { address: { city: 'Oslo' } } });
    const masked = await call(emu, 'PATCH', `${O}/${id}`, { auth: API_KEY, body: { order: { id, buyerNote: 'x', archived: true }, fieldMask: 'archived' } });
    expect(masked.json.order).toMatchObject({ buyerNote: 'Leave at door', archived: true });
    const refused = await call(emu, 'PATCH', `${O}/${id}`, { auth: API_KEY, body: { order: { id, lineItems: [] } } });
    expect(refused.json.details.validationError.fieldViolations[0]).toMatchObject({ field: 'order.lineItems', violatedRule: 'FIELD_NOT_ALLOWED' });
    expect((await call(emu, 'PATCH', `${O}/nope`, { auth: API_KEY, body: { order: {} } })).status).toBe(404);
  });

  it('a field named __proto__ in an order patch is a field like any other: no prototype is reached, with or without a field mask', async () => {
    const emu = commerceEmulator();
    const id = '50000000-0000-4000-8000-000000000001';
    // JSON.parse keeps `__proto__` an own field, as a request body arrives.
    const body = (order: string, fieldMask?: string) => ({ ...JSON.parse(`{"order":{"id":"${id}",${order}}}`), ...(fieldMask && { fieldMask }) });
    const answers = [
      await call(emu, 'PATCH', `${O}/${id}`, { auth: API_KEY, body: body('"buyerInfo":{"__proto__":{"viaMerge":"yes"}}') }),
      await call(emu, 'PATCH', `${O}/${id}`, { auth: API_KEY, body: body('"billingInfo":{"__proto__":{"viaMask":"yes"}}', 'billingInfo.__proto__.viaMask') }),
      await call(emu, 'POST', '/ecom/v1/bulk/orders/update', { auth: API_KEY, body: { orders: [{ order: body('"shippingInfo":{"__proto__":{"viaBulk":"yes"}}').order, fieldMask: 'shippingInfo.__proto__.viaBulk' }] } }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    for (const name of ['viaMerge', 'viaMask', 'viaBulk']) expect([name, ({} as Record<string, unknown>)[name]]).toEqual([name, undefined]);
    const order = (await call(emu, 'GET', `${O}/${id}`, { auth: API_KEY })).json.order;
    expect([order.buyerInfo, order.billingInfo, order.shippingInfo].map((info) => Object.hasOwn(info, '__proto__') && info['__proto__'])).toEqual([{ viaMerge: 'yes' }, { viaMask: 'yes' }, { viaBulk: 'yes' }]);
  });

  it('bulk updates with comma-joined field masks and returnEntity', async () => {
    const emu = commerceEmulator();
    const a = '50000000-0000-4000-8000-000000000001';
    const b = '50000000-0000-4000-8000-000000000002';
    const res = await call(emu, 'POST', '/ecom/v1/bulk/orders/update', {
      auth: API_KEY,
      body: {
        orders: [
          { order: { id: a, seenByAHuman: true, buyerNote: 'ignored' }, fieldMask: 'seenByAHuman' },
          { order: { id: b, archived: true, seenByAHuman: true }, fieldMask: 'archived,seenByAHuman' },
          { order: { id: 'missing', archived: true }, fieldMask: 'archived' },
        ],
        returnEntity: true,
      },
    });
    expect(res.json.bulkActionMetadata).toEqual({ totalSuccesses: 2, totalFailures: 1, undetailedFailures: 0 });
    expect(res.json.results[0].item).toMatchObject({ id: a, seenByAHuman: true });
    expect(res.json.results[0].item.buyerNote).toBeUndefined();
    expect(res.json.results[1].item).toMatchObject({ archived: true, seenByAHuman: true });
    expect(res.json.results[2].itemMetadata).toMatchObject({ id: 'missing', success: false, error: { code: 'ORDER_NOT_FOUND' } });
  });

  it('cancels, restocking on request; a second cancel fails', async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    const orderId = await placeOrder(emu, token, 4);
    const stock = async () => (await call(emu, 'GET', `/stores-reader/v1/products/${demoIds.ceramicMug}`)).json.product.stock.quantity;
    expect(await stock()).toBe(26);
    expect((await call(emu, 'POST', `${O}/${orderId}/cancel`, { auth: token, body: {} })).status).toBe(403);
    const res = await call(emu, 'POST', `${O}/${orderId}/cancel`, { auth: API_KEY, body: { id: orderId, restockAllItems: true, sendOrderCanceledEmail: false } });
    expect(res.json.order).toMatchObject({ status: 'CANCELED' });
    expect(res.json.order.activities.map((a: any) => a.type)).toEqual(['ORDER_PLACED', 'ORDER_CANCELED']);
    expect(await stock()).toBe(30);
    expect((await call(emu, 'POST', `${O}/${orderId}/cancel`, { auth: API_KEY, body: {} })).json.details.applicationError.code).toBe('ORDER_ALREADY_CANCELED');
    const other = await placeOrder(emu, token, 1);
    await call(emu, 'POST', `${O}/${other}/cancel`, { auth: API_KEY, body: {} });
    expect(await stock()).toBe(29);
  });

  it('concurrent cancels of one order: exactly one succeeds and stock comes back once', async () => {
    const emu = commerceEmulator();
    const orderId = await placeOrder(emu, await visitorToken(emu), 4);
    const stock = async () => (await call(emu, 'GET', `/stores-reader/v1/products/${demoIds.ceramicMug}`)).json.product.stock.quantity;
    expect(await stock()).toBe(26);
    const results = await Promise.all(Array.from({ length: 5 }, () => call(emu, 'POST', `${O}/${orderId}/cancel`, { auth: API_KEY, body: { restockAllItems: true } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 428, 428, 428, 428]);
    expect(await stock()).toBe(30);
    const order = (await call(emu, 'GET', `${O}/${orderId}`, { auth: API_KEY })).json.order;
    expect(order.activities.filter((a: any) => a.type === 'ORDER_CANCELED')).toHaveLength(1);
  });

  it('concurrent updates of one order (single and bulk) all land', async () => {
    const emu = commerceEmulator();
    const id = '50000000-0000-4000-8000-000000000002';
    const results = await Promise.all([
      call(emu, 'PATCH', `${O}/${id}`, { auth: API_KEY, body: { order: { id, buyerNote: 'leave at the door' }, fieldMask: 'buyerNote' } }),
      call(emu, 'PATCH', `${O}/${id}`, { auth: API_KEY, body: { order: { id, archived: true }, fieldMask: 'archived' } }),
      call(emu, 'POST', '/ecom/v1/bulk/orders/update', { auth: API_KEY, body: { orders: [{ order: { id, seenByAHuman: true }, fieldMask: 'seenByAHuman' }] } }),
      call(emu, 'POST', '/ecom/v1/bulk/orders/update-tags', { auth: API_KEY, body: { orderIds: [id], assignTags: { tags: { tagIds: ['vip'] } } } }),
      call(emu, 'POST', '/ecom/v1/bulk/orders/update-tags', { auth: API_KEY, body: { orderIds: [id], assignTags: { tags: { tagIds: ['gift'] } } } }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const order = (await call(emu, 'GET', `${O}/${id}`, { auth: API_KEY })).json.order;
    expect(order).toMatchObject({ buyerNote: 'leave at the door', archived: true, seenByAHuman: true });
    expect(order.tags.tags.tagIds).toEqual(['vip', 'gift']);
  });

  it('assigns and unassigns tags in bulk', async () => {
    const emu = commerceEmulator();
    const id = '50000000-0000-4000-8000-000000000003';
    const res = await call(emu, 'POST', '/ecom/v1/bulk/orders/update-tags', { auth: API_KEY, body: { orderIds: [id, 'nope'], assignTags: { tags: { tagIds: ['vip', 'gift'] }, privateTags: { tagIds: ['p1'] } } } });
    expect(res.json.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 1 });
    await call(emu, 'POST', '/ecom/v1/bulk/orders/update-tags', { auth: API_KEY, body: { orderIds: [id], unassignTags: { tags: { tagIds: ['gift'] } } } });
    const order = (await call(emu, 'GET', `${O}/${id}`, { auth: API_KEY })).json.order;
    expect(order.tags).toEqual({ privateTags: { tagIds: ['p1'] }, tags: { tagIds: ['vip'] } });
  });
});

describe('payments collector', () => {
  const P = (id: string) => `/ecom/v1/payments-collector/orders/${id}`;

  it('reports collectability, prepares a delayed-capture payment, captures it', async () => {
    const emu = commerceEmulator();
    const orderId = await placeOrder(emu, await visitorToken(emu), 2); // 2 × $18 = 36 + 5 + 2.88 = 43.88
    const status = await call(emu, 'GET', `${P(orderId)}/payment-collectability-status?ecomOrderId=${orderId}`, { auth: API_KEY });
    expect(status.json).toEqual({ status: 'COLLECTABLE', amount: expect.objectContaining({ amount: '43.88' }) });
    const tooMuch = await call(emu, 'POST', `${P(orderId)}/prepare-payment-collection`, { auth: API_KEY, body: { amount: { amount: '50.00' } } });
    expect(tooMuch.json.details.applicationError.code).toBe('INVALID_AMOUNT');
    const prepared = await call(emu, 'POST', `${P(orderId)}/prepare-payment-collection`, { auth: API_KEY, body: { ecomOrderId: orderId, amount: { amount: '43.88' }, delayedCapture: true } });
    expect(prepared.json).toEqual({ paymentGatewayOrderId: expect.any(String) });
    expect((await call(emu, 'GET', `${O}/${orderId}`, { auth: API_KEY })).json.order.paymentStatus).toBe('PENDING');
    const paymentId = emu.stateOf<any>('orders').payments[orderId][0].id as string;
    const captured = await call(emu, 'POST', `${P(orderId)}/capture-authorized-payments`, { auth: API_KEY, body: { payments: [{ paymentId, amount: { amount: '43.88' } }] } });
    const details = captured.json.orderTransactions.payments[0].regularPaymentDetails;
    expect(details).toMatchObject({ status: 'APPROVED', authorizationDetails: { captures: [{ status: 'SUCCEEDED', amount: { amount: '43.88' } }] } });
    // a payment names its payment order as the SDK's Payment type does
    expect(details.paymentOrderId).toBe(prepared.json.paymentGatewayOrderId);
    expect(details).not.toHaveProperty('paymentGatewayOrderId');
    const order = (await call(emu, 'GET', `${O}/${orderId}`, { auth: API_KEY })).json.order;
    expect(order).toMatchObject({ paymentStatus: 'PAID', balanceSummary: { balance: { amount: '0.00' }, paid: { amount: '43.88' } } });
    expect((await call(emu, 'GET', `${P(orderId)}/payment-collectability-status`, { auth: API_KEY })).json.status).toBe('NONCOLLECTABLE_ORDER_IS_PAID');
    const again = await call(emu, 'POST', `${P(orderId)}/capture-authorized-payments`, { auth: API_KEY, body: { payments: [{ paymentId }] } });
    expect(again.json.details.applicationError.code).toBe('PAYMENT_NOT_AUTHORIZED');
  });

  it('concurrent payment collections never take more than the balance', async () => {
    const emu = commerceEmulator();
    const orderId = await placeOrder(emu, await visitorToken(emu), 2); // $43.88
    const results = await Promise.all(
      Array.from({ length: 6 }, () => call(emu, 'POST', `${P(orderId)}/prepare-payment-collection`, { auth: API_KEY, body: { amount: { amount: '20.00' } } })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.json?.details?.applicationError?.code === 'INVALID_AMOUNT')).toHaveLength(4);
    const order = (await call(emu, 'GET', `${O}/${orderId}`, { auth: API_KEY })).json.order;
    expect(order).toMatchObject({ paymentStatus: 'PARTIALLY_PAID', balanceSummary: { paid: { amount: '40.00' }, balance: { amount: '3.88' } } });
  });

  it('voids authorized payments; canceled orders are not collectable; needs an API key', async () => {
    const emu = commerceEmulator();
    const token = await visitorToken(emu);
    const orderId = await placeOrder(emu, token, 1);
    expect((await call(emu, 'GET', `${P(orderId)}/payment-collectability-status`, { auth: token })).status).toBe(403);
    await call(emu, 'POST', `${P(orderId)}/prepare-payment-collection`, { auth: API_KEY, body: { amount: { amount: '10.00' }, delayedCapture: true } });
    const paymentId = emu.stateOf<any>('orders').payments[orderId][0].id as string;
    const voided = await call(emu, 'POST', `${P(orderId)}/void-authorized-payments`, { auth: API_KEY, body: { paymentIds: [paymentId] } });
    expect(voided.json.orderTransactions.payments[0].regularPaymentDetails.status).toBe('VOIDED');
    expect((await call(emu, 'GET', `${O}/${orderId}`, { auth: API_KEY })).json.order.paymentStatus).toBe('NOT_PAID');
    await call(emu, 'POST', `${O}/${orderId}/cancel`, { auth: API_KEY, body: {} });
    expect((await call(emu, 'GET', `${P(orderId)}/payment-collectability-status`, { auth: API_KEY })).json.status).toBe('NONCOLLECTABLE_ORDER_IS_CANCELLED');
    expect((await call(emu, 'POST', `${P(orderId)}/prepare-payment-collection`, { auth: API_KEY, body: { amount: { amount: '1.00' } } })).json.details.applicationError.code).toBe('ORDER_IS_CANCELLED');
    expect((await call(emu, 'GET', `${P('nope')}/payment-collectability-status`, { auth: API_KEY })).status).toBe(404);
  });
});

describe('orders: an id named like an object member', () => {
  it.each([['constructor'], ['__proto__'], ['toString']])('%s is an unknown order (and an unknown product in a line), as any unknown id; bulk writes leave the store as it was', async (id) => {
    const emu = commerceEmulator();
    const before = (await call(emu, 'POST', `${O}/search`, { auth: API_KEY, body: { search: {} } })).json.orders.length;
    for (const [method, path, body] of [['GET', `${O}/${id}`], ['PATCH', `${O}/${id}`, { order: {} }], ['POST', `${O}/${id}/cancel`, {}]] as [string, string, unknown?][]) {
      const res = await call(emu, method, path, { auth: API_KEY, body });
      expect([method, res.status, res.json?.details?.applicationError?.code]).toEqual([method, 404, 'ORDER_NOT_FOUND']);
    }
    const bulk = await call(emu, 'POST', '/ecom/v1/bulk/orders/update', { auth: API_KEY, body: { orders: [{ order: { id, archived: true }, fieldMask: 'archived' }] } });
    const tags = await call(emu, 'POST', '/ecom/v1/bulk/orders/update-tags', { auth: API_KEY, body: { orderIds: [id], assignTags: { tags: { tagIds: ['vip'] } } } });
    for (const res of [bulk, tags]) expect(res.json.results[0].itemMetadata).toMatchObject({ id, success: false, error: { code: 'ORDER_NOT_FOUND' } });
    expect((await call(emu, 'POST', `${O}/search`, { auth: API_KEY, body: { search: {} } })).json.orders).toHaveLength(before);
    const line = (catalogItemId: string) => call(emu, 'POST', O, { auth: API_KEY, body: { order: { lineItems: [{ catalogReference: ref(catalogItemId), quantity: 1 }] } } });
    const [unknown, named] = [await line('no-such-product'), await line(id)];
    expect([named.status, named.json?.details?.applicationError?.code]).toEqual([unknown.status, unknown.json?.details?.applicationError?.code]);
  });
});
