// Every options function of `@sitekit/react` passed to the TanStack Query calls users pass it to, compiled by
// `pnpm check:packages` with storefront.ts against the built declarations: strict, with
// `exactOptionalPropertyTypes` (which `tsc --init` turns on), where an options result the declaration
// emitter widened (`queryFn?: QueryFunction<…> | undefined`) does not pass to `useQuery`. Each result is
// checked to be exactly the data the options function declares; check:packages fails when an options
// function of either entry is not called here. Imported from the root: `@sitekit/react/options` exports the
// same declarations, but TypeScript 4.8 under node16 reads its `typesVersions` first (the `.d.cts` one), whose
// TanStack types are not the ones an ES module imports. Nothing here runs; no syntax newer than 4.8.
import type { InfiniteData, QueryClient, UseMutationResult } from '@tanstack/react-query';
import { useInfiniteQuery, useMutation, useQueries, useQuery, useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createClient, OAuthStrategy } from '@sitekit/core';
import { collections, products, productsV3 } from '@sitekit/stores';
import { backInStockNotifications, cart, checkout, currentCart, orders, recommendations } from '@sitekit/ecom';
import type { redirects } from '@sitekit/redirects';
import { members } from '@sitekit/members';
import { reviews } from '@sitekit/reviews';
import { items } from '@sitekit/data';
import { files } from '@sitekit/media';
import {
  addToCartByIdMutationOptions, addToCartMutationOptions, applyCouponMutationOptions, cartByIdTotalsQueryOptions, cartQueryOptions,
  cartTotalsQueryOptions, checkoutQueryOptions, checkoutUrlMutationOptions, collectionQueryOptions, collectionsQueryOptions,
  createBackInStockRequestMutationOptions, createCartMutationOptions, createReviewMutationOptions, currentCartQueryOptions,
  currentMemberQueryOptions, deleteCartMutationOptions, deleteMyMemberMutationOptions, filesInfiniteQueryOptions, filesQueryOptions,
  insertItemMutationOptions, itemQueryOptions, itemsInfiniteQueryOptions, itemsQueryOptions, joinCommunityMutationOptions,
  leaveCommunityMutationOptions, memberQueryOptions, orderQueryOptions, ordersQueryOptions, patchItemMutationOptions, productQueryOptions,
  productsQueryOptions, productsV3QueryOptions, productV3QueryOptions, recommendationsQueryOptions, removeCartCouponMutationOptions,
  removeCartLineItemsMutationOptions, removeCouponMutationOptions, removeItemMutationOptions, removeLineItemsMutationOptions,
  reviewsInfiniteQueryOptions, reviewSummaryQueryOptions, updateCartLineItemsQuantityMutationOptions, updateCartMutationOptions,
  updateItemMutationOptions, updateLineItemQuantityMutationOptions, updateProfileMutationOptions, updateSlugMutationOptions,
  type FilesPage, type ItemsPage, type Member, type NewReview, type Page, type ReviewsPage, type ReviewSummary,
} from '@sitekit/react';

/** `true` when `A` and `B` are one type (not only assignable to each other). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** `value`, checked to be exactly an `Expected`: `exactly<Expected>()(value)` does not compile otherwise. */
const exactly = <Expected>() => <Actual>(value: Actual, ..._same: Same<Actual, Expected> extends true ? [] : [differs: never]): Actual => value;
/** What a mutation takes and what it resolves (a type only: nothing here runs). */
declare const takesAndResolves: <Data, Error, Variables, Context>(result: UseMutationResult<Data, Error, Variables, Context>) => [Variables, Data];

const client = createClient({
  modules: { products, collections, productsV3, currentCart, cart, checkout, orders, recommendations, backInStockNotifications, members, reviews, items, files },
  auth: OAuthStrategy({ clientId: 'client-id' }),
});
declare const queryClient: QueryClient;
type Item = items.WixDataItem;
const anyItem = itemQueryOptions(client, 'Pages', 'i1');

