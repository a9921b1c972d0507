import { describe, expect, it } from 'vitest';
import { enumOf, type EnumValue } from './enum-of';

describe('enumOf', () => {
  it('builds an object whose keys are its values, in order', () => {
    const WeightUnit = enumOf('UNSPECIFIED_WEIGHT_UNIT KG LB');
    expect(WeightUnit).toEqual({ UNSPECIFIED_WEIGHT_UNIT: 'UNSPECIFIED_WEIGHT_UNIT', KG: 'KG', LB: 'LB' });
    expect(Object.keys(WeightUnit)).toEqual(['UNSPECIFIED_WEIGHT_UNIT', 'KG', 'LB']);
  });

  it('takes a long enumeration as several strings', () => {
    const Activity = enumOf('ORDER_PLACED ORDER_PAID', 'ORDER_REFUNDED');
    expect(Activity).toEqual({ ORDER_PLACED: 'ORDER_PLACED', ORDER_PAID: 'ORDER_PAID', ORDER_REFUNDED: 'ORDER_REFUNDED' });
  });

  it('takes values the server adds later where its value type is asked for', () => {
    const OptionType = enumOf('drop_down color');
    const later: EnumValue<typeof OptionType> = 'swatch';
    const known: EnumValue<typeof OptionType> = OptionType.color;
    expect([known, later]).toEqual(['color', 'swatch']);
  });
});
