import { defineCall, requireArray, requireString, type Send } from '@sitekit/core';
import { checkLineItems, endpoints, fromEcom, toEcom } from '../shared/wire';
import type {
  AddToCheckoutOptions, Checkout, CheckoutResponse, CreateCheckoutOptions, CreateOrderOptions, CreateOrderResponse,
  GetCheckoutPaymentSettingsResponse, GetCheckoutURLResponse, LineItemQuantityUpdate, MarkCheckoutAsCompletedOptions,
  UpdateCheckout, UpdateCheckoutOptions,
} from './types';

const ep = endpoints('com.wix.ecom.checkout.api.v1.CheckoutService.', 'wix.ecom.v1.checkout', 'ecom_checkout');
const C = '/ecom/v1/checkouts';
const ID = C + '/{id}';

// An action on one checkout: path `{id}` ← `_id`, repeated in the query (GET) or body (POST).
const byId = <R>(endpoint: ReturnType<typeof ep>, unwrap?: string) =>
  (send: Send) => async (_id: string, body?: Record<string, unknown>): Promise<R> => {
    requireString(_id, '_id');
    const res = fromEcom(await send(endpoint, { id: _id, ...toEcom(body) }));
    return unwrap ? res[unwrap] : res;
  };

const CREATE = ep('POST', C, 'CreateCheckout');
/**
 * Creates a checkout from line items (a "buy now" flow); returns the checkout.
 *
 * @example
 * ```ts
 * const created = await client.checkout.createCheckout({
 *   lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: productId }, quantity: 1 }],
 *   channelType: checkout.ChannelType.WEB,
 * });
 * ```
 * @throws {ValidationError} before any request when a line item quantity is below 1.
 */
export const createCheckout = defineCall((send) => async (options?: CreateCheckoutOptions): Promise<Checkout> => {
  if (options?.lineItems) checkLineItems(options.lineItems, 'lineItems');
  return fromEcom((await send(CREATE, toEcom({ ...options }))).checkout);
});

/**
 * A checkout by id.
 *
 * @example
 * ```ts
 * const c = await client.checkout.getCheckout(checkoutId);
 * c.priceSummary?.total?.formattedAmount;
 * ```
 */
export const getCheckout = defineCall((send) => (_id: string) => byId<Checkout>(ep('GET', ID, 'GetCheckout'), 'checkout')(send)(_id));

/**
 * The checkout created from a cart; returns `{ checkout }`.
 *
 * @example
 * ```ts
 * const { checkout } = await client.checkout.getCheckoutByCartId(cartId);
 * ```
 */
export const getCheckoutByCartId = defineCall((send) => (_id: string) =>
  byId<CheckoutResponse>(ep('GET', C + '/by-cart-id/{id}', 'GetCheckoutByCartId'))(send)(_id));

/**
 * The platform's checkout page URL for a checkout; returns `{ checkoutUrl }`.
 * (For a hosted checkout with your own callbacks, see `getCheckoutUrl` in `@sitekit/ecom/checkout-url`.)
 *
 * @example
 * ```ts
 * const { checkoutUrl } = await client.checkout.getCheckoutUrl(checkoutId);
 * ```
 */
export const getCheckoutUrl = defineCall((send) => (_id: string) =>
  byId<GetCheckoutURLResponse>(ep('GET', ID + '/checkout-url', 'GetCheckoutURL'))(send)(_id));

const UPDATE = ep('PATCH', C + '/{checkout.id}', 'UpdateCheckout');
/**
 * Updates a checkout (`checkout` gets `id` added, options go beside it); returns the checkout.
 *
 * @example
 * ```ts
 * await client.checkout.updateCheckout(checkoutId, { buyerNote: 'Leave at the door' }, { couponCode: 'SAVE10' });
 * ```
 */
export const updateCheckout = defineCall((send) =>
  async (_id: string, checkout: UpdateCheckout, options?: UpdateCheckoutOptions): Promise<Checkout> => {
    requireString(_id, '_id');
    if (options?.lineItems) checkLineItems(options.lineItems, 'lineItems');
    return fromEcom((await send(UPDATE, toEcom({ checkout: { ...checkout, id: _id }, ...options }))).checkout);
  });

const action = (path: string, name: string) => byId<CheckoutResponse>(ep('POST', ID + path, name));