/** A query's options to `useQuery`, `useSuspenseQuery` and `useQueries`. */
export function queries(): void {
  exactly<Page<products.Product> | undefined>()(useQuery(productsQueryOptions(client, (q) => q.limit(12))).data);
  exactly<products.Product | null | undefined>()(useQuery(productQueryOptions(client, { slug: 'tee' })).data);
  exactly<Page<collections.Collection> | undefined>()(useQuery(collectionsQueryOptions(client)).data);
  exactly<collections.Collection | null | undefined>()(useQuery(collectionQueryOptions(client, 'all')).data);
  exactly<Page<productsV3.V3Product> | undefined>()(useQuery(productsV3QueryOptions(client)).data);
  exactly<productsV3.V3Product | null | undefined>()(useQuery(productV3QueryOptions(client, { id: 'p1' })).data);
  exactly<currentCart.Cart | null | undefined>()(useQuery(currentCartQueryOptions(client)).data);
  exactly<currentCart.EstimateTotalsResponse | null | undefined>()(useQuery(cartTotalsQueryOptions(client)).data);
  exactly<cart.Cart | null | undefined>()(useQuery(cartQueryOptions(client, 'c1')).data);
  exactly<cart.EstimateTotalsResponse | null | undefined>()(useQuery(cartByIdTotalsQueryOptions(client, 'c1')).data);
  exactly<checkout.Checkout | undefined>()(useQuery(checkoutQueryOptions(client, 'k1')).data);
  exactly<orders.SearchOrdersResponse | undefined>()(useQuery(ordersQueryOptions(client)).data);
  exactly<orders.Order | undefined>()(useQuery(orderQueryOptions(client, 'o1')).data);
  exactly<{ recommendation: recommendations.GetRecommendationResponse['recommendation']; products: products.Product[] } | undefined>()(
    useQuery(recommendationsQueryOptions(client, [{ appId: 'app', catalogItemId: 'p1' }])).data);
  exactly<Member | null | undefined>()(useQuery(memberQueryOptions(client)).data);
  exactly<members.Member | null | undefined>()(useQuery(currentMemberQueryOptions(client)).data);
  exactly<ReviewSummary | undefined>()(useQuery(reviewSummaryQueryOptions(client, 'p1')).data);
  exactly<Page<items.Item<Item>> | undefined>()(useQuery(itemsQueryOptions(client, 'Pages')).data);
  exactly<Page<items.Item<{ title: string }>> | undefined>()(useQuery(itemsQueryOptions<{ title: string }>(client, 'Pages')).data);
  // an item query names its collection's type (written inline without one, TypeScript infers it from `useQuery`)
  exactly<items.Item<{ title: string }> | null | undefined>()(useQuery(itemQueryOptions<{ title: string }>(client, 'Pages', 'i1')).data);
  exactly<items.Item<Item> | null | undefined>()(useQuery(anyItem).data);
  exactly<FilesPage | undefined>()(useQuery(filesQueryOptions(client)).data);
  // suspense: the data is there
  exactly<Page<products.Product>>()(useSuspenseQuery(productsQueryOptions(client)).data);
  exactly<products.Product | null>()(useSuspenseQuery(productQueryOptions(client, { id: 'p1' })).data);
  exactly<Page<collections.Collection>>()(useSuspenseQuery(collectionsQueryOptions(client)).data);
  exactly<collections.Collection | null>()(useSuspenseQuery(collectionQueryOptions(client, 'all')).data);
  exactly<Page<productsV3.V3Product>>()(useSuspenseQuery(productsV3QueryOptions(client)).data);
  exactly<productsV3.V3Product | null>()(useSuspenseQuery(productV3QueryOptions(client, { slug: 'tee' })).data);
  exactly<currentCart.Cart | null>()(useSuspenseQuery(currentCartQueryOptions(client)).data);
  exactly<currentCart.EstimateTotalsResponse | null>()(useSuspenseQuery(cartTotalsQueryOptions(client)).data);
  exactly<cart.Cart | null>()(useSuspenseQuery(cartQueryOptions(client, 'c1')).data);
  exactly<cart.EstimateTotalsResponse | null>()(useSuspenseQuery(cartByIdTotalsQueryOptions(client, 'c1')).data);
  exactly<checkout.Checkout>()(useSuspenseQuery(checkoutQueryOptions(client, 'k1')).data);
  exactly<orders.SearchOrdersResponse>()(useSuspenseQuery(ordersQueryOptions(client)).data);
  exactly<orders.Order>()(useSuspenseQuery(orderQueryOptions(client, 'o1')).data);
  exactly<Member | null>()(useSuspenseQuery(memberQueryOptions(client)).data);
  exactly<Member | null>()(useSuspenseQuery(currentMemberQueryOptions(client)).data);
  exactly<ReviewSummary>()(useSuspenseQuery(reviewSummaryQueryOptions(client, 'p1')).data);
  exactly<Page<items.Item<Item>>>()(useSuspenseQuery(itemsQueryOptions(client, 'Pages')).data);
  exactly<items.Item<{ title: string }> | null>()(useSuspenseQuery(itemQueryOptions<{ title: string }>(client, 'Pages', 'i1')).data);
  exactly<FilesPage>()(useSuspenseQuery(filesQueryOptions(client)).data);
  // several at once: each result keeps its options' data
  const [productsResult, cartResult, memberResult, recommended] = useQueries({
    queries: [productsQueryOptions(client), cartQueryOptions(client, 'c1'), currentMemberQueryOptions(client), recommendationsQueryOptions(client, [])],
  });
  exactly<Page<products.Product> | undefined>()(productsResult.data);
  exactly<cart.Cart | null | undefined>()(cartResult.data);
  exactly<Member | null | undefined>()(memberResult.data);
  exactly<products.Product[] | undefined>()(recommended.data?.products);
}

