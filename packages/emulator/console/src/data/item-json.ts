/** Largest body the console API reads (its `MAX_CONSOLE_BODY_BYTES`): an edited item travels in it. */
export const MAX_EDIT_BYTES = 16 * 1024;

/** The item a JSON text holds, or why it cannot be saved (shown under the text as it is typed). */
export type ItemCheck = { item: Record<string, unknown>; bytes: number } | { problem: string };

/** Room kept in the body for the collection, the id and the envelope around the item. */
const ENVELOPE_BYTES = 600;

/**
 * Checks an item's JSON text as typed: JSON, an object, small enough for the console to send.
 *
 * @example
 * ```ts
 * checkItemJson('{ "question": "Open on Sundays?" }'); // { item: { question: 'Open on Sundays?' }, bytes: 31 }
 * checkItemJson('[1]'); // { problem: 'The item must be a JSON object: …' }
 * ```
 */
export function checkItemJson(text: string): ItemCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { problem: `Not valid JSON: ${(error as Error).message}` };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { problem: 'The item must be a JSON object: { "field": value, … }' };
  const bytes = new TextEncoder().encode(JSON.stringify(value)).byteLength;
  if (bytes + ENVELOPE_BYTES > MAX_EDIT_BYTES) return { problem: `The item is ${(bytes / 1024).toFixed(1)} KB; the console saves items up to about ${Math.floor((MAX_EDIT_BYTES - ENVELOPE_BYTES) / 1024)} KB (change larger ones through the SDK)` };
  return { item: value as Record<string, unknown>, bytes };
}

/** A field as the collection declares it. */
export interface FieldSpec {
  key: string;
  type?: string;
}

/** An empty value of each declared field type, for a new item's starting text. */
function emptyValue(type: string | undefined): unknown {
  switch (type) {
    case 'number':
      return 0;
    case 'boolean':
      return false;
    case 'date':
      return { $date: new Date().toISOString() };
    case 'array':
    case 'multi-reference':
      return [];
    case 'object':
      return {};
    case 'reference':
      return null;
    default:
      return '';
  }
}

/**
 * A new item's starting text: the collection's declared fields with empty values of their types.
 *
 * @example
 * ```ts
 * newItemText([{ key: 'question', type: 'text' }, { key: 'order', type: 'number' }]); // '{\n  "question": "",\n  "order": 0\n}'
 * ```
 */
export function newItemText(fields: readonly FieldSpec[]): string {
  return JSON.stringify(Object.fromEntries(fields.map((field) => [field.key, emptyValue(field.type)])), null, 2);
}
