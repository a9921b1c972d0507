/** Reference routes: query-referenced, is-referenced, insert/remove one, replace, and the bulk reference calls. */
import { applicationError, raise, RouteError, validationError } from '../../engine/errors';
import { fieldAt, fieldsOf } from '../../engine/json';
import type { Route } from '../../engine/types';
import { page, project } from './paging';
import { collectionLock, input, itemById, itemOf, mayRead, readable, wireItem, writable, type DataCtx } from './state';
import { CODES, type DataState, type FieldDef, type StoredCollection } from './types';

interface Ref { referringItemFieldName?: unknown; referringItemId?: unknown; referencedItemId?: unknown }

/** The reference field and its target collection (a validation error for any other field). */
function fieldOf(ctx: DataCtx, collection: StoredCollection, name: unknown): { def: FieldDef; target: StoredCollection } {
  const def = collection.fields.find((field) => field.key === name && (field.type === 'reference' || field.type === 'multi-reference'));
  const target = def?.referencedCollectionId ? ctx.state.collections[def.referencedCollectionId] : undefined;
  if (!def || !target) raise(validationError([{ field: 'referringItemFieldName', description: `${String(name)} is not a reference field of ${collection.id}`, violatedRule: 'VALIDATION' }]));
  return { def, target };
}

/** The referenced ids of one item's field (a single reference is a list of zero or one). */
function linksOf(collection: StoredCollection, def: FieldDef, from: string): string[] {
  if (def.type === 'multi-reference') return collection.references[`${def.key}|${from}`] ?? [];
  const id = itemById(collection, from)?.[def.key];
  return typeof id === 'string' ? [id] : [];
}

function setLinks(collection: StoredCollection, def: FieldDef, from: string, ids: string[]): void {
  if (def.type === 'multi-reference') collection.references[`${def.key}|${from}`] = [...new Set(ids)];
  else if (ids.length) collection.items[from]![def.key] = ids[ids.length - 1];
  else delete collection.items[from]![def.key];
}

/** Checks one reference (both items exist) and adds or removes it. */
function apply(ctx: DataCtx, collection: StoredCollection, ref: Ref, add: boolean) {
  const { def, target } = fieldOf(ctx, collection, ref.referringItemFieldName);
  const from = itemOf(ctx, collection, ref.referringItemId, true)._id;
  if (typeof ref.referencedItemId !== 'string' || !itemById(target, ref.referencedItemId)) {
    raise(applicationError(404, CODES.noItem, `Item ${String(ref.referencedItemId)} not found in ${target.id}`));
  }
  const to = ref.referencedItemId;
  const current = linksOf(collection, def, from);
  setLinks(collection, def, from, add ? [...current, to] : current.filter((id) => id !== to));
  return { referringItemFieldName: def.key, referringItemId: from, referencedItemId: to };
}

/**
 * The references of one item (`referringItemId`) or of several (`referringItemIds`, each result naming its
 * referring item). A reference to an item that is gone, or that the caller may not read (`unauthorized`),
 * comes back as `unresolvedReference`.
 */
function queryReferenced(ctx: DataCtx) {
  const body = input(ctx);
  const collection = readable(ctx);
  const { def, target } = fieldOf(ctx, collection, body.referringItemFieldName);
  const ids = body.referringItemIds;
  const many = ids !== undefined;
  if (many && (!Array.isArray(ids) || ids.length === 0)) {
    raise(validationError([{ field: 'referringItemIds', description: 'must be a non-empty list', violatedRule: 'MIN_SIZE' }]));
  }
  const from: unknown[] = Array.isArray(ids) ? ids : [body.referringItemId];
  const links = from.flatMap((id) => linksOf(collection, def, itemOf(ctx, collection, id)._id).map((to) => ({ from: id, to })));
  const ordered = body.order === 'DESC' ? [...links].reverse() : links;
  const { items, metadata } = page(ordered, body, body.returnTotalCount);
  const allowed = mayRead(ctx, target);
  const results = items.map(({ from: referringItemId, to }) => {
    const item = itemById(target, to);
    return item && allowed
      ? { ...(many && { referringItemId }), dataItem: wireItem(target, project(item, body.fields)) }
      : { unresolvedReference: { referringItemId, referringItemFieldName: def.key, referencedItemId: to, unauthorized: Boolean(item) } };
  });
  return { json: { results, pagingMetadata: metadata } };
}

