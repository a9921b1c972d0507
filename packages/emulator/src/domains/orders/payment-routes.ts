/** Payments collector: collectability, prepare collection, capture and void authorized payments (API key). */
import { z } from 'zod';
import { applicationError, parseBody, raise } from '../../engine/errors';
import type { Route, RouteContext } from '../../engine/types';
import { money, toCents } from '../shared/money';
import { requireOrder } from './state';
import { orderTotalCents } from './build';
import type { OrdersState, StoredOrder, StoredPayment } from './types';

type Ctx = RouteContext<OrdersState>;

const amountSchema = z.object({ amount: z.string().regex(/^\d+(\.\d{1,2})?$/) });
const prepareSchema = z.object({
  amount: amountSchema,
  paymentGatewayOrderId: z.string().optional(),
  delayedCapture: z.boolean().optional(),
  delayedCaptureSettings: z.unknown().optional(),
  merchantInitiated: z.boolean().optional(),
  redirectUrls: z.unknown().optional(),
});
const voidSchema = z.object({ paymentIds: z.array(z.string()).min(1) });
const captureSchema = z.object({ payments: z.array(z.object({ paymentId: z.string(), amount: amountSchema.optional() })).min(1) });

function paidCents(payments: StoredPayment[]): number {
  return payments.reduce(
    (sum, payment) => sum + (payment.delayedCapture ? payment.captures.reduce((captured, capture) => captured + capture.amountCents, 0) : payment.status === 'APPROVED' ? payment.amountCents : 0),
    0,
  );
}

function authorizedCents(payments: StoredPayment[]): number {
  return payments.reduce((sum, payment) => sum + (payment.status === 'AUTHORIZED' ? payment.amountCents : 0), 0);
}

function refreshPaymentStatus(ctx: Ctx, order: StoredOrder): void {
  const payments = ctx.state.payments[order.id] ?? [];
  const total = orderTotalCents(order);
  const paid = paidCents(payments);
  const previous = order.paymentStatus;
  order.paymentStatus = paid >= total ? 'PAID' : paid > 0 ? 'PARTIALLY_PAID' : authorizedCents(payments) > 0 ? 'PENDING' : 'NOT_PAID';
  order.balanceSummary = { balance: money(Math.max(0, total - paid)), paid: money(paid) };
  const now = ctx.engine.now().toISOString();
  order.updatedDate = now;
  if (previous !== 'PAID' && order.paymentStatus === 'PAID') order.activities.push({ id: ctx.engine.newId(), type: 'ORDER_PAID', createdDate: now });
}

function wirePayment(payment: StoredPayment) {
  const base = { id: payment.id, amount: money(payment.amountCents), createdDate: payment.createdDate, updatedDate: payment.voidedDate ?? payment.createdDate, refundDisabled: false };
  if (!payment.delayedCapture) return { ...base, regularPaymentDetails: { status: payment.status, paymentOrderId: payment.paymentGatewayOrderId, offlinePayment: false } };
  return {
    ...base,
    regularPaymentDetails: {
      status: payment.status,
      paymentOrderId: payment.paymentGatewayOrderId,
      offlinePayment: false,
      authorizationDetails: {
        delayedCapture: true,
        authorizedDate: payment.createdDate,
        captures: payment.captures.map((capture) => ({ id: capture.id, amount: money(capture.amountCents), status: capture.status, createdDate: capture.createdDate })),
        ...(payment.voidedDate ? { void: { status: 'SUCCEEDED', voidedDate: payment.voidedDate } } : {}),
      },
    },
  };
}

function transactions(ctx: Ctx, order: StoredOrder) {
  return { orderTransactions: { orderId: order.id, payments: (ctx.state.payments[order.id] ?? []).map(wirePayment), refunds: [] } };
}

function findPayment(ctx: Ctx, order: StoredOrder, id: string, seen?: Set<string>): StoredPayment {
  if (seen?.has(id)) raise(applicationError(428, 'PAYMENT_NOT_AUTHORIZED', `Payment ${id} is listed twice`));
  seen?.add(id);
  const payment = (ctx.state.payments[order.id] ?? []).find((candidate) => candidate.id === id);
  if (!payment) raise(applicationError(404, 'PAYMENT_NOT_FOUND', `Payment ${id} not found on order ${order.id}`));
  if (payment.status !== 'AUTHORIZED') raise(applicationError(428, 'PAYMENT_NOT_AUTHORIZED', `Payment ${id} is ${payment.status}, not AUTHORIZED`));
  return payment;
}

