/** create-order and mark-as-completed. */
import { z } from 'zod';
import { parseBody } from '../../engine/errors';
import type { Route } from '../../engine/types';
import { placeOrder } from '../orders/access';
import { requireCheckout, touchCheckout } from './state';
import type { CheckoutState } from './types';

const createOrderSchema = z.object({
  id: z.string().optional(),
  savePaymentMethod: z.boolean().optional(),
  delayCapture: z.boolean().optional(),
  inAppPurchase: z.boolean().optional(),
});
const completeSchema = z.object({ id: z.string().optional(), orderId: z.string().optional() });

/** Create an order from a checkout (not paid, with a payment gateway order id, unless it costs nothing) and mark a checkout completed. */
export const orderRoutes: Route<CheckoutState>[] = [
  {
    method: 'POST',
    path: '/ecom/v1/checkouts/:id/create-order',
    access: 'sessionOrApiKey',
    id: 'ecom.checkout.createOrder',
    lockKey: (ctx) => ctx.params.id,
    handle: async (ctx) => {
      parseBody(createOrderSchema, ctx.body);
      const checkout = requireCheckout(ctx, ctx.params.id);
      const order = await placeOrder(ctx.engine, checkout, { paid: false });
      return {
        json: {
          orderId: order.id,
          ...(order.paymentStatus === 'PAID' ? {} : { paymentGatewayOrderId: ctx.engine.newId() }),
        },
      };
    },
  },
  {
    method: 'POST',
    path: '/ecom/v1/checkouts/:id/mark-as-completed',
    access: 'sessionOrApiKey',
    id: 'ecom.checkout.markCheckoutAsCompleted',
    lockKey: (ctx) => ctx.params.id,
    handle: (ctx) => {
      const { orderId } = parseBody(completeSchema, ctx.body);
      const checkout = requireCheckout(ctx, ctx.params.id);
      checkout.completed = true;
      if (orderId) checkout.orderId = orderId;
      touchCheckout(ctx, checkout);
      return { json: {} };
    },
  },
];
