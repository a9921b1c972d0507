import { queryOptions, useQuery } from '@tanstack/react-query';
import type { collections, products } from '@sitekit/stores';
import { moduleOf, type AnyClient, type RegisteredClient } from './client';
import { useSiteKitClient } from './provider';
import { siteKitKeys } from './keys';
import { orNull, toPage, type Page, type QueryOptionsOf } from './shared';

/** Refines `products.queryProducts()` (filters, sort, limit); its result is part of the query key. */
type BuildQuery = (query: products.ProductsQueryBuilder) => products.ProductsQueryBuilder;

/**
 * The Stores app id, used in catalog references of store products.
 */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

/**
 * Products from `products.queryProducts()`, refined by `buildQuery`; the key holds the built query.
 */
export function productsQueryOptions(
  client: AnyClient, buildQuery: BuildQuery = (query) => query,
): QueryOptionsOf<Page<products.Product>, ReturnType<typeof siteKitKeys.products.list>> {
  const builder = buildQuery(moduleOf(client, 'products').queryProducts());
  return queryOptions({
    queryKey: siteKitKeys.products.list(builder.toJSON()),
    queryFn: async () => toPage(await builder.find()),
  });
}

type ProductRef = { slug: string; id?: never | undefined } | { id: string; slug?: never | undefined };

/**
 * One product by id (`products.getProduct`) or by slug (a one-item query); `null` when there is none.
 */
export function productQueryOptions(client: AnyClient, ref: ProductRef): QueryOptionsOf<products.Product | null, ReturnType<typeof siteKitKeys.products.detail>> {
  return queryOptions({
    queryKey: siteKitKeys.products.detail(ref.id ?? ref.slug),
    queryFn: async () => {
      const calls = moduleOf(client, 'products');
      if (ref.id !== undefined) return (await calls.getProduct(ref.id).catch(orNull))?.product ?? null;
      return (await calls.queryProducts().eq('slug', ref.slug).limit(1).find()).items[0] ?? null;
    },
  });
}

/**
 * The store's collections (first 100), from `collections.queryCollections()`.
 */
export function collectionsQueryOptions(client: AnyClient): QueryOptionsOf<Page<collections.Collection>, ReturnType<typeof siteKitKeys.collections.list>> {
  return queryOptions({
    queryKey: siteKitKeys.collections.list(),
    queryFn: async () => toPage(await moduleOf(client, 'collections').queryCollections().limit(100).find()),
  });
}

/**
 * One collection by slug (`collections.getCollectionBySlug`); `null` when there is none.
 */
export function collectionQueryOptions(
  client: AnyClient, slug: string,
): QueryOptionsOf<collections.Collection | null, ReturnType<typeof siteKitKeys.collections.detail>> {
  return queryOptions({
    queryKey: siteKitKeys.collections.detail(slug),
    queryFn: async () =>
      (await moduleOf(client, 'collections').getCollectionBySlug(slug).catch(orNull))?.collection ?? null,
  });
}

const useClient = () => useSiteKitClient<RegisteredClient>();

/**
 * Products matching `buildQuery` (see `productsQueryOptions`). Keep `buildQuery` pure: its result is the cache key.
 * @example
 * ```tsx
 * const { data } = useProducts((q) => q.hasSome('collectionIds', [id]).limit(12));
 * ```
 */
export const useProducts = (buildQuery?: BuildQuery) => useQuery(productsQueryOptions(useClient(), buildQuery));

/**
 * One product by `{ slug }` or `{ id }`; `data` is `null` when there is none.
 */
export const useProduct = (ref: Parameters<typeof productQueryOptions>[1]) => useQuery(productQueryOptions(useClient(), ref));

/**
 * The store's collections.
 */
export const useCollections = () => useQuery(collectionsQueryOptions(useClient()));

/**
 * One collection by slug (`null` when there is none).
 */
export const useCollection = (slug: string) => useQuery(collectionQueryOptions(useClient(), slug));
