import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { currentCart } from '@sitekit/ecom';
import { moduleOf, type AnyClient, type ModuleOf, type RegisteredClient } from '../client';
import { useSiteKitClient } from '../provider';
import { ROOT_KEY, orNull, type QueryOptionsOf } from '../shared';
import { invalidateFor, type EcomMutation } from '../invalidation';
import { siteKitKeys } from '../keys';

/**
 * The visitor's current cart, or `null` while there is none (the platform's 404 is not an error here).
 */
export function currentCartQueryOptions(client: AnyClient): QueryOptionsOf<currentCart.Cart | null, ReturnType<typeof siteKitKeys.cart.current>> {
  return queryOptions({
    queryKey: siteKitKeys.cart.current(),
    queryFn: () => {
      const cart = moduleOf(client, 'currentCart');
      // a module without the OrNull variant (the platform SDK's own `currentCart`) answers a 404 instead
      return cart.getCurrentCartOrNull ? cart.getCurrentCartOrNull() : cart.getCurrentCart().catch(orNull);
    },
  });
}

/**
 * The platform's totals for the current cart (`estimateCurrentCartTotals`: `priceSummary`,
 * `appliedDiscounts`, …), or `null` while there is no cart.
 */
export function cartTotalsQueryOptions(
  client: AnyClient,
): QueryOptionsOf<currentCart.EstimateTotalsResponse | null, ReturnType<typeof siteKitKeys.cart.totals>> {
  return queryOptions({
    queryKey: siteKitKeys.cart.totals(),
    queryFn: () => moduleOf(client, 'currentCart').estimateCurrentCartTotals().catch(orNull),
  });
}

type Cart = currentCart.Cart;
type Optimistic<V> = (cart: Cart, vars: V) => Cart;
/** The parameter of the current cart's call `K`. */
type Input<K extends keyof ModuleOf<'currentCart'>> = ModuleOf<'currentCart'>[K] extends (input: infer V) => unknown ? V : never;

/** A cart mutation: optional optimistic update with rollback, the returned cart written to the cache, invalidation. */
function cartMutation<V, R extends Cart | currentCart.CartResponse>(
  queryClient: QueryClient,
  name: EcomMutation,
  fn: (vars: V) => Promise<R>,
  optimistic?: Optimistic<V>,
) {
  const key = siteKitKeys.cart.current();
  return mutationOptions<R, unknown, V, { previous: Cart | null | undefined; shown: Cart | null | undefined } | undefined>({
    mutationKey: [...ROOT_KEY, name],
    mutationFn: fn,
    onMutate: async (vars) => {
      if (!optimistic) return undefined;
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Cart | null>(key);
      // what the cache holds now (structural sharing may keep parts of `previous`): a rollback checks for this very value
      const shown = queryClient.setQueryData<Cart | null>(key, optimistic(previous ?? { lineItems: [] }, vars));
      return { previous, shown };
    },
    // Only over what this mutation wrote: after a logout (the session's queries reset) or a newer write, nothing is restored.
    onError: (_error, _vars, context) => {
      if (!context || queryClient.getQueryData(key) !== context.shown) return;
      if (context.previous === undefined) void queryClient.resetQueries({ queryKey: key });
      else queryClient.setQueryData(key, context.previous);
    },
    // The returned cart replaces this mutation's optimistic cart or the same cart: one that settles after a logout
    // leaves the next visitor's cart alone.
    onSuccess: (data, _vars, context) => {
      const cart = (data && typeof data === 'object' && 'cart' in data ? data.cart : data) as Cart | undefined; // a cart, or a response holding one
      if (!cart || typeof cart !== 'object') return;
      queryClient.setQueryData<Cart | null>(key, (old) => ((context && old === context.shown) || (old && old._id === cart._id) ? cart : old));
    },
    onSettled: () => invalidateFor(queryClient, name),
  });
}

const refKey = (li: currentCart.LineItem | undefined) => JSON.stringify([li?.catalogReference?.catalogItemId, li?.catalogReference?.options ?? null]);

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
export function addToCartMutationOptions(client: AnyClient, queryClient: QueryClient) {
  return cartMutation(
    queryClient,
    'addToCart',
    (vars: Input<'addToCurrentCart'>) => moduleOf(client, 'currentCart').addToCurrentCart(vars),
    (cart, vars) => {
      const items = [...(cart.lineItems ?? [])];
      vars?.lineItems?.forEach((li, i) => {
        const at = items.findIndex((x) => refKey(x) === refKey(li));
        const same = items[at];
        if (same) items[at] = { ...same, quantity: (same.quantity ?? 0) + (li.quantity ?? 1) };
        else items.push({ ...li, _id: `optimistic-${i}`, quantity: li.quantity ?? 1 });
      });
      return { ...cart, lineItems: items };
    },
  );
}

/**
 * Sets line item quantities (`currentCart.updateCurrentCartLineItemQuantity`), optimistically.
 */
export function updateLineItemQuantityMutationOptions(client: AnyClient, queryClient: QueryClient) {
  return cartMutation(
    queryClient,
    'updateLineItemQuantity',
    (lineItems: Input<'updateCurrentCartLineItemQuantity'>) => moduleOf(client, 'currentCart').updateCurrentCartLineItemQuantity(lineItems),
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
 */
export function removeLineItemsMutationOptions(client: AnyClient, queryClient: QueryClient) {
  return cartMutation(
    queryClient,
    'removeLineItems',
    (ids: string[]) => moduleOf(client, 'currentCart').removeLineItemsFromCurrentCart(ids),
    (cart, ids) => ({ ...cart, lineItems: (cart.lineItems ?? []).filter((li) => !ids.includes(li._id ?? '')) }),
  );
}

/**
 * Applies a coupon code to the current cart (`currentCart.updateCurrentCart({ couponCode })`).
 */
export function applyCouponMutationOptions(client: AnyClient, queryClient: QueryClient) {
  return cartMutation(queryClient, 'applyCoupon', (couponCode: string) =>
    moduleOf(client, 'currentCart').updateCurrentCart({ couponCode }),
  );
}

/**
 * Removes the coupon from the current cart (`currentCart.removeCouponFromCurrentCart`).
 */
export function removeCouponMutationOptions(client: AnyClient, queryClient: QueryClient) {
  return cartMutation<void, currentCart.CartResponse>(queryClient, 'removeCoupon', () =>
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
 */
export const useUpdateLineItemQuantity = () => useMutation(updateLineItemQuantityMutationOptions(useClient(), useQueryClient()));

/**
 * Removes line items.
 */
export const useRemoveLineItems = () => useMutation(removeLineItemsMutationOptions(useClient(), useQueryClient()));

/**
 * Applies a coupon code; a wrong code ends in `error`.
 */
export const useApplyCoupon = () => useMutation(applyCouponMutationOptions(useClient(), useQueryClient()));

/**
 * Removes the coupon.
 */
export const useRemoveCoupon = () => useMutation(removeCouponMutationOptions(useClient(), useQueryClient()));
