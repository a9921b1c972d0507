import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { moduleOf, type AnyClient, type RegisteredClient, type Result } from '../client';
import { useSiteKitClient } from '../provider';
import { invalidateFor, type CartsMutation } from '../invalidation';
import { siteKitKeys } from '../keys';
import { ROOT_KEY as all, orNull } from '../shared';

/**
 * A cart by id (`cart.getCart`), or `null` when there is none.
 *
 * @example
 * ```ts
 * const cart = await queryClient.fetchQuery(cartQueryOptions(client, cartId));
 * ```
 */
export function cartQueryOptions<C extends AnyClient>(client: C, id: string) {
  return queryOptions({
    queryKey: siteKitKeys.carts.detail(id),
    queryFn: async (): Promise<Result<C, 'cart', 'getCart'> | null> => moduleOf(client, 'cart').getCart(id).catch(orNull),
  });
}

/**
 * The platform's totals for a cart by id (`cart.estimateTotals`), or `null` when there is no such cart.
 *
 * @example
 * ```ts
 * const { data } = useQuery(cartByIdTotalsQueryOptions(client, cartId)); data?.priceSummary?.total?.formattedAmount;
 * ```
 */
export function cartByIdTotalsQueryOptions<C extends AnyClient>(client: C, id: string) {
  return queryOptions({
    queryKey: siteKitKeys.carts.totals(id),
    queryFn: async (): Promise<Result<C, 'cart', 'estimateTotals'> | null> => moduleOf(client, 'cart').estimateTotals(id).catch(orNull),
  });
}

/** A cart-by-id mutation: the returned cart written to the cache under its id, then the invalidations. */
function cartByIdMutation<V, R>(queryClient: QueryClient, name: CartsMutation, fn: (vars: V) => Promise<R>) {
  return mutationOptions<R, unknown, V>({
    mutationKey: [...all, name],
    mutationFn: fn,
    onSuccess: (data: any) => {
      const cart = data && typeof data === 'object' && 'cart' in data ? data.cart : data;
      if (cart && typeof cart === 'object' && typeof cart._id === 'string') queryClient.setQueryData(siteKitKeys.carts.detail(cart._id), cart);
    },
    onSettled: () => invalidateFor(queryClient, name),
  });
}

/**
 * Creates a cart (`cart.createCart`); resolves the new cart.
 *
 * @example
 * ```ts
 * const cart = await createCart.mutateAsync({ lineItems: [{ catalogReference: { catalogItemId: id, appId: STORES_APP_ID }, quantity: 1 }] });
 * ```
 */
export function createCartMutationOptions<C extends AnyClient>(client: C, queryClient: QueryClient) {
  return cartByIdMutation<Parameters<NonNullable<C['cart']>['createCart']>[0] | undefined, Result<C, 'cart', 'createCart'>>(
    queryClient, 'createCart', (options) => moduleOf(client, 'cart').createCart(options),
  );
}

/**
 * Adds line items to a cart by id (`cart.addToCart`).
 *
 * @example
 * ```ts
 * useMutation(addToCartByIdMutationOptions(client, queryClient)).mutate({ id: cartId, lineItems });
 * ```
 */
export function addToCartByIdMutationOptions<C extends AnyClient>(client: C, queryClient: QueryClient) {
  type Vars = { id: string; lineItems?: any[] | undefined; customLineItems?: any[] | undefined; businessLocationId?: string | undefined };
  return cartByIdMutation<Vars, Result<C, 'cart', 'addToCart'>>(queryClient, 'addToCartById', ({ id, ...options }) => moduleOf(client, 'cart').addToCart(id, options));
}

/**
 * Sets line item quantities in a cart by id (`cart.updateLineItemsQuantity`).
 *
 * @example
 * ```ts
 * useMutation(updateCartLineItemsQuantityMutationOptions(client, queryClient)).mutate({ id: cartId, lineItems: [{ _id: lineId, quantity: 2 }] });
 * ```
 */
export function updateCartLineItemsQuantityMutationOptions<C extends AnyClient>(client: C, queryClient: QueryClient) {
  type Vars = { id: string; lineItems: { _id: string; quantity: number }[] };
  return cartByIdMutation<Vars, Result<C, 'cart', 'updateLineItemsQuantity'>>(
    queryClient, 'updateCartLineItemsQuantity', ({ id, lineItems }) => moduleOf(client, 'cart').updateLineItemsQuantity(id, lineItems),
  );
}

/**
 * Removes line items from a cart by id (`cart.removeLineItems`).
 *
 * @example
 * ```ts
 * useMutation(removeCartLineItemsMutationOptions(client, queryClient)).mutate({ id: cartId, lineItemIds: [lineId] });
 * ```
 */
