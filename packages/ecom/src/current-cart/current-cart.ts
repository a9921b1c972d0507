import { defineCall, requireArray, type Send, type SiteKitError } from '@sitekit/core';
import { checkLineItems, endpoints, fromEcom, toEcom } from '../shared/wire';
import type {
  AddToCurrentCartOptions, Cart, CartResponse, CreateCheckoutFromCurrentCartOptions, CreateCheckoutResponse,
  EstimateCurrentCartTotalsOptions, EstimateTotalsResponse, LineItemQuantityUpdate, UpdateCurrentCartOptions,
} from './types';

const ep = endpoints('com.wix.ecom.cart.api.v1.CurrentCartService.', 'wix.ecom.v1.cart', 'ecom_current-cart');
const CART = '/ecom/v1/carts/current';
const GET = ep('GET', CART, 'GetCurrentCart');

const get = (send: Send) => async (): Promise<Cart> => fromEcom((await send(GET)).cart);

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
export const getCurrentCart = defineCall(get);

/**
 * Like `getCurrentCart`, but resolves `null` when the visitor has no cart yet (`OWNED_CART_NOT_FOUND`).
 *
 * @example
 * ```ts
 * const cart = await client.currentCart.getCurrentCartOrNull();
 * const count = cart?.lineItems?.length ?? 0;
 * ```
 */
export const getCurrentCartOrNull = defineCall((send) => (): Promise<Cart | null> =>
  get(send)().catch((e: SiteKitError) => {
    if (e.code === 'OWNED_CART_NOT_FOUND') return null;
    throw e;
  }));

const UPDATE = ep('PATCH', CART, 'UpdateCurrentCart');
/**
 * Updates the current cart: cart info, coupon, line items.
 *
 * @example
 * ```ts
 * const cart = await client.currentCart.updateCurrentCart({ couponCode: 'SUMMER10' });
 * ```
 */
export const updateCurrentCart = defineCall((send) => async (options?: UpdateCurrentCartOptions): Promise<Cart> => {
  if (options?.lineItems) checkLineItems(options.lineItems, 'lineItems');
  return fromEcom((await send(UPDATE, toEcom({ ...options }))).cart);
});

const DELETE = ep('DELETE', CART, 'DeleteCurrentCart');
/**
 * Deletes the current cart.
 *
 * @example
 * ```ts
 * await client.currentCart.deleteCurrentCart();
 * ```
 */
export const deleteCurrentCart = defineCall((send) => async (): Promise<void> => {
  await send(DELETE);
});

const ADD = ep('POST', CART + '/add-to-cart', 'AddToCurrentCart');
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
export const addToCurrentCart = defineCall((send) => async (options?: AddToCurrentCartOptions): Promise<CartResponse> => {
  if (options?.lineItems || !options?.customLineItems) checkLineItems(options?.lineItems, 'lineItems');
  return fromEcom(await send(ADD, toEcom({ ...options })));
});

const REMOVE = ep('POST', CART + '/remove-line-items', 'RemoveLineItemsFromCurrentCart');
/**
 * Removes line items by id; returns `{ cart }`.
 *
 * @example
 * ```ts
 * const { cart } = await client.currentCart.removeLineItemsFromCurrentCart([lineItem._id!]);
 * ```
 */
export const removeLineItemsFromCurrentCart = defineCall((send) => async (lineItemIds: string[]): Promise<CartResponse> => {
  requireArray(lineItemIds, 'lineItemIds');
  return fromEcom(await send(REMOVE, { lineItemIds }));
});

const CREATE_CHECKOUT = ep('POST', CART + '/create-checkout', 'CreateCheckoutFromCurrentCart');
/**
 * Creates a checkout from the current cart; returns `{ checkoutId }`.
 *
 * @example
 * ```ts
 * const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({ channelType: currentCart.ChannelType.WEB });
 * ```
 */
export const createCheckoutFromCurrentCart = defineCall((send) =>
  async (options?: CreateCheckoutFromCurrentCartOptions): Promise<CreateCheckoutResponse> =>
    fromEcom(await send(CREATE_CHECKOUT, toEcom({ ...options }))));

const REMOVE_COUPON = ep('POST', CART + '/remove-coupon', 'RemoveCouponFromCurrentCart');
/**
 * Removes the coupon from the current cart (sends the empty JSON body `{}`); returns `{ cart }`.
 *
 * @example
 * ```ts
 * const { cart } = await client.currentCart.removeCouponFromCurrentCart();
 * ```
 */
export const removeCouponFromCurrentCart = defineCall((send) => async (): Promise<CartResponse> =>
  fromEcom(await send(REMOVE_COUPON, {})));

const UPDATE_QTY = ep('POST', CART + '/update-line-items-quantity', 'UpdateCurrentCartLineItemQuantity');
/**
 * Sets new quantities (integers of at least 1) for line items; returns `{ cart }`.
 *
 * @example
 * ```ts
 * const { cart } = await client.currentCart.updateCurrentCartLineItemQuantity([{ _id: lineItemId, quantity: 3 }]);
 * ```
 * @throws {ValidationError} before any request for a missing id or a quantity below 1.
 */
export const updateCurrentCartLineItemQuantity = defineCall((send) => async (lineItems: LineItemQuantityUpdate[]): Promise<CartResponse> => {
  checkLineItems(lineItems, 'lineItems', true);
  return fromEcom(await send(UPDATE_QTY, toEcom({ lineItems })));
});

const ESTIMATE = ep('POST', CART + '/estimate-totals', 'EstimateCurrentCartTotals');
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
export const estimateCurrentCartTotals = defineCall((send) =>
  async (options?: EstimateCurrentCartTotalsOptions): Promise<EstimateTotalsResponse> =>
    fromEcom(await send(ESTIMATE, toEcom({ ...options }))));
