/**
 * JSON as a client sent it (request bodies, decoded queries): nothing is known of its shape until a
 * route reads a field and checks it. These readers never refuse anything: a value of the wrong shape
 * reads as absent, as a route that reads it field by field would see it.
 */

/** A JSON object: its fields are whatever the client sent, read one at a time. */
export type JsonObject = Record<string, unknown>;

/** Whether the value is a JSON object (not `null`, not an array). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value's fields: the value itself when it is an object (arrays included, as a property read sees them), else none. */
export function fieldsOf(value: unknown): JsonObject {
  return typeof value === 'object' && value !== null ? (value as JsonObject) : {};
}

/** The value at `path` inside `value` (`fieldAt(body, 'loginId', 'email')`): `undefined` past a step that is not an object. */
export function fieldAt(value: unknown, ...path: readonly (string | number)[]): unknown {
  let at = value;
  for (const key of path) at = fieldsOf(at)[key];
  return at;
}
