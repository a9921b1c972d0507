/** `Date` ↔ `{ "$date": ISO }`: how data items carry dates on the wire in the current calls, at every depth. */
import { mapTree } from './map-tree';

/**
 * SDK → wire: every `Date` becomes `{ "$date": "<ISO>" }`; the input is never changed.
 */
export const encodeDates = <T = unknown>(value: unknown): T => mapTree(value, (node) => (node instanceof Date ? { $date: node.toISOString() } : node)) as T;

/** `{ "$date": "<ISO>" }` and nothing else. */
const isDate = (candidate: unknown): candidate is { $date: string } =>
  typeof (candidate as { $date?: unknown } | null | undefined)?.$date === 'string' && Object.keys(candidate as object).length === 1;

/**
 * Wire → SDK: every `{ "$date": "<ISO>" }` becomes a `Date`; the input is never changed.
 */
export const decodeDates = <T = unknown>(value: unknown): T => mapTree(value, (node) => (isDate(node) ? new Date(node.$date) : node)) as T;
