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
export { useProductsV3, useProductV3 } from './products-v3';
export { useCurrentCart, useCartTotals, useAddToCart, useUpdateLineItemQuantity, useRemoveLineItems, useApplyCoupon, useRemoveCoupon } from './ecom/cart';
export {
  useCart, useCartByIdTotals, useCreateCart, useAddToCartById, useUpdateCartLineItemsQuantity, useRemoveCartLineItems, useUpdateCart,
  useRemoveCartCoupon, useDeleteCart,
} from './ecom/carts';
export { useOrders, useCheckoutUrl } from './ecom/orders';
export { useRecommendations, useBackInStockRequest } from './ecom/recommendations';
export { useMember, useCurrentMember, useUpdateSlug, useUpdateProfile, useJoinCommunity, useLeaveCommunity, useDeleteMyMember } from './members';
export { useReviews, useReviewSummary, useCreateReview } from './reviews';
export { filesQueryOptions, filesInfiniteQueryOptions, useUploadFile, type FilesPage, type UploadStatus, type UseUploadFile } from './media';
export { useAuth, type UseAuth, type LoginState, type LoginResult } from './auth';
export { useItems, useInfiniteItems } from './data';
