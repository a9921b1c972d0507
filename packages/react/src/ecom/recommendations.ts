import {
  mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient, type UseMutationOptions, type UseMutationResult,
  type UseQueryResult, type WithRequired,
} from '@tanstack/react-query';
import type { backInStockNotifications, recommendations } from '@sitekit/ecom';
import type { products } from '@sitekit/stores';
import { moduleOf, type AnyClient, type RegisteredClient } from '../client';
import { useSiteKitClient } from '../provider';
import { ROOT_KEY, type QueryOptionsOf } from '../shared';
import { STORES_APP_ID } from '../stores';
import { invalidateFor } from '../invalidation';
import { siteKitKeys } from '../keys';


/**
 * A catalog reference: what a recommendation is for and what it returns (the ecom package's `CatalogReference`).
 */
export type CatalogReference = recommendations.CatalogReference;

/** What `recommendationsQueryOptions` resolves: the recommendation and its store products. */
type RecommendedItems = { recommendation: recommendations.GetRecommendationResponse['recommendation']; products: products.Product[] };
/** What `createBackInStockRequestMutationOptions` takes. */
type BackInStockRequest = {
  request: backInStockNotifications.BackInStockNotificationRequest;
  itemDetails: backInStockNotifications.BackInStockItemDetails;
};
/** What `createBackInStockRequestMutationOptions` resolves: the request the platform stored. */
type StoredRequest = backInStockNotifications.BackInStockNotificationRequest;

/**
 * Related items for `items` (`recommendations.getRecommendation` with the site's `RELATED_ITEMS`
 * algorithms unless `algorithms` is given). With a `products` module the recommended store
 * products are loaded too.
 */
export function recommendationsQueryOptions(
  client: AnyClient,
  items: CatalogReference[],
  algorithms?: recommendations.Algorithm[],
): QueryOptionsOf<RecommendedItems, ReturnType<typeof siteKitKeys.recommendations.forItems>> {
  return queryOptions({
    queryKey: siteKitKeys.recommendations.forItems(items.map((i) => i.catalogItemId ?? '')),
    queryFn: async () => {
      const rec = moduleOf(client, 'recommendations');
      let algos = algorithms;
      if (!algos) {
        const { availableAlgorithms = [] } = await rec.listAvailableAlgorithms();
        // Each entry is `{ config: { algorithmId, algorithmType, … }, appId, catalogAppIds }`.
        const all = availableAlgorithms.map((a) => ({ ...a.config, appId: a.appId }));
        const related = all.filter((a) => a.algorithmType === 'RELATED_ITEMS');
        algos = (related.length ? related : all).map((a) => ({ _id: a.algorithmId, appId: a.appId }));
      }
      const { recommendation } = await rec.getRecommendation(algos, { items, minimumRecommendedItems: 1 });
      const ids = (recommendation?.items ?? []).flatMap((reference) => (reference.appId === STORES_APP_ID && reference.catalogItemId ? [reference.catalogItemId] : []));
      const products: products.Product[] = client.products && ids.length ? (await client.products.queryProducts().in('_id', ids).limit(ids.length).find()).items : [];
      return { recommendation, products };
    },
  });
}

/**
 * Asks to be told when an out-of-stock item is back
 * (`backInStockNotifications.createBackInStockNotificationRequest(request, itemDetails)`).
 */
export function createBackInStockRequestMutationOptions(
  client: AnyClient, queryClient: QueryClient,
): WithRequired<UseMutationOptions<StoredRequest, Error, BackInStockRequest, unknown>, 'mutationKey'> {
  return mutationOptions({
    mutationKey: [...ROOT_KEY, 'createBackInStockRequest'],
    mutationFn: ({ request, itemDetails }: BackInStockRequest) => moduleOf(client, 'backInStockNotifications').createBackInStockNotificationRequest(request, itemDetails),
    onSettled: () => invalidateFor(queryClient, 'createBackInStockRequest'),
  });
}

const useClient = () => useSiteKitClient<RegisteredClient>();

/**
 * Related items (and their store products) for catalog references.
 * @example
 * ```tsx
 * const { data } = useRecommendations([{ catalogItemId: product._id, appId: STORES_APP_ID }]); data?.products;
 * ```
 */
export const useRecommendations = (items: CatalogReference[]): UseQueryResult<RecommendedItems, Error> => useQuery(recommendationsQueryOptions(useClient(), items));

/**
 * "Notify me when back in stock".
 * @example
 * ```tsx
 * useBackInStockRequest().mutate({ request: { email, catalogReference }, itemDetails: { name, price } });
 * ```
 */
export const useBackInStockRequest = (): UseMutationResult<StoredRequest, Error, BackInStockRequest, unknown> => useMutation(createBackInStockRequestMutationOptions(useClient(), useQueryClient()));
