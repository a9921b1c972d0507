/**
 * The generated calls' transforms (docs/wire/data-items.md): `id` ↔ `_id` on the wrappers (items, item metadata,
 * references), keys inside `data` untouched, `$date` objects left as they are.
 */
import { mapTree } from './map-tree';

const same = (value: unknown) => value;

/**
 * SDK → wire for generated payloads (and the current bulk calls sent over them): `_id` → `id` outside `data` and
 * outside a current `condition`, whose filter names item fields (`_id` is an item's own field there).
 */
export const legacyToWire = <T = Record<string, unknown>>(value: unknown): T => mapTree(value, same, (k) => (k === '_id' ? 'id' : k), ['data', 'condition']) as T;

/**
 * Wire → SDK for generated responses: `id` → `_id` outside `data`.
 */
export const legacyFromWire = <T = Record<string, unknown>>(value: unknown): T => mapTree(value, same, (k) => (k === 'id' ? '_id' : k), ['data']) as T;
