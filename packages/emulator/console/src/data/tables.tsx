import type { ReactNode } from 'react';
import type { FieldSpec } from './item-json';
import { at, cell, groupedRowsOf, rowsOf } from './read';

export interface Row {
  key: string;
  row: Record<string, unknown>;
}

export interface ColumnSpec {
  path: string;
  label: string;
  kind?: 'status' | 'image' | 'money' | 'refs';
}

/** What the console may change in a table's rows: a data collection's items, or a member's status. */
export type Editing = { kind: 'items'; collection: string; fields: FieldSpec[] } | { kind: 'member-status' };

/** One table of a domain's state: its rows and the columns worth a glance (each row opens in full). */
export interface TableView {
  title: string;
  rows: Row[];
  columns: ColumnSpec[];
  editing?: Editing;
}

const col = (path: string, label: string, kind?: ColumnSpec['kind']): ColumnSpec => ({ path, label, ...(kind ? { kind } : {}) });

/** The columns shown first for the tables each domain keeps; any other table gets its first scalar fields. */
const KNOWN: Record<string, ColumnSpec[]> = {
  'catalog.products': [col('name', 'Name'), col('slug', 'Slug'), col('sku', 'SKU'), col('priceCents', 'Price', 'money'), col('stock.quantity', 'Stock'), col('stock.inStock', 'In stock'), col('visible', 'Visible')],
  'collections.collections': [col('name', 'Name'), col('slug', 'Slug'), col('visible', 'Visible'), col('id', 'Id')],
  'cart.carts': [col('id', 'Id'), col('ownerKey', 'Owner'), col('lines', 'Lines'), col('couponId', 'Coupon'), col('checkoutId', 'Checkout'), col('updatedDate', 'Updated')],
  'coupons.coupons': [col('code', 'Code'), col('name', 'Name'), col('type', 'Type'), col('value', 'Value'), col('active', 'Active')],
  'checkout.checkouts': [col('id', 'Id'), col('cartId', 'Cart'), col('lines', 'Lines'), col('buyerInfo.email', 'Buyer'), col('couponId', 'Coupon'), col('updatedDate', 'Updated')],
  'orders.orders': [col('number', 'Number'), col('status', 'Status', 'status'), col('paymentStatus', 'Payment', 'status'), col('fulfillmentStatus', 'Fulfilment', 'status'), col('buyerInfo.email', 'Buyer'), col('priceSummary.total.formattedAmount', 'Total'), col('createdDate', 'Created')],
  'orders.payments': [col('group', 'Order id'), col('status', 'Status', 'status'), col('amountCents', 'Amount', 'money'), col('delayedCapture', 'Delayed capture'), col('captures', 'Captures'), col('createdDate', 'Created')],
  'members.members': [col('loginEmail', 'Email'), col('profile.nickname', 'Nickname'), col('status', 'Status', 'status'), col('privacyStatus', 'Privacy'), col('activityStatus', 'Activity'), col('createdDate', 'Created')],
  'reviews.reviews': [col('content.title', 'Title'), col('content.rating', 'Rating'), col('author.authorName', 'Author'), col('moderation.moderationStatus', 'Moderation', 'status'), col('namespace', 'Namespace'), col('entityId', 'Entity'), col('createdDate', 'Created')],
  'files.files': [col('file.url', 'Preview', 'image'), col('file.displayName', 'Name'), col('mimeType', 'Type'), col('file.operationStatus', 'Status', 'status'), col('file.sizeInBytes', 'Bytes'), col('file.createdDate', 'Created')],
  'back-in-stock.requests': [col('email', 'Email'), col('status', 'Status', 'status'), col('itemDetails.name', 'Item'), col('catalogReference.catalogItemId', 'Product id'), col('createdDate', 'Created')],
};

function firstScalars(rows: Row[]): ColumnSpec[] {
  const keys = new Set<string>();
  for (const { row } of rows.slice(0, 20)) {
    for (const [key, value] of Object.entries(row)) if (value === null || typeof value !== 'object') keys.add(key);
  }
  return [...keys].slice(0, 7).map((key) => col(key, key));
}

/** Data collections: one table per collection, its fields as columns, references listed by id. */
function dataCollections(state: Record<string, unknown>): TableView[] {
  const collections = rowsOf(state['collections']) ?? [];
  return collections.map(({ key, row }) => {
    const fields = (Array.isArray(row['fields']) ? row['fields'] : []) as FieldSpec[];
    const references = (row['references'] ?? {}) as Record<string, string[]>;
    const items = (rowsOf(row['items']) ?? []).map(({ key: id, row: item }) => {
      const withRefs = { ...item };
      for (const field of fields.filter((f) => f.type === 'multi-reference')) withRefs[field.key] = references[`${field.key}|${id}`] ?? [];
      return { key: id, row: withRefs };
    });
    const columns = [col('_id', 'Id'), ...fields.slice(0, 7).map((f) => col(f.key, f.key, f.type?.includes('reference') ? 'refs' : undefined))];
    return { title: `Collection ${key}`, rows: items, columns, editing: { kind: 'items', collection: key, fields } };
  });
}

/** The tables of one domain's state. */
export function tablesOf(domain: string, state: unknown): TableView[] {
  if (state === null || typeof state !== 'object') return [];
  const record = state as Record<string, unknown>;
  const tables = domain === 'data' ? dataCollections(record) : [];
  for (const [name, value] of Object.entries(record)) {
    if (domain === 'data' && name === 'collections') continue;
    const known = KNOWN[`${domain}.${name}`];
    const rows = rowsOf(value) ?? groupedRowsOf(value);
    if (!rows || (rows.length === 0 && !known)) continue;
    const editing: Editing | undefined = domain === 'members' && name === 'members' ? { kind: 'member-status' } : undefined;
    tables.push({ title: name, rows, columns: known ?? firstScalars(rows), ...(editing ? { editing } : {}) });
  }
  return tables;
}

/** A cell as drawn: badges for statuses, thumbnails for images, money from cents, references as ids. */
export function renderCell(row: Record<string, unknown>, spec: ColumnSpec): ReactNode {
  const value = at(row, spec.path);
  if (spec.kind === 'image') {
    const mime = String(at(row, 'mimeType') ?? at(row, 'file.mediaType') ?? '');
    return typeof value === 'string' && /^image|IMAGE/.test(mime) ? <img className="thumb" src={value} alt="" loading="lazy" /> : <span className="muted">—</span>;
  }
  if (spec.kind === 'status' && typeof value === 'string') return <span className={`badge b-${value.toLowerCase()}`}>{value}</span>;
  if (spec.kind === 'money' && typeof value === 'number') return `${(value / 100).toFixed(2)} ${String(at(row, 'currency') ?? '')}`.trim();
  if (spec.kind === 'refs' && Array.isArray(value)) return value.length ? value.map(String).join(', ') : <span className="muted">none</span>;
  const text = cell(value);
  return typeof text === 'boolean' ? (text ? 'yes' : 'no') : text;
}
