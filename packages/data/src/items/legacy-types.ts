/** Types of the generated calls (the generated module's shapes). */

/**
 * A data item as the generated calls see it: `{ _id, dataCollectionId, data }`, keys inside `data` untouched.
 */
export interface DataItem {
  _id?: string | undefined;
  dataCollectionId?: string | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a data item holds whatever fields its collection has; apps read them unnarrowed, as the platform's SDK types them
  data?: Record<string, any> | undefined;
}

/** A reference between two items. */
export interface DataItemReference {
  referringItemFieldName: string;
  referringItemId: string;
  referencedItemId: string;
}

/** What every generated options object carries. */
export interface CollectionOptions {
  dataCollectionId: string;
  appOptions?: Record<string, unknown> | undefined;
  publishPluginOptions?: { includeDraftItems?: boolean | undefined; showDraftItems?: boolean | undefined } | undefined;
}

/** The request of the older `insertDataItem` form: the collection and the item to insert. */
export interface InsertDataItemOptions extends CollectionOptions {
  dataItem: DataItem;
}
/** The options of the older `getDataItem` form: the collection, and how the item is read (consistency, language, fields). */
export interface GetDataItemOptions extends CollectionOptions {
  consistentRead?: boolean | undefined;
  language?: string | undefined;
  fields?: string[] | undefined;
}

/** One result of a generated bulk call. */
export interface BulkDataItemResult {
  action?: 'INSERT' | 'UPDATE' | 'DELETE' | 'PATCH' | (string & {}) | undefined;
  itemMetadata?: { _id?: string | undefined; originalIndex?: number | undefined; success?: boolean | undefined; error?: { code?: string | undefined; description?: string | undefined; data?: unknown } | undefined } | undefined;
  dataItem?: DataItem | undefined;
}

/** The counts of a bulk call: how many items succeeded, how many failed, and how many of the failures came without details. */
export interface BulkActionMetadata {
  totalSuccesses?: number | undefined;
  totalFailures?: number | undefined;
  undetailedFailures?: number | undefined;
}

/**
 * What the generated bulk calls (`bulkInsertDataItems` and the others) answer: one result per item,
 * and the success and failure counts.
 */
export interface BulkDataItemsResponse {
  results: BulkDataItemResult[];
  bulkActionMetadata: BulkActionMetadata;
}

/** A generated response that only names the item it acted on. */
export interface DataItemResponse {
  dataItem: DataItem;
}
