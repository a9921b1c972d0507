import type { Call } from '@sitekit/core';
import { addLineItems, calls, lineItemIds, options, quantities, withLineItems } from '../shared/wire';
import type {
  AddToCurrentCartOptions, Cart, CartResponse, CreateCheckoutFromCurrentCartOptions, CreateCheckoutResponse,
  EstimateCurrentCartTotalsOptions, EstimateTotalsResponse, LineItemQuantityUpdate, UpdateCurrentCartOptions,
} from './types';

// Each call is one line (see `calls`): verb, path after `/ecom/v1/carts/current`, method name, returned field
// (default: the full response), and the payload builder for its arguments.
const cart = /* @__PURE__ */ calls('com.wix.ecom.cart.api.v1.CurrentCartService.', 'wix.ecom.v1.cart', 'ecom_current-cart', '/ecom/v1/carts/current');

/**
 * The current visitor's or member's cart (`.cart` of `GET /ecom/v1/carts/current`).
 *
 * @example
 * ```ts
 * const cart = await client.currentCart.getCurrentCart();
 * cart.lineItems?.map((i) => i.productName?.original);
 * ```
 * @throws {ApplicationError} `OWNED_CART_NOT_FOUND` while the visitor has no cart yet (see `getCurrentCartOrNull`).
 */
export const getCurrentCart: Call<() => Promise<Cart>> =
  /* @__PURE__ */ cart('GET . GetCurrentCart cart');

/**
 * Like `getCurrentCart`, but resolves `null` when the visitor has no cart yet (`OWNED_CART_NOT_FOUND`).
 *
 * @example
 * ```ts
 * const cart = await client.currentCart.getCurrentCartOrNull();
 * const count = cart?.lineItems?.length ?? 0;
 * ```
 */
export const getCurrentCartOrNull: Call<() => Promise<Cart | null>> =
  /* @__PURE__ */ cart('GET . GetCurrentCart cart OWNED_CART_NOT_FOUND');

/**
 * Updates the current cart: cart info, coupon, line items.
 *
 * @example
 * ```ts
 * const cart = await client.currentCart.updateCurrentCart({ couponCode: 'SUMMER10' });
 * ```
 */
export const updateCurrentCart: Call<(options?: UpdateCurrentCartOptions) => Promise<Cart>> =
  /* @__PURE__ */ cart('PATCH . UpdateCurrentCart cart', withLineItems);

/**
 * Deletes the current cart.
 *
 * @example
 * ```ts
 * await client.currentCart.deleteCurrentCart();
 * ```
 */
export const deleteCurrentCart: Call<() => Promise<void>> =
  /* @__PURE__ */ cart('DELETE . DeleteCurrentCart -');

/**
 * Adds catalog or custom line items to the current cart (creating it when needed); returns `{ cart }`.
 *
 * @example
 * ```ts
 * const { cart } = await client.currentCart.addToCurrentCart({
 *   lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: productId, options: { variantId } }, quantity: 1 }],
 * });
 * ```
 * @throws {ValidationError} before any request when there are no line items or a quantity is below 1.
 */
export const addToCurrentCart: Call<(options?: AddToCurrentCartOptions) => Promise<CartResponse>> =
  /* @__PURE__ */ cart('POST ./add-to-cart AddToCurrentCart', addLineItems);

/**
 * Removes line items by id; returns `{ cart }`.
 *
 * @example
 * ```ts
 * const { cart } = await client.currentCart.removeLineItemsFromCurrentCart([lineItem._id!]);
 * ```
 */
export const removeLineItemsFromCurrentCart: Call<(lineItemIds: string[]) => Promise<CartResponse>> =
  /* @__PURE__ */ cart('POST ./remove-line-items RemoveLineItemsFromCurrentCart', lineItemIds);

/**
 * Creates a checkout from the current cart; returns `{ checkoutId }`.
 *
 * @example
 * ```ts
 * const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({ channelType: currentCart.ChannelType.WEB });
 * ```
 */
export const createCheckoutFromCurrentCart: Call<(options?: CreateCheckoutFromCurrentCartOptions) => Promise<CreateCheckoutResponse>> =
  /* @__PURE__ */ cart('POST ./create-checkout CreateCheckoutFromCurrentCart', options);

/**
 * Removes the coupon from the current cart (sends the empty JSON body `{}`); returns `{ cart }`.
 *
 * @example
 * ```ts
 * const { cart } = await client.currentCart.removeCouponFromCurrentCart();
 * ```
 */
export const removeCouponFromCurrentCart: Call<() => Promise<CartResponse>> =
  /* @__PURE__ */ cart('POST ./remove-coupon RemoveCouponFromCurrentCart');

/**
 * Sets new quantities (integers of at least 1) for line items; returns `{ cart }`.
 *
 * @example
 * ```ts
 * const { cart } = await client.currentCart.updateCurrentCartLineItemQuantity([{ _id: lineItemId, quantity: 3 }]);
 * ```
 * @throws {ValidationError} before any request for a missing id or a quantity below 1.
 */
export const updateCurrentCartLineItemQuantity: Call<(lineItems: LineItemQuantityUpdate[]) => Promise<CartResponse>> =
  /* @__PURE__ */ cart('POST ./update-line-items-quantity UpdateCurrentCartLineItemQuantity', quantities);

/**
 * Estimates the current cart's totals (shipping, tax, discounts) for an address; returns the full response.
 * Amounts stay as the platform's decimal and formatted strings.
 *
 * @example
 * ```ts
 * const { priceSummary } = await client.currentCart.estimateCurrentCartTotals({ shippingAddress: { country: 'US', subdivision: 'US-NY' } });
 * priceSummary?.total?.formattedAmount; // '$42.00'
 * ```
 */
export const estimateCurrentCartTotals: Call<(options?: EstimateCurrentCartTotalsOptions) => Promise<EstimateTotalsResponse>> =
  /* @__PURE__ */ cart('POST ./estimate-totals EstimateCurrentCartTotals', options);
