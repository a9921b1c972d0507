'use client';

import Link from 'next/link';
import { useMember, useOrders } from '@sitekit/react';
import { money } from '@/lib/format';
import type { OrderLike } from '@/lib/types';
import { imageUrl } from '@/lib/format';
import { orderDate, paymentLabel } from './order-summary';
import { useStoreUi } from './store-context';
import { BagIcon } from './icons';
import { MemberProfile } from './member-profile';

/** Profile card and "my orders", from the hydrated member and orders queries. */
export function AccountView() {
  const member = useMember();
  const orders = useOrders();
  const { settings } = useStoreUi();
  const profile = member.data;
  const name = [profile?.contact?.firstName, profile?.contact?.lastName].filter(Boolean).join(' ') || profile?.profile?.nickname || profile?.loginEmail || 'Member';
  const list = ((orders.data as { orders?: OrderLike[] } | undefined)?.orders ?? []) as OrderLike[];

  return (
    <div className="account">
      <aside className="panel" data-testid="profile">
        <div className="avatar">{name.slice(0, 1).toUpperCase()}</div>
        {member.isLoading ? (
          <div className="skeleton sk-line" />
        ) : (
          <>
            <h2 style={{ fontSize: '1.3rem', marginBottom: 4 }} data-testid="member-name">
              {name}
            </h2>
            <div className="muted member-email" data-testid="member-email">
              {profile?.loginEmail}
            </div>
          </>
        )}
        <dl className="kv">
          <dt>Status</dt>
          <dd>{profile?.status ? profile.status.toLowerCase() : '—'}</dd>
          <dt>Member since</dt>
          <dd>{profile?._createdDate ? new Date(profile._createdDate).toLocaleDateString('en-US', { year: 'numeric', month: 'short' }) : '—'}</dd>
        </dl>
        <form action="/api/sitekit/logout" method="post">
          <button className="btn btn-ghost btn-block" type="submit" data-testid="logout">
            Log out
          </button>
        </form>
        <MemberProfile />
      </aside>

      <section id="orders" aria-labelledby="orders-title">
        <h2 id="orders-title">My orders</h2>
        {orders.isLoading ? (
          <div className="orders">
            {[0, 1].map((i) => (
              <div key={i} className="order-card">
                <div className="skeleton sk-line" style={{ width: '40%' }} />
                <div className="skeleton sk-line" />
              </div>
            ))}
          </div>
        ) : orders.isError ? (
          <div className="state-box">
            <p>We could not load your orders.</p>
            <button className="btn btn-ghost btn-sm" type="button" onClick={() => orders.refetch()}>
              Try again
            </button>
          </div>
        ) : list.length === 0 ? (
          <div className="empty panel">
            <div className="icon">
              <BagIcon />
            </div>
            <p>No orders yet.</p>
            <Link className="btn btn-accent btn-sm" href="/search">
              Start shopping
            </Link>
          </div>
        ) : (
          <div className="orders" data-testid="orders">
            {list.map((order) => (
              <article key={order._id} className="order-card" data-testid="order-card">
                <header>
                  <div>
                    <strong>Order #{order.number}</strong> <span className="muted">· {orderDate(order)}</span>
                  </div>
                  <span className={`badge ${order.paymentStatus === 'PAID' ? 'badge-ok' : ''}`}>{paymentLabel(order.paymentStatus)}</span>
                </header>
                <div className="order-items">
                  {(order.lineItems ?? []).slice(0, 6).map((li, i) => {
                    const src = imageUrl(li.image ?? undefined, settings.mediaBase);
                    return src ? <img key={li._id ?? i} src={src} alt={li.productName?.original ?? ''} title={li.productName?.original ?? ''} /> : null;
                  })}
                </div>
                <div className="summary-row" style={{ padding: 0 }}>
                  <span className="muted">
                    {itemCount(order)} item{itemCount(order) === 1 ? '' : 's'}
                  </span>
                  <strong>{money(order.priceSummary?.total, (order as { currency?: string }).currency ?? 'USD')}</strong>
                </div>
              </article>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}

function itemCount(order: OrderLike): number {
  return (order.lineItems ?? []).reduce((total, line) => total + (line.quantity ?? 0), 0);
}
