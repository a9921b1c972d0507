import { describe, expect, it } from 'vitest';
import { collections, products } from './index';

// The enumerations as values, with the platform SDK's values in its order (their types: `public-types.test-d.ts`).
describe('enumerations', () => {
  it('exports SortOrder from products and collections', () => {
    expect(Object.keys(collections.SortOrder)).toEqual(['ASC', 'DESC']);
    expect(Object.keys(products.SortOrder)).toEqual(['ASC', 'DESC']);
  });
});
