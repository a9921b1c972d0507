type Words<S extends string> = S extends `${infer H} ${infer T}` ? H | Words<T> : S;

/**
 * Builds an as-const enum object from space-separated values (`{ WEB: 'WEB', POS: 'POS' }`):
 * the values travel as one short string, which keeps every module entry small.
 *
 * @example
 * ```ts
 * export const WeightUnit = enumOf('UNSPECIFIED_WEIGHT_UNIT KG LB');
 * export type WeightUnit = EnumValue<typeof WeightUnit>; // 'UNSPECIFIED_WEIGHT_UNIT' | 'KG' | 'LB' | (string & {})
 * ```
 */
export const enumOf = <S extends string>(values: S): { readonly [K in Words<S>]: K } =>
  Object.fromEntries(values.split(' ').map((v) => [v, v])) as any;

/** An enum's values, open to values the server adds later. */
export type EnumValue<E> = E[keyof E] | (string & {});
