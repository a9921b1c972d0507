import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { cartsInvalidations, type CartsMutation } from './ecom/carts';
import { ecomInvalidations, type EcomMutation } from './ecom/keys';
import { sessionInvalidations } from './session';
import { membersInvalidations, type MembersMutation } from './members';
import { reviewsInvalidations, type ReviewsMutation } from './reviews';
import { invalidateKeys } from './shared';

/**
 * The one declared map from each mutation to the query keys it invalidates when it settles: the
 * union of each domain's own map (`ecomInvalidations` beside the ecom mutations, `membersInvalidations`,
 * `reviewsInvalidations`, and `sessionInvalidations` for login and logout). Cart mutations invalidate the
 * cart and its totals (a cart-by-id mutation: the carts by id and the current cart); login, logout and deleting the account invalidate member, cart and orders; a
 * new review every review list and summary. Data item mutations are per collection: `dataInvalidations`.
 */
export const invalidationMap: Readonly<Record<EcomMutation | CartsMutation | MembersMutation | ReviewsMutation | 'login' | 'logout', readonly QueryKey[]>> = {
  ...ecomInvalidations,
  ...cartsInvalidations,
  ...membersInvalidations,
  ...reviewsInvalidations,
  ...sessionInvalidations,
};

/**
 * Invalidates what `invalidationMap[name]` lists.
 *
 * @example
 * ```ts
 * await invalidateFor(queryClient, 'logout');
 * ```
 */
export const invalidateFor = (queryClient: QueryClient, name: keyof typeof invalidationMap): Promise<unknown> => invalidateKeys(queryClient, invalidationMap[name]);
