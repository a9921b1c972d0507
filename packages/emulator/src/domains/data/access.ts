/**
 * What other domains (and the console) may use of data collections: the slice (collections, their
 * items and permissions), the lock key of a collection's writes, the owner's item edits (the console's
 * Data view) and the error codes they raise.
 */
export { addItem, deleteItem, replaceItem, storedItem } from './item-edits';
export { collectionLockKey, dataOf } from './state';
export { CODES as DATA_ERROR_CODES } from './types';
export type { DataState, StoredCollection as DataCollection, StoredData as DataItem } from './types';
