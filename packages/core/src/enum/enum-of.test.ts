import { describe, expect, expectTypeOf, it } from 'vitest';
import { enumOf, type EnumValue } from './enum-of';

describe('enumOf', () => {
  it('builds an object whose keys are its values, in order', () => {
    const WeightUnit = enumOf('UNSPECIFIED_WEIGHT_UNIT KG LB');
    expect(WeightUnit).toEqual({ UNSPECIFIED_WEIGHT_UNIT: 'UNSPECIFIED_WEIGHT_UNIT', KG: 'KG', LB: 'LB' });
    expect(Object.keys(WeightUnit)).toEqual(['UNSPECIFIED_WEIGHT_UNIT', 'KG', 'LB']);
    expectTypeOf(WeightUnit.KG).toEqualTypeOf<'KG'>();
  });

  it('types values as open to ones the server adds later', () => {
    const OptionType = enumOf('drop_down color');
    const later: EnumValue<typeof OptionType> = 'swatch';
    const known: EnumValue<typeof OptionType> = OptionType.color;
    expect([known, later]).toEqual(['color', 'swatch']);
    expectTypeOf<'color'>().toMatchTypeOf<EnumValue<typeof OptionType>>();
  });
});
