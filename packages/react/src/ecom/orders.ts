import {
  mutationOptions, queryOptions, useMutation, useQuery, type UseMutationOptions, type UseMutationResult, type UseQueryResult, type WithRequired,
} from '@tanstack/react-query';
import type { checkout, orders } from '@sitekit/ecom';
import type { redirects } from '@sitekit/redirects';
import { moduleOf, type AnyClient, type RegisteredClient } from '../client';
import { useSiteKitClient } from '../provider';
import { ROOT_KEY, type QueryOptionsOf } from '../shared';
import { siteKitKeys } from '../keys';

/**
 * One checkout (`checkout.getCheckout`).
 */
export function checkoutQueryOptions(client: AnyClient, id: string): QueryOptionsOf<checkout.Checkout, ReturnType<typeof siteKitKeys.checkout.detail>> {
  return queryOptions({
    queryKey: siteKitKeys.checkout.detail(id),
    queryFn: (): Promise<checkout.Checkout> => moduleOf(client, 'checkout').getCheckout(id),
  });
}

/**
 * The default orders search of `ordersQueryOptions` and `useOrders`: newest first, 50 per page.
 */
export const DEFAULT_ORDERS_SEARCH: orders.CursorSearch = { sort: [{ fieldName: '_createdDate', order: 'DESC' }], cursorPaging: { limit: 50 } };

/**
 * Orders from `orders.searchOrders(search)` (a member sees their own): `{ orders, metadata }`.
 */
export function ordersQueryOptions(
  client: AnyClient, search: orders.CursorSearch = DEFAULT_ORDERS_SEARCH,
): QueryOptionsOf<orders.SearchOrdersResponse, ReturnType<typeof siteKitKeys.orders.list>> {
  return queryOptions({
    queryKey: siteKitKeys.orders.list(search),
    queryFn: () => moduleOf(client, 'orders').searchOrders(search),
  });
}

/**
 * One order (`orders.getOrder`), e.g. for the thank-you page.
 */
export function orderQueryOptions(client: AnyClient, id: string): QueryOptionsOf<orders.Order, ReturnType<typeof siteKitKeys.orders.detail>> {
  return queryOptions({
    queryKey: siteKitKeys.orders.detail(id),
    queryFn: () => moduleOf(client, 'orders').getOrder(id),
  });
}

/** Where the hosted checkout sends the buyer back to (the redirect session's `callbacks`). */
export type CheckoutCallbacks = redirects.CallbackParams;

/** Where `checkoutUrlMutationOptions` resolves: the hosted checkout page and the checkout's id. */
type CheckoutUrl = { checkoutUrl: string; checkoutId: string };

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
export function checkoutUrlMutationOptions(client: AnyClient): WithRequired<UseMutationOptions<CheckoutUrl, Error, CheckoutCallbacks, unknown>, 'mutationKey'> {
  return mutationOptions({
    mutationKey: [...ROOT_KEY, 'checkoutUrl'],
    mutationFn: async (callbacks: CheckoutCallbacks = {}) => {
      const { checkoutId } = await moduleOf(client, 'currentCart').createCheckoutFromCurrentCart({ channelType: 'WEB' });
      const { redirectSession } = await moduleOf(client, 'redirects').createRedirectSession({ ecomCheckout: { checkoutId }, callbacks });
      // The platform answers both (its types leave every field optional).
      return { checkoutUrl: redirectSession!.fullUrl!, checkoutId: checkoutId! };
    },
  });
}

const useClient = () => useSiteKitClient<RegisteredClient>();

/**
 * The member's orders (`{ orders, metadata }`), newest first unless `search` says otherwise.
 */
export const useOrders = (search?: orders.CursorSearch): UseQueryResult<orders.SearchOrdersResponse, Error> => useQuery(ordersQueryOptions(useClient(), search));

/**
 * Creates a checkout and its hosted checkout URL.
 * @example
 * ```tsx
 * const checkout = useCheckoutUrl();
 * const go = async () => (location.href = (await checkout.mutateAsync({ thankYouPageUrl })).checkoutUrl);
 * ```
 */
export const useCheckoutUrl = (): UseMutationResult<CheckoutUrl, Error, CheckoutCallbacks, unknown> => useMutation(checkoutUrlMutationOptions(useClient()));
