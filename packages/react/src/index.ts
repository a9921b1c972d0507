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
export {
  useProducts, useProduct, useCollections, useCollection, useCurrentCart, useCartTotals, useMember, useOrders, useRecommendations,
  useAddToCart, useUpdateLineItemQuantity, useRemoveLineItems, useApplyCoupon, useRemoveCoupon, useCheckoutUrl, useBackInStockRequest,
} from './hooks';
export { useAuth, type UseAuth, type LoginState, type LoginResult } from './auth';
