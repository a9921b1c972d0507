import type { ServerClient } from './server';
import type { CollectionLike, ProductLike } from './types';
import { SORTS, type SortKey } from './sorts';

export { SORTS, sortKey, type SortKey } from './sorts';

/** The built-in "All Products" collection is not a shelf of its own. */
const ALL_PRODUCTS = 'all-products';
/** Collections for home-page placement (`hidden-homepage-featured-items`, …) stay out of the navigation. */
const HIDDEN_PREFIX = 'hidden-';

export async function loadCollections(client: ServerClient): Promise<CollectionLike[]> {
  const { items } = await client.collections.queryCollections().limit(20).find();
  return (items as CollectionLike[]).filter((collection) => collection.slug !== ALL_PRODUCTS && !collection.slug?.startsWith(HIDDEN_PREFIX));
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
