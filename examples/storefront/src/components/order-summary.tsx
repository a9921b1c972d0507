import { formatDate, formatMoney, imageUrl, money } from '@/lib/format';
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
  const summary = order.priceSummary ?? {};
  return (
    <div className="panel" data-testid="order-details">
      <ul className="lines">
        {(order.lineItems ?? []).map((line, i) => {
          const src = imageUrl(line.image ?? undefined, mediaBase);
          const desc = (line.descriptionLines ?? [])
            .map((descriptionLine) => {
              const name = descriptionLine.name?.translated ?? descriptionLine.name?.original;
              const value = descriptionLine.plainText?.translated ?? descriptionLine.plainText?.original ?? descriptionLine.colorInfo?.translated ?? descriptionLine.colorInfo?.original;
              return name && value ? `${name}: ${value}` : value ?? '';
            })
            .filter(Boolean)
            .join(' · ');
          // The line as the shopper saw it in the cart: unit price × quantity; the discount, shipping and tax stay in the summary below.
          const unit = line.priceBeforeDiscounts ?? line.price;
          const quantity = line.quantity ?? 1;
          const amount = unit ? formatMoney(Number(unit.amount ?? 0) * quantity, currency) : money(line.totalPriceAfterTax, currency);
          return (
            <li className="line" key={line._id ?? i} data-testid="order-line">
              {src ? <img src={src} alt="" width={84} height={84} /> : <div />}
              <div>
                <div className="title">{line.productName?.translated ?? line.productName?.original}</div>
                <div className="meta">
                  {desc ? `${desc} · ` : ''}Qty {quantity}
                  {unit && quantity > 1 ? ` × ${money(unit, currency)}` : ''}
                </div>
              </div>
              <div className="amount" data-testid="order-line-amount">
                {amount}
              </div>
            </li>
          );
        })}
      </ul>
      <div style={{ borderTop: '1px solid var(--line)', paddingTop: 12, marginTop: 4 }}>
        {summary.subtotal ? (
          <div className="summary-row">
            <span>Subtotal</span>
            <span>{money(summary.subtotal, currency)}</span>
          </div>
        ) : null}
        {summary.discount && Number(summary.discount.amount) > 0 ? (
          <div className="summary-row">
            <span>Discount</span>
            <span className="discount" data-testid="order-discount">−{money(summary.discount, currency)}</span>
          </div>
        ) : null}
        {summary.shipping ? (
          <div className="summary-row">
            <span>Shipping</span>
            <span data-testid="order-shipping">{Number(summary.shipping.amount) > 0 ? money(summary.shipping, currency) : 'Free'}</span>
          </div>
        ) : null}
        {summary.tax && Number(summary.tax.amount) > 0 ? (
          <div className="summary-row">
            <span>Tax</span>
            <span data-testid="order-tax">{money(summary.tax, currency)}</span>
          </div>
        ) : null}
        <div className="summary-row total">
          <span>Total</span>
          <span data-testid="order-total">{money(summary.total, currency)}</span>
        </div>
      </div>
    </div>
  );
}

export function orderDate(order: OrderLike): string {
  return formatDate(order._createdDate);
}
