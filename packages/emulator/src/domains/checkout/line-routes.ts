/** Line items, coupon, gift card and override URL of an open checkout. */
import { z } from 'zod';
import { applicationError, parseBody, raise } from '../../engine/errors';
import type { Route } from '../../engine/types';
import { addLines, checkLine, lineItemInput, MAX_LINE_QUANTITY } from '../commerce/add-lines';
import { requireOpenCheckout, type CheckoutCtx } from './state';
import { changeCheckout } from './wire-checkout';
import type { CheckoutState, StoredCheckout } from './types';

const addSchema = z.object({ lineItems: z.array(lineItemInput).optional(), customLineItems: z.array(z.unknown()).optional() });
const removeSchema = z.object({ lineItemIds: z.array(z.string().min(1)).min(1) });
const quantitySchema = z.object({
  lineItems: z.array(z.object({ id: z.string().min(1), quantity: z.number().int().min(0).max(MAX_LINE_QUANTITY) })).min(1),
});

/** A handler that changes the open checkout the path's `:id` names and answers it. */
function changeOpen(apply: (ctx: CheckoutCtx, checkout: StoredCheckout) => void): Route<CheckoutState>['handle'] {
  return (ctx) => changeCheckout(ctx, requireOpenCheckout(ctx, ctx.params.id), (draft) => apply(ctx, draft));
}

/** Changes to an open checkout: add lines (stock-checked), remove lines, change quantities (0 removes the line), remove the coupon, gift card or override URL. */
export const lineRoutes: Route<CheckoutState>[] = [
  { method: 'POST', path: '/ecom/v1/checkouts/:id/add-to-checkout', access: 'sessionOrApiKey', id: 'ecom.checkout.addToCheckout', lockKey: (ctx) => ctx.params.id, handle: changeOpen((ctx, checkout) => {
    const { lineItems = [], customLineItems = [] } = parseBody(addSchema, ctx.body);
    if (lineItems.length === 0 && customLineItems.length === 0) raise(applicationError(400, 'NO_LINE_ITEMS', 'Add at least one line item'));
    addLines(ctx, checkout, lineItems);
  }) },
  { method: 'POST', path: '/ecom/v1/checkouts/:id/remove-line-items', access: 'sessionOrApiKey', id: 'ecom.checkout.removeLineItems', lockKey: (ctx) => ctx.params.id, handle: changeOpen((ctx, checkout) => {
    const { lineItemIds } = parseBody(removeSchema, ctx.body);
    checkout.lines = checkout.lines.filter((line) => !lineItemIds.includes(line.id));
  }) },
  { method: 'POST', path: '/ecom/v1/checkouts/:id/update-line-items-quantity', access: 'sessionOrApiKey', id: 'ecom.checkout.updateLineItemsQuantity', lockKey: (ctx) => ctx.params.id, handle: changeOpen((ctx, checkout) => {
    const { lineItems } = parseBody(quantitySchema, ctx.body);
    const next = checkout.lines.map((line) => ({ ...line }));
    lineItems.forEach(({ id, quantity }, i) => {
      const line = next.find((candidate) => candidate.id === id);
      if (!line) raise(applicationError(404, 'LINE_ITEM_NOT_FOUND', `Line item ${id} is not in the checkout`, { lineItemId: id }));
      line.quantity = quantity;
      if (quantity > 0) checkLine(ctx, line, `lineItems[${i}]`);
    });
    checkout.lines = next.filter((line) => line.quantity > 0);
  }) },
  { method: 'POST', path: '/ecom/v1/checkouts/:id/remove-coupon', access: 'sessionOrApiKey', id: 'ecom.checkout.removeCoupon', lockKey: (ctx) => ctx.params.id, handle: changeOpen((_ctx, checkout) => {
    delete checkout.couponId;
  }) },
  { method: 'POST', path: '/ecom/v1/checkouts/:id/remove-gift-card', access: 'sessionOrApiKey', id: 'ecom.checkout.removeGiftCard', lockKey: (ctx) => ctx.params.id, handle: changeOpen((_ctx, checkout) => {
    delete checkout.giftCardCode;
  }) },
  { method: 'POST', path: '/ecom/v1/checkouts/:id/remove-override-checkout-url', access: 'sessionOrApiKey', id: 'ecom.checkout.removeOverrideCheckoutUrl', lockKey: (ctx) => ctx.params.id, handle: changeOpen((_ctx, checkout) => {
    delete checkout.overrideCheckoutUrl;
  }) },
];
