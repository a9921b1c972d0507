import { describe, expect, it } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { createClient, isApplicationError, isValidationError, StaticTokenStrategy } from '@sitekit/core-runtime';
import { reviews } from '@sitekit/reviews';
import { setupEmulator } from '@sitekit/emulator/msw';
import { DEMO_MEMBER, duringTests, memberToken, visitorToken } from '@sitekit/testing';
import { reviewKeys } from './keys';
import { createReviewMutationOptions, type NewReview, reviewsInfiniteQueryOptions, reviewSummaryQueryOptions } from './reviews';

// The review options against the emulator: pages on the cursor, the summary, and a new review refreshing both.
const platform = duringTests(setupEmulator());

/** A seeded product with five reviews, one with two approved and one waiting in moderation, and one the seed leaves without any. */
const FIVE = '10000000-0000-4000-8000-000000000003';
const MODERATED = '10000000-0000-4000-8000-000000000002';
const QUIET = '10000000-0000-4000-8000-000000000006';
const client = (accessToken: string) => createClient({ modules: { reviews }, auth: StaticTokenStrategy({ accessToken }), retry: false });
const member = async () => client(await memberToken(DEMO_MEMBER.id));

describe('reviews options on the emulator', () => {
  it('reviewsInfiniteQueryOptions pages approved reviews newest first on the cursor; the summary counts and averages them', async () => {
    const queryClient = new QueryClient();
    const visitor = client(await visitorToken());
    const options = reviewsInfiniteQueryOptions(visitor, FIVE, 2);
    expect(options.queryKey).toEqual(['sitekit', 'reviews', FIVE, 'list', 2]);
    const first = await queryClient.fetchInfiniteQuery(options);
    expect(first.pages[0]!.items).toHaveLength(2);
    expect(first.pages[0]!.nextCursor).toEqual(expect.any(String));
    let data = first;
    while (data.pages.at(-1)!.nextCursor) data = await queryClient.fetchInfiniteQuery({ ...options, pages: data.pages.length + 1 });
    const all = data.pages.flatMap((p) => p.items);
    expect(all).toHaveLength(5);
    const times = all.map((r) => (r._createdDate as Date).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const summary = await queryClient.fetchQuery(reviewSummaryQueryOptions(visitor, FIVE));
    const ratings = all.map((r) => r.content!.rating!);
    expect(summary.count).toBe(5);
    expect(summary.average).toBeCloseTo(ratings.reduce((a, b) => a + b, 0) / 5, 10);
    expect(summary.distribution.reduce((a, b) => a + b, 0)).toBe(5);
    await expect(queryClient.fetchQuery(reviewSummaryQueryOptions(visitor, QUIET))).resolves.toEqual({ count: 0, average: 0, distribution: [0, 0, 0, 0, 0] });
  });

  it('createReviewMutationOptions: a visitor writes through the contact variant, a member as themselves; both queries are refreshed; platform errors reject', async () => {
    const queryClient = new QueryClient();
    const visitor = client(await visitorToken());
    await queryClient.fetchInfiniteQuery(reviewsInfiniteQueryOptions(visitor, QUIET));
    await queryClient.fetchQuery(reviewSummaryQueryOptions(visitor, QUIET));
    const run = (c: ReturnType<typeof client>, vars: NewReview) =>
      new MutationObserver(queryClient, createReviewMutationOptions(c, queryClient)).mutate(vars);

    const written = await run(visitor, { productId: QUIET, content: { rating: 4, body: 'Nice mug' }, name: 'Ann', email: 'ann@example.com' });
    expect(written).toMatchObject({ entityId: QUIET, author: { authorName: 'Ann', authorType: 'VISITOR' } });
    expect(queryClient.getQueryState(reviewKeys.summary(QUIET))!.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(reviewKeys.list(QUIET, 5))!.isInvalidated).toBe(true);
    expect((await queryClient.fetchQuery(reviewSummaryQueryOptions(visitor, QUIET))).count).toBe(1);

    const asMember = await run(await member(), { productId: QUIET, content: { rating: 2 }, asMember: true });
    expect(asMember).toMatchObject({ author: { authorType: 'MEMBER', authorName: 'Demo Shopper' } });
    expect(await queryClient.fetchQuery({ ...reviewSummaryQueryOptions(visitor, QUIET), staleTime: 0 })).toEqual({ count: 2, average: 3, distribution: [0, 1, 0, 1, 0] });

    const again = await run(visitor, { productId: QUIET, content: { rating: 5 }, email: 'ANN@example.com' }).catch((e: unknown) => e);
    expect(isApplicationError(again) && again.code).toBe('REVIEW_ALREADY_EXISTS');
    const invalid = await run(visitor, { productId: QUIET, content: { rating: 0 }, email: 'bob@example.com' }).catch((e: unknown) => e);
    expect(isValidationError(invalid) && invalid.message).toBe('INVALID_ARGUMENT: "content.rating" must be at least 1');
  });

  it('reviewSummaryQueryOptions reads a product whose approved reviews fit one page in one queryReviews call, the same summary the per-rating counts give', async () => {
    const visitor = client(await visitorToken());
    for (const productId of [FIVE, MODERATED, QUIET]) {
      const counted = await Promise.all([1, 2, 3, 4, 5].map(async (rating) => (await visitor.reviews.countReviews({
        filter: { namespace: 'stores', entityId: productId, 'moderation.moderationStatus': 'APPROVED', 'content.rating': rating },
      })).count));
      platform.emulator.clearRequests();
      const summary = await new QueryClient().fetchQuery(reviewSummaryQueryOptions(visitor, productId));
      expect(platform.emulator.requests.map((r) => r.routeId)).toEqual(['reviews.queryReviews']);
      expect(platform.emulator.requests[0]!.body).toEqual({
        query: { filter: { namespace: 'stores', entityId: productId, 'moderation.moderationStatus': 'APPROVED' }, cursorPaging: { limit: 100 } },
      });
      expect(summary.distribution).toEqual(counted);
    }
    expect((await new QueryClient().fetchQuery(reviewSummaryQueryOptions(visitor, MODERATED))).count).toBe(2);
  });

  it('reviewSummaryQueryOptions falls back to one countReviews call per rating when the approved reviews fill more than one page', async () => {
    const visitor = client(await visitorToken());
    const ratings = Array.from({ length: 103 }, (_, i) => [5, 4, 5, 2, 1][i % 5]!);
    for (let start = 0; start < ratings.length; start += 10) {
      await Promise.all(ratings.slice(start, start + 10).map((rating, i) =>
        visitor.reviews.createReviewAndContact('stores', QUIET, { rating }, { name: 'Fan', email: `fan${start + i}@example.com` })));
    }
    platform.emulator.clearRequests();
    const summary = await new QueryClient().fetchQuery(reviewSummaryQueryOptions(visitor, QUIET));
    expect(platform.emulator.requests.map((r) => r.routeId)).toEqual(['reviews.queryReviews', ...Array<string>(5).fill('reviews.countReviews')]);
    const distribution = [1, 2, 3, 4, 5].map((rating) => ratings.filter((r) => r === rating).length);
    expect(summary).toEqual({ count: 103, average: ratings.reduce((a, b) => a + b, 0) / 103, distribution });

    // An answer that says nothing of `hasNext` (the platform's paging metadata need not): its next cursor means more.
    let rewritten = 0;
    const withoutHasNext: typeof fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const response = await fetch(input, init);
      if (!url.endsWith('/reviews/v1/reviews/query')) return response;
      const { metadata: { hasNext: _, ...metadata }, ...rest } = await response.json() as { metadata: { hasNext?: boolean } };
      rewritten += 1;
      return Response.json({ ...rest, metadata }, { status: response.status });
    };
    const plain = createClient({ modules: { reviews }, auth: StaticTokenStrategy({ accessToken: await visitorToken() }), retry: false, fetch: withoutHasNext });
    platform.emulator.clearRequests();
    expect(await new QueryClient().fetchQuery(reviewSummaryQueryOptions(plain, QUIET))).toEqual(summary);
    expect(platform.emulator.requests).toHaveLength(6);
    platform.emulator.clearRequests();
    expect((await new QueryClient().fetchQuery(reviewSummaryQueryOptions(plain, FIVE))).count).toBe(5);
    expect(platform.emulator.requests).toHaveLength(1);
    expect(rewritten).toBe(2);
  });
});
