import { queryOptions, useQuery } from '@tanstack/react-query';
import { moduleOf, type AnyClient, type RegisteredClient, type Result } from './client';
import { useSiteKitClient } from './provider';
import { siteKitKeys } from './keys';
import { orNull, toPage, type Page } from './shared';

type Builder = { find(): Promise<any>; toJSON?(): unknown; [k: string]: any };
type Item<R> = R extends { items: (infer T)[] } ? T : any;
/** The optional product fields to ask for (`['URL', 'CURRENCY']`). */
type Fields = { fields?: string[] | undefined };

/**
 * Catalog v3 products from `productsV3.queryProducts(options)`, refined by `buildQuery`; the key holds
 * the built query and the requested fields.
 *
 * @example
 * ```ts
 * useQuery(productsV3QueryOptions(client, (q) => q.eq('visible', true).limit(12), { fields: ['CURRENCY'] }));
 * ```
 */
export function productsV3QueryOptions<C extends AnyClient>(client: C, buildQuery: (q: any) => Builder = (query) => query, options: Fields = {}) {
  const builder = buildQuery(moduleOf(client, 'productsV3').queryProducts(options));
  return queryOptions({
    queryKey: siteKitKeys.productsV3.list({ query: builder.toJSON ? builder.toJSON() : {}, fields: options.fields ?? [] }),
    queryFn: async (): Promise<Page<Item<Result<C, 'productsV3', 'queryProducts'> extends {
      /** Runs the query. */
      find(): Promise<infer P>;
    } ? P : any>>> => toPage(await builder.find()),
  });
}

type ProductRef = { slug: string; id?: never | undefined } | { id: string; slug?: never | undefined };

/**
 * One catalog v3 product by id (`productsV3.getProduct`) or slug (`productsV3.getProductBySlug`), with its
 * variants; `null` when there is none.
 *
 * @example
 * ```ts
 * await queryClient.fetchQuery(productV3QueryOptions(client, { slug: 'classic-crew-tee' }, { fields: ['URL'] }));
 * ```
 */
export function productV3QueryOptions<C extends AnyClient>(client: C, ref: ProductRef, options: Fields = {}) {
  return queryOptions({
    queryKey: siteKitKeys.productsV3.detail(ref.id ?? ref.slug, options.fields),
    queryFn: async (): Promise<Result<C, 'productsV3', 'getProduct'> | null> => {
      const products = moduleOf(client, 'productsV3');
      if (ref.id !== undefined) return products.getProduct(ref.id, options).catch(orNull);
      return (await products.getProductBySlug(ref.slug, options).catch(orNull))?.product ?? null;
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
export const useProductsV3 = (buildQuery?: (q: any) => any, options?: Fields) => useQuery(productsV3QueryOptions(useClient(), buildQuery, options));

/**
 * One catalog v3 product by `{ slug }` or `{ id }`; `data` is `null` when there is none.
 * @example
 * ```tsx
 * const { data: product } = useProductV3({ slug }, { fields: ['URL', 'CURRENCY'] });
 * ```
 */
export const useProductV3 = (ref: ProductRef, options?: Fields) => useQuery(productV3QueryOptions(useClient(), ref, options));
