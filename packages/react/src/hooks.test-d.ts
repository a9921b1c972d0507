import { describe, expectTypeOf, it } from 'vitest';
import type { InfiniteData } from '@tanstack/react-query';
import { createClient } from '@sitekit/core-runtime';
import type { items } from '@sitekit/data';
import { cart, currentCart, orders } from '@sitekit/ecom';
import type { files } from '@sitekit/media';
import { members } from '@sitekit/members';
import { reviews } from '@sitekit/reviews';
import type { collections, products, productsV3 } from '@sitekit/stores';
import {
  cartQueryOptions, cartTotalsQueryOptions, currentCartQueryOptions, currentMemberQueryOptions, filesQueryOptions, itemsQueryOptions,
  memberQueryOptions, orderQueryOptions, reviewSummaryQueryOptions, reviewsInfiniteQueryOptions, siteKitKeys, useAddToCart, useCart,
  useCollections, useCurrentCart, useCurrentMember, useInfiniteItems, useItems, useMember, useOrders, useProduct, useProductV3, useProducts,
  useReviews, useUpdateProfile, type AnyClient, type Page, type ReviewsPage,
} from './index';

// The hooks' data types come from the module packages' declared calls, on any client (nothing registered).
// `tsc` checks these; nothing runs.
type DataOf<H extends (...args: never[]) => { data: unknown }> = ReturnType<H>['data'];

describe('hook data types', () => {
  it('ecom: the current cart, its totals and the orders are the ecom types', () => {
    expectTypeOf<DataOf<typeof useCurrentCart>>().toEqualTypeOf<currentCart.Cart | null | undefined>();
    expectTypeOf<DataOf<typeof useCart>>().toEqualTypeOf<cart.Cart | null | undefined>();
    expectTypeOf<DataOf<typeof useOrders>>().toEqualTypeOf<orders.SearchOrdersResponse | undefined>();
    const client = createClient({ modules: { currentCart, cart, orders } });
    expectTypeOf(cartTotalsQueryOptions(client).queryFn).returns.resolves.toEqualTypeOf<currentCart.EstimateTotalsResponse | null>();
    expectTypeOf(orderQueryOptions(client, 'o1').queryFn).returns.resolves.toEqualTypeOf<orders.Order>();
    // a mutation takes what the declared call takes, and answers what it answers
    expectTypeOf<Parameters<ReturnType<typeof useAddToCart>['mutate']>[0]>().toEqualTypeOf<currentCart.AddToCurrentCartOptions | undefined>();
    expectTypeOf<ReturnType<typeof useAddToCart>['data']>().toEqualTypeOf<currentCart.CartResponse | undefined>();
  });

  it('stores: products, a product and the collections are the stores types', () => {
    expectTypeOf<DataOf<typeof useProducts>>().toEqualTypeOf<Page<products.Product> | undefined>();
    expectTypeOf<DataOf<typeof useProduct>>().toEqualTypeOf<products.Product | null | undefined>();
    expectTypeOf<DataOf<typeof useProductV3>>().toEqualTypeOf<productsV3.V3Product | null | undefined>();
    expectTypeOf<DataOf<typeof useCollections>>().toEqualTypeOf<Page<collections.Collection> | undefined>();
  });

  it('members: both member queries are the members package Member (one query, one key)', () => {
    expectTypeOf<DataOf<typeof useMember>>().toEqualTypeOf<members.Member | null | undefined>();
    expectTypeOf<DataOf<typeof useCurrentMember>>().toEqualTypeOf<members.Member | null | undefined>();
    expectTypeOf<Parameters<ReturnType<typeof useUpdateProfile>['mutate']>[0]>().toEqualTypeOf<members.UpdateMember>();
    const client = createClient({ modules: { members } });
    expectTypeOf(memberQueryOptions(client).queryKey).toEqualTypeOf(currentMemberQueryOptions(client).queryKey);
  });

  it('reviews: the pages hold the reviews package Review', () => {
    expectTypeOf<DataOf<typeof useReviews>>().toEqualTypeOf<InfiniteData<ReviewsPage, unknown> | undefined>();
    expectTypeOf<ReviewsPage['items']>().toEqualTypeOf<reviews.Review[]>();
    const client = createClient({ modules: { reviews } });
    expectTypeOf(reviewsInfiniteQueryOptions(client, 'p1').queryFn).returns.resolves.toHaveProperty('items').toEqualTypeOf<reviews.Review[]>();
  });

  it('data: items are the data package items, typed by the collection type given', () => {
    interface Faq { question: string; order: number }
    expectTypeOf<ReturnType<typeof useItems<Faq>>['data']>().toEqualTypeOf<Page<items.Item<Faq>> | undefined>();
    expectTypeOf(itemsQueryOptions({}, 'Pages').queryFn).returns.resolves.toEqualTypeOf<Page<items.Item<items.WixDataItem>>>();
    expectTypeOf<NonNullable<ReturnType<typeof useInfiniteItems<Faq>>['data']>['pages'][number]['items']>().toEqualTypeOf<items.Item<Faq>[]>();
    useItems<Faq>('FAQ', (query) => query.ascending('order'));
    // @ts-expect-error -- a field the collection type does not have
    useItems<Faq>('FAQ', (query) => query.ascending('answer'));
  });

  it('media: a file page holds the media package FileDescriptor', () => {
    const client: AnyClient = {};
    expectTypeOf(filesQueryOptions(client).queryFn).returns.resolves.toEqualTypeOf<{ items: files.FileDescriptor[]; nextCursor: string | null }>();
  });
});

describe('query keys', () => {
  it('distinct queries have distinct keys', () => {
    const client: AnyClient = {};
    expectTypeOf(currentCartQueryOptions(client).queryKey).not.toEqualTypeOf(cartTotalsQueryOptions(client).queryKey);
    expectTypeOf(cartQueryOptions(client, 'c1').queryKey).not.toEqualTypeOf(currentCartQueryOptions(client).queryKey);
    expectTypeOf(reviewSummaryQueryOptions(client, 'p1').queryKey).not.toEqualTypeOf(reviewsInfiniteQueryOptions(client, 'p1').queryKey);
    expectTypeOf(itemsQueryOptions(client, 'FAQ').queryKey).not.toEqualTypeOf(memberQueryOptions(client).queryKey);
  });

  it('siteKitKeys has reviews, data and files', () => {
    expectTypeOf(siteKitKeys.reviews.summary('p1')).toEqualTypeOf<readonly ['sitekit', 'reviews', string, 'summary']>();
    expectTypeOf(siteKitKeys.data.item('FAQ', 'q1')).toEqualTypeOf<readonly ['sitekit', 'data', string, 'item', string]>();
    expectTypeOf(siteKitKeys.files.all()).toEqualTypeOf<readonly ['sitekit', 'files']>();
  });
});
