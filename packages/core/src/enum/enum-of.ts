/** The space-separated words of `S` as a union (`'a b'` → `'a' | 'b'`). */
type Words<S extends string, Acc extends string = never> = S extends `${infer H} ${infer T}` ? Words<T, Acc | H> : Acc | S;

/**
 * Builds an as-const enum object whose keys are its values (`{ WEB: 'WEB', POS: 'POS' }`) from
 * space-separated strings: the values travel as short strings, which keeps every module entry small.
 * A long enumeration is given as several strings, one per line (joining them with `+` would type
 * every value as `string`). Domain packages declare the platform's enumerations with it. `S extends string`
 * (not a `const` type parameter) keeps each string's literal type and declarations TypeScript 4.8 parses.
 *
 * @example
 * ```ts
 * import { enumOf, type EnumValue } from '@sitekit/core';
 *
 * export const WeightUnit = enumOf('UNSPECIFIED_WEIGHT_UNIT KG LB');
 * export type WeightUnit = EnumValue<typeof WeightUnit>; // 'UNSPECIFIED_WEIGHT_UNIT' | 'KG' | 'LB' | (string & {})
 * WeightUnit.KG; // 'KG'
 * const Long = enumOf('A B C', 'D E F'); // Long.E: 'E'
 * ```
 */
export const enumOf = <S extends string>(...lines: S[]): { readonly [K in Words<S>]: K } =>
  Object.fromEntries(lines.join(' ').split(' ').map((member) => [member, member])) as { readonly [K in Words<S>]: K };

/**
 * An enum's values, open to values the server adds later (`'KG' | 'LB' | (string & {})`).
 */
export type EnumValue<E> = E[keyof E] | (string & {});
