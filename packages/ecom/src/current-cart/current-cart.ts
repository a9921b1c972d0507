import type { Call } from '@sitekit/core-runtime';
import { estimatedTotals } from '../shared/estimated-totals';
import { addLineItemOptions, lineItemOptions, quantityUpdates } from '../shared/wire';
import { currentCartService } from './service';
import type {
  AddToCurrentCartOptions, Cart, CartResponse, CreateCheckoutFromCurrentCartOptions, CreateCheckoutResponse,
  EstimateCurrentCartTotalsOptions, EstimateTotalsResponse, LineItemQuantityUpdate, UpdateCurrentCartOptions,
} from './types';

/**
 * The current visitor's or member's cart (`.cart` of `GET /ecom/v1/carts/current`).
 *
 * @throws {ApplicationError} `OWNED_CART_NOT_FOUND` while the visitor has no cart yet (see `getCurrentCartOrNull`).
 */
export const getCurrentCart: Call<() => Promise<Cart>> =
  /* @__PURE__ */ currentCartService('GET /ecom/v1/carts/current', { name: 'GetCurrentCart', returns: 'cart', entity: 'cart' });

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
  /* @__PURE__ */ currentCartService('GET /ecom/v1/carts/current', { name: 'GetCurrentCart', returns: 'cart', entity: 'cart', nullOn: 'OWNED_CART_NOT_FOUND' });

/**
 * Updates the current cart: cart info, coupon, line items.
 */
export const updateCurrentCart: Call<(options?: UpdateCurrentCartOptions) => Promise<Cart>> =
  /* @__PURE__ */ currentCartService('PATCH /ecom/v1/carts/current', {
    name: 'UpdateCurrentCart', args: { options: { check: lineItemOptions, spread: true } }, returns: 'cart', entity: 'cart',
  });

/**
 * Deletes the current cart.
 */
export const deleteCurrentCart: Call<() => Promise<void>> =
  /* @__PURE__ */ currentCartService('DELETE /ecom/v1/carts/current', { name: 'DeleteCurrentCart', returns: false });

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
  /* @__PURE__ */ currentCartService('POST /ecom/v1/carts/current/add-to-cart', { name: 'AddToCurrentCart', args: { options: { check: addLineItemOptions, spread: true } } });

/**
 * Removes line items by id; returns `{ cart }`.
 */
export const removeLineItemsFromCurrentCart: Call<(lineItemIds: string[]) => Promise<CartResponse>> =
  /* @__PURE__ */ currentCartService('POST /ecom/v1/carts/current/remove-line-items', { name: 'RemoveLineItemsFromCurrentCart', args: { lineItemIds: 'list' } });

/**
 * Creates a checkout from the current cart; returns `{ checkoutId }`.
 *
 * @example
 * ```ts
 * const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({ channelType: currentCart.ChannelType.WEB });
 * ```
 */
export const createCheckoutFromCurrentCart: Call<(options?: CreateCheckoutFromCurrentCartOptions) => Promise<CreateCheckoutResponse>> =
  /* @__PURE__ */ currentCartService('POST /ecom/v1/carts/current/create-checkout', { name: 'CreateCheckoutFromCurrentCart', args: { options: 'options' } });

/**
 * Removes the coupon from the current cart (sends the empty JSON body `{}`); returns `{ cart }`.
 */
export const removeCouponFromCurrentCart: Call<() => Promise<CartResponse>> =
  /* @__PURE__ */ currentCartService('POST /ecom/v1/carts/current/remove-coupon', { name: 'RemoveCouponFromCurrentCart' });

/**
 * Sets new quantities (integers of at least 1) for line items; returns `{ cart }`.
 *
 * @throws {ValidationError} before any request for a missing id or a quantity below 1.
 */
export const updateCurrentCartLineItemQuantity: Call<(lineItems: LineItemQuantityUpdate[]) => Promise<CartResponse>> =
  /* @__PURE__ */ currentCartService('POST /ecom/v1/carts/current/update-line-items-quantity', {
    name: 'UpdateCurrentCartLineItemQuantity', args: { lineItems: quantityUpdates },
  });

/**
 * Estimates the current cart's totals (shipping, tax, discounts) for an address; returns the full response.
 * Amounts stay as the platform's decimal and formatted strings.
 */
export const estimateCurrentCartTotals: Call<(options?: EstimateCurrentCartTotalsOptions) => Promise<EstimateTotalsResponse>> =
  /* @__PURE__ */ currentCartService('POST /ecom/v1/carts/current/estimate-totals', {
    name: 'EstimateCurrentCartTotals', args: { options: 'options' }, result: estimatedTotals,
  });
