/** `Date` ↔ `{ "$date": ISO }`: how data items carry dates on the wire in the current calls, at every depth. */
import { mapTree } from './map-tree';

/**
 * SDK → wire: every `Date` becomes `{ "$date": "<ISO>" }`; the input is never changed.
 */
export const encodeDates = <T = any>(value: unknown): T => mapTree(value, (node) => (node instanceof Date ? { $date: node.toISOString() } : node));

/** `{ "$date": "<ISO>" }` and nothing else. */
const isDate = (candidate: any): candidate is { $date: string } => typeof candidate?.$date === 'string' && Object.keys(candidate).length === 1;

/**
 * Wire → SDK: every `{ "$date": "<ISO>" }` becomes a `Date`; the input is never changed.
 */
export const decodeDates = <T = any>(value: unknown): T => mapTree(value, (node) => (isDate(node) ? new Date(node.$date) : node));
