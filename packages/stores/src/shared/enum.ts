/**
 * An as-const enum object whose keys are its values (`{ color: 'color', … }`), built compactly.
 * @internal
 */
export const values = <const T extends string>(...names: T[]): { readonly [K in T]: K } =>
  Object.fromEntries(names.map((n) => [n, n])) as { readonly [K in T]: K };

/** An enum's values, open to ones the server adds later. */
export type Open<E> = E[keyof E] | (string & {});
