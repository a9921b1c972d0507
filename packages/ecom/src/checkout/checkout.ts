import { requireObject, requireString, type Call } from '@sitekit/core';
import { addLineItems, byId, calls, lineItemIds, options, quantities, toEcom, withLineItems } from '../shared/wire';
import type {
  AddToCheckoutOptions, Checkout, CheckoutResponse, CreateCheckoutOptions, CreateOrderOptions, CreateOrderResponse,
  GetCheckoutPaymentSettingsResponse, GetCheckoutURLResponse, LineItemQuantityUpdate, MarkCheckoutAsCompletedOptions,
  UpdateCheckout, UpdateCheckoutOptions,
} from './types';

// Each call is one line (see `calls`): verb, path after `/ecom/v1/checkouts`, method name, returned field
// (default: the full response), and the payload builder for its arguments.
// `id`: the checkout `_id` alone (path `{id}`, repeated in the query for GET, in the body for POST).
const checkout = /* @__PURE__ */ calls('com.wix.ecom.checkout.api.v1.CheckoutService.', 'wix.ecom.v1.checkout', 'ecom_checkout', '/ecom/v1/checkouts');
const id = /* @__PURE__ */ byId();

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
export const createCheckout: Call<(options?: CreateCheckoutOptions) => Promise<Checkout>> =
  /* @__PURE__ */ checkout('POST . CreateCheckout checkout', withLineItems);

/**
 * A checkout by id.
 *
 * @example
 * ```ts
 * const c = await client.checkout.getCheckout(checkoutId);
 * c.priceSummary?.total?.formattedAmount;
 * ```
 */
export const getCheckout: Call<(_id: string) => Promise<Checkout>> =
  /* @__PURE__ */ checkout('GET ./{id} GetCheckout checkout', id);

/**
 * The checkout created from a cart; returns `{ checkout }`.
 *
 * @example
 * ```ts
 * const { checkout } = await client.checkout.getCheckoutByCartId(cartId);
 * ```
 */
export const getCheckoutByCartId: Call<(_id: string) => Promise<CheckoutResponse>> =
  /* @__PURE__ */ checkout('GET ./by-cart-id/{id} GetCheckoutByCartId', id);

/**
 * The platform's checkout page URL for a checkout; returns `{ checkoutUrl }`.
 * (For a hosted checkout with your own callbacks, see `getCheckoutUrl` in `@sitekit/ecom/checkout-url`.)
 *
 * @example
 * ```ts
 * const { checkoutUrl } = await client.checkout.getCheckoutUrl(checkoutId);
 * ```
 */
export const getCheckoutUrl: Call<(_id: string) => Promise<GetCheckoutURLResponse>> =
  /* @__PURE__ */ checkout('GET ./{id}/checkout-url GetCheckoutURL', id);

/**
 * Updates a checkout (`checkout` gets `id` added, options go beside it); returns the checkout.
 *
 * @example
 * ```ts
 * await client.checkout.updateCheckout(checkoutId, { buyerNote: 'Leave at the door' }, { couponCode: 'SAVE10' });
 * ```
 */
export const updateCheckout: Call<(_id: string, checkout: UpdateCheckout, options?: UpdateCheckoutOptions) => Promise<Checkout>> =
  /* @__PURE__ */ checkout('PATCH ./{checkout.id} UpdateCheckout checkout', (_id: string, c: object, o?: object) => {
    requireString(_id, '_id');
    requireObject(c, 'checkout');
    return { checkout: toEcom({ ...c, id: _id }), ...withLineItems(o) };
  });

/**
 * Removes the coupon; returns `{ checkout }`.
 *
 * @example
 * ```ts
 * const { checkout } = await client.checkout.removeCoupon(checkoutId);
 * ```
 */
export const removeCoupon: Call<(_id: string) => Promise<CheckoutResponse>> =
  /* @__PURE__ */ checkout('POST ./{id}/remove-coupon RemoveCoupon', id);

/**
 * Removes the gift card; returns `{ checkout }`.
 *
 * @example
 * ```ts
 * const { checkout } = await client.checkout.removeGiftCard(checkoutId);
 * ```
 */
