import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RegisteredClient } from './client';
import {
  addToCartMutationOptions, applyCouponMutationOptions, checkoutUrlMutationOptions, createBackInStockRequestMutationOptions,
  removeCouponMutationOptions, removeLineItemsMutationOptions, updateLineItemQuantityMutationOptions,
} from './mutations';
import { useSiteKitClient } from './provider';
import {
  cartTotalsQueryOptions, collectionQueryOptions, collectionsQueryOptions, currentCartQueryOptions, memberQueryOptions,
  ordersQueryOptions, productQueryOptions, productsQueryOptions, recommendationsQueryOptions, type CatalogReference,
} from './queries';

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
 * @example
 * ```tsx
 * const { data: product } = useProduct({ slug });
 * ```
 */
export const useProduct = (ref: Parameters<typeof productQueryOptions>[1]) => useQuery(productQueryOptions(useClient(), ref));

/**
 * The store's collections.
 * @example
 * ```tsx
 * const { data } = useCollections(); data?.items.map((c) => c.name);
 * ```
 */
export const useCollections = () => useQuery(collectionsQueryOptions(useClient()));

/**
 * One collection by slug (`null` when there is none).
 * @example
 * ```tsx
 * const { data: collection } = useCollection('summer');
 * ```
 */
export const useCollection = (slug: string) => useQuery(collectionQueryOptions(useClient(), slug));

/**
 * The current cart (`null` while there is none). Any number of components share one request.
 * @example
 * ```tsx
 * const { data: cart } = useCurrentCart(); const count = cart?.lineItems?.length ?? 0;
 * ```
 */
export const useCurrentCart = () => useQuery(currentCartQueryOptions(useClient()));

/**
 * The platform's totals for the current cart.
 * @example
 * ```tsx
 * const { data } = useCartTotals(); data?.priceSummary?.total?.formattedAmount;
 * ```
 */
export const useCartTotals = () => useQuery(cartTotalsQueryOptions(useClient()));

/**
 * The logged-in member, `null` for visitors.
 * @example
 * ```tsx
 * const { data: member } = useMember(); member?.profile?.nickname;
 * ```
 */
export const useMember = () => useQuery(memberQueryOptions(useClient()));

/**
 * The member's orders (`{ orders, metadata }`), newest first unless `search` says otherwise.
 * @example
 * ```tsx
 * const { data } = useOrders(); data?.orders.map((o) => o.number);
 * ```
 */
export const useOrders = (search?: Record<string, unknown>) => useQuery(ordersQueryOptions(useClient(), search));

/**
 * Related items (and their store products) for catalog references.
 * @example
 * ```tsx
 * const { data } = useRecommendations([{ catalogItemId: product._id, appId: STORES_APP_ID }]); data?.products;
 * ```
 */
export const useRecommendations = (items: CatalogReference[]) => useQuery(recommendationsQueryOptions(useClient(), items));

/**
 * Adds to the cart with an optimistic update and rollback.
 * @example
 * ```tsx
 * const add = useAddToCart();
 * add.mutate({ lineItems: [{ catalogReference: { catalogItemId: id, appId: STORES_APP_ID }, quantity: 1 }] });
 * ```
 */
export const useAddToCart = () => useMutation(addToCartMutationOptions(useClient(), useQueryClient()));

/**
 * Changes line item quantities.
 * @example
 * ```tsx
 * useUpdateLineItemQuantity().mutate([{ _id: item._id, quantity: 2 }]);
 * ```
 */
export const useUpdateLineItemQuantity = () => useMutation(updateLineItemQuantityMutationOptions(useClient(), useQueryClient()));

/**
 * Removes line items.
 * @example
 * ```tsx
 * useRemoveLineItems().mutate([item._id]);
 * ```
 */
export const useRemoveLineItems = () => useMutation(removeLineItemsMutationOptions(useClient(), useQueryClient()));

/**
 * Applies a coupon code; a wrong code ends in `error`.
 * @example
 * ```tsx
 * const apply = useApplyCoupon(); apply.mutate(code); apply.error;
 * ```
 */
export const useApplyCoupon = () => useMutation(applyCouponMutationOptions(useClient(), useQueryClient()));

/**
 * Removes the coupon.
 * @example
 * ```tsx
 * useRemoveCoupon().mutate();
 * ```
 */
export const useRemoveCoupon = () => useMutation(removeCouponMutationOptions(useClient(), useQueryClient()));

/**
 * Creates a checkout and its hosted checkout URL.
 * @example
 * ```tsx
 * const checkout = useCheckoutUrl();
 * const go = async () => (location.href = (await checkout.mutateAsync({ thankYouPageUrl })).checkoutUrl);
 * ```
 */
export const useCheckoutUrl = () => useMutation(checkoutUrlMutationOptions(useClient()));

/**
 * "Notify me when back in stock".
 * @example
 * ```tsx
 * useBackInStockRequest().mutate({ request: { email, catalogReference }, itemDetails: { name, price } });
 * ```
 */
export const useBackInStockRequest = () => useMutation(createBackInStockRequestMutationOptions(useClient(), useQueryClient()));