/** Server side (a loader, a server component): `fetchQuery` resolves the data, `prefetchQuery` fills the cache. */
export async function serverQueries(): Promise<void> {
  exactly<Page<products.Product>>()(await queryClient.fetchQuery(productsQueryOptions(client)));
  exactly<products.Product | null>()(await queryClient.fetchQuery(productQueryOptions(client, { slug: 'tee' })));
  exactly<Page<collections.Collection>>()(await queryClient.fetchQuery(collectionsQueryOptions(client)));
  exactly<collections.Collection | null>()(await queryClient.fetchQuery(collectionQueryOptions(client, 'all')));
  exactly<Page<productsV3.V3Product>>()(await queryClient.fetchQuery(productsV3QueryOptions(client)));
  exactly<productsV3.V3Product | null>()(await queryClient.fetchQuery(productV3QueryOptions(client, { slug: 'tee' })));
  exactly<currentCart.Cart | null>()(await queryClient.fetchQuery(currentCartQueryOptions(client)));
  exactly<currentCart.EstimateTotalsResponse | null>()(await queryClient.fetchQuery(cartTotalsQueryOptions(client)));
  exactly<cart.Cart | null>()(await queryClient.fetchQuery(cartQueryOptions(client, 'c1')));
  exactly<cart.EstimateTotalsResponse | null>()(await queryClient.fetchQuery(cartByIdTotalsQueryOptions(client, 'c1')));
  exactly<checkout.Checkout>()(await queryClient.fetchQuery(checkoutQueryOptions(client, 'k1')));
  exactly<orders.SearchOrdersResponse>()(await queryClient.fetchQuery(ordersQueryOptions(client)));
  exactly<orders.Order>()(await queryClient.fetchQuery(orderQueryOptions(client, 'o1')));
  exactly<products.Product[]>()((await queryClient.fetchQuery(recommendationsQueryOptions(client, []))).products);
  exactly<Member | null>()(await queryClient.fetchQuery(memberQueryOptions(client)));
  exactly<Member | null>()(await queryClient.fetchQuery(currentMemberQueryOptions(client)));
  exactly<ReviewSummary>()(await queryClient.fetchQuery(reviewSummaryQueryOptions(client, 'p1')));
  exactly<Page<items.Item<Item>>>()(await queryClient.fetchQuery(itemsQueryOptions(client, 'Pages')));
  exactly<items.Item<Item> | null>()(await queryClient.fetchQuery(itemQueryOptions(client, 'Pages', 'i1')));
  exactly<items.Item<Item> | null>()(await queryClient.fetchQuery(anyItem));
  exactly<FilesPage>()(await queryClient.fetchQuery(filesQueryOptions(client)));
  await Promise.all([
    queryClient.prefetchQuery(productsQueryOptions(client)),
    queryClient.prefetchQuery(productQueryOptions(client, { slug: 'tee' })),
    queryClient.prefetchQuery(collectionsQueryOptions(client)),
    queryClient.prefetchQuery(collectionQueryOptions(client, 'all')),
    queryClient.prefetchQuery(productsV3QueryOptions(client)),
    queryClient.prefetchQuery(productV3QueryOptions(client, { slug: 'tee' })),
    queryClient.prefetchQuery(currentCartQueryOptions(client)),
    queryClient.prefetchQuery(cartTotalsQueryOptions(client)),
    queryClient.prefetchQuery(cartQueryOptions(client, 'c1')),
    queryClient.prefetchQuery(cartByIdTotalsQueryOptions(client, 'c1')),
    queryClient.prefetchQuery(checkoutQueryOptions(client, 'k1')),
    queryClient.prefetchQuery(ordersQueryOptions(client)),
    queryClient.prefetchQuery(orderQueryOptions(client, 'o1')),
    queryClient.prefetchQuery(recommendationsQueryOptions(client, [])),
    queryClient.prefetchQuery(memberQueryOptions(client)),
    queryClient.prefetchQuery(currentMemberQueryOptions(client)),
    queryClient.prefetchQuery(reviewSummaryQueryOptions(client, 'p1')),
    queryClient.prefetchQuery(itemsQueryOptions(client, 'Pages')),
    queryClient.prefetchQuery(itemQueryOptions(client, 'Pages', 'i1')),
    queryClient.prefetchQuery(filesQueryOptions(client)),
  ]);
  // the cache read back under the options' key holds the options' data
  exactly<cart.Cart | null | undefined>()(queryClient.getQueryData(cartQueryOptions(client, 'c1').queryKey));
}

