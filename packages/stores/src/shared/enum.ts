/** The space-separated words of `S` as a union (`'a b'` → `'a' | 'b'`). */
type Words<S extends string, Acc extends string = never> = S extends `${infer H} ${infer T}` ? Words<T, Acc | H> : Acc | S;

/**
 * An as-const enum object whose keys are its values (`{ color: 'color', … }`), built from one
 * space-separated string of its values (compact in the bundle).
 * @internal
 */
export const values = <const S extends string>(names: S): { readonly [K in Words<S>]: K } =>
  Object.fromEntries(names.split(' ').map((n) => [n, n])) as { readonly [K in Words<S>]: K };

/** An enum's values, open to ones the server adds later. */
export type Open<E> = E[keyof E] | (string & {});
