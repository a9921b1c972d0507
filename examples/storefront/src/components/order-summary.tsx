import { formatDate, imageUrl, money } from '@/lib/format';
import type { OrderLike } from '@/lib/types';

const STATUS: Record<string, string> = {
  PAID: 'Paid',
  NOT_PAID: 'Awaiting payment',
  PENDING: 'Pending',
  PARTIALLY_PAID: 'Partially paid',
  FULLY_REFUNDED: 'Refunded',
  PARTIALLY_REFUNDED: 'Partially refunded',
  CANCELED: 'Canceled',
};

export function paymentLabel(status: string | null | undefined): string {
  return (status && STATUS[status]) || (status ?? '').replace(/_/g, ' ').toLowerCase() || 'Placed';
}

/** An order's lines and totals (thank-you page and "my orders"). */
export function OrderDetails({ order, mediaBase }: { order: OrderLike; mediaBase: string }) {
  const currency = (order as { currency?: string }).currency ?? 'USD';
  const s = order.priceSummary ?? {};
  return (
    <div className="panel" data-testid="order-details">
      <ul className="lines">
        {(order.lineItems ?? []).map((line, i) => {
          const src = imageUrl(line.image ?? undefined, mediaBase);
          const desc = (line.descriptionLines ?? [])
            .map((d) => {
              const name = d.name?.translated ?? d.name?.original;
              const value = d.plainText?.translated ?? d.plainText?.original ?? d.colorInfo?.translated ?? d.colorInfo?.original;
              return name && value ? `${name}: ${value}` : value ?? '';
            })
            .filter(Boolean)
            .join(' · ');
          return (
            <li className="line" key={line._id ?? i}>
              {src ? <img src={src} alt="" width={84} height={84} /> : <div />}
              <div>
                <div className="title">{line.productName?.translated ?? line.productName?.original}</div>
                <div className="meta">
                  {desc ? `${desc} · ` : ''}Qty {line.quantity}
                </div>
              </div>
              <div className="amount">{money(line.totalPriceAfterTax ?? line.lineItemPrice ?? line.price, currency)}</div>
            </li>
          );
        })}
      </ul>
      <div style={{ borderTop: '1px solid var(--line)', paddingTop: 12, marginTop: 4 }}>
        {s.subtotal ? (
          <div className="summary-row">
            <span>Subtotal</span>
            <span>{money(s.subtotal, currency)}</span>
          </div>
        ) : null}
        {s.discount && Number(s.discount.amount) > 0 ? (
          <div className="summary-row">
            <span>Discount</span>
            <span className="discount">−{money(s.discount, currency)}</span>
          </div>
        ) : null}
        {s.shipping ? (
          <div className="summary-row">
            <span>Shipping</span>
            <span>{Number(s.shipping.amount) > 0 ? money(s.shipping, currency) : 'Free'}</span>
          </div>
        ) : null}
        {s.tax && Number(s.tax.amount) > 0 ? (
          <div className="summary-row">
            <span>Tax</span>
            <span>{money(s.tax, currency)}</span>
          </div>
        ) : null}
        <div className="summary-row total">
          <span>Total</span>
          <span data-testid="order-total">{money(s.total, currency)}</span>
        </div>
      </div>
    </div>
  );
}

export function orderDate(order: OrderLike): string {
  return formatDate(order._createdDate);
}