/** Per-reference results of a bulk reference call, each naming its `action` (`INSERT` or `DELETE`): a bad reference fails alone. */
function bulkReferences(ctx: DataCtx, add: boolean) {
  const action = add ? 'INSERT' : 'DELETE';
  const body = input(ctx);
  const collection = writable(ctx);
  const refs = body.dataItemReferences;
  if (!Array.isArray(refs) || refs.length === 0) raise(validationError([{ field: 'dataItemReferences', description: 'must not be empty', violatedRule: 'MIN_SIZE' }]));
  const results = refs.map((ref: unknown, originalIndex: number) => {
    try {
      const dataItemReference = apply(ctx, collection, fieldsOf(ref), add);
      return { action, referenceMetadata: { originalIndex, success: true }, ...(body.returnEntity ? { dataItemReference } : {}) };
    } catch (error) {
      if (!(error instanceof RouteError)) throw error;
      const app = fieldAt(error.result.json, 'details', 'applicationError');
      return { action, referenceMetadata: { originalIndex, success: false, error: { code: fieldAt(app, 'code') ?? 'INVALID_ARGUMENT', description: fieldAt(app, 'description') ?? fieldAt(error.result.json, 'message') } } };
    }
  });
  const failures = results.filter((result) => !result.referenceMetadata.success).length;
  return { json: { results, bulkActionMetadata: { totalSuccesses: results.length - failures, totalFailures: failures, undetailedFailures: 0 } } };
}

/** The reference routes: query referenced items, is-referenced, insert, remove and replace references, and the bulk insert and remove (writes under the collection's lock). */
export const referenceRoutes: Route<DataState>[] = [
  { method: 'POST', path: '/wix-data/v2/items/query-referenced', access: 'sessionOrApiKey', id: 'data.references.query', handle: queryReferenced },
  {
    method: 'POST', path: '/wix-data/v2/items/is-referenced', access: 'sessionOrApiKey', id: 'data.references.isReferenced',
    handle: (ctx) => {
      const body = input(ctx);
      const collection = readable(ctx);
      const { def } = fieldOf(ctx, collection, body.referringItemFieldName);
      return { json: { isReferenced: linksOf(collection, def, itemOf(ctx, collection, body.referringItemId)._id).some((id) => id === body.referencedItemId) } };
    },
  },
  {
    method: 'POST', path: '/wix-data/v2/items/insert-reference', access: 'sessionOrApiKey', id: 'data.references.insert', lockKey: collectionLock,
    handle: (ctx) => ({ json: { dataItemReference: apply(ctx, writable(ctx), input(ctx).dataItemReference ?? {}, true) } }),
  },
  {
    method: 'POST', path: '/wix-data/v2/items/remove-reference', access: 'sessionOrApiKey', id: 'data.references.remove', lockKey: collectionLock,
    handle: (ctx) => ({ json: { dataItemReference: apply(ctx, writable(ctx), input(ctx).dataItemReference ?? {}, false) } }),
  },
  {
    method: 'POST', path: '/wix-data/v2/items/replace-references', access: 'sessionOrApiKey', id: 'data.references.replace', lockKey: collectionLock,
    handle: (ctx) => {
      const body = input(ctx);
      const collection = writable(ctx);
      const { def, target } = fieldOf(ctx, collection, body.referringItemFieldName);
      const from = itemOf(ctx, collection, body.referringItemId, true)._id;
      const ids: unknown[] = Array.isArray(body.newReferencedItemIds) ? body.newReferencedItemIds : [];
      // All or nothing: every new id must exist before the old links go.
      for (const to of ids) if (typeof to !== 'string' || !itemById(target, to)) raise(applicationError(404, CODES.noItem, `Item ${String(to)} not found in ${target.id}`));
      setLinks(collection, def, from, []);
      const dataItemReferences = ids.map((to) => apply(ctx, collection, { referringItemFieldName: def.key, referringItemId: from, referencedItemId: to }, true));
      return { json: { dataItemReferences } };
    },
  },
  { method: 'POST', path: '/wix-data/v2/bulk/items/insert-references', access: 'sessionOrApiKey', id: 'data.references.bulkInsert', lockKey: collectionLock, handle: (ctx) => bulkReferences(ctx, true) },
  { method: 'POST', path: '/wix-data/v2/bulk/items/remove-references', access: 'sessionOrApiKey', id: 'data.references.bulkRemove', lockKey: collectionLock, handle: (ctx) => bulkReferences(ctx, false) },
];
