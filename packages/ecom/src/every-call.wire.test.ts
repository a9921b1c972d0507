import { describe, expect, it } from 'vitest';
import { isCall, isValidationError } from '@sitekit/core';
import { wireServer } from '@sitekit/testing';
import { backInStockNotifications } from './back-in-stock-notifications';
import { checkout } from './checkout';
import { currentCart } from './current-cart';
import { orders } from './orders';
import { recommendations } from './recommendations';
import { clientWith } from '../test/wire';

// Every exported eCommerce call, by the kind of each argument, with arguments that pass the checks.
// Each argument gets the wrong values of its kind (a missing one first), after valid arguments before
// it: a ValidationError and no request, every time.
// - id, list, lineItems (an options object that must carry line items): nothing, null, {}, 42;
// - object (an entity or details object): nothing, null, 42 ({} is an object: what it lacks is the
//   platform's business to refuse);
// - options (optional object): null, 42, 'x'; query (optional typed query; nothing gives the builder): null, 42.
type Kind = 'id' | 'list' | 'lineItems' | 'object' | 'options' | 'query';
const BAD: Record<Kind, unknown[]> = {
  id: [undefined, null, {}, 42],
  list: [undefined, null, {}, 42],
  lineItems: [undefined, null, {}, 42],
  object: [undefined, null, 42],
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

const modules = { backInStockNotifications, checkout, currentCart, orders, recommendations };
const client = clientWith(modules) as unknown as Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>;
const wire = wireServer();

const cases: [string, string, string, unknown[]][] = [];
for (const [module, calls] of Object.entries(CALLS)) {
  for (const [call, args] of Object.entries(calls)) {
    args.forEach(([kind], i) => {
      for (const bad of BAD[kind]) {
        const given = [...args.slice(0, i).map(([, valid]) => valid), ...(bad === undefined ? [] : [bad])];
        cases.push([`${module}.${call}(${given.map((a) => JSON.stringify(a)).join(', ')})`, module, call, given]);
      }
    });
  }
}

describe('every eCommerce call refuses arguments of the wrong kind before any request', () => {
  it('the table names every exported call', () => {
    for (const [name, module] of Object.entries(modules)) {
      const exported = Object.keys(module).filter((key) => isCall((module as Record<string, unknown>)[key])).sort();
      expect(Object.keys(CALLS[name]!).sort()).toEqual(exported);
    }
  });

  it.each(cases)('%s', async (_, module, call, given) => {
    const error = await client[module]![call]!(...given).then(() => undefined, (e: unknown) => e);
    expect(isValidationError(error)).toBe(true);
    expect(wire.requests).toHaveLength(0);
  });

  it('the valid arguments of the table do go out (so each refusal above is about the bad argument)', async () => {
    for (const [module, calls] of Object.entries(CALLS)) {
      for (const [call, args] of Object.entries(calls)) {
        wire.reply({ cart: {}, checkout: {}, order: {}, request: {} });
        await client[module]![call]!(...args.map(([, valid]) => valid));
      }
    }
    expect(wire.requests).toHaveLength(Object.values(CALLS).reduce((n, calls) => n + Object.keys(calls).length, 0));
  });
});

// Calls that return an entity: an empty 200 is a typed MALFORMED_RESPONSE, never an empty value.
const ENTITY_CALLS: [string, string][] = [
  ['currentCart', 'getCurrentCart'], ['currentCart', 'getCurrentCartOrNull'], ['currentCart', 'updateCurrentCart'],
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
