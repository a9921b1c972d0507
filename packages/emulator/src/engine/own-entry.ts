/**
 * The table's own value for the key, or `undefined` when the table holds no entry of that key or the key
 * is not a string (absent, or a body field of another type).
 *
 * The emulator keeps its records in plain objects keyed by id, and ids come from requests: `table[id]`
 * with an id such as `constructor`, `__proto__` or `toString` would read a member of `Object.prototype`
 * and take it for a record. Read a record by a key a caller chose with this helper; ask `Object.hasOwn`
 * only when the question is whether the entry exists.
 */
export function ownEntry<Value>(table: Readonly<Record<string, Value>>, key: unknown): Value | undefined {
  return typeof key === 'string' && Object.hasOwn(table, key) ? table[key] : undefined;
}
