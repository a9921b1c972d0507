/** The generated reference calls: `isReferencedDataItem`, `insertDataItemReference`, `removeDataItemReference`, `replaceDataItemReferences`. */
import type { Call } from '@sitekit/core-runtime';
import { legacyFromWire } from './legacy-wire';
import { legacyOptions, referenceArg } from './checks';
import { itemsService } from './service';
import type { CollectionOptions, DataItemReference } from './legacy-types';

type Options = CollectionOptions & Record<string, unknown>;
const withReference = (options: unknown) => {
  const legacy = legacyOptions(options as Options & { dataItemReference: DataItemReference });
  referenceArg(legacy.dataItemReference, 'options.dataItemReference');
  return legacy;
};

/**
 * Whether one item references another (POST `/wix-data/v2/items/is-referenced`).
 *
 * @returns the full response `{ isReferenced }`.
 */
export const isReferencedDataItem: Call<(options: Options & Omit<DataItemReference, never>) => Promise<{ isReferenced: boolean }>> =
  /* @__PURE__ */ itemsService('POST /wix-data/v2/items/is-referenced', {
    name: 'IsReferencedDataItem', result: legacyFromWire,
    payload: (given: unknown) => {
      referenceArg(given, 'options');
      return legacyOptions(given as Options);
    },
  });

/**
 * Adds one reference (POST `/wix-data/v2/items/insert-reference`).
 *
 * @returns the full response `{ dataItemReference }`.
 */
export const insertDataItemReference: Call<(options: Options & { dataItemReference: DataItemReference }) => Promise<{ dataItemReference: DataItemReference }>> =
  /* @__PURE__ */ itemsService('POST /wix-data/v2/items/insert-reference', { name: 'InsertDataItemReference', result: legacyFromWire, payload: withReference });

/**
 * Removes one reference (POST `/wix-data/v2/items/remove-reference`).
 *
 * @returns the full response `{ dataItemReference }`.
 */
export const removeDataItemReference: Call<(options: Options & { dataItemReference: DataItemReference }) => Promise<{ dataItemReference: DataItemReference }>> =
  /* @__PURE__ */ itemsService('POST /wix-data/v2/items/remove-reference', { name: 'RemoveDataItemReference', result: legacyFromWire, payload: withReference });

/**
 * Replaces a field's references (POST `/wix-data/v2/items/replace-references`).
 *
 * @returns the full response `{ dataItemReferences }`.
 */
export const replaceDataItemReferences: Call<(options: Options & { referringItemFieldName: string; referringItemId: string; newReferencedItemIds: string[] }) =>
  Promise<{ dataItemReferences: DataItemReference[] }>> =
  /* @__PURE__ */ itemsService('POST /wix-data/v2/items/replace-references', { name: 'ReplaceDataItemReferences', result: legacyFromWire, payload: (given: unknown) => legacyOptions(given as Options) });
