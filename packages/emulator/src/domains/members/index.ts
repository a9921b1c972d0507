import type { Domain } from '../../engine/types';
import { adminRoutes } from './admin-routes';
import { bulkRoutes } from './bulk-routes';
import { identityListeners } from './identity-listeners';
import { readRoutes } from './read-routes';
import { selfRoutes } from './self-routes';
import { initialMembersState } from './state';
import type { MembersState } from './types';
import { writeRoutes } from './write-routes';

/**
 * Site members: the logged-in member's self-service (`/my`, slug, community,
 * deletion), reads that show visitors and other members only public profiles in the `PUBLIC` field
 * set, and back-office calls (status transitions, creation, deletion, bulk jobs) that need an API key.
 * Self routes come first so `/my` is never read as an id.
 */
export const domain: Domain<MembersState> = {
  name: 'members',
  initialState: initialMembersState,
  routes: [...selfRoutes, ...bulkRoutes, ...writeRoutes, ...adminRoutes, ...readRoutes],
  listeners: identityListeners,
};
