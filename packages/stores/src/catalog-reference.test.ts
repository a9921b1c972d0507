import { describe, expect, it } from 'vitest';
import { isValidationError } from '@sitekit/core-runtime';
import { catalogReference, STORES_APP_ID } from './index';
import type { products } from './index';

const options: products.ProductOption[] = [
  { name: 'Size', optionType: 'drop_down', choices: [{ value: 'S', description: 'S' }, { value: 'M', description: 'M' }] },
  { name: 'Color', optionType: 'color', choices: [{ value: '#000000', description: 'Black' }, { value: '#ffffff', description: 'White' }] },
];
const managed: products.Product = {
  _id: 'p1', manageVariants: true, productOptions: options,
  variants: [
    { _id: 'v-s-black', choices: { Size: 'S', Color: 'Black' } },
    { _id: 'v-m-black', choices: { Size: 'M', Color: 'Black' } },
    { _id: 'v-m-white', choices: { Size: 'M', Color: 'White' } },
  ],
};
const refusal = (fn: () => unknown) => {
  try { fn(); } catch (e) { return e as any; }
  throw new Error('did not throw');
};

describe('catalogReference', () => {
  it('exports the stores app id', () => expect(STORES_APP_ID).toBe('215238eb-22a5-4c36-9e7b-e7c08025e04e'));

  it('resolves a managed variant to its id (choices by description or by value)', () => {
    expect(catalogReference(managed, { Size: 'M', Color: 'White' })).toEqual({ catalogItemId: 'p1', appId: STORES_APP_ID, options: { variantId: 'v-m-white' } });
    expect(catalogReference(managed, { Size: 'M', Color: '#000000' })).toEqual({ catalogItemId: 'p1', appId: STORES_APP_ID, options: { variantId: 'v-m-black' } });
  });

  it('sends the options map (descriptions) for products without managed variants', () => {
    const product = { ...managed, manageVariants: false, variants: undefined };
    expect(catalogReference(product, { Size: 'S', Color: '#ffffff' })).toEqual({
      catalogItemId: 'p1', appId: STORES_APP_ID, options: { options: { Size: 'S', Color: 'White' } },
    });
  });

  it('sends the options map when the variants were not loaded', () => {
    expect(catalogReference({ ...managed, variants: [] }, { Size: 'S', Color: 'Black' }).options).toEqual({ options: { Size: 'S', Color: 'Black' } });
  });

  it('needs no selection for a product without options', () => {
    expect(catalogReference({ _id: 'p2' })).toEqual({ catalogItemId: 'p2', appId: STORES_APP_ID });
    expect(catalogReference({ _id: 'p2', productOptions: [] }, {})).toEqual({ catalogItemId: 'p2', appId: STORES_APP_ID });
  });

  it('refuses an incomplete selection, naming each missing option', () => {
    const e = refusal(() => catalogReference(managed, { Size: 'M' }));
    expect(isValidationError(e)).toBe(true);
    expect(e.fieldViolations).toEqual([{ field: 'selection.Color', description: 'is required: choose one of Black, White', violatedRule: 'REQUIRED_FIELD' }]);
    expect(e.message).toBe('INVALID_ARGUMENT: "selection.Color" is required: choose one of Black, White');
    expect(refusal(() => catalogReference(managed)).fieldViolations.map((v: any) => v.field)).toEqual(['selection.Size', 'selection.Color']);
  });

  it('refuses unknown choices and options', () => {
    expect(refusal(() => catalogReference(managed, { Size: 'XL', Color: 'Black' })).fieldViolations[0]).toMatchObject({ field: 'selection.Size', violatedRule: 'INVALID_ENUM_VALUE' });
    expect(refusal(() => catalogReference(managed, { Size: 'S', Color: 'Black', Fit: 'Slim' })).fieldViolations[0]).toMatchObject({ field: 'selection.Fit', violatedRule: 'FIELD_NOT_ALLOWED' });
  });

  it('refuses a combination no variant has', () => {
    expect(refusal(() => catalogReference(managed, { Size: 'S', Color: 'White' })).fieldViolations[0]).toMatchObject({ field: 'selection' });
  });

  it('refuses a product without an id', () => {
    expect(refusal(() => catalogReference({} as any, {})).fieldViolations[0].field).toBe('product._id');
    expect(refusal(() => catalogReference(undefined as any, {})).fieldViolations[0].field).toBe('product');
  });
});
