/** The data slice: seeded collections, permissions, item shapes and writes. */
import { applicationError, raise, validationError } from '../../engine/errors';
import { fieldAt, fieldsOf, type JsonObject } from '../../engine/json';
import type { Caller, EngineApi, RouteContext, Seed } from '../../engine/types';
import { ownEntry } from '../../engine/own-entry';
import { setOwn } from '../../engine/set-own';
import { MAX_DEPTH, nestsDeeperThan } from '../shared/limits';
import { seedSlice } from '../shared/seed';
import { matches } from './filter';
import { badField, checkStorable, refId } from './values';
import { CODES, type DataSeed, type DataState, type StoredCollection, type StoredData } from './types';

/** The route context of the data domain's routes. */
export type DataCtx = RouteContext<DataState>;
/**
 * What the checks and writes read of a request: its caller, the slice, the engine and the payload. A
 * route's `DataCtx` is one; a change outside requests (the console's) builds its own.
 */
export type DataScope = Pick<DataCtx, 'caller' | 'state' | 'engine' | 'method' | 'body' | 'query'>;

/** Fresh data state from the seed's `data` entry; a seeded item nesting deeper than writes may is refused. */
export function initialDataState(seed: Seed): DataState {
  const data = seedSlice<DataSeed>(seed, 'data');
  const collections: Record<string, StoredCollection> = {};
  for (const collection of data.collections ?? []) {
    // Stored items are read by recursive code (comparisons, JSON answers, snapshots): a seed is held to the write bound.
    const tooDeep = collection.items.find((item) => nestsDeeperThan(item, MAX_DEPTH));
    if (tooDeep) throw new Error(`emulator: seed item ${collection.id}/${tooDeep._id} nests deeper than ${MAX_DEPTH} levels`);
  }
  for (const collection of structuredClone(data.collections ?? [])) {
    collections[collection.id] = {
      id: collection.id, fields: collection.fields, permissions: collection.permissions,
      items: Object.fromEntries(collection.items.map((item) => [item._id, item])),
      references: Object.fromEntries((collection.references ?? []).map((reference) => [`${reference.field}|${reference.from}`, reference.to])),
    };
  }
  return { collections };
}

/** The data slice, from any domain's route. */
export function dataOf(engine: EngineApi): DataState {
  return engine.stateOf<DataState>('data');
}

/** The request's payload: the body, or the decoded query of a GET. */
export const input = (ctx: DataScope): JsonObject => fieldsOf(ctx.method === 'GET' || ctx.method === 'DELETE' ? ctx.query : ctx.body);

/**
 * The lock key of a collection's writes: every write route takes it (`collectionLock`), and a change
 * made outside requests runs under it (`emulator.withLock('data', collectionLockKey(id), …)`).
 *
 * @example
 * ```ts
 * await emulator.withLock('data', collectionLockKey('Pages'), () => addItem(emulator.engine, 'Pages', { title: 'New' }));
 * ```
 */
export const collectionLockKey = (collectionId: string): string => collectionId;

/** Serializes every write to one collection (and reads-then-writes across a `persist()`). */
export const collectionLock = (ctx: DataCtx) => {
  const id = input(ctx).dataCollectionId;
  return typeof id === 'string' ? collectionLockKey(id) : undefined;
};

const isAdmin = (caller: Caller) => caller.kind === 'apiKey';

/** Whether the caller may read a collection's items. */
export function mayRead(ctx: DataScope, collection: StoredCollection): boolean {
  const { read } = collection.permissions;
  return read === 'ANYONE' || isAdmin(ctx.caller) || (read === 'MEMBER' && ctx.caller.kind === 'member');
}

/** The collection, if the caller may read it (WDE0025 / WDE0027 otherwise). */
export function readable(ctx: DataScope, id = input(ctx).dataCollectionId): StoredCollection {
  if (typeof id !== 'string' || !id) raise(validationError([{ field: 'dataCollectionId', description: 'must not be empty', violatedRule: 'REQUIRED_FIELD' }]));
  // A name such as `constructor` is a collection only when one is stored under it.
  const collection = ownEntry(ctx.state.collections, id);
  if (!collection) raise(applicationError(404, CODES.noCollection, `Collection ${id} does not exist`));
  if (!mayRead(ctx, collection)) raise(applicationError(403, CODES.denied, `The caller may not read the ${id} collection`));
  return collection;
}

/** The collection, if the caller may write it: API keys always, members where members author their items. */
export function writable(ctx: DataScope, id?: string): StoredCollection {
  const collection = readable(ctx, id);
  const ok = isAdmin(ctx.caller) || (collection.permissions.write === 'MEMBER_AUTHOR' && ctx.caller.kind === 'member');
  if (!ok) raise(applicationError(403, CODES.denied, `The caller may not write the ${collection.id} collection`));
  return collection;
}

/** The stored item with this id, if any (`constructor` or `__proto__` are ids like any other). */
export const itemById = (collection: StoredCollection, id: unknown): StoredData | undefined =>
  ownEntry(collection.items, id);

