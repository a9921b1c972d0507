import { unstable_cache } from 'next/cache';

/** How long content every visitor sees alike (menus, pages, banners, collections) is reused across requests. */
export const CONTENT_REVALIDATE_SECONDS = 300;
/** How long a product listing (home shelves) is reused across requests: prices and stock move faster. */
export const LISTING_REVALIDATE_SECONDS = 60;

/**
 * `load()` once for every visitor until `revalidateSeconds` pass (Next's data cache, refreshed in the
 * background after that; tag `content` revalidates it at once). Only for reads that are the same for
 * every visitor: never a cart, a member or an order. A failed load is not kept.
 */
export function shared<T>(key: string[], load: () => Promise<T>, revalidateSeconds = CONTENT_REVALIDATE_SECONDS): Promise<T> {
  return unstable_cache(load, ['storefront', ...key], { revalidate: revalidateSeconds, tags: ['content'] })();
}
