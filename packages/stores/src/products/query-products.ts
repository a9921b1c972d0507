import { offsetPaging, queryBuilder, type Call, type QueryBuilder, type QueryResult } from '@sitekit/core-runtime';
import type { Product, ProductQuery, QueryProductsResponse } from './types';
import { productFromWire, productsReadService } from './service';

/** Product fields a query can filter and sort on (SDK names). */
export type ProductsQueryField =
  | '_id' | 'name' | 'description' | 'price' | 'priceData.price' | 'sku' | 'slug' | 'collectionIds' | 'productType'
  | 'lastUpdated' | 'numericId' | '_createdDate' | 'visible' | 'ribbon' | 'brand' | 'discountedPrice' | (string & {});
/**
 * The builder `queryProducts()` returns.
 */
export type ProductsQueryBuilder = QueryBuilder<Product, ProductsQueryField>;
/**
 * One page of `queryProducts().find()`.
 */
export type ProductsQueryResult = QueryResult<Product>;

/**
 * Queries products (GET `/stores-reader/v1/products/query-platformized` with `.r=`, POST when the
 * query is long). Without arguments: an offset-paged query builder. With a typed query: the full
 * response `{ products, metadata }`.
 *
 * @example
 * ```ts
 * const page = await client.products.queryProducts()
 *   .hasSome('collectionIds', [collectionId]).ascending('price').limit(12).find();
 * page.items[0]?.priceData?.formatted?.price; // '$10.00'
 * const next = page.hasNext() ? await page.next() : undefined;
 *
 * const { products: found } = await client.products.queryProducts({ filter: { slug: 'shirt' } });
 * ```
 */
export const queryProducts: Call<{
  (): ProductsQueryBuilder;
  (query: ProductQuery): Promise<QueryProductsResponse>;
}> = /* @__PURE__ */ productsReadService('GET /stores-reader/v1/products/query-platformized', {
  name: 'QueryProductsPlatformized', args: { query: 'query' }, idempotent: true, complex: true, fallback: true,
  builder: (send, endpoint) => queryBuilder<Product, ProductsQueryField>({ send, endpoint, items: 'products', paging: offsetPaging, transform: productFromWire }),
});
