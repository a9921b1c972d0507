/** The one walk over wire values that both call shapes' transforms (`$date`, `_id` ↔ `id`) are made of. */
import { setOwn } from '@sitekit/core-runtime';

const isPlain = (candidate: unknown): candidate is Record<string, unknown> =>
  typeof candidate === 'object' && candidate !== null && Object.getPrototypeOf(candidate) === Object.prototype;

/**
 * A copy of `value` in which every node first goes through `swap`, and every key of a plain object
 * through `rename`; a key named in `keep` keeps its value as it is (an item's own `data`). The input is
 * never changed.
 */
export function mapTree(value: unknown, swap: (v: unknown) => unknown, rename = (k: string) => k, keep: readonly string[] = []): unknown {
  const swapped = swap(value);
  if (Array.isArray(swapped)) return swapped.map((x) => mapTree(x, swap, rename, keep));
  if (!isPlain(swapped)) return swapped;
  const out: Record<string, unknown> = {};
  for (const k in swapped) setOwn(out, rename(k), keep.includes(k) ? swapped[k] : mapTree(swapped[k], swap, rename, keep));
  return out;
}
