/** Create, get (by id, by cart id), update, checkout URL and payment settings. */
import { z } from 'zod';
import { applicationError, notFound, parseBody, raise } from '../../engine/errors';
import type { Route } from '../../engine/types';
import { addLines, lineItemInput } from '../commerce/add-lines';
import { findCoupon } from '../coupons/access';
import { canSee } from '../shared/route-helpers';
import { createCheckoutRecord } from './create';
import { requireCheckout, requireOpenCheckout, type CheckoutCtx } from './state';
import { changeCheckout, checkoutResponse, hostedCheckoutUrl } from './wire-checkout';
import type { CheckoutState, StoredCheckout } from './types';

const info = z.record(z.string(), z.unknown());
const checkoutInfo = z
  .object({ billingInfo: info, shippingInfo: info, buyerInfo: info, buyerNote: z.string().max(1000), customFields: z.array(z.unknown()) })
  .partial()
  .passthrough();
// The buyer is sent to this URL: http(s) only, never a `javascript:` or `data:` link.
const checkoutUrl = z.string().url({ protocol: /^https?$/ });
const createSchema = z.object({
  checkoutInfo: checkoutInfo.optional(),
  couponCode: z.string().optional(),
  lineItems: z.array(lineItemInput).optional(),
  customLineItems: z.array(z.unknown()).optional(),
  channelType: z.string().min(1),
  giftCardCode: z.string().optional(),
  overrideCheckoutUrl: checkoutUrl.optional(),
  giftCardRedeemAmount: z.unknown().optional(),
});
const updateSchema = z.object({
  checkout: checkoutInfo.extend({ id: z.string().optional() }),
  couponCode: z.string().optional(),
  giftCardCode: z.string().optional(),
  overrideCheckoutUrl: checkoutUrl.optional(),
  lineItems: z.array(lineItemInput).optional(),
  customLineItems: z.array(z.unknown()).optional(),
  giftCardRedeemAmount: z.unknown().optional(),
});

function couponIdFor(ctx: CheckoutCtx, code: string | undefined): string | undefined {
  if (code === undefined) return undefined;
  const coupon = findCoupon(ctx.engine, code);
  if (!coupon) raise(applicationError(400, 'COUPON_DOES_NOT_EXIST', `Coupon ${code} does not exist`, { couponCode: code }));
  return coupon.id;
}

function rejectGiftCard(code: string | undefined): void {
  if (code !== undefined) raise(applicationError(400, 'GIFT_CARD_NOT_FOUND', `Gift card ${code} not found (the emulator has no gift cards)`));
}

function applyInfo(checkout: StoredCheckout, input: z.infer<typeof checkoutInfo>): void {
  if (input.billingInfo) checkout.billingInfo = { ...(checkout.billingInfo ?? {}), ...input.billingInfo };
  if (input.shippingInfo) checkout.shippingInfo = { ...(checkout.shippingInfo ?? {}), ...input.shippingInfo };
  if (input.buyerInfo) {
    const email = input.buyerInfo['email'];
    if (typeof email === 'string') checkout.buyerInfo.email = email;
    const contactId = input.buyerInfo['contactId'];
    if (typeof contactId === 'string') checkout.buyerInfo.contactId = contactId;
  }
  if (input.buyerNote !== undefined) checkout.buyerNote = input.buyerNote;
}

/** Checkout create, get (by id, or the newest for a cart id), update (open checkouts only), checkout URL (the override, else the hosted page) and payment settings. */
export const crudRoutes: Route<CheckoutState>[] = [
  {
    method: 'POST',
    path: '/ecom/v1/checkouts',
    access: 'sessionOrApiKey',
    id: 'ecom.checkout.createCheckout',
    handle: (ctx) => {
      const input = parseBody(createSchema, ctx.body);
      rejectGiftCard(input.giftCardCode);
      const couponId = couponIdFor(ctx, input.couponCode);
      const draft = { lines: [] as StoredCheckout['lines'] };
      if (input.lineItems) addLines(ctx, draft, input.lineItems);
      const checkout = createCheckoutRecord(ctx.engine, ctx.caller, {
        lines: draft.lines,
        couponId,
        channelType: input.channelType,
        overrideCheckoutUrl: input.overrideCheckoutUrl,
      });
      if (input.checkoutInfo) applyInfo(checkout, input.checkoutInfo);
      return checkoutResponse(ctx, checkout);
    },
  },
  {
    method: 'GET',
    path: '/ecom/v1/checkouts/by-cart-id/:id',
    access: 'sessionOrApiKey',
    id: 'ecom.checkout.getCheckoutByCartId',
    handle: (ctx) => {
      const matches = Object.values(ctx.state.checkouts)
        .filter((checkout) => checkout.cartId === ctx.params.id && canSee(ctx.caller, checkout.owner, { visitorOwnedToo: true }))
        .sort((a, b) => b.createdDate.localeCompare(a.createdDate));
      const checkout = matches[0];
      if (!checkout) raise(notFound('CHECKOUT_NOT_FOUND', `No checkout for cart ${ctx.params.id ?? ''}`));
      return checkoutResponse(ctx, checkout);
    },
  },
  {
    method: 'GET',
    path: '/ecom/v1/checkouts/:id/checkout-url',
    access: 'sessionOrApiKey',
    id: 'ecom.checkout.getCheckoutUrl',
    handle: (ctx) => {
      const checkout = requireCheckout(ctx, ctx.params.id);
      return { json: { checkoutUrl: checkout.overrideCheckoutUrl ?? hostedCheckoutUrl(ctx.baseUrl, checkout.id) } };
    },
  },
  {
    method: 'GET',
    path: '/ecom/v1/checkouts/:id/payment-settings',
    access: 'sessionOrApiKey',
    id: 'ecom.checkout.getCheckoutPaymentSettings',
    handle: (ctx) => {
      requireCheckout(ctx, ctx.params.id);
      return { json: { blockedPaymentOptions: [] } };
    },
  },
  {
    method: 'GET',
    path: '/ecom/v1/checkouts/:id',
    access: 'sessionOrApiKey',
    id: 'ecom.checkout.getCheckout',
    handle: (ctx) => checkoutResponse(ctx, requireCheckout(ctx, ctx.params.id)),
  },
  {
    method: 'PATCH',
    path: '/ecom/v1/checkouts/:id',
    access: 'sessionOrApiKey',
    id: 'ecom.checkout.updateCheckout',
    lockKey: (ctx) => ctx.params.id,
    handle: (ctx) => {
      const checkout = requireOpenCheckout(ctx, ctx.params.id);
      const input = parseBody(updateSchema, ctx.body);
      rejectGiftCard(input.giftCardCode);
      const couponId = couponIdFor(ctx, input.couponCode);
      return changeCheckout(ctx, checkout, (draft) => {
        if (input.lineItems && input.lineItems.length > 0) addLines(ctx, draft, input.lineItems);
        if (couponId) draft.couponId = couponId;
        if (input.overrideCheckoutUrl) draft.overrideCheckoutUrl = input.overrideCheckoutUrl;
        applyInfo(draft, input.checkout);
      });
    },
  },
];
