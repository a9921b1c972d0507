import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { productsV3 } from '@sitekit/stores';
import { moduleOf, type AnyClient, type RegisteredClient } from './client';
import { useSiteKitClient } from './provider';
import { siteKitKeys } from './keys';
import { orNull, toPage, type Page, type QueryOptionsOf } from './shared';

/** Refines `productsV3.queryProducts(options)` (filters, sort, limit); its result is part of the query key. */
type BuildQuery = (query: productsV3.ProductsQueryBuilder) => productsV3.ProductsQueryBuilder;
/** The optional product fields to ask for (`{ fields: ['URL', 'CURRENCY'] }`, as `productsV3.getProduct` takes them). */
type Fields = { fields?: productsV3.GetProductOptions['fields'] | undefined };

/**
 * Catalog v3 products from `productsV3.queryProducts(options)`, refined by `buildQuery`; the key holds
 * the built query and the requested fields.
 */
export function productsV3QueryOptions(
  client: AnyClient, buildQuery: BuildQuery = (query) => query, options: Fields = {},
): QueryOptionsOf<Page<productsV3.V3Product>, ReturnType<typeof siteKitKeys.productsV3.list>> {
  const builder = buildQuery(moduleOf(client, 'productsV3').queryProducts(options));
  return queryOptions({
    queryKey: siteKitKeys.productsV3.list({ query: builder.toJSON(), fields: options.fields ?? [] }),
    queryFn: async () => toPage(await builder.find()),
  });
}

type ProductRef = { slug: string; id?: never | undefined } | { id: string; slug?: never | undefined };

/**
 * One catalog v3 product by id (`productsV3.getProduct`) or slug (`productsV3.getProductBySlug`), with its
 * variants; `null` when there is none.
 */
export function productV3QueryOptions(
  client: AnyClient, ref: ProductRef, options: Fields = {},
): QueryOptionsOf<productsV3.V3Product | null, ReturnType<typeof siteKitKeys.productsV3.detail>> {
  return queryOptions({
    queryKey: siteKitKeys.productsV3.detail(ref.id ?? ref.slug, options.fields),
    queryFn: async () => {
      const calls = moduleOf(client, 'productsV3');
      if (ref.id !== undefined) return calls.getProduct(ref.id, options).catch(orNull);
      return (await calls.getProductBySlug(ref.slug, options).catch(orNull))?.product ?? null;
    },
  });
}

const useClient = () => useSiteKitClient<RegisteredClient>();

/**
 * Catalog v3 products matching `buildQuery` (see `productsV3QueryOptions`). Keep `buildQuery` pure: its result is the cache key.
 * @example
 * ```tsx
 * const { data } = useProductsV3((q) => q.eq('visible', true).limit(12), { fields: ['CURRENCY'] });
 * ```
 */
export const useProductsV3 = (buildQuery?: BuildQuery, options?: Fields): UseQueryResult<Page<productsV3.V3Product>, Error> => useQuery(productsV3QueryOptions(useClient(), buildQuery, options));

/**
 * One catalog v3 product by `{ slug }` or `{ id }`; `data` is `null` when there is none.
 */
export const useProductV3 = (ref: ProductRef, options?: Fields): UseQueryResult<productsV3.V3Product | null, Error> => useQuery(productV3QueryOptions(useClient(), ref, options));
