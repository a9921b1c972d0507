/** A domain's slice of the seed, typed once by the domain that owns it. */
import type { Seed } from '../../engine/types';

/**
 * The seed's entry under `key` (the owning domain's name), or `{}` when the seed has none. Seeds are
 * plain JSON handed in by the caller: the owning domain declares the slice's type and reads only its keys.
 */
export function seedSlice<T extends object>(seed: Seed, key: string): Partial<T> {
  return (seed[key] ?? {}) as Partial<T>;
}
