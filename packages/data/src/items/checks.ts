import { requireArray, requireObject, requireString } from '@sitekit/core-runtime';
import { encodeDates } from './dates';

/** Checks a collection id argument (before any request). */
export function collectionId(value: unknown): string {
  requireString(value, 'dataCollectionId');
  return value;
}

/** Checks a generated options object and its `dataCollectionId`. */
export function legacyOptions<T>(options: T): T & { dataCollectionId: string } {
  requireObject(options, 'options');
  requireString((options as { dataCollectionId?: unknown }).dataCollectionId, 'options.dataCollectionId');
  return options as T & { dataCollectionId: string };
}

/**
 * A current-shape item as the wire's `dataItem`, `{ id, data }` (a `Date` in it as `$date`), after checking
 * it is an object, with an `_id` when `requireId`.
 */
export function wireItem(item: unknown, name: string, requireId?: boolean): { id?: string | undefined; data: unknown } {
  requireObject(item, name);
  if (requireId) requireString(item._id, `${name}._id`);
  return { id: item._id as string | undefined, data: encodeDates(item) };
}

/**
 * Checks a list (non-empty unless `allowEmpty`) and each of its elements with `check`, which names an
 * element `name[i]`; returns what `check` returns for each element.
 */
export function listOf<T>(value: unknown, name: string, check: (element: unknown, name: string) => T, allowEmpty?: boolean): T[] {
  requireArray(value, name, allowEmpty);
  return value.map((element, i) => check(element, `${name}[${i}]`));
}

/** A reference object with both item ids and the field name. */
export function referenceArg(value: unknown, name: string): void {
  requireObject(value, name);
  for (const key of ['referringItemFieldName', 'referringItemId', 'referencedItemId']) requireString(value[key], `${name}.${key}`);
}

/** An id, or an item with `_id` (reference calls accept both). */
export function idOf(value: unknown, name: string): string {
  const id = typeof value === 'object' && value !== null ? (value as { _id?: unknown })._id : value;
  requireString(id, name);
  return id;
}
