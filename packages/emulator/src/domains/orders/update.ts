/** Field-masked order updates shared by `PATCH /orders/:id` and bulk update. */
import { raise, validationError } from '../../engine/errors';
import { ownEntry } from '../../engine/own-entry';
import { setOwn } from '../../engine/set-own';
import type { StoredOrder } from './types';

/** Top-level order fields a merchant may change. */
export const UPDATABLE_FIELDS = [
  'buyerInfo',
  'billingInfo',
  'shippingInfo',
  'recipientInfo',
  'buyerNote',
  'buyerLanguage',
  'archived',
  'seenByAHuman',
  'fulfillmentStatus',
  'attributionSource',
  'customFields',
  'purchasedDate',
  'businessLocation',
] as const;

const READ_ONLY = new Set(['id', 'number', 'createdDate', 'updatedDate', 'lineItems', 'priceSummary', 'activities', 'checkoutId', 'status', 'paymentStatus', 'balanceSummary', 'tags']);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Merges `patch` into `target`; keys come from the request, so each is read and set as an own field (`__proto__` too). */
function merge(target: Record<string, unknown>, patch: Record<string, unknown>): void {
  for (const [k, patchValue] of Object.entries(patch)) {
    const current = ownEntry(target, k);
    if (isObject(patchValue) && isObject(current)) merge(current, patchValue);
    else setOwn(target, k, patchValue);
  }
}

/** Parses a field mask given as a comma-joined string or an array; empty means "every field sent". */
export function parseFieldMask(mask: unknown): string[] {
  if (Array.isArray(mask)) return mask.map(String).filter(Boolean);
  if (typeof mask === 'string') return mask.split(',').map((path) => path.trim()).filter(Boolean);
  if (isObject(mask) && Array.isArray(mask.paths)) return mask.paths.map(String);
  return [];
}

/** Applies `patch` to `order` (mutating it), honouring `fieldMask` paths (`billingInfo.address`, …). */
export function applyOrderPatch(order: StoredOrder, patch: Record<string, unknown>, mask: string[], now: string, field = 'order'): void {
  const paths = mask.length > 0 ? mask : Object.keys(patch).filter((k) => k !== 'id');
  for (const path of paths) {
    const top = path.split('.')[0] ?? path;
    if (READ_ONLY.has(top) || !(UPDATABLE_FIELDS as readonly string[]).includes(top)) {
      raise(validationError([{ field: `${field}.${path}`, description: 'cannot be updated', violatedRule: 'FIELD_NOT_ALLOWED' }]));
    }
  }
  for (const path of paths) {
    const keys = path.split('.');
    let source: unknown = patch;
    for (const k of keys) source = isObject(source) ? ownEntry(source, k) : undefined;
    let target: Record<string, unknown> = order;
    for (const k of keys.slice(0, -1)) {
      const next = ownEntry(target, k);
      if (isObject(next)) target = next;
      else {
        const fresh: Record<string, unknown> = {};
        setOwn(target, k, fresh);
        target = fresh;
      }
    }
    const last = keys[keys.length - 1] ?? path;
    const current = ownEntry(target, last);
    if (source === undefined) delete target[last];
    else if (mask.length === 0 && isObject(source) && isObject(current)) merge(current, source);
    else setOwn(target, last, JSON.parse(JSON.stringify(source)) as unknown);
  }
  order.updatedDate = now;
}
