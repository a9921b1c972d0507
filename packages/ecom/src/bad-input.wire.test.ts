import { describe, expect, it } from 'vitest';
import { isCall, isValidationError } from '@sitekit/core-runtime';
import { badInputTable, NONE, wireServer, type BadInputCase } from '@sitekit/testing';
import { backInStockNotifications } from './back-in-stock-notifications';
import { cart } from './cart';
import { checkout } from './checkout';
import { currentCart } from './current-cart';
import { orders } from './orders';
import { recommendations } from './recommendations';
import { clientWith } from '../test/helpers';

// Every exported eCommerce call, by the kind of each argument, with arguments that pass the checks.
// Each argument gets the wrong values of its kind (a missing one first), the other arguments valid:
// a ValidationError and no request, every time.
// - id, list, lineItems (an options object that must carry line items): nothing, null, {}, 42;
// - object (an entity or details object): nothing, null, 42 ({} is an object: what it lacks is the
//   platform's business to refuse);
// - options (optional object): null, 42, 'x'; query (optional typed query; nothing gives the builder): null, 42.
type Kind = 'id' | 'list' | 'lineItems' | 'object' | 'options' | 'query';
const BAD: Record<Kind, unknown[]> = {
  id: [NONE, null, {}, 42],
  list: [NONE, null, {}, 42],
  lineItems: [NONE, null, {}, 42],
  object: [NONE, null, 42],
  options: [null, 42, 'x'],
  query: [null, 42],
};
const REF = { appId: 'app', catalogItemId: 'p1' };
const LINES = [{ catalogReference: REF, quantity: 1 }];

const CALLS: Record<string, Record<string, [Kind, unknown][]>> = {
  checkout: {
    createCheckout: [['options', {}]],
    getCheckout: [['id', 'k1']],
    getCheckoutByCartId: [['id', 'c1']],
    getCheckoutUrl: [['id', 'k1']],
    updateCheckout: [['id', 'k1'], ['object', {}], ['options', {}]],
    removeCoupon: [['id', 'k1']],
    removeGiftCard: [['id', 'k1']],
    removeOverrideCheckoutUrl: [['id', 'k1']],
    addToCheckout: [['id', 'k1'], ['lineItems', { lineItems: LINES }]],
    removeLineItems: [['id', 'k1'], ['list', ['li1']]],
    createOrder: [['id', 'k1'], ['options', {}]],
    markCheckoutAsCompleted: [['id', 'k1'], ['options', {}]],
    updateLineItemsQuantity: [['id', 'k1'], ['list', [{ _id: 'li1', quantity: 1 }]]],
    getCheckoutPaymentSettings: [['id', 'k1']],
  },
  currentCart: {
    getCurrentCart: [],
    getCurrentCartOrNull: [],
    updateCurrentCart: [['options', {}]],
    deleteCurrentCart: [],
    addToCurrentCart: [['lineItems', { lineItems: LINES }]],
    removeLineItemsFromCurrentCart: [['list', ['li1']]],
    createCheckoutFromCurrentCart: [['options', {}]],
    removeCouponFromCurrentCart: [],
    updateCurrentCartLineItemQuantity: [['list', [{ _id: 'li1', quantity: 1 }]]],
    estimateCurrentCartTotals: [['options', {}]],
  },
  cart: {
    createCart: [['options', {}]],
    updateCart: [['id', 'c1'], ['options', {}]],
    getCart: [['id', 'c1']],
    addToCart: [['id', 'c1'], ['lineItems', { lineItems: LINES }]],
    removeLineItems: [['id', 'c1'], ['list', ['li1']]],
    createCheckout: [['id', 'c1'], ['options', {}]],
    removeCoupon: [['id', 'c1']],
    updateLineItemsQuantity: [['id', 'c1'], ['list', [{ _id: 'li1', quantity: 1 }]]],
    estimateTotals: [['id', 'c1'], ['options', {}]],
    deleteCart: [['id', 'c1']],
    removeBusinessLocation: [['id', 'c1']],
  },
  orders: {
    getOrder: [['id', 'o1']],
    searchOrders: [['options', {}]],
    createOrder: [['object', {}], ['options', {}]],
    updateOrder: [['id', 'o1'], ['object', {}]],
    bulkUpdateOrders: [['list', [{ order: { _id: 'o1' }, fieldMask: ['buyerNote'] }]], ['options', {}]],
    cancelOrder: [['id', 'o1'], ['options', {}]],
    bulkUpdateOrderTags: [['list', ['o1']], ['options', {}]],
    preparePaymentCollection: [['id', 'o1'], ['object', { amount: '1.00' }], ['options', {}]],
    getPaymentCollectabilityStatus: [['id', 'o1']],
    voidAuthorizedPayments: [['id', 'o1'], ['list', ['pay1']]],
    captureAuthorizedPayments: [['id', 'o1'], ['list', [{ paymentId: 'pay1' }]]],
  },
  backInStockNotifications: {
    createBackInStockNotificationRequest: [['object', { catalogReference: REF }], ['object', { name: 'Tee' }]],
    queryBackInStockNotificationRequests: [['query', {}]],
    getBackInStockNotificationRequest: [['id', 'r1']],
    deleteBackInStockNotificationRequest: [['id', 'r1']],
    markAsNotificationSent: [['id', 'r1']],
    getBackInStockNotificationRequestsCountByCatalogReferences: [['list', [REF]]],
    reportItemsBackInStock: [['object', { name: 'Tee' }], ['options', {}]],
  },
  recommendations: {
    listAvailableAlgorithms: [],
    getRecommendation: [['list', [{ _id: 'a', appId: 'app' }]], ['options', {}]],
  },
};

