import { dehydrate, type DehydratedState, type FetchQueryOptions, type QueryClient } from '@tanstack/react-query';

/**
 * Prefetches queries on the server (failures are left for the client to retry) and returns the
 * dehydrated cache for `<HydrationBoundary state={…}>`.
 *
 * @example
 * ```tsx
 * const queryClient = createSiteKitQueryClient();
 * const client = await getServerClient(siteKit, { products, currentCart });
 * const state = await prefetchSiteKit(queryClient, productQueryOptions(client, { slug }), currentCartQueryOptions(client));
 * return <HydrationBoundary state={state}><ProductPage slug={slug} /></HydrationBoundary>;
 * ```
 */
export async function prefetchSiteKit(
  queryClient: QueryClient,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the list holds options of different data and key types, and TanStack's options are contravariant in their key (`queryKeyHashFn`), so no other element type accepts them all
  ...optionsList: FetchQueryOptions<any, any, any, any>[]
): Promise<DehydratedState> {
  await Promise.all(optionsList.map((options) => queryClient.prefetchQuery(options)));
  return dehydrate(queryClient);
}
