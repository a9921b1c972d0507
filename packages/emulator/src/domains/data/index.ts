/** Data collections and their items (`/wix-data/v2/...`): both call shapes of the platform's data items API. */
import type { Domain, Seed } from '../../engine/types';
import { MAX_DEPTH, nestsDeeperThan } from '../shared/limits';
import { bulkRoutes } from './bulk-routes';
import { itemRoutes } from './item-routes';
import { pipelineRoutes } from './pipeline-routes';
import { queryRoutes } from './query-routes';
import { referenceRoutes } from './reference-routes';
import { searchRoutes } from './search-routes';
import type { DataSeed, DataState, StoredCollection } from './types';

export type { DataSeed, DataState, FieldDef, FieldType, ReadPermission, WritePermission } from './types';

function fromSeed(seed: Seed): DataState {
  const data = (seed['data'] as DataSeed | undefined) ?? { collections: [] };
  const collections: Record<string, StoredCollection> = {};
  for (const c of data.collections) {
    // Stored items are read by recursive code (comparisons, JSON answers, snapshots): a seed is held to the write bound.
    const tooDeep = c.items.find((item) => nestsDeeperThan(item, MAX_DEPTH));
    if (tooDeep) throw new Error(`emulator: seed item ${c.id}/${tooDeep._id} nests deeper than ${MAX_DEPTH} levels`);
  }
  for (const c of structuredClone(data.collections)) {
    collections[c.id] = {
      id: c.id, fields: c.fields, permissions: c.permissions,
      items: Object.fromEntries(c.items.map((item) => [item._id, item])),
      references: Object.fromEntries((c.references ?? []).map((r) => [`${r.field}|${r.from}`, r.to])),
    };
  }
  return { collections };
}

export const domain: Domain<DataState> = {
  name: 'data',
  initialState: fromSeed,
  // Fixed paths (`/items/query`, `/items/search` …) before `/items/:id`.
  routes: [...queryRoutes, ...searchRoutes, ...pipelineRoutes, ...referenceRoutes, ...bulkRoutes, ...itemRoutes],
};
