import { isNotFound } from '@sitekit/core';
import type { ServerClient } from './server';
import { LISTING_REVALIDATE_SECONDS, shared } from './shared-cache';
import type { CollectionLike, ProductLike } from './types';
import { SORTS, type SortKey } from './sorts';

export { SORTS, sortKey, type SortKey } from './sorts';

/** The built-in "All Products" collection is not a shelf of its own. */
const ALL_PRODUCTS = 'all-products';
/** Collections for home-page placement (`hidden-homepage-featured-items`, …) stay out of the navigation. */
const HIDDEN_PREFIX = 'hidden-';

/** The shop's collections for the navigation and shelves (shared by every visitor; see `shared`). */
export function loadCollections(client: ServerClient): Promise<CollectionLike[]> {
  return shared(['collections'], async () => {
    const { items } = await client.collections.queryCollections().limit(20).find();
    return (items as CollectionLike[]).filter((collection) => collection.slug !== ALL_PRODUCTS && !collection.slug?.startsWith(HIDDEN_PREFIX));
  });
}

/** A collection by slug, or `null` when the platform has none (shared by every visitor). */
export function loadCollectionBySlug(client: ServerClient, slug: string): Promise<CollectionLike | null> {
  return shared(['collection', slug], async () => {
    try {
      return ((await client.collections.getCollectionBySlug(slug)).collection as CollectionLike | undefined) ?? null;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  });
}

/** A home-page shelf: like `searchProducts`, shared by every visitor for a minute. */
export function loadShelf(client: ServerClient, search: ProductSearch): Promise<{ items: ProductLike[]; total: number }> {
  return shared(['shelf', JSON.stringify(search)], () => searchProducts(client, search), LISTING_REVALIDATE_SECONDS);
}

export interface ProductSearch {
  text?: string;
  collectionId?: string;
  sort?: SortKey;
  limit?: number;
  skip?: number;
}

/** One page of products for a search or a collection, sorted on the platform. */
export async function searchProducts(client: ServerClient, search: ProductSearch): Promise<{ items: ProductLike[]; total: number }> {
  let query = client.products.queryProducts().limit(search.limit ?? 24);
  if (search.skip) query = query.skip(search.skip);
  if (search.text) query = query.contains('name', search.text);
  if (search.collectionId) query = query.hasSome('collectionIds', [search.collectionId]);
  const sort = SORTS[search.sort ?? 'featured'];
  if ('field' in sort) query = sort.order === 'desc' ? query.descending(sort.field as any) : query.ascending(sort.field as any);
  const result = await query.find();
  return { items: result.items as ProductLike[], total: (result as { totalCount?: number }).totalCount ?? result.items.length };
}
