import { describe, expect, it, vi } from 'vitest';

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
    const products = options.productsQueryOptions(client);
    expect(products.queryKey).toEqual(['sitekit', 'products', 'list', { limit: 3 }]);
    await expect((products.queryFn as any)()).resolves.toMatchObject({ items: [], hasNext: false });
    expect(options.siteKitKeys.cart.current()).toEqual(['sitekit', 'cart', 'current']);
    expect(options.invalidationMap.logout).toEqual([['sitekit', 'member'], ['sitekit', 'cart'], ['sitekit', 'orders']]);
  });
});
