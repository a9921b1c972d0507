import {
  infiniteQueryOptions, mutationOptions, queryOptions, useInfiniteQuery, useQuery, type QueryClient,
} from '@tanstack/react-query';
import { moduleOf, type AnyClient, type RegisteredClient } from './client';
import { useSiteKitClient } from './provider';
import { dataInvalidations, type DataMutation } from './invalidation';
import { dataKeys } from './keys';
import { ROOT_KEY, invalidateKeys, toPage, type Page } from './shared';

/** A query builder of `items.query(collection)` (from `@sitekit/data`), as far as these options use it. */
type Builder = { toJSON(): unknown; skip(n: number): Builder; find(): Promise<any> };
type Build = (query: any) => any;

const builderOf = (client: AnyClient, collection: string, build: Build): Builder => build(moduleOf(client, 'items').query(collection));

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
export function itemsQueryOptions<T = Record<string, any>, C extends AnyClient = AnyClient>(client: C, collection: string, build: Build = (query) => query) {
  const query = builderOf(client, collection, build);
  return queryOptions({
    queryKey: dataKeys.query(collection, query.toJSON()),
    queryFn: async (): Promise<Page<T>> => toPage<T>(await query.find()),
  });
}

/**
 * One page of an infinite collection query, with the offset it starts at.
 */
export type ItemsPage<T> = Page<T> & { skip: number };

/**
 * A collection query as an infinite query on the builder's offset paging: `fetchNextPage()` asks
 * for the next `limit` items.
 *
 * @example
 * ```ts
 * const { data, fetchNextPage } = useInfiniteQuery(itemsInfiniteQueryOptions(client, 'FAQ', (q) => q.ascending('order').limit(10)));
 * ```
 */
export function itemsInfiniteQueryOptions<T = Record<string, any>, C extends AnyClient = AnyClient>(client: C, collection: string, build: Build = (query) => query) {
  const query = builderOf(client, collection, build);
  return infiniteQueryOptions({
    queryKey: dataKeys.infinite(collection, query.toJSON()),
    initialPageParam: 0,
    queryFn: async ({ pageParam }): Promise<ItemsPage<T>> => ({ ...toPage<T>(await (pageParam ? query.skip(pageParam) : query).find()), skip: pageParam }),
    getNextPageParam: (last) => (last.hasNext ? last.skip + last.pageSize : undefined),
  });
}

/**
 * One item by id (`items.get`), `null` when there is none.
 *
 * @example
 * ```ts
 * const { data: page } = useQuery(itemQueryOptions(client, 'Pages', id));
 * ```
 */
export function itemQueryOptions<T = Record<string, any>, C extends AnyClient = AnyClient>(client: C, collection: string, id: string) {
  return queryOptions({
    queryKey: dataKeys.item(collection, id),
    queryFn: async (): Promise<T | null> => (await moduleOf(client, 'items').get(collection, id)) ?? null,
  });
}

type Item = { _id?: string | undefined; [key: string]: any };
const write = <V, R>(name: DataMutation, client: AnyClient, queryClient: QueryClient, collection: string, run: (items: any, vars: V) => Promise<R>) =>
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
export const insertItemMutationOptions = (client: AnyClient, queryClient: QueryClient, collection: string) =>
  write<Item, Item>('insert', client, queryClient, collection, (items, item) => items.insert(collection, item));

/**
 * Replaces an item (by its `_id`); invalidates the collection.
 * @example
 * ```ts
 * useMutation(updateItemMutationOptions(client, queryClient, 'GuestBook')).mutate({ ...entry, message: 'Edited' });
 * ```
 */
export const updateItemMutationOptions = (client: AnyClient, queryClient: QueryClient, collection: string) =>
  write<Item, Item>('update', client, queryClient, collection, (items, item) => items.update(collection, item));

/**
 * Removes an item by id; invalidates the collection.
 * @example
 * ```ts
 * useMutation(removeItemMutationOptions(client, queryClient, 'GuestBook')).mutate(entry._id);
 * ```
 */
export const removeItemMutationOptions = (client: AnyClient, queryClient: QueryClient, collection: string) =>
  write<string, Item | null>('remove', client, queryClient, collection, (items, id) => items.remove(collection, id));

/**
 * Patches an item (`items.patch(collection, id)` refined by `modify`, then `run()`); invalidates the collection.
 * @example
 * ```ts
 * useMutation(patchItemMutationOptions(client, queryClient, 'GuestBook')).mutate({ id, modify: (p) => p.incrementField('likes', 1) });
 * ```
 */
export const patchItemMutationOptions = (client: AnyClient, queryClient: QueryClient, collection: string) =>
  write<{
    id: string;
    /** Refines the patch builder: `(patch) => patch.incrementField('likes', 1)`. */
    modify: (patch: any) => any;
  }, Item>('patch', client, queryClient, collection, (items, { id, modify }) => modify(items.patch(collection, id)).run());

/**
 * A page of a collection query (see `itemsQueryOptions`).
 * @example
 * ```tsx
 * const { data } = useItems('FAQ', (q) => q.ascending('order'));
 * ```
 */
export const useItems = <T = Record<string, any>>(collection: string, build?: Build) => useQuery(itemsQueryOptions<T>(useSiteKitClient<RegisteredClient>(), collection, build));

/**
 * A collection query with "load more" (see `itemsInfiniteQueryOptions`).
 * @example
 * ```tsx
 * const { data, fetchNextPage } = useInfiniteItems('FAQ', (q) => q.limit(5));
 * ```
 */
export const useInfiniteItems = <T = Record<string, any>>(collection: string, build?: Build) =>
  useInfiniteQuery(itemsInfiniteQueryOptions<T>(useSiteKitClient<RegisteredClient>(), collection, build));
