/** The collections' slice of state: seeded collections, reading the slice, and slug rules. */
import type { EngineApi, Seed } from '../../engine/types';
import { clone } from '../shared/route-helpers';
import { seedSlice } from '../shared/seed';
import type { CollectionsSeed, CollectionsState, StoredCollection } from './types';

/** Fresh collections state: a copy of the seeded collections, keyed by id. */
export function initialCollectionsState(seed: Seed): CollectionsState {
  const list = seedSlice<CollectionsSeed>(seed, 'collections').collections ?? [];
  return { collections: Object.fromEntries(list.map((collection) => [collection.id, clone(collection)])) };
}

/** The collections slice, from any domain's route. */
export function collectionsOf(engine: EngineApi): CollectionsState {
  return engine.stateOf<CollectionsState>('collections');
}

/** The collection with this exact slug, if any. */
export function findBySlug(collections: Record<string, StoredCollection>, slug: string): StoredCollection | undefined {
  return Object.values(collections).find((collection) => collection.slug === slug);
}

/** A slug made from `name` (lower-case words joined by dashes) that no other collection uses, with `-2`, `-3`, … added when it is taken; `exceptId` is the collection itself. */
export function uniqueSlug(collections: Record<string, StoredCollection>, name: string, exceptId?: string): string {
  const base = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'collection';
  let slug = base;
  for (let i = 2; Object.values(collections).some((collection) => collection.slug === slug && collection.id !== exceptId); i += 1) slug = `${base}-${i}`;
  return slug;
}
