/** Types of the `items` module (both call shapes). */

/**
 * A data item as the current calls see it: the item's own fields plus the system fields.
 */
export interface WixDataItem {
  _id?: string | undefined;
  _owner?: string | undefined;
  _createdDate?: Date | undefined;
  _updatedDate?: Date | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a data item holds whatever fields its collection has; apps read them unnarrowed, as the platform's SDK types them
  [key: string]: any;
}

/** The system fields every stored item has (added to typed collections). */
export interface SystemFields {
  _id: string;
  _owner?: string | undefined;
  _createdDate?: Date | undefined;
  _updatedDate?: Date | undefined;
}

/**
 * An item of a typed collection as it comes back: your fields plus `_id` and the other system fields.
 */
export type Item<T> = T & SystemFields;

/** An item or its id. */
export type ItemOrId = string | { _id?: string | undefined };

/** Field names a builder accepts for items `T`: its keys and the system fields (and dotted paths into them). */
export type FieldOf<T> = Extract<keyof (T & SystemFields), string> | `${Extract<keyof T, string>}.${string}`;

/** A filter object in the platform's data filter language (`{ slug: { $eq: 'about' } }`, `$and`, `$or`, `$not`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the platform's filter is any JSON object (its SDK types it so); apps build and read it freely
export type WixDataFilter = Record<string, any>;

/** Anything that carries a filter: a query, an `items.filter()` builder, or a filter object. */
export type Filterable = {
  /** The filter the builder holds, as a wire filter. */
  getFilter(): WixDataFilter;
} | WixDataFilter;

/** Options of the current write calls. */
export interface WixDataOptions {
  /** Skip the collection's hooks. */
  suppressHooks?: boolean | undefined;
  appOptions?: Record<string, unknown> | undefined;
  /** Sent as `publishPluginOptions.includeDraftItems`. */
  showDrafts?: boolean | undefined;
  /** Sent as `includeReferencedItems`. */
  includeReferences?: boolean | undefined;
}

/**
 * Options of `update`, `remove` and the bulk updates: `condition` (a filter object or an
 * `items.filter()` builder) is sent as `condition.filter`.
 */
export interface WixDataUpdateOptions extends WixDataOptions {
  condition?: Filterable | undefined;
}

/** Options of the current read calls. */
export interface WixDataReadOptions {
  consistentRead?: boolean | undefined;
  language?: string | undefined;
  /** Only these fields. */
  fields?: string[] | undefined;
  showDrafts?: boolean | undefined;
  includeReferences?: boolean | undefined;
}

/** One failed item of a bulk call. */
export interface WixDataBulkError {
  code?: string | undefined;
  message: string;
  /** Position of the item in the list sent. */
  originalIndex: number;
  /** The item (or its id, for `bulkRemove`) that failed. */
  item?: unknown;
}

/** What a current bulk call did (`bulkActionMetadata` and per-item results, summed up). */
export interface WixDataBulkResult {
  inserted: number;
  updated: number;
  removed: number;
  skipped: number;
  errors: WixDataBulkError[];
  insertedItemIds: string[];
  updatedItemIds: string[];
  removedItemIds: string[];
}

/** The platform's offset/cursor paging metadata. */
export interface PagingMetadata {
  count?: number | undefined;
  offset?: number | undefined;
  total?: number | undefined;
  tooManyToCount?: boolean | undefined;
  cursors?: { next?: string | null | undefined; prev?: string | null | undefined } | undefined;
  hasNext?: boolean | undefined;
}

/**
 * A page of a current query, aggregation, distinct or referenced-items call.
 */
export interface WixDataResult<T> {
  items: T[];
  /** The same array as `items`, under the name the platform's query results also carry it (ported apps read `_items`). */
  _items: T[];
  length: number;
  pageSize: number;
  /** With `returnTotalCount` (the builder's `find()` asks for it unless told not to). */
  totalCount: number | undefined;
  totalPages: number | undefined;
  /** Zero-based page index. */
  currentPage: number;
  pagingMetadata: PagingMetadata;
  /** Whether there is a page after this one. */
  hasNext(): boolean;
  /** Whether there is a page before this one. */
  hasPrev(): boolean;
  /** The next page. */
  next(): Promise<WixDataResult<T>>;
  /** The previous page. */
  prev(): Promise<WixDataResult<T>>;
}

/** Sort order of reference queries. */
export type ReferenceOrder = 'ASC' | 'DESC' | 'asc' | 'desc';
