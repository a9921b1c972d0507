/** Store collections: the catalog v2 read API, the V1 reader's slug lookup and the V1 writes. */
import type { Domain } from '../../engine/types';
import { readRoutes } from './reads';
import type { CollectionsState, StoredCollection } from './types';
import { writeRoutes } from './writes';

export type { CollectionsState, StoredCollection } from './types';

export const domain: Domain<CollectionsState> = {
  name: 'collections',
  initialState(seed) {
    const list = ((seed['collections'] as { collections?: StoredCollection[] } | undefined)?.collections ?? []) as StoredCollection[];
    return { collections: Object.fromEntries(list.map((c) => [c.id, JSON.parse(JSON.stringify(c)) as StoredCollection])) };
  },
  routes: [...readRoutes, ...writeRoutes],
};
