import { describe, expect, it } from 'vitest';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { dataInvalidations, invalidateFor, invalidationMap } from './invalidation';
import { dataKeys, fileKeys, reviewKeys, siteKitKeys } from './keys';

// The key factories and the invalidation map, without a platform: which cached queries a mutation marks stale.

/** A query client holding one settled query under each key. */
function cacheWith(keys: readonly QueryKey[]): QueryClient {
  const queryClient = new QueryClient();
  for (const queryKey of keys) queryClient.setQueryData(queryKey, { cached: true });
  return queryClient;
}
const stale = (queryClient: QueryClient, queryKey: QueryKey) => queryClient.getQueryState(queryKey)!.isInvalidated;

const PRODUCT = 'product-1';
const review = { list: reviewKeys.list(PRODUCT, 5), summary: reviewKeys.summary(PRODUCT) };
const data = { pages: dataKeys.query('Pages', {}), faq: dataKeys.item('FAQ', 'q1'), infinite: dataKeys.infinite('Pages', {}) };
const others = [siteKitKeys.cart.current(), siteKitKeys.member.current(), siteKitKeys.products.detail(PRODUCT), fileKeys.list()];

describe('siteKitKeys', () => {
  it('has every feature, reviews, data and files included, each under its own segment of the root key', () => {
    expect(siteKitKeys.reviews).toBe(reviewKeys);
    expect(siteKitKeys.data).toBe(dataKeys);
    expect(siteKitKeys.files).toBe(fileKeys);
    const features = Object.entries(siteKitKeys).filter(([name]) => name !== 'all');
    expect(features.map(([, keys]) => (keys as { all: () => QueryKey }).all())).toEqual(features.map(([name]) => ['sitekit', name]));
  });

  it('gives distinct queries distinct keys (a list and its infinite variant too)', () => {
    const keys = [
      siteKitKeys.products.list(), siteKitKeys.products.detail('a'), siteKitKeys.collections.list(), siteKitKeys.collections.detail('a'),
      siteKitKeys.productsV3.list(), siteKitKeys.productsV3.detail('a'), siteKitKeys.cart.current(), siteKitKeys.cart.totals(),
      siteKitKeys.carts.detail('a'), siteKitKeys.carts.totals('a'), siteKitKeys.checkout.detail('a'), siteKitKeys.orders.list(),
      siteKitKeys.orders.detail('a'), siteKitKeys.recommendations.forItems(['a']), siteKitKeys.backInStock.list(), siteKitKeys.member.current(),
      review.list, review.summary, data.pages, data.infinite, dataKeys.item('Pages', 'a'), fileKeys.list(), fileKeys.infinite(),
    ].map((key) => JSON.stringify(key));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('invalidationMap', () => {
  it('a new review invalidates every review list and summary, and nothing else', async () => {
    const queryClient = cacheWith([...Object.values(review), ...Object.values(data), ...others]);
    await invalidateFor(queryClient, 'createReview');
    expect(Object.values(review).map((key) => stale(queryClient, key))).toEqual([true, true]);
    expect([...Object.values(data), ...others].map((key) => stale(queryClient, key))).toEqual([false, false, false, false, false, false, false]);
  });

  it('a data item write invalidates the data queries and nothing else; its own options narrow that to the collection written', async () => {
    for (const name of ['insertItem', 'updateItem', 'removeItem', 'patchItem'] as const) {
      const queryClient = cacheWith([...Object.values(review), ...Object.values(data), ...others]);
      await invalidateFor(queryClient, name);
      expect(Object.values(data).map((key) => stale(queryClient, key))).toEqual([true, true, true]);
      expect([...Object.values(review), ...others].map((key) => stale(queryClient, key))).toEqual([false, false, false, false, false, false]);
    }
    expect(dataInvalidations.insert('Pages')).toEqual([['sitekit', 'data', 'Pages']]);
  });

  it('every key it lists is built by siteKitKeys', () => {
    const roots = new Set(Object.values(siteKitKeys).filter((keys) => typeof keys === 'object' && 'all' in keys).map((keys) => JSON.stringify((keys as { all: () => QueryKey }).all())));
    for (const key of Object.values(invalidationMap).flat()) {
      expect(key.length === 1 || roots.has(JSON.stringify(key.slice(0, 2)))).toBe(true);
    }
  });
});
