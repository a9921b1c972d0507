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
export const encodeDates = <T = any>(value: unknown): T => mapTree(value, (node) => (node instanceof Date ? { $date: node.toISOString() } : node));

/** `{ "$date": "<ISO>" }` and nothing else. */
const isDate = (candidate: any): candidate is { $date: string } => typeof candidate?.$date === 'string' && Object.keys(candidate).length === 1;

/**
 * Wire → SDK: every `{ "$date": "<ISO>" }` becomes a `Date`; the input is never changed.
 *
 * @example
 * ```ts
 * decodeDates({ when: { $date: '1970-01-01T00:00:00.000Z' } }); // { when: Date(0) }
 * ```
 */
export const decodeDates = <T = any>(value: unknown): T => mapTree(value, (node) => (isDate(node) ? new Date(node.$date) : node));