const modules = { backInStockNotifications, cart, checkout, currentCart, orders, recommendations };
const client = clientWith(modules) as unknown as Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>;
const wire = wireServer();

// Inputs of the wrong type inside an argument of the right kind (a bad line item, a bad second argument).
const c = client;
const INSIDE: BadInputCase[] = [
  ['addToCurrentCart({ lineItems: [null] })', () => c.currentCart!.addToCurrentCart!({ lineItems: [null] })],
  ['addToCurrentCart({ lineItems: [{}] })', () => c.currentCart!.addToCurrentCart!({ lineItems: [{}] })],
  ['addToCurrentCart({ lineItems: [{ catalogReference: "x" }] })', () => c.currentCart!.addToCurrentCart!({ lineItems: [{ catalogReference: 'x' }] })],
  ['addToCurrentCart(42)', () => c.currentCart!.addToCurrentCart!(42)],
  ['updateCurrentCart(42)', () => c.currentCart!.updateCurrentCart!(42)],
  ['createCheckoutFromCurrentCart(42)', () => c.currentCart!.createCheckoutFromCurrentCart!(42)],
  ['estimateCurrentCartTotals("x")', () => c.currentCart!.estimateCurrentCartTotals!('x')],
  ['updateCurrentCartLineItemQuantity([null])', () => c.currentCart!.updateCurrentCartLineItemQuantity!([null])],
  ['cart.createCart({ lineItems: [{}] })', () => c.cart!.createCart!({ lineItems: [{}] })],
  ['cart.updateCart(id, 42)', () => c.cart!.updateCart!('c1', 42)],
  ['cart.addToCart(id, { lineItems: [null] })', () => c.cart!.addToCart!('c1', { lineItems: [null] })],
  ['cart.updateLineItemsQuantity(id, [null])', () => c.cart!.updateLineItemsQuantity!('c1', [null])],
  ['cart.estimateTotals(id, "x")', () => c.cart!.estimateTotals!('c1', 'x')],
  ['createCheckout(42)', () => c.checkout!.createCheckout!(42)],
  ['createCheckout({ lineItems: [{}] })', () => c.checkout!.createCheckout!({ lineItems: [{}] })],
  ['updateCheckout(id)', () => c.checkout!.updateCheckout!('chk-1')],
  ['updateCheckout(id, null)', () => c.checkout!.updateCheckout!('chk-1', null)],
  ['updateOrder(id)', () => c.orders!.updateOrder!('o-1')],
  ['updateOrder(id, 42)', () => c.orders!.updateOrder!('o-1', 42)],
  ['createOrder(order, 42)', () => c.orders!.createOrder!({ lineItems: [] }, 42)],
  ['cancelOrder(id, 42)', () => c.orders!.cancelOrder!('o-1', 42)],
  ['bulkUpdateOrderTags(ids, "x")', () => c.orders!.bulkUpdateOrderTags!(['o-1'], 'x')],
  ['preparePaymentCollection(id, amount, 42)', () => c.orders!.preparePaymentCollection!('o-1', { amount: '1' }, 42)],
  ['getRecommendation(algorithms, 42)', () => c.recommendations!.getRecommendation!([{ _id: 'a', appId: 'b' }], 42)],
  ['reportItemsBackInStock(details, 42)', () => c.backInStockNotifications!.reportItemsBackInStock!({ name: 'x' }, 42)],
  ['createBackInStockNotificationRequest(request, 42)', () => c.backInStockNotifications!.createBackInStockNotificationRequest!({ catalogReference: REF }, 42)],
];

badInputTable('every eCommerce call', {
  wire,
  client: () => client,
  guards: { isCall, isValidationError },
  reply: { cart: {}, checkout: {}, order: {}, request: {} },
  modules,
  bad: BAD,
  calls: Object.fromEntries(Object.entries(CALLS).map(([module, calls]) => [module, Object.fromEntries(
    Object.entries(calls).map(([call, args]) => [call, [args.map(([kind]) => kind), args.map(([, valid]) => valid)]]),
  )])) as Record<string, Record<string, [Kind[], unknown[]]>>,
  cases: INSIDE,
});

// Calls that return an entity: an empty 200 is a typed MALFORMED_RESPONSE, never an empty value.
const ENTITY_CALLS: [string, string][] = [
  ['currentCart', 'getCurrentCart'], ['currentCart', 'getCurrentCartOrNull'], ['currentCart', 'updateCurrentCart'],
  ['cart', 'createCart'], ['cart', 'getCart'], ['cart', 'updateCart'],
  ['checkout', 'createCheckout'], ['checkout', 'getCheckout'], ['checkout', 'updateCheckout'],
  ['orders', 'getOrder'], ['orders', 'createOrder'], ['orders', 'updateOrder'],
  ['backInStockNotifications', 'createBackInStockNotificationRequest'], ['backInStockNotifications', 'getBackInStockNotificationRequest'],
];

describe('an entity call answered with an empty 200', () => {
  it.each(ENTITY_CALLS)('%s.%s is MALFORMED_RESPONSE', async (module, call) => {
    wire.reply({});
    const args = CALLS[module]![call]!.map(([, valid]) => valid);
    await expect(client[module]![call]!(...args)).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE' });
    expect(wire.requests).toHaveLength(1);
  });
});
