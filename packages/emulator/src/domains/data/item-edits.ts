/**
 * The site owner's edits of data items outside any request (the emulator console's Data view): the
 * item routes' own steps and checks (declared field types, depth and size limits, system fields,
 * references), with the rights of an API key. Each one checks everything before it writes anything.
 * Run them under the collection's lock (`collectionLockKey`), as the write routes run.
 */
import type { Caller, EngineApi } from '../../engine/types';
import { ownEntry } from '../../engine/own-entry';
import { commit, dataOf, itemById, itemOf, prepareInsert, prepareUpdate, removeItem, writable, type DataScope } from './state';
import type { StoredData } from './types';

/** The site owner, as the checks see an API key: every collection, every item. It holds no key. */
const SITE_OWNER: Caller = { kind: 'apiKey', apiKey: '' };

function ownerScope(engine: EngineApi): DataScope {
  // Multi-reference fields given as lists of ids become the item's links, as the Data view shows them.
  return { caller: SITE_OWNER, state: dataOf(engine), engine, method: 'POST', body: { saveReferences: true }, query: {} };
}

/**
 * Adds an item to a collection, as an API key's insert would: its `_id` is the data's `_id` or a new
 * one. Raises the route's errors: WDE0025 (no such collection), WDE0074 (the id is taken), a 400
 * validation error (a value of the wrong type, too deep or too large).
 */
export function addItem(engine: EngineApi, collectionId: string, data: Record<string, unknown>): StoredData {
  const scope = ownerScope(engine);
  const collection = writable(scope, collectionId);
  return commit(collection, prepareInsert(scope, collection, { data }));
}

/**
 * Replaces an item's data, as an API key's update would: the id, owner and creation date stay, the
 * update date moves. Raises WDE0025, WDE0073 (no such item) or a 400 validation error.
 */
export function replaceItem(engine: EngineApi, collectionId: string, id: string, data: Record<string, unknown>): StoredData {
  const scope = ownerScope(engine);
  const collection = writable(scope, collectionId);
  return commit(collection, prepareUpdate(scope, collection, id, { data }));
}

/**
 * Deletes an item and every reference to it, as an API key's remove would; answers the deleted item.
 * Raises WDE0025 or WDE0073.
 */
export function deleteItem(engine: EngineApi, collectionId: string, id: string): StoredData {
  const scope = ownerScope(engine);
  const collection = writable(scope, collectionId);
  const item = itemOf(scope, collection, id);
  removeItem(scope.state, collection, item._id);
  return item;
}

/**
 * The stored item, or `undefined` when the collection or the item does not exist.
 */
export function storedItem(engine: EngineApi, collectionId: string, id: string): StoredData | undefined {
  const collections = dataOf(engine).collections;
  const collection = ownEntry(collections, collectionId);
  return collection && itemById(collection, id);
}
