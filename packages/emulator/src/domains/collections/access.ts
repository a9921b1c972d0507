/** What other domains may use of the store collections (the catalog's image host reads their media). */
export { collectionsOf } from './state';
export type { CollectionsState, StoredCollection } from './types';
