import type { QueryClient } from '@tanstack/react-query';
import { ROOT_KEY as all } from './shared';

/**
 * After a login or a logout: every SiteKit query goes back to its initial state (its data dropped) and the
 * active ones refetch. Invalidating would keep the previous person's data on screen, marked stale, until
 * the refetch lands, and would not touch queries no component watches. @internal
 */
export const resetSessionQueries = (queryClient: QueryClient): Promise<void> => queryClient.resetQueries({ queryKey: all });
