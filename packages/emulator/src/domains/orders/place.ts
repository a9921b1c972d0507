/**
 * Placing an order from a checkout: used by `create-order` and by the hosted checkout page. Checks
 * availability, takes stock, stores the order and announces it (`orders.placed`: the checkout completes
 * itself, the buyer's cart is emptied). Callers hold the checkout's lock: the checkout is read before a
 * storage round trip and completed after it.
 */
import { applicationError, raise } from '../../engine/errors';
import type { EngineApi } from '../../engine/types';
import { adjustStock, catalogOf, findVariant, type StoredProduct } from '../catalog/access';
import { couponById } from '../coupons/access';
import { refSelection, resolveLine, type ResolvedLine, type StoredLine } from '../commerce/line-items';
import type { MerchantDiscount } from '../commerce/totals';
import { buildOrder } from './build';
import type { OrderPlaced } from './order-events';
import { nextOrderNumber, ordersOf } from './state';
import type { StoredOrder, StoredPayment } from './types';

/** What an order is placed from: the checkout's lines, discounts and buyer details, and whether it already became an order. */
export interface CheckoutToOrder {
  id: string;
  cartId?: string | undefined;
  lines: StoredLine[];
  couponId?: string | undefined;
  merchantDiscounts?: MerchantDiscount[] | undefined;
  billingInfo?: Record<string, unknown> | undefined;
  shippingInfo?: Record<string, unknown> | undefined;
  buyerInfo: { visitorId?: string; memberId?: string; email?: string; contactId?: string };
  buyerNote?: string | undefined;
  channelType: string;
  completed: boolean;
  orderId?: string | undefined;
}

/** Refuses a completed or empty checkout, and one whose lines are not all available; answers the resolved lines. */
function requireOrderable(products: Record<string, StoredProduct>, checkout: CheckoutToOrder): ResolvedLine[] {
  if (checkout.completed && checkout.orderId) {
    raise(applicationError(409, 'CHECKOUT_ALREADY_COMPLETED', `Checkout ${checkout.id} already has order ${checkout.orderId}`, { orderId: checkout.orderId }));
  }
  if (checkout.lines.length === 0) raise(applicationError(400, 'EMPTY_CHECKOUT', 'The checkout has no line items'));
  const resolved = checkout.lines.map((line) => resolveLine(products, line));
  const unavailable = resolved.filter((resolvedLine) => resolvedLine.status !== 'AVAILABLE');
  if (unavailable.length > 0) {
    raise(
      applicationError(428, 'LINE_ITEMS_NOT_AVAILABLE', 'Some line items are out of stock or no longer exist', {
        lineItemIds: unavailable.map((resolvedLine) => resolvedLine.line.id),
      }),
    );
  }
  return resolved;
}

/** The approved payment of an order paid in full at checkout. */
function paidInFull(engine: EngineApi, order: StoredOrder, now: string): StoredPayment {
  return {
    id: engine.newId(),
    amountCents: Math.round(Number(order.priceSummary.total.amount) * 100),
    status: 'APPROVED',
    delayedCapture: false,
    paymentGatewayOrderId: engine.newId(),
    createdDate: now,
    captures: [],
  };
}

/**
 * Places the order of a checkout and answers it: refuses a completed or empty checkout or unavailable
 * lines, takes the stock, and announces the order (the checkout domain completes the checkout). The order is PAID (with an approved payment) when
 * `paid` is set or it costs nothing, else NOT_PAID.
 */
export async function placeOrder(engine: EngineApi, checkout: CheckoutToOrder, options: { paid: boolean }): Promise<StoredOrder> {
  const products = catalogOf(engine).products;
  const resolved = requireOrderable(products, checkout);
  // Checking and taking stock stay one step (like a conditional decrement in a database), so two
  // checkouts for the last unit can never both get it, whatever their locks.
  for (const resolvedLine of resolved) {
    if (resolvedLine.product) adjustStock(resolvedLine.product, findVariant(resolvedLine.product, refSelection(resolvedLine.line.catalogReference)), -resolvedLine.line.quantity);
  }
  const state = ordersOf(engine);
  const now = engine.now().toISOString();
  const order = buildOrder({
    id: engine.newId(),
    number: nextOrderNumber(state),
    now,
    lines: checkout.lines,
    products,
    coupon: couponById(engine, checkout.couponId),
    merchantDiscounts: checkout.merchantDiscounts,
    buyerInfo: checkout.buyerInfo,
    billingInfo: checkout.billingInfo,
    shippingInfo: checkout.shippingInfo,
    checkoutId: checkout.id,
    channelType: checkout.channelType,
    paymentStatus: options.paid || resolved.every((resolvedLine) => resolvedLine.totalCents === 0) ? 'PAID' : 'NOT_PAID',
    newId: () => engine.newId(),
    ...(checkout.buyerNote ? { buyerNote: checkout.buyerNote } : {}),
  });
  if (order.paymentStatus === 'PAID') {
    order.activities.push({ id: engine.newId(), type: 'ORDER_PAID', createdDate: now });
    state.payments[order.id] = [paidInFull(engine, order, now)];
  }
  await engine.persist();
  state.orders[order.id] = order;
  const placed: OrderPlaced = { type: 'orders.placed', orderId: order.id, checkoutId: checkout.id, cartId: checkout.cartId, at: now };
  engine.announce(placed);
  return order;
}
