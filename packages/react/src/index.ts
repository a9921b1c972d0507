'use client';
/**
 * `@sitekit/react`: `SiteKitProvider`, hooks on TanStack Query, and everything in `@sitekit/react/options`.
 * This entry is a client module (`"use client"`); server components import `@sitekit/react/options`.
 *
 * @example
 * ```tsx
 * import { SiteKitProvider, useCurrentCart, useAddToCart } from '@sitekit/react';
 * ```
 */
export * from './options';
export { SiteKitProvider, useSiteKitClient, type SiteKitProviderProps } from './provider';
export { useProducts, useProduct, useCollections, useCollection } from './stores';
export { useCurrentCart, useCartTotals, useAddToCart, useUpdateLineItemQuantity, useRemoveLineItems, useApplyCoupon, useRemoveCoupon } from './ecom/cart';
export { useOrders, useCheckoutUrl } from './ecom/orders';
export { useRecommendations, useBackInStockRequest } from './ecom/recommendations';
export { useMember } from './member';
export {
  currentMemberQueryOptions, updateSlugMutationOptions, updateProfileMutationOptions, joinCommunityMutationOptions, leaveCommunityMutationOptions,
  deleteMyMemberMutationOptions, membersInvalidations, useCurrentMember, useUpdateSlug, useUpdateProfile, useJoinCommunity, useLeaveCommunity,
  useDeleteMyMember, type MembersMutation,
} from './members';
export {
  reviewKeys, reviewsInvalidations, reviewsInfiniteQueryOptions, reviewSummaryQueryOptions, createReviewMutationOptions, useReviews, useReviewSummary,
  useCreateReview, type ReviewsMutation, type ReviewsPage, type ReviewSummary, type NewReview,
} from './reviews';
export { fileKeys, filesQueryOptions, filesInfiniteQueryOptions, useUploadFile, type FilesPage, type UploadStatus, type UseUploadFile } from './media';
export { useAuth, type UseAuth, type LoginState, type LoginResult } from './auth';
export {
  dataKeys, dataInvalidations, itemsQueryOptions, itemsInfiniteQueryOptions, itemQueryOptions, insertItemMutationOptions, updateItemMutationOptions,
  removeItemMutationOptions, patchItemMutationOptions, useItems, useInfiniteItems, type DataMutation, type ItemsPage,
} from './data';
