/** `patch(collection, id)` (§1b): field modifications applied by the platform in one step. */
import { requireString, type Call } from '@sitekit/core';
import { decodeDates, encodeDates } from './dates';
import { wireOptions } from './options';
import { collectionId, current, ITEMS, over } from './service';
import type { FieldOf, Item, WixDataItem, WixDataUpdateOptions } from './types';

type Modification = { action: string; fieldPath: string } & Record<string, unknown>;

/** The builder of `items.patch(collection, id)`. Every method returns a new builder; `run()` sends them all. */
export interface WixDataPatch<T, F extends string> {
  setField(field: F, value: unknown): WixDataPatch<T, F>;
  /** Adds `by` (may be negative) to a number field. */
  incrementField(field: F, by: number): WixDataPatch<T, F>;
  appendToArray(field: F, value: unknown): WixDataPatch<T, F>;
  removeFromArray(field: F, value: unknown): WixDataPatch<T, F>;
  removeField(field: F): WixDataPatch<T, F>;
  run(options?: WixDataUpdateOptions): Promise<Item<T>>;
}

/** @internal the patch request */
export const patchItem: Call<(payload: Record<string, unknown>) => Promise<Item<any>>> = /* @__PURE__ */ current(`POST ${ITEMS}/patch`, {
  name: 'PatchDataItem', payload: (p: Record<string, unknown>) => p, returns: 'dataItem', entity: 'dataItem', result: (d: any) => decodeDates(d.data),
});

function patchBuilder<T, F extends string>(run: (p: Record<string, unknown>) => Promise<any>, collection: string, id: string, mods: Modification[]): WixDataPatch<T, F> {
  const add = (action: string, options?: string) => (fieldPath: string, value?: unknown) =>
    patchBuilder<T, F>(run, collection, id, [...mods, { action, fieldPath, ...(options && { [options]: { value: encodeDates(value) } }) }]);
  return {
    setField: add('SET_FIELD', 'setFieldOptions'),
    incrementField: add('INCREMENT_FIELD', 'incrementFieldOptions'),
    appendToArray: add('APPEND_TO_ARRAY', 'appendToArrayOptions'),
    removeFromArray: add('REMOVE_FROM_ARRAY', 'removeFromArrayOptions'),
    removeField: add('REMOVE_FIELD'),
    run: (options) => run({ dataCollectionId: collection, patch: { dataItemId: id, fieldModifications: mods }, ...wireOptions(options) }),
  };
}

/**
 * Changes fields of one item without sending the whole item (POST `/wix-data/v2/items/patch`):
 * increments are applied by the platform, so concurrent increments do not lose each other.
 *
 * @throws ValidationError when the collection id or item id is empty (no request).
 * @example
 * ```ts
 * const post = await client.items.patch('Posts', id).incrementField('likes', 1).appendToArray('tags', 'new').run();
 * ```
 */
export const patch: Call<<T extends object = WixDataItem>(dataCollectionId: string, dataItemId: string) => WixDataPatch<T, FieldOf<T>>> =
  /* @__PURE__ */ over(patchItem, (run) => (collection: unknown, id: unknown) => {
    const c = collectionId(collection);
    requireString(id, 'dataItemId');
    return patchBuilder(run, c, id, []) as any;
  });
