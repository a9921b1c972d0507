import { describe, expectTypeOf, it } from 'vitest';
import { collections, products } from './index';

// Public types and enumerations as the platform's SDK names them. `tsc` checks these assertions (Vitest's
// type check); nothing here runs. The enumerations' values are checked in `enums.test.ts`.
describe('public types', () => {
  it('exports SortOrder from products and collections', () => {
    expectTypeOf(collections.SortOrder.ASC).toEqualTypeOf<'ASC'>();
    expectTypeOf(products.SortOrder.DESC).toEqualTypeOf<'DESC'>();
  });

  it('types product and variant dimensions', () => {
    expectTypeOf<products.Product['productDimensions']>().toEqualTypeOf<products.Dimensions | undefined>();
    expectTypeOf<products.Product['packageDimensions']>().toEqualTypeOf<products.Dimensions | undefined>();
    expectTypeOf<products.VariantDataWithNoStock['packageDimensions']>().toEqualTypeOf<products.Dimensions | undefined>();
    expectTypeOf<products.Dimensions['unit']>().toEqualTypeOf<products.DimensionsUnit | undefined>();
    expectTypeOf<products.Dimensions['length']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<'CM'>().toMatchTypeOf<products.DimensionsUnit>();
    expectTypeOf<'SECURE_RAW'>().toMatchTypeOf<products.FileType>();
  });

  it('options take an explicit undefined (type tests run with exactOptionalPropertyTypes)', () => {
    expectTypeOf<{ includeMerchantSpecificData: undefined }>().toExtend<products.GetProductOptions>();
    expectTypeOf<{ name: undefined; slug: undefined; visible: undefined }>().toExtend<Partial<products.Product>>();
  });
});
