import type { Metadata } from 'next';
import Link from 'next/link';
import { isNotFound } from '@sitekit/core';
import { OrderDetails, orderDate, paymentLabel } from '@/components/order-summary';
import { browserSettings } from '@/lib/settings';
import { serverClient } from '@/lib/server';
import type { OrderLike } from '@/lib/types';

export const metadata: Metadata = { title: 'Thank you' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ThankYouPage({ searchParams }: Props) {
  const raw = (await searchParams).orderId;
  const orderId = Array.isArray(raw) ? raw[0] : raw;
  if (!orderId) {
    return (
      <div className="state-box">
        <h1>No order here</h1>
        <p>This page shows an order right after checkout.</p>
        <Link className="btn btn-accent" href="/">
          Back to the shop
        </Link>
      </div>
    );
  }
  const client = await serverClient();
  let order: OrderLike | undefined;
  try {
    order = (await client.orders.getOrder(orderId)) as OrderLike;
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  if (!order) {
    return (
      <div className="state-box">
        <h1>Order not found</h1>
        <p>We could not find order {orderId}. If you just paid, it may take a moment to appear.</p>
        <Link className="btn btn-accent" href="/">
          Back to the shop
        </Link>
      </div>
    );
  }
  return (
    <div className="thanks" data-testid="thank-you">
      <div className="thanks-icon">✓</div>
      <div className="eyebrow">Order confirmed</div>
      <h1>Thank you for your order!</h1>
      <p className="muted">
        Order <strong data-testid="order-number">#{order.number}</strong> · placed {orderDate(order)} ·{' '}
        <span className="badge badge-ok">{paymentLabel(order.paymentStatus)}</span>
      </p>
      <p>
        A confirmation is on its way{order.buyerInfo?.email ? <> to <strong>{order.buyerInfo.email}</strong></> : null}. We&apos;ll let you know when it ships.
      </p>
      <OrderDetails order={order} mediaBase={browserSettings().mediaBase} />
      <div style={{ display: 'flex', gap: 12, marginTop: 24, flexWrap: 'wrap' }}>
        <Link className="btn btn-accent" href="/search">
          Continue shopping
        </Link>
        <Link className="btn btn-ghost" href="/account#orders">
          View my orders
        </Link>
      </div>
    </div>
  );
}
