/**
 * `@sitekit/react/options`: query keys, `queryOptions` / `mutationOptions` factories, the QueryClient
 * factory and SSR helpers, without hooks and without `"use client"`, so server components can
 * import them. `@sitekit/react` re-exports all of it.
 *
 * @example
 * ```tsx
 * import { createSiteKitQueryClient, prefetchSiteKit, productsQueryOptions, HydrationBoundary } from '@sitekit/react/options';
 * ```
 */
export { siteKitKeys, reviewKeys, dataKeys, fileKeys } from './keys';
export { createSiteKitQueryClient, shouldRetry, retryDelay, GC_TIME_MS, MAX_RETRIES, RETRY_BASE_MS, RETRY_CAP_MS, STALE_TIME_MS } from './query-client';
export type { Register, AnyClient, RegisteredClient, SiteKitModules, ModuleOf, HookAuth } from './client';
export {
  invalidationMap, invalidateFor, cartsInvalidations, membersInvalidations, reviewsInvalidations, dataInvalidations,
  type EcomMutation, type CartsMutation, type MembersMutation, type ReviewsMutation, type DataMutation,
} from './invalidation';
export type { Page } from './shared';
export { productsQueryOptions, productQueryOptions, collectionsQueryOptions, collectionQueryOptions, STORES_APP_ID } from './stores';
export { productsV3QueryOptions, productV3QueryOptions } from './products-v3';
export {
  currentCartQueryOptions, cartTotalsQueryOptions, addToCartMutationOptions, updateLineItemQuantityMutationOptions,
  removeLineItemsMutationOptions, applyCouponMutationOptions, removeCouponMutationOptions,
} from './ecom/cart';
export {
  cartQueryOptions, cartByIdTotalsQueryOptions, createCartMutationOptions, addToCartByIdMutationOptions, updateCartLineItemsQuantityMutationOptions,
  removeCartLineItemsMutationOptions, updateCartMutationOptions, removeCartCouponMutationOptions, deleteCartMutationOptions,
} from './ecom/carts';
export {
  checkoutQueryOptions, ordersQueryOptions, orderQueryOptions, checkoutUrlMutationOptions, DEFAULT_ORDERS_SEARCH, type CheckoutCallbacks,
} from './ecom/orders';
export { recommendationsQueryOptions, createBackInStockRequestMutationOptions, type CatalogReference } from './ecom/recommendations';
export {
  currentMemberQueryOptions, updateSlugMutationOptions, updateProfileMutationOptions, joinCommunityMutationOptions,
  leaveCommunityMutationOptions, deleteMyMemberMutationOptions,
  memberQueryOptions, type Member,
} from './members';
export { myMember } from './my-member';
export {
  reviewsInfiniteQueryOptions, reviewSummaryQueryOptions, createReviewMutationOptions, type ReviewsPage, type ReviewSummary, type NewReview,
} from './reviews';
export {
  itemsQueryOptions, itemsInfiniteQueryOptions, itemQueryOptions, insertItemMutationOptions,
  updateItemMutationOptions, removeItemMutationOptions, patchItemMutationOptions, type ItemsPage,
} from './data';
export { prefetchSiteKit } from './ssr';
export { dehydrate, HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
