import { describe, expectTypeOf, it } from 'vitest';
import { createClient, type QueryBuilder } from '@sitekit/core-runtime';
import { productsV3 } from '../index';

// The productsV3 module's public types as storefront code uses them. `tsc` checks these; nothing runs.
describe('productsV3 public types', () => {
  it('binds the calls with the platform SDK signatures and result shapes', () => {
    const client = createClient({ modules: { productsV3 } });
    expectTypeOf(client.productsV3.getProduct).parameters.toEqualTypeOf<[productId: string, options?: productsV3.GetProductOptions]>();
    expectTypeOf(client.productsV3.getProduct).returns.resolves.toEqualTypeOf<productsV3.V3Product>();
    expectTypeOf(client.productsV3.getProductBySlug).returns.resolves.toEqualTypeOf<productsV3.V3GetProductBySlugResponse>();
    expectTypeOf(client.productsV3.searchProducts).returns.resolves.toEqualTypeOf<productsV3.V3SearchProductsResponse>();
    expectTypeOf(client.productsV3.queryProducts({ filter: {} })).resolves.toEqualTypeOf<productsV3.V3QueryProductsResponse>();
    expectTypeOf(client.productsV3.queryProducts()).toEqualTypeOf<QueryBuilder<productsV3.V3Product, productsV3.ProductsV3QueryField>>();
    expectTypeOf<productsV3.Product>().toEqualTypeOf<productsV3.V3Product>();
    expectTypeOf<productsV3.V3Product['_createdDate']>().toEqualTypeOf<Date | null | undefined>();
    expectTypeOf<productsV3.V3Product['url']>().toEqualTypeOf<string | undefined>();
    expectTypeOf(productsV3.RequestedFields.CURRENCY).toEqualTypeOf<'CURRENCY'>();
    expectTypeOf(productsV3.SingleEntityOpsRequestedFields.URL).toEqualTypeOf<'URL'>();
  });

  it('every optional input property takes an explicit undefined', () => {
    expectTypeOf<{ fields: undefined }>().toMatchTypeOf<productsV3.GetProductOptions>();
    expectTypeOf<{ fields: undefined }>().toMatchTypeOf<productsV3.SearchProductsOptions>();
    expectTypeOf<{ filter: undefined; sort: undefined; cursorPaging: { limit: undefined; cursor: undefined } }>().toMatchTypeOf<productsV3.V3ProductQuery>();
    expectTypeOf<{ search: { expression: undefined; fields: undefined; mode: undefined }; timeZone: undefined }>().toMatchTypeOf<productsV3.V3ProductSearch>();
  });
});
