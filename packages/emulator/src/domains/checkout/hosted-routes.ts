/**
 * The hosted checkout page (`/_emulator/checkout`, public: the browser carries no token here, so the
 * checkout is identified by id only) and its form posts.
 */
import { RouteError } from '../../engine/errors';
import { fieldsOf } from '../../engine/json';
import type { Route, RouteResult } from '../../engine/types';
import { ownEntry } from '../../engine/own-entry';
import { escapeHtml } from '../../pages/layout';
import { getRedirectSession } from '../redirects/access';
import { withSearchParam } from '../shared/redirect-uris';
import { ordersOf, placeOrder } from '../orders/access';
import { findCoupon } from '../coupons/access';
import { DEMO_CONTACT, renderCheckoutPage, renderMessagePage, type DemoContact } from './hosted-html';
import type { CheckoutCtx } from './state';
import type { CheckoutState, StoredCheckout } from './types';

function str(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first !== '' ? first : undefined;
}

function callbacksOf(ctx: CheckoutCtx, session: string | undefined): Record<string, unknown> {
  if (!session) return {};
  try {
    return (getRedirectSession(ctx.engine, session)?.callbacks ?? {}) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The hosted checkout page of a checkout (keeping its redirect session), where the form posts send the browser back. */
function pageUrl(checkoutId: string, session: string | undefined): string {
  return `/_emulator/checkout?checkoutId=${encodeURIComponent(checkoutId)}${session ? `&session=${encodeURIComponent(session)}` : ''}`;
}

/**
 * After the order: a redirect to the session's thank-you page with `orderId` (only ever an http(s) URL;
 * callbacks were checked when given), else the emulator's own thank-you page.
 */
function thankYou(ctx: CheckoutCtx, checkout: StoredCheckout, session: string | undefined): RouteResult {
  const orderId = checkout.orderId ?? '';
  const target = withSearchParam(str(callbacksOf(ctx, session)['thankYouPageUrl']), 'orderId', orderId);
  if (target) return { status: 302, redirect: target };
  const order = ordersOf(ctx.engine).orders[orderId];
  const postFlow = str(callbacksOf(ctx, session)['postFlowUrl']);
  return {
    html: renderMessagePage(
      'Thank you!',
      `Your order ${order ? `<strong>#${escapeHtml(order.number)}</strong>` : ''} has been placed. Order id: <code>${escapeHtml(orderId)}</code>`,
      postFlow ? { href: postFlow, text: 'Continue shopping' } : undefined,
    ),
  };
}

function load(ctx: CheckoutCtx, id: string | undefined): StoredCheckout | undefined {
  return ownEntry(ctx.state.checkouts, id);
}

const notFoundPage = (): RouteResult => ({ status: 404, html: renderMessagePage('Checkout not found', 'This checkout link is not valid or has expired.') });

function contactFrom(body: Record<string, unknown>): DemoContact {
  const pick = (k: keyof DemoContact) => str(body[k]) ?? DEMO_CONTACT[k];
  return {
    email: pick('email'),
    firstName: pick('firstName'),
    lastName: pick('lastName'),
    phone: pick('phone'),
    addressLine: pick('addressLine'),
    city: pick('city'),
    postalCode: pick('postalCode'),
    subdivision: pick('subdivision'),
    country: pick('country'),
  };
}

/** The hosted checkout page and its form posts: apply or clear a coupon, and place a paid order (then the thank-you page). */
export const hostedRoutes: Route<CheckoutState>[] = [
  {
    method: 'GET',
    path: '/_emulator/checkout',
    access: 'public',
    id: 'emulator.checkout.page',
    handle: (ctx) => {
      const session = str(ctx.query.session);
      const checkout = load(ctx, str(ctx.query.checkoutId));
      if (!checkout) return notFoundPage();
      if (checkout.completed) return thankYou(ctx, checkout, session);
      const cartPageUrl = str(callbacksOf(ctx, session)['cartPageUrl']);
      return { html: renderCheckoutPage(ctx.engine, checkout, { baseUrl: ctx.baseUrl, session, cartPageUrl }) };
    },
  },
  {
    method: 'POST',
    path: '/_emulator/checkout/apply-coupon',
    access: 'public',
    id: 'emulator.checkout.applyCoupon',
    lockKey: (ctx) => str(fieldsOf(ctx.body).checkoutId),
    handle: async (ctx) => {
      const session = str(fieldsOf(ctx.body).session);
      const checkout = load(ctx, str(fieldsOf(ctx.body).checkoutId));
      if (!checkout) return notFoundPage();
      const code = str(fieldsOf(ctx.body).couponCode);
      if (!checkout.completed) {
        const coupon = code ? findCoupon(ctx.engine, code) : undefined;
        if (code && !coupon) {
          const cartPageUrl = str(callbacksOf(ctx, session)['cartPageUrl']);
          return { status: 400, html: renderCheckoutPage(ctx.engine, checkout, { baseUrl: ctx.baseUrl, session, cartPageUrl, error: `Coupon ${code} does not exist.` }) };
        }
        await ctx.engine.persist(); // checked above, written after a storage round trip (the lock orders it with place-order)
        if (coupon) checkout.couponId = coupon.id;
        else delete checkout.couponId;
        checkout.updatedDate = ctx.engine.now().toISOString();
      }
      return { status: 303, redirect: pageUrl(checkout.id, session) };
    },
  },
  {
    method: 'POST',
    path: '/_emulator/checkout/place-order',
    access: 'public',
    id: 'emulator.checkout.placeOrder',
    lockKey: (ctx) => str(fieldsOf(ctx.body).checkoutId),
    handle: async (ctx) => {
      const body = (ctx.body ?? {}) as Record<string, unknown>;
      const session = str(body.session);
      const checkout = load(ctx, str(body.checkoutId));
      if (!checkout) return notFoundPage();
      if (checkout.completed) return thankYou(ctx, checkout, session);
      const contact = contactFrom(body);
      const contactDetails = { firstName: contact.firstName, lastName: contact.lastName, phone: contact.phone };
      const address = { addressLine: contact.addressLine, city: contact.city, postalCode: contact.postalCode, subdivision: contact.subdivision, country: contact.country };
      checkout.buyerInfo.email = contact.email;
      checkout.billingInfo = { address, contactDetails };
      checkout.shippingInfo = { ...(checkout.shippingInfo ?? {}), shippingDestination: { address, contactDetails } };
      try {
        await placeOrder(ctx.engine, checkout, { paid: true });
      } catch (error) {
        if (!(error instanceof RouteError)) throw error;
        const json = error.result.json as { message?: string };
        const cartPageUrl = str(callbacksOf(ctx, session)['cartPageUrl']);
        return { status: error.result.status, html: renderCheckoutPage(ctx.engine, checkout, { baseUrl: ctx.baseUrl, session, cartPageUrl, error: json.message ?? 'The order could not be placed.', contact: contact }) };
      }
      return thankYou(ctx, checkout, session);
    },
  },
];
