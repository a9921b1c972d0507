import { ROOT_KEY as all } from './shared';

/**
 * Query keys of data items, all under `['sitekit', 'data', collection]` so a write invalidates its collection
 * (`siteKitKeys.data`).
 */
export const dataKeys = {
  /** Every data item query. */
  all: () => [...all, 'data'] as const,
  /** Every query of one collection. */
  collection: (collection: string) => [...all, 'data', collection] as const,
  /** One query of a collection. */
  query: (collection: string, query: unknown) => [...all, 'data', collection, 'query', query] as const,
  /** One infinite (paged) query of a collection. */
  infinite: (collection: string, query: unknown) => [...all, 'data', collection, 'infinite', query] as const,
  /** One item of a collection. */
  item: (collection: string, id: string) => [...all, 'data', collection, 'item', id] as const,
};

/** Query keys of the review queries, all under `['sitekit', 'reviews']` (`siteKitKeys.reviews`). */
export const reviewKeys = {
  /** Every review query. */
  all: () => [...all, 'reviews'] as const,
  /** Every review query of one product. */
  product: (productId: string) => [...all, 'reviews', productId] as const,
  /** A product's review pages of one page size. */
  list: (productId: string, pageSize: number) => [...all, 'reviews', productId, 'list', pageSize] as const,
  /** A product's review count and average rating. */
  summary: (productId: string) => [...all, 'reviews', productId, 'summary'] as const,
};

/** Query keys of the file queries, all under `['sitekit', 'files']` (an upload invalidates them all; `siteKitKeys.files`). */
export const fileKeys = {
  /** Every file query. */
  all: () => [...all, 'files'] as const,
  /** A file list with these options. */
  list: (options: object = {}) => [...all, 'files', 'list', options] as const,
  /** A file list with these options, page after page. */
  infinite: (options: object = {}) => [...all, 'files', 'list', options, 'infinite'] as const,
};

/**
 * Query keys for everything the hooks cache, all under `['sitekit']`: one key factory per feature, each
 * declared here and nowhere else (the queries and the invalidation map build their keys from it). Use them
 * to read, seed or invalidate the cache yourself. Two queries that differ in their call or their result
 * never share a key.
 *
 * @example
 * ```ts
 * queryClient.invalidateQueries({ queryKey: siteKitKeys.cart.current() });
 * queryClient.getQueryData(siteKitKeys.products.detail('shirt'));
 * ```
 */
export const siteKitKeys = {
  /** The root of every SiteKit query key: `queryClient.invalidateQueries({ queryKey: siteKitKeys.all })` drops them all. */
  all,
  products: {
    /** Every product query. */
    all: () => [...all, 'products'] as const,
    /** One product query. */
    list: (query: unknown = {}) => [...all, 'products', 'list', query] as const,
    /** One product, by id or slug. */
    detail: (idOrSlug: string) => [...all, 'products', 'detail', idOrSlug] as const,
  },
  collections: {
    /** Every collection query. */
    all: () => [...all, 'collections'] as const,
    /** The collection list. */
    list: () => [...all, 'collections', 'list'] as const,
    /** One collection, by slug. */
    detail: (slug: string) => [...all, 'collections', 'detail', slug] as const,
  },
  productsV3: {
    /** Every catalog v3 product query. */
    all: () => [...all, 'productsV3'] as const,
    /** One product query (its built query and requested fields). */
    list: (query: unknown = {}) => [...all, 'productsV3', 'list', query] as const,
    /** One product, by id or slug, with the fields asked for. */
    detail: (idOrSlug: string, fields: readonly string[] = []) => [...all, 'productsV3', 'detail', idOrSlug, [...fields]] as const,
  },
  cart: {
    /** Every query of the current cart. */
    all: () => [...all, 'cart'] as const,
    /** The visitor's current cart. */
    current: () => [...all, 'cart', 'current'] as const,
    /** The current cart's totals. */
    totals: () => [...all, 'cart', 'totals'] as const,
  },
  carts: {
    /** Every cart-by-id query. */
    all: () => [...all, 'carts'] as const,
    /** One cart by id. */
    detail: (id: string) => [...all, 'carts', id] as const,
    /** One cart's estimated totals. */
    totals: (id: string) => [...all, 'carts', id, 'totals'] as const,
  },
  checkout: {
    /** Every checkout query. */
    all: () => [...all, 'checkout'] as const,
    /** One checkout. */
    detail: (id: string) => [...all, 'checkout', id] as const,
  },
  orders: {
    /** Every order query. */
    all: () => [...all, 'orders'] as const,
    /** One order search. */
    list: (search: unknown = {}) => [...all, 'orders', 'list', search] as const,
    /** One order. */
    detail: (id: string) => [...all, 'orders', 'detail', id] as const,
  },
  recommendations: {
    /** Every recommendation query. */
    all: () => [...all, 'recommendations'] as const,
    /** Recommendations for these catalog items (in any order). */
    forItems: (ids: readonly string[]) => [...all, 'recommendations', [...ids].sort()] as const,
  },
  backInStock: {
    /** Every back-in-stock query. */
    all: () => [...all, 'backInStock'] as const,
    /** The visitor's back-in-stock requests. */
    list: () => [...all, 'backInStock', 'list'] as const,
  },
  member: {
    /** Every member query. */
    all: () => [...all, 'member'] as const,
    /** The logged-in member. */
    current: () => [...all, 'member', 'current'] as const,
  },
  reviews: reviewKeys,
  data: dataKeys,
  files: fileKeys,
};
