import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { moduleOf, type AnyClient, type RegisteredClient, type Result } from '../client';
import { useSiteKitClient } from '../provider';
import { ROOT_KEY as all, invalidateKeys, orNull } from '../shared';
import { ecomKeys } from './keys';

/** Query keys of carts by id (in `siteKitKeys`). @internal */
export const cartsKeys = {
  carts: {
    /** Every cart-by-id query. */
    all: () => [...all, 'carts'] as const,
    /** One cart by id. */
    detail: (id: string) => [...all, 'carts', id] as const,
    /** One cart's estimated totals. */
    totals: (id: string) => [...all, 'carts', id, 'totals'] as const,
  },
};

/** The cart-by-id mutations. */
export type CartsMutation = 'createCart' | 'addToCartById' | 'updateCartLineItemsQuantity' | 'removeCartLineItems' | 'updateCart' | 'removeCartCoupon' | 'deleteCart';

// A cart by id may be the visitor's current cart too: a change to it invalidates both.
const CARTS: readonly QueryKey[] = [cartsKeys.carts.all(), ecomKeys.cart.all()];

/**
 * The carts-by-id part of `invalidationMap`: every cart-by-id mutation invalidates the carts by id and
 * the current cart with its totals. @internal
 */
export const cartsInvalidations: Readonly<Record<CartsMutation, readonly QueryKey[]>> = {
  createCart: [cartsKeys.carts.all()],
  addToCartById: CARTS,
  updateCartLineItemsQuantity: CARTS,
  removeCartLineItems: CARTS,
  updateCart: CARTS,
  removeCartCoupon: CARTS,
  deleteCart: CARTS,
};

/**
 * A cart by id (`cart.getCart`), or `null` when there is none.
 */
export function cartQueryOptions<C extends AnyClient>(client: C, id: string) {
  return queryOptions({
    queryKey: cartsKeys.carts.detail(id),
    queryFn: async (): Promise<Result<C, 'cart', 'getCart'> | null> => moduleOf(client, 'cart').getCart(id).catch(orNull),
  });
}

/**
 * The platform's totals for a cart by id (`cart.estimateTotals`), or `null` when there is no such cart.
 */
export function cartByIdTotalsQueryOptions<C extends AnyClient>(client: C, id: string) {
  return queryOptions({
    queryKey: cartsKeys.carts.totals(id),
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
      if (cart && typeof cart === 'object' && typeof cart._id === 'string') queryClient.setQueryData(cartsKeys.carts.detail(cart._id), cart);
    },
    onSettled: () => invalidateKeys(queryClient, cartsInvalidations[name]),
  });
}

/**
 * Creates a cart (`cart.createCart`); resolves the new cart.
 */
export function createCartMutationOptions<C extends AnyClient>(client: C, queryClient: QueryClient) {
  return cartByIdMutation<Parameters<NonNullable<C['cart']>['createCart']>[0] | undefined, Result<C, 'cart', 'createCart'>>(
    queryClient, 'createCart', (options) => moduleOf(client, 'cart').createCart(options),
  );
}

/**
 * Adds line items to a cart by id (`cart.addToCart`).
 */
export function addToCartByIdMutationOptions<C extends AnyClient>(client: C, queryClient: QueryClient) {
  type Vars = { id: string; lineItems?: any[] | undefined; customLineItems?: any[] | undefined; businessLocationId?: string | undefined };
  return cartByIdMutation<Vars, Result<C, 'cart', 'addToCart'>>(queryClient, 'addToCartById', ({ id, ...options }) => moduleOf(client, 'cart').addToCart(id, options));
}

/**
 * Sets line item quantities in a cart by id (`cart.updateLineItemsQuantity`).
 */
export function updateCartLineItemsQuantityMutationOptions<C extends AnyClient>(client: C, queryClient: QueryClient) {
  type Vars = { id: string; lineItems: { _id: string; quantity: number }[] };
  return cartByIdMutation<Vars, Result<C, 'cart', 'updateLineItemsQuantity'>>(
    queryClient, 'updateCartLineItemsQuantity', ({ id, lineItems }) => moduleOf(client, 'cart').updateLineItemsQuantity(id, lineItems),
  );
}

/**
 * Removes line items from a cart by id (`cart.removeLineItems`).
 */
export function removeCartLineItemsMutationOptions<C extends AnyClient>(client: C, queryClient: QueryClient) {
  return cartByIdMutation<{ id: string; lineItemIds: string[] }, Result<C, 'cart', 'removeLineItems'>>(
    queryClient, 'removeCartLineItems', ({ id, lineItemIds }) => moduleOf(client, 'cart').removeLineItems(id, lineItemIds),
  );
}

/**
 * Updates a cart by id (`cart.updateCart`): a coupon code, cart fields, line items to add.
 */
export function updateCartMutationOptions<C extends AnyClient>(client: C, queryClient: QueryClient) {
  type Vars = { id: string; couponCode?: string | null | undefined; cartInfo?: Record<string, unknown> | undefined; lineItems?: any[] | undefined; customLineItems?: any[] | undefined };
  return cartByIdMutation<Vars, Result<C, 'cart', 'updateCart'>>(queryClient, 'updateCart', ({ id, ...options }) => moduleOf(client, 'cart').updateCart(id, options));
}

/**
 * Removes the coupon from a cart by id (`cart.removeCoupon`).
 */
export function removeCartCouponMutationOptions<C extends AnyClient>(client: C, queryClient: QueryClient) {
  return cartByIdMutation<string, Result<C, 'cart', 'removeCoupon'>>(queryClient, 'removeCartCoupon', (id) => moduleOf(client, 'cart').removeCoupon(id));
}

/**
 * Deletes a cart by id (`cart.deleteCart`).
 */
export function deleteCartMutationOptions<C extends AnyClient>(client: C, queryClient: QueryClient) {
  return cartByIdMutation<string, void>(queryClient, 'deleteCart', (id) => moduleOf(client, 'cart').deleteCart(id));
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
 */
export const useUpdateCartLineItemsQuantity = () => useMutation(updateCartLineItemsQuantityMutationOptions(useClient(), useQueryClient()));

/**
 * Removes line items from a cart by id.
 */
export const useRemoveCartLineItems = () => useMutation(removeCartLineItemsMutationOptions(useClient(), useQueryClient()));

/**
 * Updates a cart by id (coupon code, cart fields, line items).
 */
export const useUpdateCart = () => useMutation(updateCartMutationOptions(useClient(), useQueryClient()));

/**
 * Removes the coupon from a cart by id.
 */
export const useRemoveCartCoupon = () => useMutation(removeCartCouponMutationOptions(useClient(), useQueryClient()));

/**
 * Deletes a cart by id.
 */
export const useDeleteCart = () => useMutation(deleteCartMutationOptions(useClient(), useQueryClient()));
