import {
  infiniteQueryOptions, mutationOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient,
  type UseMutationOptions, type UseMutationResult, type WithRequired,
} from '@tanstack/react-query';
import type { reviews } from '@sitekit/reviews';
import { moduleOf, type AnyClient, type RegisteredClient } from './client';
import { invalidateFor } from './invalidation';
import { reviewKeys } from './keys';
import { ROOT_KEY, type InfiniteQueryOptionsOf, type QueryOptionsOf } from './shared';
import { useSiteKitClient } from './provider';

/** The namespace store products are reviewed in. */
const STORES = 'stores';
const APPROVED = 'APPROVED';

/**
 * One cursor page of reviews (plain data).
 */
export interface ReviewsPage {
  items: reviews.Review[];
  nextCursor: string | null;
}

/**
 * A product's approved reviews, newest first, as an infinite query on the platform's cursor
 * (`reviews.queryReviews`): `fetchNextPage()` sends only the cursor.
 */
export function reviewsInfiniteQueryOptions(
  client: AnyClient, productId: string, pageSize = 5,
): InfiniteQueryOptionsOf<ReviewsPage, ReturnType<typeof reviewKeys.list>, string | null> {
  return infiniteQueryOptions({
    queryKey: reviewKeys.list(productId, pageSize),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<ReviewsPage> => {
      const query: reviews.ReviewQuery = pageParam
        ? { cursorPaging: { limit: pageSize, cursor: pageParam } }
        : {
            filter: { namespace: STORES, entityId: productId, 'moderation.moderationStatus': APPROVED },
            sort: [{ fieldName: '_createdDate', order: 'DESC' }],
            cursorPaging: { limit: pageSize },
          };
      const { reviews = [], metadata } = await moduleOf(client, 'reviews').queryReviews(query);
      return { items: reviews, nextCursor: metadata?.hasNext === false ? null : (metadata?.cursors?.next ?? null) };
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

/**
 * How a product is rated: approved reviews, their average (0 with none) and how many gave each star.
 */
export interface ReviewSummary {
  count: number;
  average: number;
  /** Reviews per rating, `[1★, 2★, 3★, 4★, 5★]`. */
  distribution: number[];
}

/** The most reviews one `queryReviews` page holds (the platform's maximum): a summary of at most this many takes one call. */
const SUMMARY_PAGE_SIZE = 100;
const RATINGS = [1, 2, 3, 4, 5];

/**
 * A product's review count, average rating and distribution: one `reviews.queryReviews` page of its approved
 * reviews, counted by rating when that page holds them all; past one page, five `reviews.countReviews` calls
 * (one per rating).
 */
export function reviewSummaryQueryOptions(client: AnyClient, productId: string): QueryOptionsOf<ReviewSummary, ReturnType<typeof reviewKeys.summary>> {
  return queryOptions({
    queryKey: reviewKeys.summary(productId),
    queryFn: async (): Promise<ReviewSummary> => {
      const calls = moduleOf(client, 'reviews');
      const approved = { namespace: STORES, entityId: productId, 'moderation.moderationStatus': APPROVED };
      const { reviews = [], metadata } = await calls.queryReviews({ filter: approved, cursorPaging: { limit: SUMMARY_PAGE_SIZE } });
      // More than one page when the platform says so; without a word on it, a next cursor or a full page means more.
      const more = metadata?.hasNext ?? (!!metadata?.cursors?.next || reviews.length >= SUMMARY_PAGE_SIZE);
      const distribution = more
        ? await Promise.all(RATINGS.map(async (rating) => (await calls.countReviews({ filter: { ...approved, 'content.rating': rating } })).count ?? 0))
        : RATINGS.map((rating) => reviews.filter((review) => review.content?.rating === rating).length);
      const count = distribution.reduce((a, b) => a + b, 0);
      const average = count ? distribution.reduce((sum, votes, i) => sum + votes * (i + 1), 0) / count : 0;
      return { count, average, distribution };
    },
  });
}

/**
 * What a new review needs; visitors also give a name and email (members write under their profile name).
 */
export interface NewReview {
  productId: string;
  content: reviews.ReviewContent;
  name?: string | undefined;
  email?: string | undefined;
  /** Write as the logged-in member (default: what the client's auth says, `auth.loggedIn()`). */
  asMember?: boolean | undefined;
}

/**
 * Writes a product review: a logged-in member's through `reviews.createReview`, a visitor's through the
 * contact variant `reviews.createReviewAndContact` with their name and email. Platform errors (a second
 * review, a rating outside 1–5) reject the mutation; the product's reviews and summary are invalidated.
 *
 * @example
 * ```ts
 * const create = useMutation(createReviewMutationOptions(client, queryClient));
 * create.mutate({ productId, content: { rating: 5, body: 'Great' }, name: 'Ann', email: 'ann@example.com' });
 * ```
 */
export function createReviewMutationOptions(
  client: AnyClient, queryClient: QueryClient,
): WithRequired<UseMutationOptions<reviews.Review | undefined, unknown, NewReview, unknown>, 'mutationKey'> {
  return mutationOptions<reviews.Review | undefined, unknown, NewReview>({
    mutationKey: [...ROOT_KEY, 'reviews', 'createReview'],
    mutationFn: async ({ productId, content, name, email, asMember = !!client.auth?.loggedIn?.() }) => {
      const calls = moduleOf(client, 'reviews');
      if (asMember) return calls.createReview({ namespace: STORES, entityId: productId, content });
      const options = { ...(name ? { name } : {}), ...(email ? { email } : {}) };
      return (await calls.createReviewAndContact(STORES, productId, content, options)).review;
    },
    onSettled: () => invalidateFor(queryClient, 'createReview'),
  });
}

/**
 * A product's approved reviews with "load more" (`fetchNextPage`).
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useReviews(productId);
 * ```
 */
export const useReviews = (productId: string, pageSize = 5) => useInfiniteQuery(reviewsInfiniteQueryOptions(useSiteKitClient<RegisteredClient>(), productId, pageSize));

/**
 * A product's review count and average rating.
 */
export const useReviewSummary = (productId: string) => useQuery(reviewSummaryQueryOptions(useSiteKitClient<RegisteredClient>(), productId));

/**
 * Writes a review (see `createReviewMutationOptions`).
 */
export const useCreateReview = (): UseMutationResult<reviews.Review | undefined, unknown, NewReview, unknown> => useMutation(createReviewMutationOptions(useSiteKitClient<RegisteredClient>(), useQueryClient()));
