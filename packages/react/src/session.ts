import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ROOT_KEY as all } from './shared';

/**
 * The session part of `invalidationMap`: a login or a logout changes who is asking, so it concerns every
 * SiteKit query (the member, the cart, orders, checkouts, files, data items a collection shows to members
 * only …). `useAuth` resets them (`resetSessionQueries`) rather than invalidating them. @internal
 */
export const sessionInvalidations: Readonly<Record<'login' | 'logout', readonly QueryKey[]>> = { login: [all], logout: [all] };

/**
 * After a login or a logout: every SiteKit query goes back to its initial state (its data dropped) and the
 * active ones refetch. Invalidating would keep the previous person's data on screen, marked stale, until
 * the refetch lands, and would not touch queries no component watches. @internal
 */
export const resetSessionQueries = (queryClient: QueryClient): Promise<void> => queryClient.resetQueries({ queryKey: all });
