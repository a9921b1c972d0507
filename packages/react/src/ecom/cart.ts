import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { moduleOf, type AnyClient, type RegisteredClient, type Result } from '../client';
import { useSiteKitClient } from '../provider';
import { ROOT_KEY, orNull } from '../shared';
import { invalidateFor, type EcomMutation } from '../invalidation';
import { siteKitKeys } from '../keys';

/**
 * The visitor's current cart, or `null` while there is none (the platform's 404 is not an error here).
 *
 * @example
 * ```ts
 * const cart = await queryClient.fetchQuery(currentCartQueryOptions(client));
 * ```
 */
export function currentCartQueryOptions<C extends AnyClient>(client: C) {
  return queryOptions({
    queryKey: siteKitKeys.cart.current(),
    queryFn: async (): Promise<Result<C, 'currentCart', 'getCurrentCart'> | null> => {
      const cart = moduleOf(client, 'currentCart');
      return cart.getCurrentCartOrNull ? cart.getCurrentCartOrNull() : cart.getCurrentCart().catch(orNull);
    },
  });
}

/**
 * The platform's totals for the current cart (`estimateCurrentCartTotals`: `priceSummary`,
 * `appliedDiscounts`, …), or `null` while there is no cart.
 *
 * @example
 * ```ts
 * const { data } = useQuery(cartTotalsQueryOptions(client)); data?.priceSummary?.total?.formattedAmount;
 * ```
 */
export function cartTotalsQueryOptions<C extends AnyClient>(client: C) {
  return queryOptions({
    queryKey: siteKitKeys.cart.totals(),
    queryFn: async (): Promise<Result<C, 'currentCart', 'estimateCurrentCartTotals'> | null> =>
      moduleOf(client, 'currentCart').estimateCurrentCartTotals().catch(orNull),
  });
}

type Cart = { lineItems?: any[] | undefined; [key: string]: any } | null;
type Optimistic<V> = (cart: NonNullable<Cart>, vars: V) => NonNullable<Cart>;

/** A cart mutation: optional optimistic update with rollback, the returned cart written to the cache, invalidation. */
function cartMutation<V, R>(
  queryClient: QueryClient,
  name: EcomMutation,
  fn: (vars: V) => Promise<R>,
  optimistic?: Optimistic<V>,
) {
  const key = siteKitKeys.cart.current();
  return mutationOptions<R, unknown, V, { previous: Cart | undefined } | undefined>({
    mutationKey: [...ROOT_KEY, name],
    mutationFn: fn,
    onMutate: async (vars) => {
      if (!optimistic) return undefined;
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Cart>(key);
      queryClient.setQueryData<Cart>(key, optimistic(previous ?? { lineItems: [] }, vars));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (!context) return;
      if (context.previous === undefined) void queryClient.resetQueries({ queryKey: key });
      else queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (data: any) => {
      const cart = data && typeof data === 'object' && 'cart' in data ? data.cart : data;
      if (cart && typeof cart === 'object') queryClient.setQueryData(key, cart);
    },
    onSettled: () => invalidateFor(queryClient, name),
  });
}

const refKey = (li: any) => JSON.stringify([li?.catalogReference?.catalogItemId, li?.catalogReference?.options ?? null]);

/**
 * Adds line items to the current cart (`currentCart.addToCurrentCart`). The cart shows them at
 * once (optimistic); a failure restores the previous cart.
 *
 * @example
 * ```ts
 * const add = useMutation(addToCartMutationOptions(client, queryClient));
 * add.mutate({ lineItems: [{ catalogReference: { catalogItemId: id, appId: STORES_APP_ID, options: { variantId } }, quantity: 1 }] });
 * ```
 */
export function addToCartMutationOptions<C extends AnyClient>(client: C, queryClient: QueryClient) {
  type Vars = { lineItems?: any[] | undefined; customLineItems?: any[] | undefined; businessLocationId?: string | undefined };
  return cartMutation<Vars, Result<C, 'currentCart', 'addToCurrentCart'>>(
    queryClient,
    'addToCart',
    (vars) => moduleOf(client, 'currentCart').addToCurrentCart(vars),
    (cart, { lineItems = [] }) => {
      const items = [...(cart.lineItems ?? [])];
      lineItems.forEach((li, i) => {
        const at = items.findIndex((x) => refKey(x) === refKey(li));
        if (at >= 0) items[at] = { ...items[at], quantity: (items[at].quantity ?? 0) + (li.quantity ?? 1) };
        else items.push({ ...li, _id: `optimistic-${i}`, quantity: li.quantity ?? 1 });
      });
      return { ...cart, lineItems: items };
    },
  );
}

/**
 * Sets line item quantities (`currentCart.updateCurrentCartLineItemQuantity`), optimistically.
 *
 * @example
 * ```ts
 * useMutation(updateLineItemQuantityMutationOptions(client, queryClient)).mutate([{ _id: lineItem._id, quantity: 3 }]);
 * ```
 */
export function updateLineItemQuantityMutationOptions<C extends AnyClient>(client: C, queryClient: QueryClient) {
  return cartMutation<{ _id: string; quantity: number }[], Result<C, 'currentCart', 'updateCurrentCartLineItemQuantity'>>(
    queryClient,
    'updateLineItemQuantity',
    (lineItems) => moduleOf(client, 'currentCart').updateCurrentCartLineItemQuantity(lineItems),
    (cart, updates) => ({
      ...cart,
      lineItems: (cart.lineItems ?? []).map((li) => {
        const update = updates.find((x) => x._id === li._id);
        return update ? { ...li, quantity: update.quantity } : li;
      }),
    }),
  );
}

/**
 * Removes line items by id (`currentCart.removeLineItemsFromCurrentCart`), optimistically.
 *
 * @example
 * ```ts
 * useMutation(removeLineItemsMutationOptions(client, queryClient)).mutate([lineItem._id]);
 * ```
 */
export function removeLineItemsMutationOptions<C extends AnyClient>(client: C, queryClient: QueryClient) {
  return cartMutation<string[], Result<C, 'currentCart', 'removeLineItemsFromCurrentCart'>>(
    queryClient,
    'removeLineItems',
    (ids) => moduleOf(client, 'currentCart').removeLineItemsFromCurrentCart(ids),
    (cart, ids) => ({ ...cart, lineItems: (cart.lineItems ?? []).filter((li) => !ids.includes(li._id)) }),
  );
}

/**
 * Applies a coupon code to the current cart (`currentCart.updateCurrentCart({ couponCode })`).
 *
 * @example
 * ```ts
 * useMutation(applyCouponMutationOptions(client, queryClient)).mutate('SUMMER10');
 * ```
 */
export function applyCouponMutationOptions<C extends AnyClient>(client: C, queryClient: QueryClient) {
  return cartMutation<string, Result<C, 'currentCart', 'updateCurrentCart'>>(queryClient, 'applyCoupon', (couponCode) =>
    moduleOf(client, 'currentCart').updateCurrentCart({ couponCode }),
  );
}

/**
 * Removes the coupon from the current cart (`currentCart.removeCouponFromCurrentCart`).
 *
 * @example
 * ```ts
 * useMutation(removeCouponMutationOptions(client, queryClient)).mutate();
 * ```
 */
export function removeCouponMutationOptions<C extends AnyClient>(client: C, queryClient: QueryClient) {
  return cartMutation<void, Result<C, 'currentCart', 'removeCouponFromCurrentCart'>>(queryClient, 'removeCoupon', () =>
    moduleOf(client, 'currentCart').removeCouponFromCurrentCart(),
  );
}


const useClient = () => useSiteKitClient<RegisteredClient>();

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