/** An infinite query's options to `useInfiniteQuery`, `useSuspenseInfiniteQuery`, `fetchInfiniteQuery` and `prefetchInfiniteQuery`. */
export async function infiniteQueries(): Promise<void> {
  exactly<InfiniteData<ReviewsPage, unknown> | undefined>()(useInfiniteQuery(reviewsInfiniteQueryOptions(client, 'p1')).data);
  exactly<InfiniteData<ItemsPage<items.Item<Item>>, unknown> | undefined>()(useInfiniteQuery(itemsInfiniteQueryOptions(client, 'Pages')).data);
  exactly<InfiniteData<FilesPage, unknown> | undefined>()(useInfiniteQuery(filesInfiniteQueryOptions(client)).data);
  exactly<InfiniteData<ReviewsPage, unknown>>()(useSuspenseInfiniteQuery(reviewsInfiniteQueryOptions(client, 'p1')).data);
  exactly<InfiniteData<ItemsPage<items.Item<Item>>, unknown>>()(useSuspenseInfiniteQuery(itemsInfiniteQueryOptions(client, 'Pages')).data);
  exactly<InfiniteData<FilesPage, unknown>>()(useSuspenseInfiniteQuery(filesInfiniteQueryOptions(client)).data);
  exactly<InfiniteData<ReviewsPage, string | null>>()(await queryClient.fetchInfiniteQuery(reviewsInfiniteQueryOptions(client, 'p1')));
  exactly<InfiniteData<ItemsPage<items.Item<Item>>, number>>()(await queryClient.fetchInfiniteQuery(itemsInfiniteQueryOptions(client, 'Pages')));
  exactly<InfiniteData<FilesPage, string | null>>()(await queryClient.fetchInfiniteQuery(filesInfiniteQueryOptions(client)));
  await Promise.all([
    queryClient.prefetchInfiniteQuery(reviewsInfiniteQueryOptions(client, 'p1')),
    queryClient.prefetchInfiniteQuery(itemsInfiniteQueryOptions(client, 'Pages')),
    queryClient.prefetchInfiniteQuery(filesInfiniteQueryOptions(client)),
  ]);
}

