/** The cart slice: fresh state, reading the slice, and the caller's current cart (lookup, creation). */
import { notFound, raise } from '../../engine/errors';
import type { EngineApi, RouteContext } from '../../engine/types';
import { ownerKey } from '../shared/route-helpers';
import type { CartState, StoredCart } from './types';

/** Fresh cart state: no carts (the store's coupons, seeded under `cart`, are the coupons domain's). */
export function initialCartState(): CartState {
  return { carts: {}, currentByOwner: {} };
}

/** The cart slice, from any domain's route. */
export function cartOf(engine: EngineApi): CartState {
  return engine.stateOf<CartState>('cart');
}

/** Removes the cart a checkout was made from once that checkout became an order (the platform empties it). */
export function clearCheckedOutCart(engine: EngineApi, checkout: { id: string; cartId?: string | undefined }): void {
  const carts = cartOf(engine);
  const cart = checkout.cartId ? carts.carts[checkout.cartId] : undefined;
  if (!cart || cart.checkoutId !== checkout.id) return;
  delete carts.carts[cart.id];
  if (carts.currentByOwner[cart.ownerKey] === cart.id) delete carts.currentByOwner[cart.ownerKey];
}

/** The route context of the cart domain's routes. */
export type CartCtx = RouteContext<CartState>;

/**
 * Lock keys for cart mutations: one queue per cart owner. A member also takes the lock of the visitor
 * they were in this session, whose cart they may adopt, so the visitor's and the member's changes to
 * that one cart never interleave.
 */
export const cartLockKey = (ctx: CartCtx): string | string[] | undefined => {
  const key = ownerKey(ctx.caller);
  return key && ctx.caller.kind === 'member' && ctx.caller.visitorId ? [key, `visitor:${ctx.caller.visitorId}`] : key;
};

/**
 * The caller's cart, if any. A member without a cart of their own adopts the cart they built as a
 * visitor in the same session (the platform merges carts on login).
 */
export function findCart(ctx: CartCtx): StoredCart | undefined {
  const key = ownerKey(ctx.caller);
  if (!key) return undefined;
  const id = ctx.state.currentByOwner[key];
  if (id && ctx.state.carts[id]) return ctx.state.carts[id];
  if (ctx.caller.kind === 'member') {
    const visitorKey = `visitor:${ctx.caller.visitorId}`;
    const visitorCart = ctx.state.carts[ctx.state.currentByOwner[visitorKey] ?? ''];
    if (visitorCart) {
      delete ctx.state.currentByOwner[visitorKey];
      visitorCart.ownerKey = key;
      visitorCart.buyerInfo = { memberId: ctx.caller.memberId };
      ctx.state.currentByOwner[key] = visitorCart.id;
      return visitorCart;
    }
  }
  return undefined;
}

/** The caller's current cart (see `findCart`); 404 OWNED_CART_NOT_FOUND when there is none. */
export function requireCart(ctx: CartCtx): StoredCart {
  const cart = findCart(ctx);
  if (!cart) raise(notFound('OWNED_CART_NOT_FOUND', 'Cart not found for the current visitor or member'));
  return cart;
}

/** The caller's current cart, or a new empty one owned by the caller and made their current cart. */
export function findOrCreateCart(ctx: CartCtx): StoredCart {
  const existing = findCart(ctx);
  if (existing) return existing;
  const key = ownerKey(ctx.caller) ?? 'anonymous';
  const now = ctx.engine.now().toISOString();
  const cart: StoredCart = {
    id: ctx.engine.newId(),
    ownerKey: key,
    buyerInfo: ctx.caller.kind === 'member' ? { memberId: ctx.caller.memberId } : ctx.caller.kind === 'visitor' ? { visitorId: ctx.caller.visitorId } : {},
    lines: [],
    createdDate: now,
    updatedDate: now,
  };
  ctx.state.carts[cart.id] = cart;
  ctx.state.currentByOwner[key] = cart.id;
  return cart;
}

/** Sets the cart's `updatedDate` to now. */
export function touchCart(ctx: CartCtx, cart: StoredCart): void {
  cart.updatedDate = ctx.engine.now().toISOString();
}
