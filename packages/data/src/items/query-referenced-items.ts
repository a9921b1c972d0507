/** `queryReferencedItems` (a current call, docs/wire/data-items.md): the referenced items of one or more items, each result naming its referring item. */
import { optionalObject, requireString, type Call } from '@sitekit/core-runtime';
import { decodeDates } from './dates';
import { wireOptions } from './options';
import { collectionId, idOf, listOf } from './checks';
import { over } from './over';
import { itemsService } from './service';
import type { Item, ItemOrId, PagingMetadata, WixDataItem } from './types';

/** Options of `queryReferencedItems` (sent as given; `showDrafts` as `publishPluginOptions.includeDraftItems`). */
export interface WixDataQueryReferencedItemsOptions {
  /** Order of the referenced items, by when each was referenced. */
  order?: 'ASC' | 'DESC' | undefined;
  paging?: { limit?: number | undefined; offset?: number | undefined } | undefined;
  cursorPaging?: { limit?: number | undefined; cursor?: string | undefined } | undefined;
  /** Only these fields of each referenced item (`_id` always). */
  fields?: string[] | undefined;
  returnTotalCount?: boolean | undefined;
  consistentRead?: boolean | undefined;
  language?: string | undefined;
  showDrafts?: boolean | undefined;
  appOptions?: Record<string, unknown> | undefined;
}

/** A reference that did not resolve: the item is gone, a draft, or not readable by the caller (`unauthorized`). */
export interface UnresolvedReference {
  referencedItemId: string;
  /** The item exists but the caller may not read it. */
  unauthorized?: boolean | undefined;
  [key: string]: unknown;
}

/** One reference: the referring item's id, and the referenced item or why it did not resolve. */
export interface ReferencedResult<T> {
  referringItemId: string;
  item?: T | undefined;
  unresolvedReference?: UnresolvedReference | undefined;
}

/** What `queryReferencedItems` resolves to. */
export interface WixDataQueryReferencedItemsResponse<T> {
  results: ReferencedResult<T>[];
  pagingMetadata: PagingMetadata;
}

/** The query-referenced request with the platform's per-reference results. */
/** @internal The query-referenced answer: per reference, the item (fields under `data`) or why it did not resolve. */
export interface ReferencedAnswer {
  results?: { referringItemId?: string | undefined; dataItem?: { data?: unknown } | undefined; unresolvedReference?: UnresolvedReference | undefined }[] | undefined;
  pagingMetadata?: PagingMetadata | undefined;
}

const queryReferencedResults: Call<(payload: Record<string, unknown>) => Promise<ReferencedAnswer>> =
  /* @__PURE__ */ itemsService('POST /wix-data/v2/items/query-referenced', {
    name: 'QueryReferencedDataItems', payload: (payload: Record<string, unknown>) => payload, result: (response: ReferencedAnswer) => response,
  });

/** The referring items (one, or a non-empty list; ids or items with `_id`) as ids. */
function referringIds(value: unknown): string[] {
  return Array.isArray(value) ? listOf(value, 'referringItem', idOf) : [idOf(value, 'referringItem')];
}

/**
 * The items that a reference field of one or more items points to (POST `/wix-data/v2/items/query-referenced`
 * with `referringItemIds`). A reference that does not resolve comes back as `unresolvedReference`.
 *
 * @returns `{ results: [{ referringItemId, item | unresolvedReference }], pagingMetadata }`.
 * @throws ValidationError when the collection, a referring item or the field name is missing, or the list is empty (no request).
 * @example
 * ```ts
 * const { results } = await client.items.queryReferencedItems<Page>('Menus', [headerMenu, 'menu-footer'], 'pages', { paging: { limit: 20 } });
 * for (const { referringItemId, item } of results) if (item) console.log(referringItemId, item.slug);
 * ```
 */
export const queryReferencedItems: Call<<T extends object = WixDataItem>(dataCollectionId: string, referringItem: ItemOrId | ItemOrId[], referringItemFieldName: string,
  options?: WixDataQueryReferencedItemsOptions) => Promise<WixDataQueryReferencedItemsResponse<Item<T>>>> =
  /* @__PURE__ */ over(queryReferencedResults, (run) => async <T extends object>(collection: unknown, referring: unknown, field: unknown, options?: WixDataQueryReferencedItemsOptions) => {
    collectionId(collection);
    const referringItemIds = referringIds(referring);
    requireString(field, 'referringItemFieldName');
    optionalObject(options, 'options');
    const { order, ...rest } = options ?? {};
    const response = await run({
      dataCollectionId: collection, referringItemIds, referringItemFieldName: field,
      ...(order !== undefined && { order: String(order).toUpperCase() }), ...wireOptions(rest),
    });
    // One referring item: every result is its own, whether or not the platform names it.
    const only = referringItemIds.length === 1 ? referringItemIds[0] : undefined;
    const results = (response.results ?? []).map(({ referringItemId, dataItem, unresolvedReference }): ReferencedResult<Item<T>> => ({
      referringItemId: (referringItemId ?? unresolvedReference?.referringItemId ?? only) as string,
      ...(dataItem ? { item: decodeDates<Item<T>>(dataItem.data) } : { unresolvedReference }),
    }));
    return { results, pagingMetadata: response.pagingMetadata ?? {} };
  });
