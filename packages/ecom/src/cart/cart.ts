import type { Call } from '@sitekit/core-runtime';
import { estimatedTotals } from '../shared/estimated-totals';
import { addLineItemOptions, lineItemOptions, quantityUpdates } from '../shared/wire';
import { cartService } from './service';
import type {
  AddToCartOptions, AddToCartResponse, Cart, CreateCartOptions, CreateCheckoutOptions, CreateCheckoutResponse,
  EstimateTotalsOptions, EstimateTotalsResponse, LineItemQuantityUpdate, RemoveBusinessLocationResponse,
  RemoveCouponResponse, RemoveLineItemsResponse, UpdateCartOptions, UpdateLineItemsQuantityResponse,
} from './types';

/**
 * Creates a cart (with its first line items, coupon and cart fields); returns the cart.
 *
 * @throws {ValidationError} before any request for a line item without a catalog reference or a quantity below 1.
 */
export const createCart: Call<(options?: CreateCartOptions) => Promise<Cart>> =
  /* @__PURE__ */ cartService('POST /ecom/v1/carts', {
    name: 'CreateCart', args: { options: { check: lineItemOptions, spread: true } }, returns: 'cart', entity: 'cart',
  });

/**
 * Updates a cart: cart fields, coupon, line items to add; returns the cart.
 */
export const updateCart: Call<(_id: string, options?: UpdateCartOptions) => Promise<Cart>> =
  /* @__PURE__ */ cartService('PATCH /ecom/v1/carts/{cartInfo.id}', {
    name: 'UpdateCart', args: { _id: { check: 'id', to: 'cartInfo.id' }, options: { check: lineItemOptions, spread: true } },
    returns: 'cart', entity: 'cart',
  });

/**
 * A cart by id.
 *
 * @throws {ApplicationError} `CART_NOT_FOUND` for an unknown id.
 */
export const getCart: Call<(_id: string) => Promise<Cart>> =
  /* @__PURE__ */ cartService('GET /ecom/v1/carts/{id}', { name: 'GetCart', args: { _id: 'id' }, returns: 'cart', entity: 'cart' });

/**
 * Adds catalog or custom line items to a cart; returns `{ cart }`.
 *
 * @throws {ValidationError} before any request when there are no line items or a quantity is below 1.
 */
export const addToCart: Call<(_id: string, options?: AddToCartOptions) => Promise<AddToCartResponse>> =
  /* @__PURE__ */ cartService('POST /ecom/v1/carts/{id}/add-to-cart', {
    name: 'AddToCart', args: { _id: 'id', options: { check: addLineItemOptions, spread: true } },
  });

/**
 * Removes line items from a cart by their ids; returns `{ cart }`.
 */
export const removeLineItems: Call<(_id: string, lineItemIds: string[]) => Promise<RemoveLineItemsResponse>> =
  /* @__PURE__ */ cartService('POST /ecom/v1/carts/{id}/remove-line-items', { name: 'RemoveLineItems', args: { _id: 'id', lineItemIds: 'list' } });

/**
 * Creates a checkout from a cart (or updates the one it already has); returns `{ checkoutId }`.
 */
export const createCheckout: Call<(_id: string, options?: CreateCheckoutOptions) => Promise<CreateCheckoutResponse>> =
  /* @__PURE__ */ cartService('POST /ecom/v1/carts/{id}/create-checkout', { name: 'CreateCheckout', args: { _id: 'id', options: 'options' } });

/**
 * Removes the coupon from a cart; returns `{ cart }`.
 */
export const removeCoupon: Call<(_id: string) => Promise<RemoveCouponResponse>> =
  /* @__PURE__ */ cartService('POST /ecom/v1/carts/{id}/remove-coupon', { name: 'RemoveCoupon', args: { _id: 'id' } });

/**
 * Sets new quantities (integers of at least 1) for a cart's line items; returns `{ cart }`.
 *
 * @throws {ValidationError} before any request for a missing id or a quantity below 1.
 */
export const updateLineItemsQuantity: Call<(_id: string, lineItems: LineItemQuantityUpdate[]) => Promise<UpdateLineItemsQuantityResponse>> =
  /* @__PURE__ */ cartService('POST /ecom/v1/carts/{id}/update-line-items-quantity', {
    name: 'UpdateLineItemsQuantity', args: { _id: 'id', lineItems: quantityUpdates },
  });

/**
 * Estimates a cart's totals (shipping, tax, discounts) for an address; returns the full response.
 * Amounts stay as the platform's decimal and formatted strings.
 */
export const estimateTotals: Call<(_id: string, options?: EstimateTotalsOptions) => Promise<EstimateTotalsResponse>> =
  /* @__PURE__ */ cartService('POST /ecom/v1/carts/{id}/estimate-totals', {
    name: 'EstimateTotals', args: { _id: 'id', options: 'options' }, result: estimatedTotals,
  });

/**
 * Deletes a cart.
 */
export const deleteCart: Call<(_id: string) => Promise<void>> =
  /* @__PURE__ */ cartService('DELETE /ecom/v1/carts/{id}', { name: 'DeleteCart', args: { _id: 'id' }, returns: false });

/**
 * Removes the business location from a cart; returns `{ cart }`.
 */
export const removeBusinessLocation: Call<(_id: string) => Promise<RemoveBusinessLocationResponse>> =
  /* @__PURE__ */ cartService('POST /ecom/v1/carts/{id}/remove-business-location', { name: 'RemoveBusinessLocation', args: { _id: 'id' } });
