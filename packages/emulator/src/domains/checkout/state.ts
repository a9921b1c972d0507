/** The checkout slice: reading it, and loading a caller's checkout. */
import { applicationError, notFound, raise } from '../../engine/errors';
import type { EngineApi, RouteContext } from '../../engine/types';
import { ownEntry } from '../../engine/own-entry';
import { canSee } from '../shared/route-helpers';
import type { CheckoutState, StoredCheckout } from './types';

/** The route context of the checkout domain's routes. */
export type CheckoutCtx = RouteContext<CheckoutState>;

/** Fresh checkout state (checkouts are never seeded). */
export function initialCheckoutState(): CheckoutState {
  return { checkouts: {} };
}

/** The checkout slice, from any domain's route. */
export function checkoutsOf(engine: EngineApi): CheckoutState {
  return engine.stateOf<CheckoutState>('checkout');
}

/** The checkout at `id` if the caller may see it (API keys: any; sessions: their own), else 404. */
export function requireCheckout(ctx: CheckoutCtx, id: string | undefined): StoredCheckout {
  const checkout = ownEntry(ctx.state.checkouts, id);
  if (!checkout || !canSee(ctx.caller, checkout.owner, { visitorOwnedToo: true })) {
    raise(notFound('CHECKOUT_NOT_FOUND', `Checkout ${id ?? ''} not found`));
  }
  return checkout;
}

/** Like {@link requireCheckout}, refusing completed checkouts. */
export function requireOpenCheckout(ctx: CheckoutCtx, id: string | undefined): StoredCheckout {
  const checkout = requireCheckout(ctx, id);
  if (checkout.completed) raise(applicationError(428, 'CHECKOUT_ALREADY_COMPLETED', `Checkout ${checkout.id} is completed`, { orderId: checkout.orderId }));
  return checkout;
}

/** Sets the checkout's `updatedDate` to now. */
export function touchCheckout(ctx: CheckoutCtx, checkout: StoredCheckout): void {
  checkout.updatedDate = ctx.engine.now().toISOString();
}
