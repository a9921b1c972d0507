/** Store collections: the catalog v2 read API, the V1 reader's slug lookup and the V1 writes. */
import type { Domain } from '../../engine/types';
import { readRoutes } from './read-routes';
import { initialCollectionsState } from './state';
import type { CollectionsState } from './types';
import { writeRoutes } from './write-routes';

export type { CollectionsState, StoredCollection } from './types';

/** The collections domain: query and get collections (by id or slug), and the V1 writes (create, update, delete, add and remove products). */
export const domain: Domain<CollectionsState> = {
  name: 'collections',
  initialState: initialCollectionsState,
  routes: [...readRoutes, ...writeRoutes],
};
