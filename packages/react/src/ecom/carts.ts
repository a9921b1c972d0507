import {
  mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient, type UseMutationOptions, type UseMutationResult,
  type WithRequired,
} from '@tanstack/react-query';
import type { cart } from '@sitekit/ecom';
import { moduleOf, type AnyClient, type RegisteredClient } from '../client';
import { useSiteKitClient } from '../provider';
import { invalidateFor, type CartsMutation } from '../invalidation';
import { siteKitKeys } from '../keys';
import { ROOT_KEY as all, orNull, type QueryOptionsOf } from '../shared';

/**
 * A cart by id (`cart.getCart`), or `null` when there is none.
 */
export function cartQueryOptions(client: AnyClient, id: string): QueryOptionsOf<cart.Cart | null, ReturnType<typeof siteKitKeys.carts.detail>> {
  return queryOptions({
    queryKey: siteKitKeys.carts.detail(id),
    queryFn: () => moduleOf(client, 'cart').getCart(id).catch(orNull),
  });
}

/**
 * The platform's totals for a cart by id (`cart.estimateTotals`), or `null` when there is no such cart.
 */
export function cartByIdTotalsQueryOptions(
  client: AnyClient, id: string,
): QueryOptionsOf<cart.EstimateTotalsResponse | null, ReturnType<typeof siteKitKeys.carts.totals>> {
  return queryOptions({
    queryKey: siteKitKeys.carts.totals(id),
    queryFn: () => moduleOf(client, 'cart').estimateTotals(id).catch(orNull),
  });
}

/** A cart-by-id mutation: the returned cart written to the cache under its id, then the invalidations. */
function cartByIdMutation<V, R extends cart.Cart | { cart?: cart.Cart | undefined } | void>(queryClient: QueryClient, name: CartsMutation, fn: (vars: V) => Promise<R>) {
  return mutationOptions<R, unknown, V>({
    mutationKey: [...all, name],
    mutationFn: fn,
    onSuccess: (data) => {
      const cart = (data && typeof data === 'object' && 'cart' in data ? data.cart : data) as cart.Cart | undefined; // a cart, or a response holding one
      if (cart && typeof cart === 'object' && typeof cart._id === 'string') queryClient.setQueryData(siteKitKeys.carts.detail(cart._id), cart);
    },
    onSettled: () => invalidateFor(queryClient, name),
  });
}

/** What `createCartMutationOptions` takes. */
type CreateCart = cart.CreateCartOptions | undefined;
/** What `addToCartByIdMutationOptions` takes. */
type AddToCartById = { id: string } & cart.AddToCartOptions;
/** What `updateCartMutationOptions` takes. */
type UpdateCart = { id: string } & cart.UpdateCartOptions;

/**
 * Creates a cart (`cart.createCart`); resolves the new cart.
 */
export function createCartMutationOptions(client: AnyClient, queryClient: QueryClient): WithRequired<UseMutationOptions<cart.Cart, unknown, CreateCart, unknown>, 'mutationKey'> {
  return cartByIdMutation(queryClient, 'createCart', (options?: cart.CreateCartOptions) => moduleOf(client, 'cart').createCart(options));
}

/**
 * Adds line items to a cart by id (`cart.addToCart`).
 */
export function addToCartByIdMutationOptions(client: AnyClient, queryClient: QueryClient): WithRequired<UseMutationOptions<cart.CartResponse, unknown, AddToCartById, unknown>, 'mutationKey'> {
  return cartByIdMutation(queryClient, 'addToCartById', ({ id, ...options }: AddToCartById) => moduleOf(client, 'cart').addToCart(id, options));
}

/**
 * Sets line item quantities in a cart by id (`cart.updateLineItemsQuantity`).
 */
export function updateCartLineItemsQuantityMutationOptions(client: AnyClient, queryClient: QueryClient) {
  return cartByIdMutation(
    queryClient, 'updateCartLineItemsQuantity',
    ({ id, lineItems }: { id: string; lineItems: cart.LineItemQuantityUpdate[] }) => moduleOf(client, 'cart').updateLineItemsQuantity(id, lineItems),
  );
}

/**
 * Removes line items from a cart by id (`cart.removeLineItems`).
 */
export function removeCartLineItemsMutationOptions(client: AnyClient, queryClient: QueryClient) {
  return cartByIdMutation(
    queryClient, 'removeCartLineItems', ({ id, lineItemIds }: { id: string; lineItemIds: string[] }) => moduleOf(client, 'cart').removeLineItems(id, lineItemIds),
  );
}

/**
 * Updates a cart by id (`cart.updateCart`): a coupon code, cart fields, line items to add.
 */
export function updateCartMutationOptions(client: AnyClient, queryClient: QueryClient): WithRequired<UseMutationOptions<cart.Cart, unknown, UpdateCart, unknown>, 'mutationKey'> {
  return cartByIdMutation(queryClient, 'updateCart', ({ id, ...options }: UpdateCart) => moduleOf(client, 'cart').updateCart(id, options));
}

/**
 * Removes the coupon from a cart by id (`cart.removeCoupon`).
 */
export function removeCartCouponMutationOptions(client: AnyClient, queryClient: QueryClient) {
  return cartByIdMutation(queryClient, 'removeCartCoupon', (id: string) => moduleOf(client, 'cart').removeCoupon(id));
}

/**
 * Deletes a cart by id (`cart.deleteCart`).
 */
export function deleteCartMutationOptions(client: AnyClient, queryClient: QueryClient) {
  return cartByIdMutation(queryClient, 'deleteCart', (id: string) => moduleOf(client, 'cart').deleteCart(id));
}

const useClient = () => useSiteKitClient<RegisteredClient>();

/**
 * A cart by id (`null` when there is none).
 */
export const useCart = (id: string) => useQuery(cartQueryOptions(useClient(), id));

/**
 * The platform's totals for a cart by id.
 */
export const useCartByIdTotals = (id: string) => useQuery(cartByIdTotalsQueryOptions(useClient(), id));

/**
 * Creates a cart.
 */
export const useCreateCart = (): UseMutationResult<cart.Cart, unknown, CreateCart, unknown> => useMutation(createCartMutationOptions(useClient(), useQueryClient()));

/**
 * Adds line items to a cart by id.
 * @example
 * ```tsx
 * useAddToCartById().mutate({ id: cartId, lineItems });
 * ```
 */
export const useAddToCartById = (): UseMutationResult<cart.CartResponse, unknown, AddToCartById, unknown> => useMutation(addToCartByIdMutationOptions(useClient(), useQueryClient()));

/**
 * Sets line item quantities in a cart by id.
 */
export const useUpdateCartLineItemsQuantity = () => useMutation(updateCartLineItemsQuantityMutationOptions(useClient(), useQueryClient()));

/**
 * Removes line items from a cart by id.
 */
export const useRemoveCartLineItems = () => useMutation(removeCartLineItemsMutationOptions(useClient(), useQueryClient()));

/**
 * Updates a cart by id (coupon code, cart fields, line items).
 */
export const useUpdateCart = (): UseMutationResult<cart.Cart, unknown, UpdateCart, unknown> => useMutation(updateCartMutationOptions(useClient(), useQueryClient()));

/**
 * Removes the coupon from a cart by id.
 */
export const useRemoveCartCoupon = () => useMutation(removeCartCouponMutationOptions(useClient(), useQueryClient()));

/**
 * Deletes a cart by id.
 */
export const useDeleteCart = () => useMutation(deleteCartMutationOptions(useClient(), useQueryClient()));
