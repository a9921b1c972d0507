import { sentThroughTable, wireServer } from '@sitekit/testing';
import { checkout } from './checkout';
import { currentCart } from './current-cart';
import { orders } from './orders';
import { clientWith } from '../test/helpers';

// Inputs the platform's SDK sends through, sent as it sends them: an id by its wire name (`id`, which
// its key renaming leaves as it is), optional fields left out, empty entity objects.
const client = () => clientWith({ checkout, currentCart, orders }) as any;
const CART = '/ecom/v1/carts/current';

sentThroughTable('eCommerce', {
  wire: wireServer(),
  client,
  reply: { cart: {}, checkout: {}, order: {} },
  cases: [
    ['currentCart.updateCurrentCartLineItemQuantity([{ id, quantity }])', (c) => c.currentCart.updateCurrentCartLineItemQuantity([{ id: 'li-1', quantity: 2 }]),
      { request: `POST ${CART}/update-line-items-quantity`, body: { lineItems: [{ id: 'li-1', quantity: 2 }] } }],
    ['currentCart.updateCurrentCartLineItemQuantity([{ _id, quantity }])', (c) => c.currentCart.updateCurrentCartLineItemQuantity([{ _id: 'li-1', quantity: 2 }]),
      { request: `POST ${CART}/update-line-items-quantity`, body: { lineItems: [{ id: 'li-1', quantity: 2 }] } }],
    ['checkout.updateLineItemsQuantity(id, [{ id, quantity }])', (c) => c.checkout.updateLineItemsQuantity('k1', [{ id: 'li-1', quantity: 2 }]),
      { request: 'POST /ecom/v1/checkouts/k1/update-line-items-quantity', body: { id: 'k1', lineItems: [{ id: 'li-1', quantity: 2 }] } }],
    ['currentCart.updateCurrentCart({}) (every field optional)', (c) => c.currentCart.updateCurrentCart({}),
      { request: `PATCH ${CART}`, body: {} }],
    ['orders.updateOrder(id, {}) (an empty order object)', (c) => c.orders.updateOrder('o1', {}),
      { request: 'PATCH /ecom/v1/orders/o1', body: { order: { id: 'o1' } } }],
  ],
});
