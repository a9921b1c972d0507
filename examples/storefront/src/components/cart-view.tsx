'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useApplyCoupon, useCartTotals, useCurrentCart, useRemoveCoupon } from '@sitekit/react';
import { money } from '@/lib/format';
import type { CartLike, MoneyLike } from '@/lib/types';
import { CartLines, cartCount } from './cart-lines';
import { BagIcon } from './icons';

interface TotalsLike {
  priceSummary?: { subtotal?: MoneyLike; shipping?: MoneyLike; tax?: MoneyLike; discount?: MoneyLike; total?: MoneyLike } | null;
  appliedDiscounts?: { coupon?: { code?: string | null; name?: string | null } | null; discountType?: string | null }[] | null;
  currency?: string | null;
}

/** The cart page: lines, coupon, totals calculated by the platform, checkout. */
export function CartView() {
  const cartQuery = useCurrentCart();
  const cart = cartQuery.data as CartLike | null | undefined;
  if (cartQuery.isLoading) return <CartSkeleton />;
  if (cartQuery.isError) {
    return (
      <div className="state-box">
        <p>We could not load your cart.</p>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => cartQuery.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!cart || cartCount(cart) === 0) {
    return (
      <div className="empty" data-testid="cart-empty">
        <div className="icon">
          <BagIcon />
        </div>
        <h2>Your cart is empty</h2>
        <p>Find something you love — it will wait for you here.</p>
        <Link href="/search" className="btn btn-accent">
          Start shopping
        </Link>
      </div>
    );
  }
  return (
    <div className="cart-page">
      <div className="panel">
        <CartLines cart={cart} />
      </div>
      <Summary cart={cart} />
    </div>
  );
}

function Summary({ cart }: { cart: CartLike }) {
  const totalsQuery = useCartTotals();
  const totals = totalsQuery.data as TotalsLike | undefined;
  const currency = cart.currency ?? 'USD';
  const summary = totals?.priceSummary;
  const coupon = totals?.appliedDiscounts?.find((applied) => applied.coupon)?.coupon;
  const discount = Number(summary?.discount?.amount ?? 0);
  return (
    <aside className="panel panel-sand" aria-label="Order summary" data-testid="cart-summary">
      <h2 style={{ fontSize: '1.25rem' }}>Order summary</h2>
      {totalsQuery.isError ? <p className="alert">Totals are unavailable right now.</p> : null}
      <div className="summary-row">
        <span>Subtotal</span>
        <span data-testid="subtotal">{summary ? money(summary.subtotal, currency) : '…'}</span>
      </div>
      {discount > 0 ? (
        <div className="summary-row">
          <span>Discount{coupon?.code ? ` (${coupon.code})` : ''}</span>
          <span className="discount" data-testid="discount">
            −{money(summary?.discount, currency)}
          </span>
        </div>
      ) : null}
      <div className="summary-row">
        <span>Shipping</span>
        <span>{summary?.shipping && Number(summary.shipping.amount) > 0 ? money(summary.shipping, currency) : 'Free'}</span>
      </div>
      {summary?.tax && Number(summary.tax.amount) > 0 ? (
        <div className="summary-row">
          <span>Tax</span>
          <span>{money(summary.tax, currency)}</span>
        </div>
      ) : null}
      <div className="summary-row total">
        <span>Total</span>
        <span data-testid="total">{summary ? money(summary.total, currency) : <span className="spinner" />}</span>
      </div>
      <div className="coupon" style={{ margin: '18px 0' }}>
        <Coupon code={coupon?.code ?? undefined} />
      </div>
      <form action="/api/sitekit/checkout" method="post">
        <button type="submit" className="btn btn-accent btn-block" data-testid="checkout">
          Checkout securely
        </button>
      </form>
      <p className="muted" style={{ fontSize: '0.82rem', textAlign: 'center', marginTop: 10 }}>
        You&apos;ll pay on the platform&apos;s hosted checkout.
      </p>
    </aside>
  );
}

function Coupon({ code }: { code?: string }) {
  const apply = useApplyCoupon();
  const remove = useRemoveCoupon();
  const [value, setValue] = useState('');
  if (code) {
    return (
      <div className="coupon-applied" data-testid="coupon-applied">
        <span>✓ {code} applied</span>
        <button type="button" className="remove" onClick={() => remove.mutate(undefined as never)} disabled={remove.isPending}>
          Remove
        </button>
      </div>
    );
  }
  return (
    <>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (value.trim()) apply.mutate(value.trim().toUpperCase() as never, { onSuccess: () => setValue('') });
        }}
      >
        <label className="sr-only" htmlFor="coupon">
          Discount code
        </label>
        <input id="coupon" className="input" placeholder="Discount code" value={value} onChange={(e) => setValue(e.target.value)} data-testid="coupon-input" />
        <button type="submit" className="btn btn-sm" style={{ height: 42 }} disabled={apply.isPending} data-testid="coupon-apply">
          {apply.isPending ? '…' : 'Apply'}
        </button>
      </form>
      {apply.isError ? (
        <p className="alert" role="alert" style={{ marginTop: 10, marginBottom: 0 }}>
          That code is not valid for this cart.
        </p>
      ) : null}
    </>
  );
}

function CartSkeleton() {
  return (
    <div className="cart-page" aria-busy="true">
      <div className="panel">
        {[0, 1].map((i) => (
          <div key={i} className="line">
            <div className="skeleton" style={{ width: 84, height: 84 }} />
            <div>
              <div className="skeleton sk-line" style={{ width: '60%' }} />
              <div className="skeleton sk-line" style={{ width: '35%' }} />
            </div>
            <div />
          </div>
        ))}
      </div>
      <div className="panel panel-sand">
        <div className="skeleton sk-line" />
        <div className="skeleton sk-line" />
        <div className="skeleton sk-line" style={{ height: 44 }} />
      </div>
    </div>
  );
}
export { CartSkeleton };