const order = (ctx: Ctx) => requireOrder(ctx.state, ctx.params.ecomOrderId, ctx.caller);
const lockKey = (ctx: Ctx) => ctx.params.ecomOrderId;

/** The payments collector of one order (API key): collectability and balance, prepare a payment (authorized when capture is delayed), capture or void authorized payments. */
export const paymentRoutes: Route<OrdersState>[] = [
  {
    method: 'GET',
    path: '/ecom/v1/payments-collector/orders/:ecomOrderId/payment-collectability-status',
    access: 'apiKey',
    id: 'ecom.orders.getPaymentCollectabilityStatus',
    handle: (ctx) => {
      const found = order(ctx);
      const balance = Math.max(0, orderTotalCents(found) - paidCents(ctx.state.payments[found.id] ?? []));
      const status =
        found.status === 'CANCELED' ? 'NONCOLLECTABLE_ORDER_IS_CANCELLED' : balance === 0 ? 'NONCOLLECTABLE_ORDER_IS_PAID' : 'COLLECTABLE';
      return { json: { status, amount: money(balance) } };
    },
  },
  {
    method: 'POST',
    path: '/ecom/v1/payments-collector/orders/:ecomOrderId/prepare-payment-collection',
    access: 'apiKey',
    id: 'ecom.orders.preparePaymentCollection',
    lockKey,
    handle: async (ctx) => {
      const found = order(ctx);
      const input = parseBody(prepareSchema, ctx.body);
      if (found.status === 'CANCELED') raise(applicationError(428, 'ORDER_IS_CANCELLED', `Order ${found.id} is canceled`));
      const payments = (ctx.state.payments[found.id] ??= []);
      const balance = orderTotalCents(found) - paidCents(payments) - authorizedCents(payments);
      const amountCents = toCents(input.amount.amount);
      if (amountCents <= 0 || amountCents > balance) {
        raise(applicationError(400, 'INVALID_AMOUNT', `Amount must be between 0.01 and the balance ${money(Math.max(0, balance)).amount}`));
      }
      const paymentGatewayOrderId = input.paymentGatewayOrderId ?? ctx.engine.newId();
      // The balance was checked above; the payment is written after a storage round trip (the lock prevents overpaying).
      await ctx.engine.persist();
      payments.push({
        id: ctx.engine.newId(),
        amountCents,
        status: input.delayedCapture ? 'AUTHORIZED' : 'APPROVED',
        delayedCapture: input.delayedCapture ?? false,
        paymentGatewayOrderId,
        createdDate: ctx.engine.now().toISOString(),
        captures: [],
      });
      refreshPaymentStatus(ctx, found);
      return { json: { paymentGatewayOrderId } };
    },
  },
  {
    method: 'POST',
    path: '/ecom/v1/payments-collector/orders/:ecomOrderId/capture-authorized-payments',
    access: 'apiKey',
    id: 'ecom.orders.captureAuthorizedPayments',
    lockKey,
    handle: async (ctx) => {
      const found = order(ctx);
      const { payments } = parseBody(captureSchema, ctx.body);
      const seen = new Set<string>();
      const captures = payments.map(({ paymentId, amount }) => {
        const payment = findPayment(ctx, found, paymentId, seen);
        const cents = amount ? toCents(amount.amount) : payment.amountCents;
        if (cents <= 0 || cents > payment.amountCents) raise(applicationError(400, 'INVALID_AMOUNT', `Capture amount exceeds the authorized ${money(payment.amountCents).amount}`));
        return { payment, cents };
      });
      await ctx.engine.persist();
      const now = ctx.engine.now().toISOString();
      for (const { payment, cents } of captures) {
        payment.captures.push({ id: ctx.engine.newId(), amountCents: cents, status: 'SUCCEEDED', createdDate: now });
        payment.status = 'APPROVED';
      }
      refreshPaymentStatus(ctx, found);
      return { json: transactions(ctx, found) };
    },
  },
  {
    method: 'POST',
    path: '/ecom/v1/payments-collector/orders/:ecomOrderId/void-authorized-payments',
    access: 'apiKey',
    id: 'ecom.orders.voidAuthorizedPayments',
    lockKey,
    handle: async (ctx) => {
      const found = order(ctx);
      const { paymentIds } = parseBody(voidSchema, ctx.body);
      const seen = new Set<string>();
      const voided = paymentIds.map((id) => findPayment(ctx, found, id, seen));
      await ctx.engine.persist();
      const now = ctx.engine.now().toISOString();
      for (const payment of voided) {
        payment.status = 'VOIDED';
        payment.voidedDate = now;
      }
      refreshPaymentStatus(ctx, found);
      return { json: transactions(ctx, found) };
    },
  },
];
