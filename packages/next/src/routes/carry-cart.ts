import { isSiteKitError } from '@sitekit/core-runtime';
import type { Tokens } from '@sitekit/core-runtime/auth';
import type { SiteKitNextConfig } from '../config';
import { routeClient } from '../internal';

/**
 * Whether the platform refused the request as it was (a 4xx other than auth, timeout or rate limit):
 * nothing of it was added, so its lines can be tried one by one.
 */
const refused = (error: unknown) =>
  isSiteKitError(error) && error.status !== undefined && error.status >= 400 && error.status < 500 && ![401, 403, 408, 429].includes(error.status);

/**
 * Carries a visitor's cart lines into the member's current cart at login or registration (ADR 0034):
 * the visitor's catalog lines (reference and quantity) are added to the member's
 * cart, which the platform merges with what the member already had, and the visitor's cart is deleted
 * first, so that two logins of one visitor session at once carry its lines once. Nothing happens when the
 * session was no visitor's or the visitor had no cart. A failure here never fails the login: the
 * member is logged in, and only the carried lines are missing. When the platform refuses the lines
 * together (one of them out of stock, or gone), each is added on its own, so only what it refuses is missing.
 */
export async function carryVisitorCart(config: SiteKitNextConfig, visitor: Tokens, member: Tokens): Promise<void> {
  if (visitor.refreshToken.role !== 'visitor' || member.refreshToken.role !== 'member') return;
  try {
    const visitorCart = routeClient(config, visitor).currentCart;
    const cart = await visitorCart.getCurrentCartOrNull();
    const lineItems = (cart?.lineItems ?? [])
      .filter((line) => line.catalogReference && (line.quantity ?? 0) >= 1)
      .map((line) => ({ catalogReference: line.catalogReference!, quantity: line.quantity! }));
    if (!lineItems.length) return;
    // Claimed by deleting it (the cookie is the member's next, so nothing else reads it): another login of
    // this visitor session running meanwhile finds no cart to delete, and adds nothing twice.
    await visitorCart.deleteCurrentCart();
    const memberCart = routeClient(config, member).currentCart;
    try {
      await memberCart.addToCurrentCart({ lineItems });
    } catch (error) {
      if (lineItems.length === 1 || !refused(error)) throw error;
      for (const line of lineItems) await memberCart.addToCurrentCart({ lineItems: [line] }).catch(() => undefined);
    }
  } catch {
    // The login stands without the carried lines: the platform refused or could not be reached.
  }
}
