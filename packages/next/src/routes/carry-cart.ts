import type { Tokens } from '@sitekit/core-runtime/auth';
import type { SiteKitNextConfig } from '../config';
import { routeClient } from '../internal';

/**
 * Carries a visitor's cart lines into the member's current cart at login or registration (ADR 0034):
 * the visitor's catalog lines (reference and quantity) are added to the member's
 * cart, which the platform merges with what the member already had. Nothing happens when the
 * session was no visitor's or the visitor had no cart. A failure here never fails the login: the
 * member is logged in, and only the carried lines are missing.
 */
export async function carryVisitorCart(config: SiteKitNextConfig, visitor: Tokens, member: Tokens): Promise<void> {
  if (visitor.refreshToken.role !== 'visitor' || member.refreshToken.role !== 'member') return;
  try {
    const cart = await routeClient(config, visitor).currentCart.getCurrentCartOrNull();
    const lineItems = (cart?.lineItems ?? [])
      .filter((line) => line.catalogReference && (line.quantity ?? 0) >= 1)
      .map((line) => ({ catalogReference: line.catalogReference!, quantity: line.quantity! }));
    if (!lineItems.length) return;
    await routeClient(config, member).currentCart.addToCurrentCart({ lineItems });
  } catch {
    // The login stands without the carried lines: the platform refused or could not be reached.
  }
}
