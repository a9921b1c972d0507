'use client';

import Link from 'next/link';
import { useRemoveLineItems, useUpdateLineItemQuantity } from '@sitekit/react';
import { formatMoney, imageUrl, money } from '@/lib/format';
import type { CartLike, LineItemLike } from '@/lib/types';
import { useStoreUi } from './store-context';

function describe(line: LineItemLike): string {
  return (line.descriptionLines ?? [])
    .map((descriptionLine) => {
      const name = descriptionLine.name?.translated ?? descriptionLine.name?.original;
      const value = descriptionLine.plainText?.translated ?? descriptionLine.plainText?.original ?? descriptionLine.colorInfo?.translated ?? descriptionLine.colorInfo?.original ?? descriptionLine.color;
      return name && value ? `${name}: ${value}` : value ?? '';
    })
    .filter(Boolean)
    .join(' · ');
}

/** Cart lines with quantity steppers and remove links (drawer and cart page). */
export function CartLines({ cart, compact = false }: { cart: CartLike; compact?: boolean }) {
  const { settings, notify } = useStoreUi();
  const update = useUpdateLineItemQuantity();
  const remove = useRemoveLineItems();
  const currency = cart.currency ?? 'USD';
  const pendingId = (update.isPending ? (update.variables as any)?.[0]?._id : undefined) ?? (remove.isPending ? (remove.variables as any)?.[0] : undefined);

  const setQuantity = (line: LineItemLike, quantity: number) => {
    if (!line._id) return;
    if (quantity < 1) {
      remove.mutate([line._id], { onError: () => notify('Could not remove the item. Try again.') });
      return;
    }
    update.mutate([{ _id: line._id, quantity }], { onError: () => notify('Could not change the quantity. Try again.') });
  };

  return (
    <ul className="lines" data-testid="cart-lines">
      {(cart.lineItems ?? []).map((line) => {
        const name = line.productName?.translated ?? line.productName?.original ?? 'Item';
        const qty = line.quantity ?? 1;
        const src = imageUrl(line.image ?? undefined, settings.mediaBase);
        const unit = Number(line.price?.convertedAmount ?? line.price?.amount ?? 0);
        const available = line.availability?.quantityAvailable ?? undefined;
        const outOfStock = line.availability?.status === 'NOT_AVAILABLE';
        return (
          <li className="line" key={line._id} data-testid="cart-line" data-pending={pendingId === line._id}>
            {src ? <img src={src} alt="" width={84} height={84} /> : <div className="skeleton" style={{ width: 84, height: 84 }} />}
            <div>
              <div className="title">{line.url ? <Link href={productPath(line.url)}>{name}</Link> : name}</div>
              <div className="meta">
                {describe(line)}
                {!compact ? <> · {money(line.price, currency)} each</> : null}
                {outOfStock ? <span style={{ color: 'var(--danger)' }}> · Out of stock</span> : null}
              </div>
              <div className="controls">
                <div className="qty qty-sm">
                  <button type="button" aria-label={`Decrease quantity of ${name}`} onClick={() => setQuantity(line, qty - 1)}>
                    −
                  </button>
                  <output aria-label={`Quantity of ${name}`} data-testid="line-quantity">
                    {qty}
                  </output>
                  <button
                    type="button"
                    aria-label={`Increase quantity of ${name}`}
                    disabled={available !== undefined && qty >= available}
                    onClick={() => setQuantity(line, qty + 1)}
                  >
                    +
                  </button>
                </div>
                <button type="button" className="remove" onClick={() => line._id && remove.mutate([line._id])}>
                  Remove
                </button>
              </div>
            </div>
            <div className="amount">{formatMoney(unit * qty, currency)}</div>
          </li>
        );
      })}
    </ul>
  );
}

/** A product URL from the platform (absolute or relative) → our product route. */
function productPath(url: string): string {
  const match = /\/product-page\/([^/?#]+)|\/products\/([^/?#]+)/.exec(url);
  const slug = match?.[1] ?? match?.[2];
  return slug ? `/products/${slug}` : '/search';
}

export function cartCount(cart: CartLike | null | undefined): number {
  return (cart?.lineItems ?? []).reduce((total, line) => total + (line.quantity ?? 0), 0);
}
