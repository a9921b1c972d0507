/** The generated reference calls: `isReferencedDataItem`, `insertDataItemReference`, `removeDataItemReference`, `replaceDataItemReferences`. */
import type { Call } from '@sitekit/core-runtime';
import { legacyOptions, referenceArg } from './checks';
import { legacyItemsService } from './service';
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
 * @example
 * ```ts
 * const { isReferenced } = await client.items.isReferencedDataItem({ dataCollectionId: 'Menus', referringItemFieldName: 'pages', referringItemId: m, referencedItemId: p });
 * ```
 */
export const isReferencedDataItem: Call<(options: Options & Omit<DataItemReference, never>) => Promise<{ isReferenced: boolean }>> =
  /* @__PURE__ */ legacyItemsService('POST /wix-data/v2/items/is-referenced', {
    name: 'IsReferencedDataItem',
    payload: (given: unknown) => {
      referenceArg(given, 'options');
      return legacyOptions(given as Options);
    },
  });

/**
 * Adds one reference (POST `/wix-data/v2/items/insert-reference`).
 *
 * @returns the full response `{ dataItemReference }`.
 * @example
 * ```ts
 * await client.items.insertDataItemReference({ dataCollectionId: 'Menus', dataItemReference: { referringItemFieldName: 'pages', referringItemId: m, referencedItemId: p } });
 * ```
 */
export const insertDataItemReference: Call<(options: Options & { dataItemReference: DataItemReference }) => Promise<{ dataItemReference: DataItemReference }>> =
  /* @__PURE__ */ legacyItemsService('POST /wix-data/v2/items/insert-reference', { name: 'InsertDataItemReference', payload: withReference });

/**
 * Removes one reference (POST `/wix-data/v2/items/remove-reference`).
 *
 * @returns the full response `{ dataItemReference }`.
 * @example
 * ```ts
 * await client.items.removeDataItemReference({ dataCollectionId: 'Menus', dataItemReference: { referringItemFieldName: 'pages', referringItemId: m, referencedItemId: p } });
 * ```
 */
export const removeDataItemReference: Call<(options: Options & { dataItemReference: DataItemReference }) => Promise<{ dataItemReference: DataItemReference }>> =
  /* @__PURE__ */ legacyItemsService('POST /wix-data/v2/items/remove-reference', { name: 'RemoveDataItemReference', payload: withReference });

/**
 * Replaces a field's references (POST `/wix-data/v2/items/replace-references`).
 *
 * @returns the full response `{ dataItemReferences }`.
 * @example
 * ```ts
 * await client.items.replaceDataItemReferences({ dataCollectionId: 'Menus', referringItemFieldName: 'pages', referringItemId: m, newReferencedItemIds: [a, b] });
 * ```
 */
export const replaceDataItemReferences: Call<(options: Options & { referringItemFieldName: string; referringItemId: string; newReferencedItemIds: string[] }) =>
  Promise<{ dataItemReferences: DataItemReference[] }>> =
  /* @__PURE__ */ legacyItemsService('POST /wix-data/v2/items/replace-references', { name: 'ReplaceDataItemReferences', payload: (given: unknown) => legacyOptions(given as Options) });
