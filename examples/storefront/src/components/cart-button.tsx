'use client';

import { useCurrentCart } from '@sitekit/react';
import type { CartLike } from '@/lib/types';
import { BagIcon } from './icons';
import { cartCount } from './cart-lines';
import { useStoreUi } from './store-context';

/** The header's cart button with the item count; opens the drawer. */
export function CartButton() {
  const { openCart } = useStoreUi();
  const { data: cart } = useCurrentCart();
  const count = cartCount(cart as CartLike | null | undefined);
  return (
    <button type="button" className="icon-btn" onClick={openCart} aria-label={`Cart, ${count} item${count === 1 ? '' : 's'}`} data-testid="cart-button">
      <BagIcon />
      <span className="cart-count" data-empty={count === 0} data-testid="cart-count">
        {count}
      </span>
    </button>
  );
}
