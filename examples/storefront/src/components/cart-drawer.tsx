'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { useCurrentCart } from '@sitekit/react';
import { formatMoney } from '@/lib/format';
import type { CartLike } from '@/lib/types';
import { CartLines, cartCount } from './cart-lines';
import { BagIcon, CloseIcon } from './icons';
import { useStoreUi } from './store-context';

/** Slide-over cart: lines, subtotal, links to the cart page and checkout. */
export function CartDrawer() {
  const { cartOpen, closeCart } = useStoreUi();
  const { data, isLoading, isError, refetch } = useCurrentCart();
  const cart = data as CartLike | null | undefined;

  useEffect(() => {
    if (!cartOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && closeCart();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [cartOpen, closeCart]);

  if (!cartOpen) return null;
  const count = cartCount(cart);
  const currency = cart?.currency ?? 'USD';
  const subtotal = (cart?.lineItems ?? []).reduce((total, line) => total + Number(line.price?.convertedAmount ?? line.price?.amount ?? 0) * (line.quantity ?? 0), 0);

  return (
    <>
      <div className="drawer-backdrop" onClick={closeCart} />
      <aside className="drawer" role="dialog" aria-modal="true" aria-label="Your cart" data-testid="cart-drawer">
        <div className="drawer-head">
          <h2>Your cart {count ? <span className="muted">({count})</span> : null}</h2>
          <button type="button" className="icon-btn" onClick={closeCart} aria-label="Close cart">
            <CloseIcon />
          </button>
        </div>
        <div className="drawer-body">
          {isLoading ? (
            <div className="empty">
              <span className="spinner" />
            </div>
          ) : isError ? (
            <div className="empty">
              <p>We could not load your cart.</p>
              <button className="btn btn-ghost btn-sm" type="button" onClick={() => refetch()}>
                Try again
              </button>
            </div>
          ) : !cart || count === 0 ? (
            <div className="empty">
              <div className="icon">
                <BagIcon />
              </div>
              <p>Your cart is empty.</p>
              <Link className="btn btn-ghost btn-sm" href="/search" onClick={closeCart}>
                Start shopping
              </Link>
            </div>
          ) : (
            <CartLines cart={cart} compact />
          )}
        </div>
        {cart && count > 0 ? (
          <div className="drawer-foot">
            <div className="summary-row">
              <span>Subtotal</span>
              <strong data-testid="drawer-subtotal">{formatMoney(subtotal, currency)}</strong>
            </div>
            <p className="muted" style={{ margin: 0, fontSize: '0.85rem' }}>
              Shipping, taxes and discount codes are calculated in the cart.
            </p>
            <Link href="/cart" className="btn btn-accent btn-block" onClick={closeCart} data-testid="view-cart">
              View cart &amp; checkout
            </Link>
            <button type="button" className="btn btn-ghost btn-block" onClick={closeCart}>
              Continue shopping
            </button>
          </div>
        ) : null}
      </aside>
    </>
  );
}
