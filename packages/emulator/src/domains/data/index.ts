/** Data collections and their items (`/wix-data/v2/...`): both call shapes of the platform's data items API. */
import type { Domain } from '../../engine/types';
import { bulkRoutes } from './bulk-routes';
import { itemRoutes } from './item-routes';
import { pipelineRoutes } from './pipeline-routes';
import { queryRoutes } from './query-routes';
import { referenceRoutes } from './reference-routes';
import { searchRoutes } from './search-routes';
import { initialDataState } from './state';
import type { DataState } from './types';

export type { DataSeed, DataState, FieldDef, FieldType, ReadPermission, WritePermission } from './types';

/** The data domain: items of the seeded data collections (single and bulk writes, query, count, distinct, aggregate, pipeline, search) and their references. */
export const domain: Domain<DataState> = {
  name: 'data',
  initialState: initialDataState,
  records: ['collections.*.items', 'collections.*.references'],
  // Fixed paths (`/items/query`, `/items/search` …) before `/items/:id`.
  routes: [...queryRoutes, ...searchRoutes, ...pipelineRoutes, ...referenceRoutes, ...bulkRoutes, ...itemRoutes],
};
