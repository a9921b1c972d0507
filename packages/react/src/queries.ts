import { queryOptions } from '@tanstack/react-query';
import { isForbidden, isNotFound, isUnauthorized } from '@sitekit/core';
import { moduleOf, type AnyClient, type Result } from './client';
import { siteKitKeys } from './keys';
import { myMember, type Member } from './member';

/** One page of a query as plain data (serializable for SSR hydration: no `next()`/`prev()`). */
export interface Page<T> {
  items: T[];
  pageSize: number;
  totalCount?: number;
  totalPages?: number;
  currentPage?: number;
  cursors?: { next?: string | null; prev?: string | null };
  hasNext: boolean;
}

type Item<R> = R extends { items: (infer T)[] } ? T : any;
type Builder = { find(): Promise<any>; toJSON?(): unknown; [k: string]: any };

/** A query result page without its methods. @internal */
export function toPage<T>(r: any): Page<T> {
  return {
    items: r.items,
    pageSize: r.pageSize,
    totalCount: r.totalCount,
    totalPages: r.totalPages,
    currentPage: r.currentPage,
    cursors: r.cursors,
    hasNext: r.hasNext(),
  };
}

/** `null` instead of a 404 (and, for the member, instead of 401/403). @internal */
export const orNull = (e: unknown, auth = false): null => {
  if (isNotFound(e) || (auth && (isUnauthorized(e) || isForbidden(e)))) return null;
  throw e;
};

/** The Stores app id, used in catalog references of store products. */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

/**
 * Products from `products.queryProducts()`, refined by `buildQuery`; the key holds the built query.
 *
 * @example
 * ```ts
 * useQuery(productsQueryOptions(client, (q) => q.startsWith('name', 'Shirt').ascending('price').limit(12)));
 * ```
 */
export function productsQueryOptions<C extends AnyClient>(client: C, buildQuery: (q: any) => Builder = (q) => q) {
  const builder = buildQuery(moduleOf(client, 'products').queryProducts());
  return queryOptions({
    queryKey: siteKitKeys.products.list(builder.toJSON ? builder.toJSON() : {}),
    queryFn: async (): Promise<Page<Item<Result<C, 'products', 'queryProducts'> extends { find(): Promise<infer P> } ? P : any>>> =>
      toPage(await builder.find()),
  });
}

type ProductRef = { slug: string; id?: never } | { id: string; slug?: never };

/**
 * One product by id (`products.getProduct`) or by slug (a one-item query); `null` when there is none.
 *
 * @example
 * ```ts
 * await queryClient.fetchQuery(productQueryOptions(client, { slug: 'blue-shirt' }));
 * ```
 */
export function productQueryOptions<C extends AnyClient>(client: C, ref: ProductRef) {
  return queryOptions({
    queryKey: siteKitKeys.products.detail(ref.id ?? ref.slug),
    queryFn: async (): Promise<any | null> => {
      const products = moduleOf(client, 'products');
      if (ref.id !== undefined) return (await products.getProduct(ref.id).catch(orNull))?.product ?? null;
      return (await products.queryProducts().eq('slug', ref.slug).limit(1).find()).items[0] ?? null;
    },
  });
}

/**
 * The store's collections (first 100), from `collections.queryCollections()`.
 *
 * @example
 * ```ts
 * const { data } = useQuery(collectionsQueryOptions(client));
 * ```
 */
export function collectionsQueryOptions<C extends AnyClient>(client: C) {
  return queryOptions({
    queryKey: siteKitKeys.collections.list(),
    queryFn: async (): Promise<Page<any>> => toPage(await moduleOf(client, 'collections').queryCollections().limit(100).find()),
  });
}

/**
 * One collection by slug (`collections.getCollectionBySlug`); `null` when there is none.
 *
 * @example
 * ```ts
 * const collection = await queryClient.fetchQuery(collectionQueryOptions(client, 'all-products'));
 * ```
 */
export function collectionQueryOptions<C extends AnyClient>(client: C, slug: string) {
  return queryOptions({
    queryKey: siteKitKeys.collections.detail(slug),
    queryFn: async (): Promise<any | null> =>
      (await moduleOf(client, 'collections').getCollectionBySlug(slug).catch(orNull))?.collection ?? null,
  });
}

/**
 * The visitor's current cart, or `null` while there is none (the platform's 404 is not an error here).
 *
 * @example
 * ```ts
 * const cart = await queryClient.fetchQuery(currentCartQueryOptions(client));
 * ```
 */
export function currentCartQueryOptions<C extends AnyClient>(client: C) {
  return queryOptions({
    queryKey: siteKitKeys.cart.current(),
    queryFn: async (): Promise<Result<C, 'currentCart', 'getCurrentCart'> | null> => {
      const cart = moduleOf(client, 'currentCart');
      return cart.getCurrentCartOrNull ? cart.getCurrentCartOrNull() : cart.getCurrentCart().catch(orNull);
    },
  });
}

/**
 * The platform's totals for the current cart (`estimateCurrentCartTotals`: `priceSummary`,
 * `appliedDiscounts`, …), or `null` while there is no cart.
 *
 * @example
 * ```ts
 * const { data } = useQuery(cartTotalsQueryOptions(client)); data?.priceSummary?.total?.formattedAmount;
 * ```
 */