/** The item (WDE0073 when missing); with `own`, a member may only touch items they authored. */
export function itemOf(ctx: DataScope, collection: StoredCollection, id: unknown, own = false): StoredData {
  const item = itemById(collection, id);
  if (!item) raise(applicationError(404, CODES.noItem, `Item ${String(id)} not found in ${collection.id}`));
  if (own && ctx.caller.kind === 'member' && item._owner !== ctx.caller.memberId) {
    raise(applicationError(403, CODES.denied, `Item ${item._id} belongs to another member`));
  }
  return item;
}

/** A conditional write (`condition.filter`) whose item does not match is "not found" (WDE0073): nothing is written. */
export function checkCondition(body: JsonObject, item: StoredData): void {
  const filter = fieldAt(body, 'condition', 'filter');
  if (filter && !matches(filter, item, 'condition.filter')) {
    raise(applicationError(404, CODES.noItem, `Item ${item._id} does not match the condition`));
  }
}

/** `{ id, dataCollectionId, data }` (multi-references are not part of the data unless included). */
export const wireItem = (collection: StoredCollection, data: Record<string, unknown>) => ({ id: data._id, dataCollectionId: collection.id, data });

const multiFields = (collection: StoredCollection) => collection.fields.filter((field) => field.type === 'multi-reference').map((field) => field.key);

/**
 * Builds the stored data of a write: type checks, system fields, single references as ids, and the
 * multi-reference values split off. They become the item's links (`links`, written by {@link commit})
 * only when the request says `saveReferences: true`; otherwise the item keeps the links it has.
 */
export function prepare(ctx: DataScope, collection: StoredCollection, dataItem: unknown, previous?: StoredData) {
  const raw = (dataItem as { id?: unknown; data?: unknown } | undefined) ?? {};
  const data = raw.data && typeof raw.data === 'object' && !Array.isArray(raw.data) ? { ...(raw.data as Record<string, unknown>) } : undefined;
  if (!data) raise(validationError([{ field: 'dataItem.data', description: 'must be an object', violatedRule: 'REQUIRED_FIELD' }]));
  checkStorable(data, 'dataItem.data');
  const bad = badField(collection.fields, data);
  if (bad) raise(validationError([{ field: `dataItem.data.${bad.key}`, description: bad.description, violatedRule: 'VALIDATION' }]));
  const id = String(raw.id ?? data._id ?? previous?._id ?? ctx.engine.newId());
  const now = { $date: ctx.engine.now().toISOString() };
  const links: Record<string, string[]> = {};
  const saveReferences = input(ctx).saveReferences === true;
  for (const key of multiFields(collection)) {
    if (saveReferences && Array.isArray(data[key])) links[key] = (data[key] as unknown[]).map(refId);
    delete data[key];
  }
  for (const field of collection.fields) if (field.type === 'reference' && data[field.key] != null) data[field.key] = refId(data[field.key]);
  const owner = previous?._owner ?? (ctx.caller.kind === 'member' ? ctx.caller.memberId : undefined);
  const stored: StoredData = { ...data, _id: id, ...(owner && { _owner: owner }), _createdDate: previous?._createdDate ?? now, _updatedDate: now };
  return { stored, links };
}

/**
 * A prepared insert: {@link prepare}, refused (WDE0074, 409) when an item with its id exists.
 */
export function prepareInsert(ctx: DataScope, collection: StoredCollection, dataItem: unknown) {
  const prepared = prepare(ctx, collection, dataItem);
  if (itemById(collection, prepared.stored._id)) raise(applicationError(409, CODES.exists, `Item ${prepared.stored._id} already exists`));
  return prepared;
}

/**
 * A prepared update of the item `id` (WDE0073 when missing; a member only their own), after the
 * request's `condition`: {@link prepare} with the previous item, whose id it keeps.
 */
export function prepareUpdate(ctx: DataScope, collection: StoredCollection, id: unknown, dataItem: unknown) {
  const previous = itemOf(ctx, collection, id, true);
  checkCondition(input(ctx), previous);
  return prepare(ctx, collection, { ...(dataItem as Record<string, unknown> | undefined), id: previous._id }, previous);
}

/** Writes a prepared item and its multi-reference links. */
export function commit(collection: StoredCollection, { stored, links }: ReturnType<typeof prepare>): StoredData {
  setOwn(collection.items, stored._id, stored);
  for (const [field, ids] of Object.entries(links)) collection.references[`${field}|${stored._id}`] = ids;
  return stored;
}

/** Removes an item and every reference to or from it, in every collection. */
export function removeItem(state: DataState, collection: StoredCollection, id: string): void {
  delete collection.items[id];
  for (const storedCollection of Object.values(state.collections)) {
    for (const [key, ids] of Object.entries(storedCollection.references)) {
      if (storedCollection === collection && key.endsWith(`|${id}`)) delete storedCollection.references[key];
      else if (ids.includes(id)) storedCollection.references[key] = ids.filter((x) => x !== id);
    }
    for (const field of storedCollection.fields) {
      if (field.type !== 'reference' || field.referencedCollectionId !== collection.id) continue;
      for (const item of Object.values(storedCollection.items)) if (item[field.key] === id) delete item[field.key];
    }
  }
}
