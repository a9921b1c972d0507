import type { Call } from '@sitekit/core-runtime';
import { addLineItemOptions, lineItemOptions, quantityUpdates } from '../shared/wire';
import { checkoutService } from './service';
import type {
  AddToCheckoutOptions, Checkout, CheckoutResponse, CreateCheckoutOptions, CreateOrderOptions, CreateOrderResponse,
  GetCheckoutPaymentSettingsResponse, GetCheckoutURLResponse, LineItemQuantityUpdate, MarkCheckoutAsCompletedOptions,
  UpdateCheckout, UpdateCheckoutOptions,
} from './types';

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
  /* @__PURE__ */ checkoutService('POST /ecom/v1/checkouts', {
    name: 'CreateCheckout', args: { options: { check: lineItemOptions, spread: true } }, returns: 'checkout', entity: 'checkout',
  });

/**
 * A checkout by id.
 */
export const getCheckout: Call<(_id: string) => Promise<Checkout>> =
  /* @__PURE__ */ checkoutService('GET /ecom/v1/checkouts/{id}', { name: 'GetCheckout', args: { _id: 'id' }, returns: 'checkout', entity: 'checkout' });

/**
 * The checkout created from a cart; returns `{ checkout }`.
 */
export const getCheckoutByCartId: Call<(_id: string) => Promise<CheckoutResponse>> =
  /* @__PURE__ */ checkoutService('GET /ecom/v1/checkouts/by-cart-id/{id}', { name: 'GetCheckoutByCartId', args: { _id: 'id' } });

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
  /* @__PURE__ */ checkoutService('GET /ecom/v1/checkouts/{id}/checkout-url', { name: 'GetCheckoutURL', args: { _id: 'id' } });

/**
 * Updates a checkout (`checkout` gets `id` added, options go beside it); returns the checkout.
 *
 * @example
 * ```ts
 * await client.checkout.updateCheckout(checkoutId, { buyerNote: 'Leave at the door' }, { couponCode: 'SAVE10' });
 * ```
 */
export const updateCheckout: Call<(_id: string, checkout: UpdateCheckout, options?: UpdateCheckoutOptions) => Promise<Checkout>> =
  /* @__PURE__ */ checkoutService('PATCH /ecom/v1/checkouts/{checkout.id}', {
    name: 'UpdateCheckout',
    args: { _id: { check: 'id', to: 'checkout.id' }, checkout: 'object', options: { check: lineItemOptions, spread: true } },
    returns: 'checkout',
    entity: 'checkout',
  })

/**
 * Removes the coupon; returns `{ checkout }`.
 */
export const removeCoupon: Call<(_id: string) => Promise<CheckoutResponse>> =
  /* @__PURE__ */ checkoutService('POST /ecom/v1/checkouts/{id}/remove-coupon', { name: 'RemoveCoupon', args: { _id: 'id' } });

/**
 * Removes the gift card; returns `{ checkout }`.
 */
export const removeGiftCard: Call<(_id: string) => Promise<CheckoutResponse>> =
  /* @__PURE__ */ checkoutService('POST /ecom/v1/checkouts/{id}/remove-gift-card', { name: 'RemoveGiftCard', args: { _id: 'id' } });

/**
 * Removes the override checkout URL; returns `{ checkout }`.
 */
export const removeOverrideCheckoutUrl: Call<(_id: string) => Promise<CheckoutResponse>> =
  /* @__PURE__ */ checkoutService('POST /ecom/v1/checkouts/{id}/remove-override-checkout-url', { name: 'RemoveOverrideCheckoutUrl', args: { _id: 'id' } });

/**
 * Adds line items to a checkout; returns `{ checkout }`.
 *
 * @throws {ValidationError} before any request for a missing id, no line items, or a quantity below 1.
 */
export const addToCheckout: Call<(_id: string, options?: AddToCheckoutOptions) => Promise<CheckoutResponse>> =
  /* @__PURE__ */ checkoutService('POST /ecom/v1/checkouts/{id}/add-to-checkout', {
    name: 'AddToCheckout', args: { _id: 'id', options: { check: addLineItemOptions, spread: true } },
  });

/**
 * Removes line items by id; returns `{ checkout }`.
 */
export const removeLineItems: Call<(_id: string, lineItemIds: string[]) => Promise<CheckoutResponse>> =
  /* @__PURE__ */ checkoutService('POST /ecom/v1/checkouts/{id}/remove-line-items', { name: 'RemoveLineItems', args: { _id: 'id', lineItemIds: 'list' } });

/**
 * Creates an order from a checkout; returns `{ orderId, subscriptionId, paymentGatewayOrderId }`.
 */
export const createOrder: Call<(_id: string, options?: CreateOrderOptions) => Promise<CreateOrderResponse>> =
  /* @__PURE__ */ checkoutService('POST /ecom/v1/checkouts/{id}/create-order', { name: 'CreateOrder', args: { _id: 'id', options: 'options' } });

/**
 * Marks a checkout as completed (optionally with the order it became).
 */
export const markCheckoutAsCompleted: Call<(_id: string, options?: MarkCheckoutAsCompletedOptions) => Promise<void>> =
  /* @__PURE__ */ checkoutService('POST /ecom/v1/checkouts/{id}/mark-as-completed', {
    name: 'MarkCheckoutAsCompleted', args: { _id: 'id', options: 'options' }, returns: false,
  });

/**
 * Sets new quantities (integers of at least 1) for line items; returns `{ checkout }`.
 *
 * @throws {ValidationError} before any request for a missing id or a quantity below 1.
 */
export const updateLineItemsQuantity: Call<(_id: string, lineItems: LineItemQuantityUpdate[]) => Promise<CheckoutResponse>> =
  /* @__PURE__ */ checkoutService('POST /ecom/v1/checkouts/{id}/update-line-items-quantity', {
    name: 'UpdateLineItemsQuantity', args: { _id: 'id', lineItems: quantityUpdates },
  });

/**
 * The payment settings of a checkout (from the platform's legacy checkout package); returns the full response.
 */
export const getCheckoutPaymentSettings: Call<(_id: string) => Promise<GetCheckoutPaymentSettingsResponse>> =
  /* @__PURE__ */ checkoutService('GET /ecom/v1/checkouts/{id}/payment-settings', { name: 'GetCheckoutPaymentSettings', args: { _id: 'id' } });
