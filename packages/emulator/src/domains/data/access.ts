/** What other domains may use of data collections: the slice (collections, their items and permissions). */
export { dataOf } from './state';
export type { DataState, StoredCollection as DataCollection } from './types';
