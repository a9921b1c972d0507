/**
 * Bounds on what a request may nest and store. Stored values and filters are walked by recursive code
 * (comparisons, encoders, the response body), so anything deeper than these bounds is refused before it
 * is used or kept.
 */

/** The deepest nesting of objects and arrays a stored value or a filter may have. */
export const MAX_DEPTH = 100;

/** The largest stored item, as UTF-8 JSON (512 KB). */
export const MAX_ITEM_BYTES = 512 * 1024;

/**
 * Whether a JSON value nests objects and arrays more than `max` levels deep (`{}` is one level,
 * `{ a: [] }` two). Walked with a stack, never recursion, so any depth is safe to ask about.
 */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, level] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (level > max) return true;
    for (const child of Object.values(node)) if (child !== null && typeof child === 'object') stack.push([child, level + 1]);
  }
  return false;
}

/**
 * The UTF-8 size of a value as JSON. Only for values already known to nest at most {@link MAX_DEPTH} levels.
 */
export const jsonBytes = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value) ?? '').byteLength;
