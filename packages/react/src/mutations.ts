import { mutationOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { moduleOf, type AnyClient, type Result } from './client';
import { siteKitKeys as k } from './keys';

const CART = [k.cart.current(), k.cart.totals()];
const SESSION = [k.member.all(), k.cart.all(), k.orders.all()];

/**
 * The one declared map from each mutation to the query keys it invalidates when it settles.
 * Cart mutations invalidate the cart and its totals; login and logout invalidate member, cart and orders.
 *
 * @example
 * ```ts
 * await invalidateFor(queryClient, 'login');
 * ```
 */
export const invalidationMap: Readonly<Record<
  'addToCart' | 'updateLineItemQuantity' | 'removeLineItems' | 'applyCoupon' | 'removeCoupon' | 'checkoutUrl' | 'createBackInStockRequest' | 'login' | 'logout',
  readonly QueryKey[]
>> = {
  addToCart: CART,
  updateLineItemQuantity: CART,
  removeLineItems: CART,
  applyCoupon: CART,
  removeCoupon: CART,
  checkoutUrl: [],
  createBackInStockRequest: [k.backInStock.all()],
  login: SESSION,
  logout: SESSION,
};

/**
 * Invalidates what `invalidationMap[name]` lists.
 *
 * @example
 * ```ts
 * await invalidateFor(queryClient, 'logout');
 * ```
 */
export const invalidateFor = (queryClient: QueryClient, name: keyof typeof invalidationMap): Promise<unknown> =>
  Promise.all(invalidationMap[name].map((queryKey) => queryClient.invalidateQueries({ queryKey })));

type Cart = { lineItems?: any[]; [key: string]: any } | null;
type Optimistic<V> = (cart: NonNullable<Cart>, vars: V) => NonNullable<Cart>;

/** A cart mutation: optional optimistic update with rollback, the returned cart written to the cache, invalidation. */
function cartMutation<V, R>(
  queryClient: QueryClient,
  name: keyof typeof invalidationMap,
  fn: (vars: V) => Promise<R>,
  optimistic?: Optimistic<V>,
) {
  const key = k.cart.current();
  return mutationOptions<R, unknown, V, { previous: Cart | undefined } | undefined>({
    mutationKey: [...k.all, name],
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
  type Vars = { lineItems?: any[]; customLineItems?: any[]; businessLocationId?: string };
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
        const u = updates.find((x) => x._id === li._id);
        return u ? { ...li, quantity: u.quantity } : li;
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

/** Where the hosted checkout sends the buyer back to. */
export interface CheckoutCallbacks {
  thankYouPageUrl?: string;
  cartPageUrl?: string;
  postFlowUrl?: string;
}

/**
 * Creates a checkout from the current cart and a redirect session to the hosted checkout page:
 * resolves `{ checkoutUrl, checkoutId }` (needs the `currentCart` and `redirects` modules).
 *
 * @example
 * ```ts
 * const { checkoutUrl } = await useMutation(checkoutUrlMutationOptions(client)).mutateAsync({ thankYouPageUrl: `${location.origin}/thank-you` });
 * location.href = checkoutUrl;
 * ```
 */
export function checkoutUrlMutationOptions<C extends AnyClient>(client: C) {
  return mutationOptions({
    mutationKey: [...k.all, 'checkoutUrl'],
    mutationFn: async (callbacks: CheckoutCallbacks = {}): Promise<{ checkoutUrl: string; checkoutId: string }> => {
      const { checkoutId } = await moduleOf(client, 'currentCart').createCheckoutFromCurrentCart({ channelType: 'WEB' });
      const { redirectSession } = await moduleOf(client, 'redirects').createRedirectSession({ ecomCheckout: { checkoutId }, callbacks });
      return { checkoutUrl: redirectSession.fullUrl, checkoutId };
    },
  });
}

/**
 * Asks to be told when an out-of-stock item is back
 * (`backInStockNotifications.createBackInStockNotificationRequest(request, itemDetails)`).
 *
 * @example
 * ```ts
 * useMutation(createBackInStockRequestMutationOptions(client, queryClient)).mutate({
 *   request: { email, catalogReference: { catalogItemId: id, appId: STORES_APP_ID } },
 *   itemDetails: { name: product.name, price: '10', image: product.media?.mainMedia?.image?.url },
 * });
 * ```
 */
export function createBackInStockRequestMutationOptions<C extends AnyClient>(client: C, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...k.all, 'createBackInStockRequest'],
    mutationFn: ({ request, itemDetails }: { request: Record<string, any>; itemDetails: Record<string, any> }): Promise<
      Result<C, 'backInStockNotifications', 'createBackInStockNotificationRequest'>
    > => moduleOf(client, 'backInStockNotifications').createBackInStockNotificationRequest(request, itemDetails),
    onSettled: () => invalidateFor(queryClient, 'createBackInStockRequest'),
  });
}
