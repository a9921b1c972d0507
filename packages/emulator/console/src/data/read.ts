/** A value at a dotted path (`stock.quantity`), `undefined` when any step is missing. */
export function at(value: unknown, path: string): unknown {
  let current = value;
  for (const step of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[step];
  }
  return current;
}

/** The value as table text: scalars as they are, arrays as their length, objects as `{…}`. */
export function cell(value: unknown): string | number | boolean | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? '' : 's'}`;
  if (typeof value === 'object' && '$date' in (value as object)) return String((value as { $date: unknown }).$date);
  return '{…}';
}

/** A record of objects (`{ id: {...} }`) or an array of objects, as rows with their keys. */
export function rowsOf(value: unknown): Array<{ key: string; row: Record<string, unknown> }> | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const entries = Array.isArray(value) ? value.map((row, index) => [String(index), row] as const) : Object.entries(value as Record<string, unknown>);
  if (!entries.every(([, row]) => row !== null && typeof row === 'object' && !Array.isArray(row))) return undefined;
  return entries.map(([key, row]) => ({ key, row: row as Record<string, unknown> }));
}

/** A record of arrays of objects (`{ orderId: [payment, …] }`) as one row per object, with its group's key as `group`. */
export function groupedRowsOf(value: unknown): Array<{ key: string; row: Record<string, unknown> }> | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const groups = Object.entries(value as Record<string, unknown>);
  if (groups.length === 0 || !groups.every(([, items]) => Array.isArray(items))) return undefined;
  return groups.flatMap(([group, items]) => (rowsOf(items) ?? []).map(({ key, row }) => ({ key: `${group}/${key}`, row: { group, ...row } })));
}