/** A mutation's options to `useMutation`: it takes what the call takes and resolves what the call resolves. */
export function mutations(): void {
  exactly<[currentCart.AddToCurrentCartOptions | undefined, currentCart.CartResponse]>()(takesAndResolves(useMutation(addToCartMutationOptions(client, queryClient))));
  exactly<[currentCart.LineItemQuantityUpdate[], currentCart.CartResponse]>()(takesAndResolves(useMutation(updateLineItemQuantityMutationOptions(client, queryClient))));
  exactly<[string[], currentCart.CartResponse]>()(takesAndResolves(useMutation(removeLineItemsMutationOptions(client, queryClient))));
  exactly<[string, currentCart.Cart]>()(takesAndResolves(useMutation(applyCouponMutationOptions(client, queryClient))));
  exactly<[void, currentCart.CartResponse]>()(takesAndResolves(useMutation(removeCouponMutationOptions(client, queryClient))));
  exactly<[cart.CreateCartOptions | undefined, cart.Cart]>()(takesAndResolves(useMutation(createCartMutationOptions(client, queryClient))));
  exactly<[{ id: string } & cart.AddToCartOptions, cart.CartResponse]>()(takesAndResolves(useMutation(addToCartByIdMutationOptions(client, queryClient))));
  exactly<[{ id: string; lineItems: cart.LineItemQuantityUpdate[] }, cart.CartResponse]>()(
    takesAndResolves(useMutation(updateCartLineItemsQuantityMutationOptions(client, queryClient))));
  exactly<[{ id: string; lineItemIds: string[] }, cart.CartResponse]>()(takesAndResolves(useMutation(removeCartLineItemsMutationOptions(client, queryClient))));
  exactly<[{ id: string } & cart.UpdateCartOptions, cart.Cart]>()(takesAndResolves(useMutation(updateCartMutationOptions(client, queryClient))));
  exactly<[string, cart.CartResponse]>()(takesAndResolves(useMutation(removeCartCouponMutationOptions(client, queryClient))));
  exactly<[string, void]>()(takesAndResolves(useMutation(deleteCartMutationOptions(client, queryClient))));
  exactly<[redirects.CallbackParams, { checkoutUrl: string; checkoutId: string }]>()(takesAndResolves(useMutation(checkoutUrlMutationOptions(client))));
  exactly<[
    { request: backInStockNotifications.BackInStockNotificationRequest; itemDetails: backInStockNotifications.BackInStockItemDetails },
    backInStockNotifications.BackInStockNotificationRequest,
  ]>()(takesAndResolves(useMutation(createBackInStockRequestMutationOptions(client, queryClient))));
  exactly<[string, members.MemberResponse]>()(takesAndResolves(useMutation(updateSlugMutationOptions(client, queryClient))));
  exactly<[members.UpdateMember, Member]>()(takesAndResolves(useMutation(updateProfileMutationOptions(client, queryClient))));
  exactly<[void, members.JoinCommunityResponse]>()(takesAndResolves(useMutation(joinCommunityMutationOptions(client, queryClient))));
  exactly<[void, members.LeaveCommunityResponse]>()(takesAndResolves(useMutation(leaveCommunityMutationOptions(client, queryClient))));
  exactly<[void, void]>()(takesAndResolves(useMutation(deleteMyMemberMutationOptions(client, queryClient))));
  exactly<[NewReview, reviews.Review | undefined]>()(takesAndResolves(useMutation(createReviewMutationOptions(client, queryClient))));
  exactly<[Item, Item]>()(takesAndResolves(useMutation(insertItemMutationOptions(client, queryClient, 'Pages'))));
  exactly<[Item, Item]>()(takesAndResolves(useMutation(updateItemMutationOptions(client, queryClient, 'Pages'))));
  exactly<[string, Item | null]>()(takesAndResolves(useMutation(removeItemMutationOptions(client, queryClient, 'Pages'))));
  exactly<[{ id: string; modify: (patch: items.WixDataPatch<Item, string>) => items.WixDataPatch<Item, string> }, Item]>()(
    takesAndResolves(useMutation(patchItemMutationOptions(client, queryClient, 'Pages'))));
}
