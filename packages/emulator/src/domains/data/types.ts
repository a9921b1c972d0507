/** The data domain's state: collections with declared fields, permissions, items and multi-references. */

/** Field types a collection declares (values are checked on every write). */
export type FieldType = 'text' | 'rich-text' | 'number' | 'boolean' | 'date' | 'reference' | 'multi-reference' | 'array' | 'object' | 'image';

/** A field a data collection declares: its key, its type, and for references the collection referred to. */
export interface FieldDef {
  key: string;
  type: FieldType;
  /** For `reference` and `multi-reference`: the collection referred to. */
  referencedCollectionId?: string;
}

/** Who may read: anyone (visitors too), members (and API keys), or API keys only. */
export type ReadPermission = 'ANYONE' | 'MEMBER' | 'ADMIN';
/** Who may write: members (each item owned by its author) and API keys, or API keys only. */
export type WritePermission = 'MEMBER_AUTHOR' | 'ADMIN';

/** A stored item: its data as on the wire (`_id`, `_owner`, `_createdDate`/`_updatedDate` as `{ $date }`). */
export type StoredData = Record<string, unknown> & { _id: string; _owner?: string };

/** A data collection as the emulator stores it: its declared fields and permissions, its items by id, and its multi-reference links. */
export interface StoredCollection {
  id: string;
  fields: FieldDef[];
  permissions: { read: ReadPermission; write: WritePermission };
  /** Items by id, in insertion order (object key order). */
  items: Record<string, StoredData>;
  /** Multi-reference links: `"<field>|<from id>"` → referenced ids in order. */
  references: Record<string, string[]>;
}

/** The data domain's state: the collections by id. */
export interface DataState {
  collections: Record<string, StoredCollection>;
}

/** What `seed.data` holds. */
export interface DataSeed {
  collections: Array<Omit<StoredCollection, 'items' | 'references'> & {
    items: Array<Record<string, unknown> & { _id: string }>;
    /** `{ field, from, to: [ids] }` multi-reference links. */
    references?: Array<{ field: string; from: string; to: string[] }>;
  }>;
}

/**
 * The data error codes the emulator answers with (the platform's `WDE…` codes):
 * - `WDE0025` collection not found (404), `WDE0073` item not found (404),
 * - `WDE0074` an item with that id already exists (409),
 * - `WDE0027` the caller may not read or write the collection (403),
 * - `WDE0004` a value does not match its field's declared type (400 validation error).
 */
export const CODES = { noCollection: 'WDE0025', noItem: 'WDE0073', exists: 'WDE0074', denied: 'WDE0027', badValue: 'WDE0004' } as const;