export const removeGiftCard: Call<(_id: string) => Promise<CheckoutResponse>> =
  /* @__PURE__ */ checkout('POST ./{id}/remove-gift-card RemoveGiftCard', id);

/**
 * Removes the override checkout URL; returns `{ checkout }`.
 *
 * @example
 * ```ts
 * const { checkout } = await client.checkout.removeOverrideCheckoutUrl(checkoutId);
 * ```
 */
export const removeOverrideCheckoutUrl: Call<(_id: string) => Promise<CheckoutResponse>> =
  /* @__PURE__ */ checkout('POST ./{id}/remove-override-checkout-url RemoveOverrideCheckoutURL', id);

/**
 * Adds line items to a checkout; returns `{ checkout }`.
 *
 * @example
 * ```ts
 * const { checkout } = await client.checkout.addToCheckout(checkoutId, { lineItems: [{ catalogReference, quantity: 1 }] });
 * ```
 * @throws {ValidationError} before any request for a missing id, no line items, or a quantity below 1.
 */
export const addToCheckout: Call<(_id: string, options?: AddToCheckoutOptions) => Promise<CheckoutResponse>> =
  /* @__PURE__ */ checkout('POST ./{id}/add-to-checkout AddToCheckout', /* @__PURE__ */ byId(addLineItems));

/**
 * Removes line items by id; returns `{ checkout }`.
 *
 * @example
 * ```ts
 * const { checkout } = await client.checkout.removeLineItems(checkoutId, [lineItemId]);
 * ```
 */
export const removeLineItems: Call<(_id: string, lineItemIds: string[]) => Promise<CheckoutResponse>> =
  /* @__PURE__ */ checkout('POST ./{id}/remove-line-items RemoveLineItems', /* @__PURE__ */ byId(lineItemIds));

/**
 * Creates an order from a checkout; returns `{ orderId, subscriptionId, paymentGatewayOrderId }`.
 *
 * @example
 * ```ts
 * const { orderId } = await client.checkout.createOrder(checkoutId);
 * ```
 */
export const createOrder: Call<(_id: string, options?: CreateOrderOptions) => Promise<CreateOrderResponse>> =
  /* @__PURE__ */ checkout('POST ./{id}/create-order CreateOrder', /* @__PURE__ */ byId(options));

/**
 * Marks a checkout as completed (optionally with the order it became).
 *
 * @example
 * ```ts
 * await client.checkout.markCheckoutAsCompleted(checkoutId, { orderId });
 * ```
 */
export const markCheckoutAsCompleted: Call<(_id: string, options?: MarkCheckoutAsCompletedOptions) => Promise<void>> =
  /* @__PURE__ */ checkout('POST ./{id}/mark-as-completed MarkCheckoutAsCompleted -', /* @__PURE__ */ byId(options));

/**
 * Sets new quantities (integers of at least 1) for line items; returns `{ checkout }`.
 *
 * @example
 * ```ts
 * const { checkout } = await client.checkout.updateLineItemsQuantity(checkoutId, [{ _id: lineItemId, quantity: 2 }]);
 * ```
 * @throws {ValidationError} before any request for a missing id or a quantity below 1.
 */
export const updateLineItemsQuantity: Call<(_id: string, lineItems: LineItemQuantityUpdate[]) => Promise<CheckoutResponse>> =
  /* @__PURE__ */ checkout('POST ./{id}/update-line-items-quantity UpdateLineItemsQuantity', /* @__PURE__ */ byId(quantities));

/**
 * The payment settings of a checkout (from the platform's legacy checkout package); returns the full response.
 *
 * @example
 * ```ts
 * const settings = await client.checkout.getCheckoutPaymentSettings(checkoutId);
 * ```
 */
export const getCheckoutPaymentSettings: Call<(_id: string) => Promise<GetCheckoutPaymentSettingsResponse>> =
  /* @__PURE__ */ checkout('GET ./{id}/payment-settings GetCheckoutPaymentSettings', id);
