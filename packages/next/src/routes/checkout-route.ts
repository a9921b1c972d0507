import { NextResponse } from 'next/server';
import type { SiteKitNextConfig } from '../config';
import { requestOrigin, routeClient, sameOrigin } from '../internal';
import { jsonError, postOnly, wantsJson } from './route-answers';
import { routeSession, type Handler } from './route-session';

/** The options of `checkoutRoute`: the site's thank-you and cart pages the hosted checkout returns the buyer to. */
export interface CheckoutRouteOptions {
  /** Where the hosted checkout sends the buyer after paying (`?orderId=` is added by the platform). Default `/thank-you`. */
  thankYouPath?: string | undefined;
  /** The cart page (the checkout's "back to cart", and where an empty cart lands). Default `/cart`. */
  cartPath?: string | undefined;
}

/**
 * Creates a checkout from the current cart and redirects to the hosted checkout, with
 * `thankYouPageUrl`, `cartPageUrl` and `postFlowUrl` callbacks on this site. No cart: back to the cart page.
 * Only a same-origin `POST` creates a checkout (403 otherwise); `GET` answers 405.
 *
 * @example
 * ```ts
 * // app/api/checkout/route.ts
 * export const { POST } = checkoutRoute(siteKit, { thankYouPath: '/thank-you' });
 * // <form action="/api/checkout" method="post"><button>Checkout</button></form>
 * ```
 */
export function checkoutRoute(config: SiteKitNextConfig, options: CheckoutRouteOptions = {}): { GET: Handler; POST: Handler } {
  const handler: Handler = async (request) => {
    const origin = requestOrigin(request);
    if (!origin || !sameOrigin(request)) return jsonError(403, 'Cross-origin request refused');
    const cartPageUrl = new URL(options.cartPath ?? '/cart', origin).href;
    const session = await routeSession(config, request);
    const ensured = await session.ensure();
    const client = routeClient(config, ensured.tokens);
    let target = cartPageUrl;
    try {
      const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB' });
      const { redirectSession } = await client.redirects.createRedirectSession({
        ecomCheckout: { checkoutId },
        callbacks: { postFlowUrl: cartPageUrl, thankYouPageUrl: new URL(options.thankYouPath ?? '/thank-you', origin).href, cartPageUrl },
      });
      target = redirectSession!.fullUrl!;
    } catch (e) {
      const status = (e as { status?: number | undefined } | null | undefined)?.status ?? 0;
      if (!(status >= 400 && status < 500)) throw e;
    }
    const response = wantsJson(request) ? NextResponse.json({ checkoutUrl: target }) : NextResponse.redirect(target, 303);
    return session.write(response, ensured);
  };
  return { GET: async () => postOnly(), POST: handler };
}
