/** Carts by id (`/ecom/v1/carts/:id`): lookup, lock key and creation. */
import { notFound, raise } from '../../engine/errors';
import { ownEntry } from '../../engine/own-entry';
import { canSee, ownerKey } from '../shared/route-helpers';
import type { CartCtx } from './state';
import type { StoredCart } from './types';

/** The stored cart with the path's id, if any (`constructor` or `__proto__` are ids like any other). */
const cartWithId = (ctx: CartCtx): StoredCart | undefined => {
  const id = ctx.params.id ?? '';
  return ownEntry(ctx.state.carts, id);
};

/**
 * The cart with the path's id; 404 CART_NOT_FOUND when there is none or the caller may not see it: as
 * with checkouts, its buyer (a member also the cart they built as a visitor) or an API key.
 */
export function requireCartById(ctx: CartCtx): StoredCart {
  const cart = cartWithId(ctx);
  if (!cart || !canSee(ctx.caller, cart.buyerInfo, { visitorOwnedToo: true })) raise(notFound('CART_NOT_FOUND', `Cart ${ctx.params.id ?? ''} not found`));
  return cart;
}

/**
 * The lock key of a change to the cart with the path's id: its owner's key, so a change by id and a
 * change to the same owner's current cart run one at a time.
 */
export const cartByIdLockKey = (ctx: CartCtx): string => cartWithId(ctx)?.ownerKey ?? `cart:${ctx.params.id ?? ''}`;

/** A new empty cart owned by the caller. It does not become the caller's current cart. */
export function newCart(ctx: CartCtx): StoredCart {
  const now = ctx.engine.now().toISOString();
  const cart: StoredCart = {
    id: ctx.engine.newId(),
    ownerKey: ownerKey(ctx.caller) ?? 'anonymous',
    buyerInfo: ctx.caller.kind === 'member' ? { memberId: ctx.caller.memberId } : ctx.caller.kind === 'visitor' ? { visitorId: ctx.caller.visitorId } : {},
    lines: [],
    createdDate: now,
    updatedDate: now,
  };
  ctx.state.carts[cart.id] = cart;
  return cart;
}
