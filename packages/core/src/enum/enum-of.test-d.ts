import { describe, expectTypeOf, it } from 'vitest';
import { enumOf, type EnumValue } from './enum-of';

describe('enumOf types', () => {
  it('types every value as its own literal', () => {
    expectTypeOf(enumOf('UNSPECIFIED_WEIGHT_UNIT KG LB').KG).toEqualTypeOf<'KG'>();
  });

  it('keeps every value its own literal type across several strings', () => {
    const Activity = enumOf('ORDER_PLACED ORDER_PAID', 'ORDER_REFUNDED');
    expectTypeOf(Activity.ORDER_REFUNDED).toEqualTypeOf<'ORDER_REFUNDED'>();
    expectTypeOf(Activity).toEqualTypeOf<{ readonly ORDER_PLACED: 'ORDER_PLACED'; readonly ORDER_PAID: 'ORDER_PAID'; readonly ORDER_REFUNDED: 'ORDER_REFUNDED' }>();
  });

  it('types values as open to ones the server adds later', () => {
    const OptionType = enumOf('drop_down color');
    expectTypeOf(OptionType.color).toMatchTypeOf<EnumValue<typeof OptionType>>();
    expectTypeOf<'swatch'>().toMatchTypeOf<EnumValue<typeof OptionType>>();
  });
});
