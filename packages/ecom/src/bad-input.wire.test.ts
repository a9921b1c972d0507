import { describe, expect, it } from 'vitest';
import { isValidationError } from '@sitekit/core';
import { wireServer } from '@sitekit/testing';
import { backInStockNotifications } from './back-in-stock-notifications';
import { checkout } from './checkout';
import { currentCart } from './current-cart';
import { orders } from './orders';
import { recommendations } from './recommendations';
import { clientWith } from '../test/wire';

const wire = wireServer();
const c = clientWith({ backInStockNotifications, checkout, currentCart, orders, recommendations }) as any;
const REF = { appId: 'app', catalogItemId: 'p1' };

// Input of the wrong type is a ValidationError before any request: nothing goes out half-done.
const cases: [string, () => Promise<unknown>][] = [
  ['addToCurrentCart({ lineItems: [null] })', () => c.currentCart.addToCurrentCart({ lineItems: [null] })],
  ['addToCurrentCart({ lineItems: [{}] })', () => c.currentCart.addToCurrentCart({ lineItems: [{}] })],
  ['addToCurrentCart({ lineItems: [{ catalogReference: "x" }] })', () => c.currentCart.addToCurrentCart({ lineItems: [{ catalogReference: 'x' }] })],
  ['addToCurrentCart(42)', () => c.currentCart.addToCurrentCart(42)],
  ['updateCurrentCart(42)', () => c.currentCart.updateCurrentCart(42)],
  ['createCheckoutFromCurrentCart(42)', () => c.currentCart.createCheckoutFromCurrentCart(42)],
  ['estimateCurrentCartTotals("x")', () => c.currentCart.estimateCurrentCartTotals('x')],
  ['updateCurrentCartLineItemQuantity([null])', () => c.currentCart.updateCurrentCartLineItemQuantity([null])],
  ['createCheckout(42)', () => c.checkout.createCheckout(42)],
  ['createCheckout({ lineItems: [{}] })', () => c.checkout.createCheckout({ lineItems: [{}] })],
  ['updateCheckout(id)', () => c.checkout.updateCheckout('chk-1')],
  ['updateCheckout(id, null)', () => c.checkout.updateCheckout('chk-1', null)],
  ['updateOrder(id)', () => c.orders.updateOrder('o-1')],
  ['updateOrder(id, 42)', () => c.orders.updateOrder('o-1', 42)],
  ['createOrder(order, 42)', () => c.orders.createOrder({ lineItems: [] }, 42)],
  ['cancelOrder(id, 42)', () => c.orders.cancelOrder('o-1', 42)],
  ['bulkUpdateOrderTags(ids, "x")', () => c.orders.bulkUpdateOrderTags(['o-1'], 'x')],
  ['preparePaymentCollection(id, amount, 42)', () => c.orders.preparePaymentCollection('o-1', { amount: '1' }, 42)],
  ['getRecommendation(algorithms, 42)', () => c.recommendations.getRecommendation([{ _id: 'a', appId: 'b' }], 42)],
  ['reportItemsBackInStock(details, 42)', () => c.backInStockNotifications.reportItemsBackInStock({ name: 'x' }, 42)],
  ['createBackInStockNotificationRequest(request, 42)', () => c.backInStockNotifications.createBackInStockNotificationRequest({ catalogReference: REF }, 42)],
];

describe('bad input is refused before any request', () => {
  it.each(cases)('%s', async (_, run) => {
    const error = await run().then(() => undefined, (e: unknown) => e);
    expect(isValidationError(error)).toBe(true);
    expect(wire.requests).toHaveLength(0);
  });
});
