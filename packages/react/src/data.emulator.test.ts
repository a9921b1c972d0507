import { describe, expect, it } from 'vitest';
import { MutationObserver, QueryClient, type MutationObserverOptions } from '@tanstack/react-query';
import { createClient, StaticTokenStrategy } from '@sitekit/core-runtime';
import { items } from '@sitekit/data';
import { setupEmulator } from '@sitekit/emulator/msw';
import { DEMO_MEMBER, duringTests, memberToken } from '@sitekit/testing';
import {
  insertItemMutationOptions, itemQueryOptions, itemsInfiniteQueryOptions, itemsQueryOptions, patchItemMutationOptions, removeItemMutationOptions,
  updateItemMutationOptions,
} from './data';
import { dataKeys } from './keys';

// The data options against the emulator: pages, the infinite variant, one item, and writes refreshing their collection.
duringTests(setupEmulator());

const client = (accessToken: string) => createClient({ modules: { items }, auth: StaticTokenStrategy({ accessToken }), retry: false });

describe('data options on the emulator', () => {
  it('itemsQueryOptions keys by the query and returns a plain page; the infinite variant walks the offsets; itemQueryOptions reads one', async () => {
    const queryClient = new QueryClient();
    const c = client('emulator-api-key');
    const options = itemsQueryOptions<{ slug: string }>(c, 'Pages', (q) => q.eq('slug', 'about'));
    expect(options.queryKey.slice(0, 4)).toEqual(['sitekit', 'data', 'Pages', 'query']);
    expect(itemsQueryOptions(c, 'Pages', (q) => q.eq('slug', 'terms')).queryKey).not.toEqual(options.queryKey);
    const page = await queryClient.fetchQuery(options);
    expect([page.items.map((p) => p.slug), page.totalCount, page.hasNext]).toEqual([['about'], 1, false]);

    const infinite = itemsInfiniteQueryOptions<{ order: number }>(c, 'FAQ', (q) => q.ascending('order').limit(4));
    let data = await queryClient.fetchInfiniteQuery(infinite);
    data = await queryClient.fetchInfiniteQuery({ ...infinite, pages: 2 });
    expect(data.pages.map((p) => p.items.map((f) => f.order))).toEqual([[1, 2, 3, 4], [5, 6]]);
    expect(infinite.getNextPageParam(data.pages[1]!, data.pages, 4, [0, 4])).toBeUndefined();

    expect(await queryClient.fetchQuery(itemQueryOptions(c, 'Pages', 'page-about'))).toMatchObject({ slug: 'about' });
    expect(await queryClient.fetchQuery(itemQueryOptions(c, 'Pages', 'nope'))).toBeNull();
  });

  it('the infinite variant of a query that skips items goes on from where its first page ended', async () => {
    const queryClient = new QueryClient();
    const infinite = itemsInfiniteQueryOptions<{ order: number }>(client('emulator-api-key'), 'FAQ', (q) => q.ascending('order').skip(1).limit(2));
    const data = await queryClient.fetchInfiniteQuery({ ...infinite, pages: 3 });
    expect(data.pages.map((p) => p.items.map((f) => f.order))).toEqual([[2, 3], [4, 5], [6]]);
    expect(infinite.getNextPageParam(data.pages[2]!, data.pages, data.pageParams.at(-1) as number, data.pageParams as number[])).toBeUndefined();
  });

  it('insert, update, patch and remove invalidate their collection only', async () => {
    const queryClient = new QueryClient();
    const member = client(await memberToken(DEMO_MEMBER.id));
    const list = itemsQueryOptions(member, 'GuestBook');
    const faq = itemsQueryOptions(member, 'FAQ');
    await queryClient.fetchQuery(list);
    await queryClient.fetchQuery(faq);
    const run = <R, V, C>(options: MutationObserverOptions<R, unknown, V, C>, vars: V) => new MutationObserver(queryClient, options).mutate(vars);
    const stale = () => [queryClient.getQueryState(list.queryKey)!.isInvalidated, queryClient.getQueryState(faq.queryKey)!.isInvalidated];

    const entry = await run(insertItemMutationOptions(member, queryClient, 'GuestBook'), { message: 'hi', likes: 0 });
    expect(stale()).toEqual([true, false]);
    expect((await queryClient.fetchQuery(list)).items).toHaveLength(1);
    await run(updateItemMutationOptions(member, queryClient, 'GuestBook'), { ...entry, message: 'edited' });
    const patched = await run(patchItemMutationOptions(member, queryClient, 'GuestBook'), { id: entry._id!, modify: (p) => p.incrementField('likes', 2) });
    expect(patched).toMatchObject({ message: 'edited', likes: 2 });
    await queryClient.fetchQuery(list);
    await run(removeItemMutationOptions(member, queryClient, 'GuestBook'), entry._id!);
    expect(stale()).toEqual([true, false]);
    expect((await queryClient.fetchQuery(list)).items).toEqual([]);
    expect(dataKeys.collection('GuestBook')).toEqual(list.queryKey.slice(0, 3));
  });
});
