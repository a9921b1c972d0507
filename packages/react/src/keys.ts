/** The root of every SiteKit query key: `queryClient.invalidateQueries({ queryKey: siteKitKeys.all })` drops them all. */
const all = ['sitekit'] as const;

/**
 * Query keys for everything the hooks cache, all under `['sitekit']`. Use them to read, seed or
 * invalidate the cache yourself.
 *
 * @example
 * ```ts
 * queryClient.invalidateQueries({ queryKey: siteKitKeys.cart.current() });
 * queryClient.getQueryData(siteKitKeys.products.detail('shirt'));
 * ```
 */
export const siteKitKeys = {
  all,
  products: {
    all: () => [...all, 'products'] as const,
    list: (query: unknown = {}) => [...all, 'products', 'list', query] as const,
    detail: (idOrSlug: string) => [...all, 'products', 'detail', idOrSlug] as const,
  },
  collections: {
    all: () => [...all, 'collections'] as const,
    list: () => [...all, 'collections', 'list'] as const,
    detail: (slug: string) => [...all, 'collections', 'detail', slug] as const,
  },
  cart: {
    all: () => [...all, 'cart'] as const,
    current: () => [...all, 'cart', 'current'] as const,
    totals: () => [...all, 'cart', 'totals'] as const,
  },
  checkout: {
    all: () => [...all, 'checkout'] as const,
    detail: (id: string) => [...all, 'checkout', id] as const,
  },
  orders: {
    all: () => [...all, 'orders'] as const,
    list: (search: unknown = {}) => [...all, 'orders', 'list', search] as const,
    detail: (id: string) => [...all, 'orders', 'detail', id] as const,
  },
  member: {
    all: () => [...all, 'member'] as const,
    current: () => [...all, 'member', 'current'] as const,
  },
  recommendations: {
    all: () => [...all, 'recommendations'] as const,
    forItems: (ids: readonly string[]) => [...all, 'recommendations', [...ids].sort()] as const,
  },
  backInStock: {
    all: () => [...all, 'backInStock'] as const,
    list: () => [...all, 'backInStock', 'list'] as const,
  },
};
