import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ecomInvalidations, type EcomMutation } from './ecom/keys';
import { sessionInvalidations } from './member';
import { invalidateKeys } from './shared';

/**
 * The one declared map from each mutation to the query keys it invalidates when it settles: the
 * union of each domain's own map (`ecomInvalidations` beside the ecom mutations, `sessionInvalidations`
 * beside the member). Cart mutations invalidate the cart and its totals; login and logout
 * invalidate member, cart and orders.
 *
 * @example
 * ```ts
 * await invalidateFor(queryClient, 'login');
 * ```
 */
export const invalidationMap: Readonly<Record<EcomMutation | 'login' | 'logout', readonly QueryKey[]>> = {
  ...ecomInvalidations,
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
