import {
  infiniteQueryOptions, mutationOptions, queryOptions, useInfiniteQuery, useQuery, type QueryClient, type UseMutationOptions,
  type WithRequired,
} from '@tanstack/react-query';
import type { items } from '@sitekit/data';
import { moduleOf, type AnyClient, type ModuleOf, type RegisteredClient } from './client';
import { useSiteKitClient } from './provider';
import { dataInvalidations, type DataMutation } from './invalidation';
import { dataKeys } from './keys';
import { ROOT_KEY, invalidateKeys, toPage, type InfiniteQueryOptionsOf, type Page, type QueryOptionsOf } from './shared';

/** The builder of `items.query<T>(collection)`. */
type Query<T extends object> = items.WixDataQuery<T, items.FieldOf<T>>;
/** Refines the collection query (filters, sort, limit); its wire payload is part of the query key. */
type Build<T extends object> = (query: Query<T>) => Query<T>;

const builderOf = <T extends object>(client: AnyClient, collection: string, build: Build<T>): Query<T> => build(moduleOf(client, 'items').query<T>(collection));

/**
 * One page of a collection query (`items.query(collection)` refined by `build`); the key is the
 * query's wire payload, so two different queries never share a cache entry.
 *
 * @example
 * ```ts
 * const { data } = useQuery(itemsQueryOptions(client, 'Pages', (q) => q.eq('slug', slug)));
 * data?.items[0]?.title;
 * ```
 */
export function itemsQueryOptions<T extends object = items.WixDataItem>(
  client: AnyClient, collection: string, build: Build<T> = (query) => query,
): QueryOptionsOf<Page<items.Item<T>>, ReturnType<typeof dataKeys.query>> {
  const query = builderOf(client, collection, build);
  return queryOptions({
    queryKey: dataKeys.query(collection, query.toJSON()),
    queryFn: async (): Promise<Page<items.Item<T>>> => toPage(await query.find()),
  });
}

/**
 * One page of an infinite collection query, with the offset it starts at.
 */
export type ItemsPage<T> = Page<T> & { skip: number };

/**
 * A collection query as an infinite query on the builder's offset paging: `fetchNextPage()` asks
 * for the next `limit` items.
 */
export function itemsInfiniteQueryOptions<T extends object = items.WixDataItem>(
  client: AnyClient, collection: string, build: Build<T> = (query) => query,
): InfiniteQueryOptionsOf<ItemsPage<items.Item<T>>, ReturnType<typeof dataKeys.infinite>, number> {
  const query = builderOf(client, collection, build);
  // The first page starts where the query does (its own `skip`); each page param is the offset its page starts at.
  const start = (query.toJSON() as { query?: { paging?: { offset?: number | undefined } | undefined } | undefined }).query?.paging?.offset ?? 0;
  return infiniteQueryOptions({
    queryKey: dataKeys.infinite(collection, query.toJSON()),
    initialPageParam: start,
    queryFn: async ({ pageParam }): Promise<ItemsPage<items.Item<T>>> => ({ ...toPage(await (pageParam === start ? query : query.skip(pageParam)).find()), skip: pageParam }),
    getNextPageParam: (last) => (last.hasNext ? last.skip + last.pageSize : undefined),
  });
}

/**
 * One item by id (`items.get`), `null` when there is none.
 */
export function itemQueryOptions<T extends object = items.WixDataItem>(
  client: AnyClient, collection: string, id: string,
): QueryOptionsOf<items.Item<T> | null, ReturnType<typeof dataKeys.item>> {
  return queryOptions({
    queryKey: dataKeys.item(collection, id),
    queryFn: async (): Promise<items.Item<T> | null> => (await moduleOf(client, 'items').get<T>(collection, id)) ?? null,
  });
}

type Item = items.WixDataItem;
/** A data write's options; written out, as the declaration build cannot name `Item` from an inferred result. */
type WriteOptions<V, R = Item> = WithRequired<UseMutationOptions<R, unknown, V, unknown>, 'mutationKey'>;
const write = <V, R>(name: DataMutation, client: AnyClient, queryClient: QueryClient, collection: string, run: (calls: ModuleOf<'items'>, vars: V) => Promise<R>) =>
  mutationOptions<R, unknown, V>({
    mutationKey: [...ROOT_KEY, 'data', collection, name],
    mutationFn: (vars) => run(moduleOf(client, 'items'), vars),
    onSettled: () => invalidateKeys(queryClient, dataInvalidations[name](collection)),
  });

/**
 * Inserts an item into a collection; the collection's queries and items are invalidated when it settles.
 * @example
 * ```ts
 * useMutation(insertItemMutationOptions(client, queryClient, 'GuestBook')).mutate({ message: 'Hi' });
 * ```
 */
export const insertItemMutationOptions = (client: AnyClient, queryClient: QueryClient, collection: string): WriteOptions<Item> =>
  write<Item, Item>('insert', client, queryClient, collection, (calls, item) => calls.insert(collection, item));

/**
 * Replaces an item (by its `_id`); invalidates the collection.
 */
export const updateItemMutationOptions = (client: AnyClient, queryClient: QueryClient, collection: string): WriteOptions<Item> =>
  write<Item, Item>('update', client, queryClient, collection, (calls, item) => calls.update(collection, item));

/**
 * Removes an item by id; invalidates the collection.
 */
export const removeItemMutationOptions = (client: AnyClient, queryClient: QueryClient, collection: string): WriteOptions<string, Item | null> =>
  write<string, Item | null>('remove', client, queryClient, collection, (calls, id) => calls.remove(collection, id));

/** What `patchItemMutationOptions` takes: the item's id and how to patch it. */
type PatchItem = {
  id: string;
  /** Refines the patch builder: `(patch) => patch.incrementField('likes', 1)`. */
  modify: (patch: items.WixDataPatch<Item, string>) => items.WixDataPatch<Item, string>;
};

/**
 * Patches an item (`items.patch(collection, id)` refined by `modify`, then `run()`); invalidates the collection.
 * @example
 * ```ts
 * useMutation(patchItemMutationOptions(client, queryClient, 'GuestBook')).mutate({ id, modify: (p) => p.incrementField('likes', 1) });
 * ```
 */
export const patchItemMutationOptions = (client: AnyClient, queryClient: QueryClient, collection: string): WriteOptions<PatchItem> =>
  write<PatchItem, Item>('patch', client, queryClient, collection, (calls, { id, modify }) => modify(calls.patch(collection, id)).run());

/**
 * A page of a collection query (see `itemsQueryOptions`).
 * @example
 * ```tsx
 * const { data } = useItems('FAQ', (q) => q.ascending('order'));
 * ```
 */
export const useItems = <T extends object = items.WixDataItem>(collection: string, build?: Build<T>) => useQuery(itemsQueryOptions<T>(useSiteKitClient<RegisteredClient>(), collection, build));

/**
 * A collection query with "load more" (see `itemsInfiniteQueryOptions`).
 */
export const useInfiniteItems = <T extends object = items.WixDataItem>(collection: string, build?: Build<T>) =>
  useInfiniteQuery(itemsInfiniteQueryOptions<T>(useSiteKitClient<RegisteredClient>(), collection, build));
