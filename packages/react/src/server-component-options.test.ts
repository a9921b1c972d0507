import { describe, expect, it, vi } from 'vitest';
import type { AnyClient } from './client';

// A server component graph: React's `react-server` build has no createContext and no state hooks, and
// @tanstack/react-query's "use client" modules are client references there (never called).
vi.mock('react', () => ({ version: '19.0.0-react-server', createElement: () => null, Fragment: 'fragment', createContext: undefined }));
vi.mock('react/jsx-runtime', () => ({ jsx: () => null, jsxs: () => null, Fragment: 'fragment' }));
vi.mock('@tanstack/react-query', () => {
  const clientReference = (name: string) => () => {
    throw new Error(`${name} is a client reference`);
  };
  return {
    queryOptions: (o: unknown) => o,
    infiniteQueryOptions: (o: unknown) => o,
    mutationOptions: (o: unknown) => o,
    dehydrate: () => ({ queries: [], mutations: [] }),
    QueryClient: class {},
    HydrationBoundary: clientReference('HydrationBoundary'),
    QueryClientProvider: clientReference('QueryClientProvider'),
    useQuery: clientReference('useQuery'),
    useInfiniteQuery: clientReference('useInfiniteQuery'),
    useMutation: clientReference('useMutation'),
    useQueryClient: clientReference('useQueryClient'),
  };
});

describe('@sitekit/react/options in a server component graph', () => {
  it('loads without creating a React context and builds query options', async () => {
    const options = await import('./options');
    const client = { products: { queryProducts: () => ({ toJSON: () => ({ limit: 3 }), find: async () => ({ items: [], hasNext: () => false }) }) } };
    const products = options.productsQueryOptions(client as unknown as AnyClient); // a stand-in with the one call the options use
    expect(products.queryKey).toEqual(['sitekit', 'products', 'list', { limit: 3 }]);
    await expect(Promise.resolve(products.queryFn!({} as never))).resolves.toMatchObject({ items: [], hasNext: false });
    expect(options.siteKitKeys.cart.current()).toEqual(['sitekit', 'cart', 'current']);
    expect(options.invalidationMap.logout).toEqual([['sitekit']]); // an identity change concerns every SiteKit query
  });

  it('has the members, reviews and data options and their invalidations, for server prefetching', async () => {
    const options = await import('./options');
    const find = vi.fn(async () => ({ items: [{ _id: 'p1', slug: 'about' }], totalCount: 1, hasNext: () => false }));
    const builder = { eq: vi.fn(() => builder), find, toJSON: () => ({ filter: { slug: 'about' } }) };
    const client = { items: { query: vi.fn(() => builder) } };
    const pages = options.itemsQueryOptions(client as unknown as AnyClient, 'Pages', (q) => q.eq('slug', 'about'));
    expect(pages.queryKey[0]).toBe('sitekit');
    await expect(Promise.resolve(pages.queryFn!({} as never))).resolves.toMatchObject({ items: [{ _id: 'p1', slug: 'about' }] });
    expect(client.items.query).toHaveBeenCalledWith('Pages');
    expect(builder.eq).toHaveBeenCalledWith('slug', 'about');

    expect(typeof options.reviewsInfiniteQueryOptions).toBe('function');
    expect(typeof options.currentMemberQueryOptions).toBe('function');
    expect(options.invalidationMap.createReview).toEqual([options.reviewKeys.all()]);
    expect(options.invalidationMap.deleteMyMember).toEqual([['sitekit', 'member'], ['sitekit', 'cart'], ['sitekit', 'orders']]);
    expect(options.dataInvalidations.insert('Pages')).toEqual([options.dataKeys.collection('Pages')]);
  });
});
