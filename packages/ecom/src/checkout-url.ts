/**
 * `@sitekit/ecom/checkout-url`: send a visitor to the platform's hosted checkout.
 *
 * Both helpers take any SiteKit client and bind the few calls they need with `client.use`, so the
 * client's auth, host and request options apply and it need not have `currentCart`, `checkout` or
 * `redirects` bound. Money is never touched: prices stay on the platform.
 *
 * @example
 * ```ts
 * import { getCheckoutUrl, buyNow } from '@sitekit/ecom/checkout-url';
 * location.href = await getCheckoutUrl(client, { cart: true, callbacks: { postFlowUrl: location.href } });
 * location.href = await buyNow(client, [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: id }, quantity: 1 }]);
 * ```
 */
import { requireString, ValidationError } from '@sitekit/core-runtime';
import { redirects } from '@sitekit/redirects';
import { createCheckout } from './checkout/checkout';
import { createCheckoutFromCurrentCart } from './current-cart/current-cart';
import type { ChannelType } from './shared/enums';
import type { LineItemInput } from './shared/types';
import { checkLineItems } from './shared/wire';

/** Pages on your site the hosted checkout sends the visitor back to. */
export interface CheckoutCallbacks {
  /** Where the visitor returns when they leave the flow (and the default for the others). */
  postFlowUrl?: string | undefined;
  /** Your thank-you page, after a completed purchase. */
  thankYouPageUrl?: string | undefined;
  /** Your cart page, for the checkout's "back to cart" link. */
  cartPageUrl?: string | undefined;
}

/** The least a client must offer: `use`, which every `createClient` client has. */
export interface CheckoutUrlClient {
  /** Binds calls to this client (`createClient`'s `use`). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any client's `use` fits (ours, a wrapper, a test double), whatever it declares it returns
  use(module: object): any;
}

/** Which checkout to open: the visitor's current cart, or an existing checkout. */
export type GetCheckoutUrlOptions = ({ cart: true; checkoutId?: undefined } | { checkoutId: string; cart?: undefined }) & {
  callbacks?: CheckoutCallbacks | undefined;
  /** Channel of a checkout created from the cart. Default `WEB`. */
  channelType?: ChannelType | undefined;
};

const redirectTo = async (client: CheckoutUrlClient, checkoutId: string, callbacks?: CheckoutCallbacks): Promise<string> => {
  const { createRedirectSession } = client.use({ createRedirectSession: redirects.createRedirectSession });
  const { redirectSession } = await createRedirectSession({ ecomCheckout: { checkoutId }, ...(callbacks && { callbacks }) });
  return redirectSession.fullUrl;
};

/**
 * The hosted checkout URL for the current cart (`{ cart: true }`: creates a checkout from it first) or for
 * an existing checkout (`{ checkoutId }`), with your callback pages. One redirect-session call (plus the
 * create-checkout call for the cart).
 *
 * @example
 * ```ts
 * const url = await getCheckoutUrl(client, {
 *   cart: true,
 *   callbacks: { postFlowUrl: location.href, thankYouPageUrl: `${location.origin}/thank-you`, cartPageUrl: `${location.origin}/cart` },
 * });
 * location.href = url;
 * ```
 * @throws {ValidationError} before any request when neither `cart: true` nor a `checkoutId` is given.
 * @throws {ApplicationError} `OWNED_CART_NOT_FOUND` (and other platform errors) from the checkout call.
 */
export async function getCheckoutUrl(client: CheckoutUrlClient, options: GetCheckoutUrlOptions): Promise<string> {
  let checkoutId = options?.checkoutId;
  if (options?.cart === undefined) requireString(checkoutId, 'checkoutId');
  else if (options.cart !== true || checkoutId !== undefined) {
    throw new ValidationError([{ field: 'cart', description: 'give either cart: true or a checkoutId', violatedRule: 'ONE_OF_ALIGNMENT' }]);
  } else {
    const bound = client.use({ createCheckoutFromCurrentCart });
    checkoutId = (await bound.createCheckoutFromCurrentCart({ channelType: options.channelType ?? 'WEB' })).checkoutId as string;
  }
  return redirectTo(client, checkoutId, options.callbacks);
}

/**
 * "Buy now": creates a checkout for just these line items (the cart is left alone) and returns its
 * hosted checkout URL.
 *
 * @example
 * ```ts
 * const url = await buyNow(client, [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: productId, options: { variantId } }, quantity: 1 }], {
 *   postFlowUrl: location.href, thankYouPageUrl: `${location.origin}/thank-you`,
 * });
 * location.href = url;
 * ```
 * @throws {ValidationError} before any request when there are no line items or a quantity is below 1.
 */
export async function buyNow(
  client: CheckoutUrlClient,
  lineItems: LineItemInput[],
  callbacks?: CheckoutCallbacks,
  channelType: ChannelType = 'WEB',
): Promise<string> {
  checkLineItems(lineItems);
  const bound = client.use({ createCheckout });
  const { _id } = await bound.createCheckout({ lineItems, channelType });
  return redirectTo(client, _id, callbacks);
}
