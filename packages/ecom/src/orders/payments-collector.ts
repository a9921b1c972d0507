import { defineCall, optionalObject, requireArray, requireObject, requireString } from '@sitekit/core';
import { endpoints, fromEcom, toEcom } from '../shared/wire';
import type {
  GetPaymentCollectabilityStatusResponse, PaymentCapture, PaymentsResponse, PreparePaymentCollectionOptions,
  PreparePaymentCollectionResponse, Price,
} from './types';

// The payments collector: part of the `orders` module, as in the platform's SDK.
const ep = endpoints('com.wix.ecom.payments.collector.v1.PaymentsCollector.', 'wix.ecom.v1.order', 'ecom_orders');
const P = '/ecom/v1/payments-collector/orders/{ecomOrderId}';

const PREPARE = ep('POST', P + '/prepare-payment-collection', 'PreparePaymentCollection');
/**
 * Prepares collecting a payment for an order; returns `{ paymentGatewayOrderId }`. `amount` is `{ amount: '10.00' }`.
 *
 * @example
 * ```ts
 * const { paymentGatewayOrderId } = await client.orders.preparePaymentCollection(orderId, { amount: '10.00' });
 * ```
 */
export const preparePaymentCollection = defineCall((send) =>
  async (ecomOrderId: string, amount: Price, options?: PreparePaymentCollectionOptions): Promise<PreparePaymentCollectionResponse> => {
    optionalObject(options, 'options');
    requireString(ecomOrderId, 'ecomOrderId');
    requireObject(amount, 'amount');
    return fromEcom(await send(PREPARE, toEcom({ ecomOrderId, amount, ...options })));
  });

const STATUS = ep('GET', P + '/payment-collectability-status', 'GetPaymentCollectabilityStatus');
/**
 * Whether an order's payment can be collected; returns `{ status, amount }`.
 *
 * @example
 * ```ts
 * const { status, amount } = await client.orders.getPaymentCollectabilityStatus(orderId);
 * ```
 */
export const getPaymentCollectabilityStatus = defineCall((send) =>
  async (ecomOrderId: string): Promise<GetPaymentCollectabilityStatusResponse> => {
    requireString(ecomOrderId, 'ecomOrderId');
    return fromEcom(await send(STATUS, { ecomOrderId }));
  });

const VOID = ep('POST', P + '/void-authorized-payments', 'VoidAuthorizedPayments');
/**
 * Voids authorized payments of an order; returns `{ orderTransactions }`.
 *
 * @example
 * ```ts
 * const { orderTransactions } = await client.orders.voidAuthorizedPayments(orderId, [paymentId]);
 * ```
 */
export const voidAuthorizedPayments = defineCall((send) => async (ecomOrderId: string, paymentIds: string[]): Promise<PaymentsResponse> => {
  requireString(ecomOrderId, 'ecomOrderId');
  requireArray(paymentIds, 'paymentIds');
  return fromEcom(await send(VOID, { ecomOrderId, paymentIds }));
});

const CAPTURE = ep('POST', P + '/capture-authorized-payments', 'CaptureAuthorizedPayments');
/**
 * Captures authorized payments (`[{ paymentId, amount: { amount } }]`); returns `{ orderTransactions }`.
 *
 * @example
 * ```ts
 * await client.orders.captureAuthorizedPayments(orderId, [{ paymentId, amount: { amount: '10.00' } }]);
 * ```
 */
export const captureAuthorizedPayments = defineCall((send) => async (ecomOrderId: string, payments: PaymentCapture[]): Promise<PaymentsResponse> => {
  requireString(ecomOrderId, 'ecomOrderId');
  requireArray(payments, 'payments');
  return fromEcom(await send(CAPTURE, toEcom({ ecomOrderId, payments })));
});
