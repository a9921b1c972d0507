/** Types of the generated calls (the generated module's shapes). */

/**
 * A data item as the generated calls see it: `{ _id, dataCollectionId, data }`, keys inside `data` untouched.
 */
export interface DataItem {
  _id?: string;
  dataCollectionId?: string;
  data?: Record<string, any>;
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
  appOptions?: Record<string, unknown>;
  publishPluginOptions?: { includeDraftItems?: boolean; showDraftItems?: boolean };
}

/** The request of the older `insertDataItem` form: the collection and the item to insert. */
export interface InsertDataItemOptions extends CollectionOptions {
  dataItem: DataItem;
}
/** The options of the older `getDataItem` form: the collection, and how the item is read (consistency, language, fields). */
export interface GetDataItemOptions extends CollectionOptions {
  consistentRead?: boolean;
  language?: string;
  fields?: string[];
}

/** One result of a generated bulk call. */
export interface BulkDataItemResult {
  action?: 'INSERT' | 'UPDATE' | 'DELETE' | 'PATCH' | (string & {});
  itemMetadata?: { _id?: string; originalIndex?: number; success?: boolean; error?: { code?: string; description?: string; data?: unknown } };
  dataItem?: DataItem;
}

/** The counts of a bulk call: how many items succeeded, how many failed, and how many of the failures came without details. */
export interface BulkActionMetadata {
  totalSuccesses?: number;
  totalFailures?: number;
  undetailedFailures?: number;
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
