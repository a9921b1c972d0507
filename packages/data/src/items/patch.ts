/** `patch(collection, id)` (a current call, docs/wire/data-items.md): field modifications applied by the platform in one step, as a builder or a list. */
import { requireArray, requireString, ValidationError, type Call } from '@sitekit/core-runtime';
import { decodeDates, encodeDates } from './dates';
import { wireOptions } from './options';
import { collectionId } from './checks';
import { over } from './over';
import { itemsService } from './service';
import type { FieldOf, Item, WixDataItem, WixDataUpdateOptions } from './types';

/** One change of `patch(collection, id, fieldModifications)`, as the platform SDK's `FieldModification`. */
export type FieldModification<F extends string = string> =
  | { action: 'SET_FIELD' | 'INCREMENT_FIELD' | 'APPEND_TO_ARRAY' | 'REMOVE_FROM_ARRAY'; fieldPath: F; value: unknown }
  | { action: 'REMOVE_FIELD'; fieldPath: F };

/** The builder of `items.patch(collection, id)`. Every method returns a new builder; `run()` sends them all. */
export interface WixDataPatch<T, F extends string> {
  /** Sets the field to the value. */
  setField(field: F, value: unknown): WixDataPatch<T, F>;
  /** Adds `by` (may be negative) to a number field. */
  incrementField(field: F, by: number): WixDataPatch<T, F>;
  /** Appends the value to an array field. */
  appendToArray(field: F, value: unknown): WixDataPatch<T, F>;
  /** Removes the value from an array field. */
  removeFromArray(field: F, value: unknown): WixDataPatch<T, F>;
  /** Removes the field from the item. */
  removeField(field: F): WixDataPatch<T, F>;
  /** Sends the patch; resolves the patched item. */
  run(options?: WixDataUpdateOptions): Promise<Item<T>>;
}

/** The actions; each one's builder method and wire options are named after it (`SET_FIELD`: `setField`, `setFieldOptions`). */
const ACTIONS = ['SET_FIELD', 'INCREMENT_FIELD', 'APPEND_TO_ARRAY', 'REMOVE_FROM_ARRAY', 'REMOVE_FIELD'];
const camel = (action: string) => action.toLowerCase().replace(/_(.)/g, (_, letter: string) => letter.toUpperCase());

/** A field modification as the wire has it, after checking it. */
function wireModification(modification: FieldModification, i: number) {
  const name = `fieldModifications[${i}]`;
  requireString(modification?.fieldPath, `${name}.fieldPath`);
  if (!ACTIONS.includes(modification.action)) throw new ValidationError([{ field: `${name}.action`, description: `must be one of ${ACTIONS}`, violatedRule: 'VALIDATION' }]);
  return { action: modification.action, fieldPath: modification.fieldPath, ...(modification.action !== 'REMOVE_FIELD' && { [`${camel(modification.action)}Options`]: { value: encodeDates(modification.value) } }) };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one request for every builder: the item's type is each caller's `T`
type PatchRequest = (dataCollectionId: string, dataItemId: string, fieldModifications: FieldModification[], options?: WixDataUpdateOptions) => Promise<Item<any>>;

/** @internal the patch request (checks first: a failed check rejects, nothing is sent) */
export const patchItem: Call<PatchRequest> = /* @__PURE__ */ itemsService('POST /wix-data/v2/items/patch', {
  name: 'PatchDataItem',
  payload: (collection: unknown, id: unknown, mods: unknown, options?: WixDataUpdateOptions) => {
    collectionId(collection);
    requireString(id, 'dataItemId');
    requireArray(mods, 'fieldModifications');
    return { dataCollectionId: collection, patch: { dataItemId: id, fieldModifications: (mods as FieldModification[]).map(wireModification) }, ...wireOptions(options) };
  },
  returns: 'dataItem', entity: 'dataItem', result: (response: { data?: unknown }) => decodeDates(response.data),
});

function patchBuilder<T, F extends string>(run: PatchRequest, collection: string, id: string, mods: FieldModification[]): WixDataPatch<T, F> {
  const builder: Record<string, unknown> = { run: (options?: WixDataUpdateOptions) => run(collection, id, mods, options) };
  for (const action of ACTIONS) {
    builder[camel(action)] = (fieldPath: string, value?: unknown) => patchBuilder(run, collection, id, [...mods, { action, fieldPath, value } as FieldModification]);
  }
  return builder as unknown as WixDataPatch<T, F>;
}

type PatchCall = {
  /** A builder of field modifications; `run()` sends them. */
  <T extends object = WixDataItem>(dataCollectionId: string, dataItemId: string): WixDataPatch<T, FieldOf<T>>;
  /** One request with the modifications as a list: the patched item (`T` is given, never inferred). */
  <T extends object = WixDataItem>(dataCollectionId: string, dataItemId: string, fieldModifications: FieldModification<FieldOf<NoInfer<T>>>[], options?: WixDataUpdateOptions):
    Promise<Item<NoInfer<T>>>;
};

/**
 * Changes fields of one item without sending the whole item (POST `/wix-data/v2/items/patch`):
 * increments are applied by the platform, so concurrent increments do not lose each other. With the
 * collection and id alone: a builder; with a `fieldModifications` list: one request.
 *
 * @throws ValidationError when the collection id or item id is empty, or the list is empty or holds a
 * modification without a `fieldPath` or a known `action` (no request).
 * @example
 * ```ts
 * const post = await client.items.patch('Posts', id).incrementField('likes', 1).appendToArray('tags', 'new').run();
 * await client.items.patch('Posts', id, [{ action: 'INCREMENT_FIELD', fieldPath: 'likes', value: 1 }]);
 * ```
 */
export const patch: Call<PatchCall> = /* @__PURE__ */ over(patchItem, (run) => (collection: unknown, id: unknown, mods?: unknown, options?: WixDataUpdateOptions) => {
  if (mods !== undefined) return run(collection as string, id as string, mods as FieldModification[], options); // checked where the payload is built
  const collectionName = collectionId(collection);
  requireString(id, 'dataItemId');
  return patchBuilder(run, collectionName, id, []);
}) as Call<PatchCall>;
