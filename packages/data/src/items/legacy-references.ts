/** The generated reference calls: `isReferencedDataItem`, `insertDataItemReference`, `removeDataItemReference`, `replaceDataItemReferences`. */
import type { Call } from '@sitekit/core';
import { ITEMS, legacy, legacyOptions, referenceArg } from './service';
import type { CollectionOptions, DataItemReference } from './legacy-types';

type Options = CollectionOptions & Record<string, unknown>;
const withReference = (options: unknown) => {
  const o = legacyOptions(options as Options & { dataItemReference: DataItemReference });
  referenceArg(o.dataItemReference, 'options.dataItemReference');
  return o;
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
  /* @__PURE__ */ legacy(`POST ${ITEMS}/is-referenced`, {
    name: 'IsReferencedDataItem',
    payload: (o: unknown) => {
      referenceArg(o, 'options');
      return legacyOptions(o as Options);
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
  /* @__PURE__ */ legacy(`POST ${ITEMS}/insert-reference`, { name: 'InsertDataItemReference', payload: withReference });

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
  /* @__PURE__ */ legacy(`POST ${ITEMS}/remove-reference`, { name: 'RemoveDataItemReference', payload: withReference });

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
  /* @__PURE__ */ legacy(`POST ${ITEMS}/replace-references`, { name: 'ReplaceDataItemReferences', payload: (o: unknown) => legacyOptions(o as Options) });
