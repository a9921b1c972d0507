/** Bulk item routes: insert, update, save, remove — one result per item, a bad item fails alone. */
import { applicationError, raise, RouteError, validationError } from '../../engine/errors';
import { fieldAt } from '../../engine/json';
import type { Route } from '../../engine/types';
import { checkCondition, itemById, collectionLock, commit, input, itemOf, prepare, removeItem, wireItem, writable, type DataCtx } from './state';
import { CODES, type DataState, type StoredCollection } from './types';

type Kind = 'insert' | 'update' | 'save' | 'remove';

/** The error of one failed item, as `itemMetadata.error`. */
function itemError(error: unknown) {
  if (!(error instanceof RouteError)) throw error;
  const json = error.result.json;
  const app = fieldAt(json, 'details', 'applicationError');
  return app ? { code: fieldAt(app, 'code'), description: fieldAt(app, 'description') } : { code: CODES.badValue, description: fieldAt(json, 'message') ?? 'Invalid item' };
}

/**
 * Checks one item and returns what to write; nothing is written until every item is checked. An update or
 * remove whose item does not match `condition.filter` fails alone, as the single-item calls do (WDE0073).
 */
function plan(ctx: DataCtx, collection: StoredCollection, kind: Kind, entry: unknown, staged: Set<string>) {
  const body = input(ctx);
  if (kind === 'remove') {
    const item = itemOf(ctx, collection, entry, true);
    checkCondition(body, item);
    return {
      action: 'DELETE',
      id: item._id,
      run: () => {
        removeItem(ctx.state, collection, item._id);
        return item;
      },
    };
  }
  const id = fieldAt(entry, 'id') ?? fieldAt(entry, 'data', '_id');
  const exists = typeof id === 'string' && (!!itemById(collection, id) || staged.has(id));
  if (kind === 'insert' && exists) raise(applicationError(409, CODES.exists, `Item ${id} already exists`));
  if (kind === 'update' && !exists) raise(applicationError(404, CODES.noItem, `Item ${String(id)} not found in ${collection.id}`));
  const previous = exists ? itemOf(ctx, collection, id, true) : undefined;
  if (kind === 'update' && previous) checkCondition(body, previous);
  const prepared = prepare(ctx, collection, entry, previous);
  staged.add(prepared.stored._id);
  return { action: exists ? 'UPDATE' : 'INSERT', id: prepared.stored._id, run: () => commit(collection, prepared) };
}

function bulk(kind: Kind) {
  return async (ctx: DataCtx) => {
    const body = input(ctx);
    const collection = writable(ctx);
    const list = kind === 'remove' ? body.dataItemIds : body.dataItems;
    const field = kind === 'remove' ? 'dataItemIds' : 'dataItems';
    if (!Array.isArray(list) || list.length === 0) raise(validationError([{ field, description: 'must not be empty', violatedRule: 'MIN_SIZE' }]));
    const staged = new Set<string>();
    const planned = list.map((entry: unknown, originalIndex: number) => {
      try {
        return { originalIndex, ...plan(ctx, collection, kind, entry, staged) };
      } catch (error) {
        return { originalIndex, error: itemError(error), action: kind === 'remove' ? 'DELETE' : kind === 'update' ? 'UPDATE' : 'INSERT' };
      }
    });
    // One storage step, then every good item lands at once: a concurrent truncate sees all or none.
    await ctx.engine.persist();
    const results = planned.map((step) => {
      if ('error' in step) return { action: step.action, itemMetadata: { originalIndex: step.originalIndex, success: false, error: step.error } };
      const item = step.run();
      return { action: step.action, itemMetadata: { id: step.id, originalIndex: step.originalIndex, success: true }, ...(body.returnEntity !== false && { dataItem: wireItem(collection, item) }) };
    });
    const failures = results.filter((result) => !result.itemMetadata.success).length;
    return { json: { results, bulkActionMetadata: { totalSuccesses: results.length - failures, totalFailures: failures, undetailedFailures: 0 } } };
  };
}

/** Bulk insert, update, save and remove, under the collection's lock. */
export const bulkRoutes: Route<DataState>[] = [
  { method: 'POST', path: '/wix-data/v2/bulk/items/insert', access: 'sessionOrApiKey', id: 'data.bulk.insert', lockKey: collectionLock, handle: bulk('insert') },
  { method: 'POST', path: '/wix-data/v2/bulk/items/update', access: 'sessionOrApiKey', id: 'data.bulk.update', lockKey: collectionLock, handle: bulk('update') },
  { method: 'POST', path: '/wix-data/v2/bulk/items/save', access: 'sessionOrApiKey', id: 'data.bulk.save', lockKey: collectionLock, handle: bulk('save') },
  { method: 'POST', path: '/wix-data/v2/bulk/items/remove', access: 'sessionOrApiKey', id: 'data.bulk.remove', lockKey: collectionLock, handle: bulk('remove') },
];
