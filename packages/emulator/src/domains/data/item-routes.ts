/** Single-item routes: insert, update (PUT and POST), save, get, remove (DELETE and POST), truncate, patch. */
import { applicationError, raise, validationError } from '../../engine/errors';
import { fieldAt, fieldsOf } from '../../engine/json';
import type { Route } from '../../engine/types';
import { ownEntry } from '../../engine/own-entry';
import { setOwn } from '../../engine/set-own';
import { project, withReferences } from './paging';
import { checkCondition, commit, collectionLock, input, itemById, itemOf, prepare, prepareInsert, prepareUpdate, readable, removeItem, wireItem, writable, type DataCtx } from './state';
import { CODES, type DataState } from './types';
import { checkDepth } from './values';

async function insert(ctx: DataCtx) {
  const collection = writable(ctx);
  const prepared = prepareInsert(ctx, collection, input(ctx).dataItem);
  await ctx.engine.persist();
  return { json: { dataItem: wireItem(collection, commit(collection, prepared)) } };
}

async function update(ctx: DataCtx, id: unknown) {
  const collection = writable(ctx);
  const prepared = prepareUpdate(ctx, collection, id, input(ctx).dataItem);
  await ctx.engine.persist();
  return { json: { dataItem: wireItem(collection, commit(collection, prepared)) } };
}

async function remove(ctx: DataCtx, id: unknown) {
  const collection = writable(ctx);
  const item = itemOf(ctx, collection, id, true);
  checkCondition(input(ctx), item);
  await ctx.engine.persist();
  removeItem(ctx.state, collection, item._id);
  return { json: { dataItem: wireItem(collection, item) } };
}

/**
 * One item, with `includeReferences` resolved and only the `fields` asked for. The query is flat
 * (`fields` repeated, `includeReferences=<field>`) or one `.r=` payload (`includeReferences: [{field, limit}]`).
 */
function get(ctx: DataCtx) {
  const query = input(ctx);
  const collection = readable(ctx);
  const item = withReferences(ctx, collection, itemOf(ctx, collection, ctx.params.id), query.includeReferences);
  return { json: { dataItem: wireItem(collection, project(item, query.fields)) } };
}

/** Applies field modifications (JSON as sent: `{ action, fieldPath, <action>Options }`) to a copy of the data. */
function modify(data: Record<string, unknown>, mods: readonly unknown[]): Record<string, unknown> {
  const out = structuredClone(data);
  mods.forEach((entry, i) => {
    const modification = fieldsOf(entry);
    const field = modification.fieldPath;
    const fail: (description: string) => never = (description) => raise(validationError([{ field: `patch.fieldModifications[${i}]`, description, violatedRule: 'VALIDATION' }]));
    const key = typeof field === 'string' && field && !field.startsWith('_') ? field : fail('needs a fieldPath of a user field');
    const current = ownEntry(out, key);
    switch (modification.action) {
      case 'SET_FIELD': setOwn(out, key, fieldAt(modification.setFieldOptions, 'value')); break;
      case 'REMOVE_FIELD': delete out[key]; break;
      case 'INCREMENT_FIELD': {
        const by = fieldAt(modification.incrementFieldOptions, 'value');
        if (typeof by !== 'number' || (current !== undefined && typeof current !== 'number')) fail('INCREMENT_FIELD needs a number field and value');
        out[key] = (current ?? 0) + by;
        break;
      }
      case 'APPEND_TO_ARRAY': out[key] = [...(Array.isArray(current) ? current : []), fieldAt(modification.appendToArrayOptions, 'value')]; break;
      case 'REMOVE_FROM_ARRAY': out[key] = (Array.isArray(current) ? current : []).filter((element: unknown) => JSON.stringify(element) !== JSON.stringify(fieldAt(modification.removeFromArrayOptions, 'value'))); break;
      default: fail(`unknown action ${String(modification.action)}`);
    }
  });
  return out;
}

async function patch(ctx: DataCtx) {
  const body = input(ctx);
  const collection = writable(ctx);
  const previous = itemOf(ctx, collection, fieldAt(body, 'patch', 'dataItemId'), true);
  checkCondition(body, previous);
  checkDepth(body.patch, 'patch');
  const mods = fieldAt(body, 'patch', 'fieldModifications');
  if (!Array.isArray(mods) || mods.length === 0) raise(validationError([{ field: 'patch.fieldModifications', description: 'must not be empty', violatedRule: 'MIN_SIZE' }]));
  const prepared = prepare(ctx, collection, { id: previous._id, data: modify(previous, mods) }, previous);
  // Read, a storage step, then write: the collection lock is what keeps concurrent patches exact.
  await ctx.engine.persist();
  return { json: { dataItem: wireItem(collection, commit(collection, prepared)) } };
}

/** The single-item routes, writes under the collection's lock: insert, update, save, patch, remove, truncate (API key only), get. */
export const itemRoutes: Route<DataState>[] = [
  { method: 'POST', path: '/wix-data/v2/items', access: 'sessionOrApiKey', id: 'data.items.insert', lockKey: collectionLock, handle: insert },
  { method: 'POST', path: '/wix-data/v2/items/update', access: 'sessionOrApiKey', id: 'data.items.update', lockKey: collectionLock, handle: (ctx) => update(ctx, fieldAt(input(ctx), 'dataItem', 'id')) },
  {
    method: 'POST', path: '/wix-data/v2/items/save', access: 'sessionOrApiKey', id: 'data.items.save', lockKey: collectionLock,
    handle: async (ctx) => {
      const body = input(ctx);
      const collection = writable(ctx);
      const id = fieldAt(body, 'dataItem', 'id') ?? fieldAt(body, 'dataItem', 'data', '_id');
      const exists = !!itemById(collection, id);
      const res = await (exists ? update(ctx, id) : insert(ctx));
      return { json: { action: exists ? 'UPDATED' : 'INSERTED', ...res.json } };
    },
  },
  {
    method: 'POST', path: '/wix-data/v2/items/truncate', access: 'sessionOrApiKey', id: 'data.items.truncate', lockKey: collectionLock,
    handle: async (ctx) => {
      const collection = writable(ctx);
      // Emptying a collection removes every author's items: an admin operation, whatever the write permission.
      if (ctx.caller.kind !== 'apiKey') raise(applicationError(403, CODES.denied, `Only an API key may truncate ${collection.id}`));
      await ctx.engine.persist();
      for (const id of Object.keys(collection.items)) removeItem(ctx.state, collection, id);
      return { json: {} };
    },
  },
  { method: 'POST', path: '/wix-data/v2/items/patch', access: 'sessionOrApiKey', id: 'data.items.patch', lockKey: collectionLock, handle: patch },
  { method: 'POST', path: '/wix-data/v2/items/remove', access: 'sessionOrApiKey', id: 'data.items.remove', lockKey: collectionLock, handle: (ctx) => remove(ctx, input(ctx).dataItemId) },
  { method: 'GET', path: '/wix-data/v2/items/:id', access: 'sessionOrApiKey', id: 'data.items.get', handle: get },
  { method: 'PUT', path: '/wix-data/v2/items/:id', access: 'sessionOrApiKey', id: 'data.items.updateById', lockKey: collectionLock, handle: (ctx) => update(ctx, ctx.params.id) },
  { method: 'DELETE', path: '/wix-data/v2/items/:id', access: 'sessionOrApiKey', id: 'data.items.removeById', lockKey: collectionLock, handle: (ctx) => remove(ctx, ctx.params.id) },
];