export function removeCartLineItemsMutationOptions<C extends AnyClient>(client: C, queryClient: QueryClient) {
  return cartByIdMutation<{ id: string; lineItemIds: string[] }, Result<C, 'cart', 'removeLineItems'>>(
    queryClient, 'removeCartLineItems', ({ id, lineItemIds }) => moduleOf(client, 'cart').removeLineItems(id, lineItemIds),
  );
}

/**
 * Updates a cart by id (`cart.updateCart`): a coupon code, cart fields, line items to add.
 *
 * @example
 * ```ts
 * useMutation(updateCartMutationOptions(client, queryClient)).mutate({ id: cartId, couponCode: 'SUMMER10' });
 * ```
 */
export function updateCartMutationOptions<C extends AnyClient>(client: C, queryClient: QueryClient) {
  type Vars = { id: string; couponCode?: string | null | undefined; cartInfo?: Record<string, unknown> | undefined; lineItems?: any[] | undefined; customLineItems?: any[] | undefined };
  return cartByIdMutation<Vars, Result<C, 'cart', 'updateCart'>>(queryClient, 'updateCart', ({ id, ...options }) => moduleOf(client, 'cart').updateCart(id, options));
}

/**
 * Removes the coupon from a cart by id (`cart.removeCoupon`).
 *
 * @example
 * ```ts
 * useMutation(removeCartCouponMutationOptions(client, queryClient)).mutate(cartId);
 * ```
 */
export function removeCartCouponMutationOptions<C extends AnyClient>(client: C, queryClient: QueryClient) {
  return cartByIdMutation<string, Result<C, 'cart', 'removeCoupon'>>(queryClient, 'removeCartCoupon', (id) => moduleOf(client, 'cart').removeCoupon(id));
}

/**
 * Deletes a cart by id (`cart.deleteCart`).
 *
 * @example
 * ```ts
 * useMutation(deleteCartMutationOptions(client, queryClient)).mutate(cartId);
 * ```
 */
export function deleteCartMutationOptions<C extends AnyClient>(client: C, queryClient: QueryClient) {
  return cartByIdMutation<string, void>(queryClient, 'deleteCart', (id) => moduleOf(client, 'cart').deleteCart(id));
}

const useClient = () => useSiteKitClient<RegisteredClient>();

/**
 * A cart by id (`null` when there is none).
 * @example
 * ```tsx
 * const { data: cart } = useCart(cartId);
 * ```
 */
export const useCart = (id: string) => useQuery(cartQueryOptions(useClient(), id));

/**
 * The platform's totals for a cart by id.
 * @example
 * ```tsx
 * const { data } = useCartByIdTotals(cartId); data?.priceSummary?.total?.formattedAmount;
 * ```
 */
export const useCartByIdTotals = (id: string) => useQuery(cartByIdTotalsQueryOptions(useClient(), id));

/**
 * Creates a cart.
 * @example
 * ```tsx
 * const create = useCreateCart(); const cart = await create.mutateAsync({ lineItems });
 * ```
 */
export const useCreateCart = () => useMutation(createCartMutationOptions(useClient(), useQueryClient()));

/**
 * Adds line items to a cart by id.
 * @example
 * ```tsx
 * useAddToCartById().mutate({ id: cartId, lineItems });
 * ```
 */
export const useAddToCartById = () => useMutation(addToCartByIdMutationOptions(useClient(), useQueryClient()));

/**
 * Sets line item quantities in a cart by id.
 * @example
 * ```tsx
 * useUpdateCartLineItemsQuantity().mutate({ id: cartId, lineItems: [{ _id: item._id, quantity: 2 }] });
 * ```
 */
export const useUpdateCartLineItemsQuantity = () => useMutation(updateCartLineItemsQuantityMutationOptions(useClient(), useQueryClient()));

/**
 * Removes line items from a cart by id.
 * @example
 * ```tsx
 * useRemoveCartLineItems().mutate({ id: cartId, lineItemIds: [item._id] });
 * ```
 */
export const useRemoveCartLineItems = () => useMutation(removeCartLineItemsMutationOptions(useClient(), useQueryClient()));

/**
 * Updates a cart by id (coupon code, cart fields, line items).
 * @example
 * ```tsx
 * useUpdateCart().mutate({ id: cartId, couponCode: code });
 * ```
 */
export const useUpdateCart = () => useMutation(updateCartMutationOptions(useClient(), useQueryClient()));

/**
 * Removes the coupon from a cart by id.
 * @example
 * ```tsx
 * useRemoveCartCoupon().mutate(cartId);
 * ```
 */
export const useRemoveCartCoupon = () => useMutation(removeCartCouponMutationOptions(useClient(), useQueryClient()));

/**
 * Deletes a cart by id.
 * @example
 * ```tsx
 * useDeleteCart().mutate(cartId);
 * ```
 */
export const useDeleteCart = () => useMutation(deleteCartMutationOptions(useClient(), useQueryClient()));
