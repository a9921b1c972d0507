import { describe, expect, expectTypeOf, it } from 'vitest';
import { collections, products } from './index';

// Public types and enumerations as the platform's SDK names them (its published declarations:
// stores products and collections `index.typings.d.ts`); the type assertions are checked by `tsc`.
describe('public types', () => {
  it('exports SortOrder from products and collections', () => {
    expectTypeOf(collections.SortOrder.ASC).toEqualTypeOf<'ASC'>();
    expectTypeOf(products.SortOrder.DESC).toEqualTypeOf<'DESC'>();
    expect(Object.keys(collections.SortOrder)).toEqual(['ASC', 'DESC']);
    expect(Object.keys(products.SortOrder)).toEqual(['ASC', 'DESC']);
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
});
