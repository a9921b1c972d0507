import { cursorPaging, isTypedQuery, optionalObject, queryBuilder, type Call, type QueryBuilder, type QueryResult } from '@sitekit/core-runtime';
import { productV3FromWire, productsV3Service, responseV3FromWire } from './service';
import type {
  GetProductBySlugOptions, GetProductOptions, QueryProductsOptions, SearchProductsOptions, V3GetProductBySlugResponse, V3Product,
  V3ProductQuery, V3ProductSearch, V3QueryProductsResponse, V3SearchProductsResponse,
} from './types';

/** Product fields a query can filter and sort on (SDK names). */
export type ProductsV3QueryField = '_id' | '_createdDate' | '_updatedDate' | 'slug' | 'visible' | 'options.id' | 'handle' | (string & {});
/** The builder `queryProducts()` returns. */
export type ProductsQueryBuilder = QueryBuilder<V3Product, ProductsV3QueryField>;
/** One page of `queryProducts().find()`. */
export type ProductsQueryResult = QueryResult<V3Product>;

/** `queryProducts`: a cursor builder (its options in every page's request), or the typed-query form. */
export interface QueryProducts {
  (options?: QueryProductsOptions): ProductsQueryBuilder;
  (query: V3ProductQuery, options?: QueryProductsOptions): Promise<V3QueryProductsResponse>;
}

/**
 * A product by id (`.product` of `GET /stores/v3/products/{productId}`); `fields` asks for optional parts.
 *
 * @throws {ApplicationError} `PRODUCT_NOT_FOUND` for an unknown or hidden product.
 */
export const getProduct: Call<(productId: string, options?: GetProductOptions) => Promise<V3Product>> =
  /* @__PURE__ */ productsV3Service('GET /stores/v3/products/{productId}', {
    name: 'GetProduct', args: { productId: 'id', options: 'options' }, returns: 'product', entity: 'product',
  });

/**
 * A product by slug; returns `{ product }`.
 *
 * @throws {ApplicationError} `PRODUCT_NOT_FOUND` for an unknown or hidden slug.
 */
export const getProductBySlug: Call<(slug: string, options?: GetProductBySlugOptions) => Promise<V3GetProductBySlugResponse>> =
  /* @__PURE__ */ productsV3Service('GET /stores/v3/products/slug/{slug}', {
    name: 'GetProductBySlug', args: { slug: 'id', options: 'options' }, entity: 'product', result: responseV3FromWire,
  });

/**
 * Searches products: filter, sort, cursor paging, free text in chosen fields, aggregations. Sent as a GET
 * with `.r=`, or a POST to the same path when long; returns `{ products, pagingMetadata, aggregationData }`.
 *
 * @example
 * ```ts
 * const { products } = await client.productsV3.searchProducts({
 *   search: { expression: 'tee', fields: ['name'] }, cursorPaging: { limit: 12 },
 * }, { fields: ['CURRENCY'] });
 * ```
 */
export const searchProducts: Call<(search: V3ProductSearch, options?: SearchProductsOptions) => Promise<V3SearchProductsResponse>> =
  /* @__PURE__ */ productsV3Service('GET /stores/v3/products/search', {
    name: 'SearchProducts', args: { search: 'query', options: 'options' }, complex: true, fallback: true, result: responseV3FromWire,
  });

/**
 * Queries products with cursor paging (GET with `.r=`, or a POST to the same path when long). Without a
 * typed query: a builder whose `find()` is a cursor page of products. With one: the full response
 * `{ products, pagingMetadata }`.
 *
 * @example
 * ```ts
 * const page = await client.productsV3.queryProducts({ fields: ['CURRENCY'] }).eq('visible', true).limit(12).find();
 * const next = page.hasNext() ? await page.next() : undefined;
 * const { products } = await client.productsV3.queryProducts({ filter: { slug: 'classic-crew-tee' } });
 * ```
 */
export const queryProducts: Call<QueryProducts> = /* @__PURE__ */ productsV3Service('GET /stores/v3/products/query', {
  name: 'QueryProducts',
  args: { query: 'query', options: 'options' },
  complex: true,
  fallback: true,
  result: responseV3FromWire,
  isRequest: isTypedQuery,
  builder: (send, endpoint, options?: QueryProductsOptions) => {
    optionalObject(options, 'options');
    return queryBuilder<V3Product, ProductsV3QueryField>({ send, endpoint, items: 'products', paging: cursorPaging, transform: productV3FromWire, extra: { ...options } });
  },
}) as Call<QueryProducts>;