export function cartTotalsQueryOptions<C extends AnyClient>(client: C) {
  return queryOptions({
    queryKey: siteKitKeys.cart.totals(),
    queryFn: async (): Promise<Result<C, 'currentCart', 'estimateCurrentCartTotals'> | null> =>
      moduleOf(client, 'currentCart').estimateCurrentCartTotals().catch(orNull),
  });
}

/**
 * One checkout (`checkout.getCheckout`).
 *
 * @example
 * ```ts
 * const { data: checkout } = useQuery(checkoutQueryOptions(client, checkoutId));
 * ```
 */
export function checkoutQueryOptions<C extends AnyClient>(client: C, id: string) {
  return queryOptions({
    queryKey: siteKitKeys.checkout.detail(id),
    queryFn: (): Promise<Result<C, 'checkout', 'getCheckout'>> => moduleOf(client, 'checkout').getCheckout(id),
  });
}

/** The default orders search: newest first. */
export const DEFAULT_ORDERS_SEARCH = { sort: [{ fieldName: '_createdDate', order: 'DESC' }], cursorPaging: { limit: 50 } };

/**
 * Orders from `orders.searchOrders(search)` (a member sees their own): `{ orders, metadata }`.
 *
 * @example
 * ```ts
 * const { data } = useQuery(ordersQueryOptions(client)); data?.orders.map((o) => o.number);
 * ```
 */
export function ordersQueryOptions<C extends AnyClient>(client: C, search: Record<string, unknown> = DEFAULT_ORDERS_SEARCH) {
  return queryOptions({
    queryKey: siteKitKeys.orders.list(search),
    queryFn: (): Promise<Result<C, 'orders', 'searchOrders'>> => moduleOf(client, 'orders').searchOrders(search),
  });
}

/**
 * One order (`orders.getOrder`), e.g. for the thank-you page.
 *
 * @example
 * ```ts
 * const order = await queryClient.fetchQuery(orderQueryOptions(client, orderId));
 * ```
 */
export function orderQueryOptions<C extends AnyClient>(client: C, id: string) {
  return queryOptions({
    queryKey: siteKitKeys.orders.detail(id),
    queryFn: (): Promise<Result<C, 'orders', 'getOrder'>> => moduleOf(client, 'orders').getOrder(id),
  });
}

/**
 * The logged-in member (GET `/members/v1/members/my`, `FULL` field set), or `null` for visitors
 * (no request when the client's auth knows it is not logged in).
 *
 * @example
 * ```ts
 * const member = await queryClient.fetchQuery(memberQueryOptions(client));
 * ```
 */
export function memberQueryOptions<C extends AnyClient>(client: C) {
  return queryOptions({
    queryKey: siteKitKeys.member.current(),
    queryFn: async (): Promise<Member | null> => {
      if (client.auth?.loggedIn && !client.auth.loggedIn()) return null;
      return moduleOf(client, 'use').call(client, myMember).getCurrentMember().catch((e: unknown) => orNull(e, true));
    },
  });
}

/** A catalog reference: what a recommendation is for and what it returns. */
export interface CatalogReference {
  catalogItemId: string;
  appId: string;
  options?: Record<string, unknown>;
}

/**
 * Related items for `items` (`recommendations.getRecommendation` with the site's `RELATED_ITEMS`
 * algorithms unless `algorithms` is given). With a `products` module the recommended store
 * products are loaded too.
 *
 * @example
 * ```ts
 * useQuery(recommendationsQueryOptions(client, [{ catalogItemId: product._id, appId: STORES_APP_ID }]));
 * ```
 */
export function recommendationsQueryOptions<C extends AnyClient>(
  client: C,
  items: CatalogReference[],
  algorithms?: { _id: string; appId: string }[],
) {
  return queryOptions({
    queryKey: siteKitKeys.recommendations.forItems(items.map((i) => i.catalogItemId)),
    queryFn: async (): Promise<{ recommendation: any; products: any[] }> => {
      const rec = moduleOf(client, 'recommendations');
      let algos = algorithms;
      if (!algos) {
        const { availableAlgorithms = [] } = await rec.listAvailableAlgorithms();
        // Each entry is `{ config: { _id, algorithmType, … }, appId, catalogAppIds }`.
        const all = availableAlgorithms.map((a: any) => ({ ...a.config, appId: a.appId }));
        const related = all.filter((a: any) => a.algorithmType === 'RELATED_ITEMS');
        algos = (related.length ? related : all).map((a: any) => ({ _id: a._id, appId: a.appId }));
      }
      const { recommendation } = await rec.getRecommendation(algos, { items, minimumRecommendedItems: 1 });
      const refs: CatalogReference[] = recommendation?.items ?? [];
      const ids = refs.filter((r) => r.appId === STORES_APP_ID).map((r) => r.catalogItemId);
      const products = client.products && ids.length ? (await client.products.queryProducts().in('_id', ids).limit(ids.length).find()).items : [];
      return { recommendation, products };
    },
  });
}
