import { queryOptions, useQuery } from '@tanstack/react-query';
import { moduleOf, type AnyClient, type RegisteredClient, type Result } from './client';
import { useSiteKitClient } from './provider';
import { ROOT_KEY as all, orNull, toPage, type Page } from './shared';

/** Query keys of the stores domain (in `siteKitKeys`). @internal */
export const storesKeys = {
  products: {
    /** Every product query. */
    all: () => [...all, 'products'] as const,
    /** One product query. */
    list: (query: unknown = {}) => [...all, 'products', 'list', query] as const,
    /** One product, by id or slug. */
    detail: (idOrSlug: string) => [...all, 'products', 'detail', idOrSlug] as const,
  },
  collections: {
    /** Every collection query. */
    all: () => [...all, 'collections'] as const,
    /** The collection list. */
    list: () => [...all, 'collections', 'list'] as const,
    /** One collection, by slug. */
    detail: (slug: string) => [...all, 'collections', 'detail', slug] as const,
  },
};

type Item<R> = R extends { items: (infer T)[] } ? T : any;
type Builder = { find(): Promise<any>; toJSON?(): unknown; [k: string]: any };

/**
 * The Stores app id, used in catalog references of store products.
 */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

/**
 * Products from `products.queryProducts()`, refined by `buildQuery`; the key holds the built query.
 */
export function productsQueryOptions<C extends AnyClient>(client: C, buildQuery: (q: any) => Builder = (query) => query) {
  const builder = buildQuery(moduleOf(client, 'products').queryProducts());
  return queryOptions({
    queryKey: storesKeys.products.list(builder.toJSON ? builder.toJSON() : {}),
    queryFn: async (): Promise<Page<Item<Result<C, 'products', 'queryProducts'> extends {
      /** Runs the query. */
      find(): Promise<infer P>;
    } ? P : any>>> =>
      toPage(await builder.find()),
  });
}

type ProductRef = { slug: string; id?: never | undefined } | { id: string; slug?: never | undefined };

/**
 * One product by id (`products.getProduct`) or by slug (a one-item query); `null` when there is none.
 */
export function productQueryOptions<C extends AnyClient>(client: C, ref: ProductRef) {
  return queryOptions({
    queryKey: storesKeys.products.detail(ref.id ?? ref.slug),
    queryFn: async (): Promise<any | null> => {
      const products = moduleOf(client, 'products');
      if (ref.id !== undefined) return (await products.getProduct(ref.id).catch(orNull))?.product ?? null;
      return (await products.queryProducts().eq('slug', ref.slug).limit(1).find()).items[0] ?? null;
    },
  });
}

/**
 * The store's collections (first 100), from `collections.queryCollections()`.
 */
export function collectionsQueryOptions<C extends AnyClient>(client: C) {
  return queryOptions({
    queryKey: storesKeys.collections.list(),
    queryFn: async (): Promise<Page<any>> => toPage(await moduleOf(client, 'collections').queryCollections().limit(100).find()),
  });
}

/**
 * One collection by slug (`collections.getCollectionBySlug`); `null` when there is none.
 */
export function collectionQueryOptions<C extends AnyClient>(client: C, slug: string) {
  return queryOptions({
    queryKey: storesKeys.collections.detail(slug),
    queryFn: async (): Promise<any | null> =>
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
export const useProducts = (buildQuery?: (q: any) => any) => useQuery(productsQueryOptions(useClient(), buildQuery));

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
