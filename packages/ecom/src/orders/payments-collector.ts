import type { Call } from '@sitekit/core-runtime';
import { paymentsCollectorService } from './service';
import type {
  GetPaymentCollectabilityStatusResponse, PaymentCapture, PaymentsResponse, PreparePaymentCollectionOptions,
  PreparePaymentCollectionResponse, Price,
} from './types';

/**
 * Prepares collecting a payment for an order; returns `{ paymentGatewayOrderId }`. `amount` is `{ amount: '10.00' }`.
 */
export const preparePaymentCollection: Call<
  (ecomOrderId: string, amount: Price, options?: PreparePaymentCollectionOptions) => Promise<PreparePaymentCollectionResponse>
> = /* @__PURE__ */ paymentsCollectorService('POST /ecom/v1/payments-collector/orders/{ecomOrderId}/prepare-payment-collection', {
  name: 'PreparePaymentCollection', args: { ecomOrderId: 'id', amount: 'object', options: 'options' },
});

/**
 * Whether an order's payment can be collected; returns `{ status, amount }`.
 */
export const getPaymentCollectabilityStatus: Call<(ecomOrderId: string) => Promise<GetPaymentCollectabilityStatusResponse>> =
  /* @__PURE__ */ paymentsCollectorService('GET /ecom/v1/payments-collector/orders/{ecomOrderId}/payment-collectability-status', { name: 'GetPaymentCollectabilityStatus', args: { ecomOrderId: 'id' } });

/**
 * Voids authorized payments of an order; returns `{ orderTransactions }`.
 */
export const voidAuthorizedPayments: Call<(ecomOrderId: string, paymentIds: string[]) => Promise<PaymentsResponse>> =
  /* @__PURE__ */ paymentsCollectorService('POST /ecom/v1/payments-collector/orders/{ecomOrderId}/void-authorized-payments', { name: 'VoidAuthorizedPayments', args: { ecomOrderId: 'id', paymentIds: 'list' } });

/**
 * Captures authorized payments (`[{ paymentId, amount: { amount } }]`); returns `{ orderTransactions }`.
 */
export const captureAuthorizedPayments: Call<(ecomOrderId: string, payments: PaymentCapture[]) => Promise<PaymentsResponse>> =
  /* @__PURE__ */ paymentsCollectorService('POST /ecom/v1/payments-collector/orders/{ecomOrderId}/capture-authorized-payments', { name: 'CaptureAuthorizedPayments', args: { ecomOrderId: 'id', payments: 'list' } });
