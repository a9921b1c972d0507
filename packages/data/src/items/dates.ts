/** `Date` ↔ `{ "$date": ISO }`: how data items carry dates on the wire in the current calls, at every depth. */
import { mapTree } from './map-tree';

/**
 * SDK → wire: every `Date` becomes `{ "$date": "<ISO>" }`; the input is never changed.
 *
 * @example
 * ```ts
 * encodeDates({ when: new Date(0) }); // { when: { $date: '1970-01-01T00:00:00.000Z' } }
 * ```
 */
export const encodeDates = <T = unknown>(value: unknown): T => mapTree(value, (node) => (node instanceof Date ? { $date: node.toISOString() } : node)) as T;

/** `{ "$date": "<ISO>" }` and nothing else. */
const isDate = (candidate: unknown): candidate is { $date: string } =>
  typeof (candidate as { $date?: unknown } | null | undefined)?.$date === 'string' && Object.keys(candidate as object).length === 1;

/**
 * Wire → SDK: every `{ "$date": "<ISO>" }` becomes a `Date`; the input is never changed.
 *
 * @example
 * ```ts
 * decodeDates({ when: { $date: '1970-01-01T00:00:00.000Z' } }); // { when: Date(0) }
 * ```
 */
export const decodeDates = <T = unknown>(value: unknown): T => mapTree(value, (node) => (isDate(node) ? new Date(node.$date) : node)) as T;