/**
 * Removes the coupon; returns `{ checkout }`.
 *
 * @example
 * ```ts
 * const { checkout } = await client.checkout.removeCoupon(checkoutId);
 * ```
 */
export const removeCoupon = defineCall((send) => (_id: string) => action('/remove-coupon', 'RemoveCoupon')(send)(_id));

/**
 * Removes the gift card; returns `{ checkout }`.
 *
 * @example
 * ```ts
 * const { checkout } = await client.checkout.removeGiftCard(checkoutId);
 * ```
 */
export const removeGiftCard = defineCall((send) => (_id: string) => action('/remove-gift-card', 'RemoveGiftCard')(send)(_id));

/**
 * Removes the override checkout URL; returns `{ checkout }`.
 *
 * @example
 * ```ts
 * const { checkout } = await client.checkout.removeOverrideCheckoutUrl(checkoutId);
 * ```
 */
export const removeOverrideCheckoutUrl = defineCall((send) => (_id: string) =>
  action('/remove-override-checkout-url', 'RemoveOverrideCheckoutURL')(send)(_id));

/**
 * Adds line items to a checkout; returns `{ checkout }`.
 *
 * @example
 * ```ts
 * const { checkout } = await client.checkout.addToCheckout(checkoutId, { lineItems: [{ catalogReference, quantity: 1 }] });
 * ```
 * @throws {ValidationError} before any request for a missing id, no line items, or a quantity below 1.
 */
export const addToCheckout = defineCall((send) => async (_id: string, options?: AddToCheckoutOptions) => {
  requireString(_id, '_id');
  if (options?.lineItems || !options?.customLineItems) checkLineItems(options?.lineItems, 'lineItems');
  return action('/add-to-checkout', 'AddToCheckout')(send)(_id, { ...options });
});

/**
 * Removes line items by id; returns `{ checkout }`.
 *
 * @example
 * ```ts
 * const { checkout } = await client.checkout.removeLineItems(checkoutId, [lineItemId]);
 * ```
 */
export const removeLineItems = defineCall((send) => async (_id: string, lineItemIds: string[]) => {
  requireString(_id, '_id');
  requireArray(lineItemIds, 'lineItemIds');
  return action('/remove-line-items', 'RemoveLineItems')(send)(_id, { lineItemIds });
});

/**
 * Creates an order from a checkout; returns `{ orderId, subscriptionId, paymentGatewayOrderId }`.
 *
 * @example
 * ```ts
 * const { orderId } = await client.checkout.createOrder(checkoutId);
 * ```
 */
export const createOrder = defineCall((send) => (_id: string, options?: CreateOrderOptions) =>
  byId<CreateOrderResponse>(ep('POST', ID + '/create-order', 'CreateOrder'))(send)(_id, { ...options }));

/**
 * Marks a checkout as completed (optionally with the order it became).
 *
 * @example
 * ```ts
 * await client.checkout.markCheckoutAsCompleted(checkoutId, { orderId });
 * ```
 */
export const markCheckoutAsCompleted = defineCall((send) => async (_id: string, options?: MarkCheckoutAsCompletedOptions): Promise<void> => {
  await byId(ep('POST', ID + '/mark-as-completed', 'MarkCheckoutAsCompleted'))(send)(_id, { ...options });
});

/**
 * Sets new quantities (integers of at least 1) for line items; returns `{ checkout }`.
 *
 * @example
 * ```ts
 * const { checkout } = await client.checkout.updateLineItemsQuantity(checkoutId, [{ _id: lineItemId, quantity: 2 }]);
 * ```
 * @throws {ValidationError} before any request for a missing id or a quantity below 1.
 */
export const updateLineItemsQuantity = defineCall((send) => async (_id: string, lineItems: LineItemQuantityUpdate[]) => {
  requireString(_id, '_id');
  checkLineItems(lineItems, 'lineItems', true);
  return action('/update-line-items-quantity', 'UpdateLineItemsQuantity')(send)(_id, { lineItems });
});

/**
 * The payment settings of a checkout (from the platform's legacy checkout package); returns the full response.
 *
 * @example
 * ```ts
 * const settings = await client.checkout.getCheckoutPaymentSettings(checkoutId);
 * ```
 */
export const getCheckoutPaymentSettings = defineCall((send) => (_id: string) =>
  byId<GetCheckoutPaymentSettingsResponse>(ep('GET', ID + '/payment-settings', 'GetCheckoutPaymentSettings'))(send)(_id));
