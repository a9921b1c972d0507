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
export { siteKitKeys } from './keys';
export { createSiteKitQueryClient, shouldRetry, retryDelay, GC_TIME_MS, MAX_RETRIES, RETRY_BASE_MS, RETRY_CAP_MS, STALE_TIME_MS } from './query-client';
export type { Register, AnyClient, RegisteredClient } from './client';
export { myMember, type Member } from './member';
export {
  productsQueryOptions, productQueryOptions, collectionsQueryOptions, collectionQueryOptions, currentCartQueryOptions,
  cartTotalsQueryOptions, checkoutQueryOptions, ordersQueryOptions, orderQueryOptions, memberQueryOptions,
  recommendationsQueryOptions, STORES_APP_ID, DEFAULT_ORDERS_SEARCH, type Page, type CatalogReference,
} from './queries';
export {
  invalidationMap, invalidateFor, addToCartMutationOptions, updateLineItemQuantityMutationOptions, removeLineItemsMutationOptions,
  applyCouponMutationOptions, removeCouponMutationOptions, checkoutUrlMutationOptions, createBackInStockRequestMutationOptions,
  type CheckoutCallbacks,
} from './mutations';
export { prefetchSiteKit } from './ssr';
export { dehydrate, HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
