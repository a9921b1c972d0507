import { describe, expect, it } from 'vitest';
import { createClient, isApplicationError, isForbidden, isNotFound, isUnauthorized, isValidationError, StaticTokenStrategy } from '@sitekit/core-runtime';
import { setupEmulator } from '@sitekit/emulator/msw';
import { duringTests, EMULATOR_API_KEY, memberToken, postJson, visitorToken } from '@sitekit/testing';
import { reviews } from '../reviews';

const platform = duringTests(setupEmulator());

/** A seeded product with several reviews, and one the seed leaves without any. */
const TEE = '10000000-0000-4000-8000-000000000003'; // five seeded reviews
const QUIET = '10000000-0000-4000-8000-000000000006';

async function otherMemberToken(): Promise<string> {
  const { identity } = await postJson('/_api/iam/authentication/v2/sign-on', { loginId: { email: 'reviewer.two@example.com' } }, EMULATOR_API_KEY);
  return memberToken(identity.id);
}
const as = (accessToken: string) => createClient({ modules: { reviews }, auth: StaticTokenStrategy({ accessToken }), retry: false });
const merchant = () => as(EMULATOR_API_KEY);
const visitor = async () => as(await visitorToken());
const member = async () => as(await memberToken());
const fail = (p: Promise<unknown>) => p.then(() => { throw new Error('expected a rejection'); }, (e: unknown) => e);

describe('reviews on the emulator', () => {
  it('a visitor reads approved reviews of a product: cursor pages newest first, getReview, countReviews', async () => {
    const client = await visitor();
    const first = await client.reviews.queryReviews().eq('namespace', 'stores').eq('entityId', TEE).limit(2).find();
    expect(first.items).toHaveLength(2);
    expect(first.hasNext()).toBe(true);
    const second = await first.next();
    // a kept cursor resumes the same page later (skipTo), and a page carries the query that fetched it
    const resumed = await first.query.skipTo(first.cursors!.next!).find();
    expect(resumed.items.map((r) => r._id)).toEqual(second.items.map((r) => r._id));
    const seen = [...first.items, ...second.items];
    for (const r of seen) {
      expect(r.moderation?.moderationStatus).toBe(reviews.ModerationModerationStatus.APPROVED);
      expect(r._createdDate).toBeInstanceOf(Date);
      expect(r.content?.rating).toBeGreaterThanOrEqual(1);
    }
    const times = seen.map((r) => r._createdDate!.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(await client.reviews.getReview(seen[0]!._id!)).toEqual(seen[0]);
    const { count } = await client.reviews.countReviews({ filter: { entityId: TEE } });
    const { reviews: all } = await client.reviews.queryReviews({ filter: { entityId: TEE }, cursorPaging: { limit: 100 } });
    expect(all).toHaveLength(count!);
    const highest = await client.reviews.queryReviews().eq('entityId', TEE).descending('content.rating').find();
    const ratings = highest.items.map((r) => r.content!.rating!);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('a visitor reviews through the contact variant; createReview needs a member; the platform validates the rating', async () => {
    const client = await visitor();
    const { review } = await client.reviews.createReviewAndContact('stores', QUIET, { rating: 5, title: 'Great', body: 'Love it' }, { name: 'Ann', email: 'ann@example.com' });
    expect(review).toMatchObject({ entityId: QUIET, author: { authorName: 'Ann', authorType: reviews.AuthorType.VISITOR }, origin: { type: reviews.OriginType.ORGANIC } });
    expect(isForbidden(await fail(client.reviews.createReview({ namespace: 'stores', entityId: QUIET, content: { rating: 4 } })))).toBe(true);
    const invalid = await fail(client.reviews.createReviewAndContact('stores', QUIET, { rating: 6 }, { email: 'bob@example.com' }));
    expect(isValidationError(invalid)).toBe(true);
    expect(invalid).toMatchObject({ message: 'INVALID_ARGUMENT: "content.rating" must be at most 5', fieldViolations: [{ field: 'content.rating', violatedRule: 'MAX' }] });
    const again = await fail(client.reviews.createReviewAndContact('stores', QUIET, { rating: 1 }, { email: 'ANN@example.com' }));
    expect(isApplicationError(again) && again.code).toBe('REVIEW_ALREADY_EXISTS');
    expect(isUnauthorized(await fail(as('').reviews.countReviews()))).toBe(true);
  });

  it('a member writes, edits and deletes their own review (one per product); others may not', async () => {
    const client = await member();
    const IMAGE = 'wix:image://v1/photo.jpg/my%20photo.jpg#originWidth=640&originHeight=480';
    const VIDEO = 'wix:video://v1/clip.mp4#posterUri=poster.jpg&posterWidth=320&posterHeight=180';
    const review = await client.reviews.createReview({ namespace: 'stores', entityId: QUIET, content: { rating: 4, body: 'Good', media: [{ image: IMAGE }, { video: VIDEO }] } });
    expect(review).toMatchObject({ author: { authorType: 'MEMBER', authorName: 'Demo Shopper' }, content: { rating: 4, media: [{ image: IMAGE }, { video: VIDEO }] }, revision: '1' });
    const dup = await fail(client.reviews.createReview({ namespace: 'stores', entityId: QUIET, content: { rating: 5 } }));
    expect(isApplicationError(dup) && dup.code).toBe('REVIEW_ALREADY_EXISTS');
    expect((dup as { status: number }).status).toBe(409);

    const updated = await client.reviews.updateReview(review._id!, { content: { rating: 3, body: 'Shrank' }, revision: '1' });
    expect(updated).toMatchObject({ content: { rating: 3, body: 'Shrank' }, revision: '2' });
    const { review: legacy } = await client.reviews.updateReviewContent(review._id!, { content: { rating: 2 } });
    expect(legacy).toMatchObject({ content: { rating: 2 }, revision: '3' });
    const stale = await fail(client.reviews.updateReview(review._id!, { content: { rating: 5 }, revision: '1' }));
    expect(isApplicationError(stale) && stale.code).toBe('REVISION_MISMATCH');

    const other = as(await otherMemberToken());
    expect(isForbidden(await fail(other.reviews.updateReview(review._id!, { content: { rating: 1 } })))).toBe(true);
    expect(isForbidden(await fail(other.reviews.deleteReview(review._id!)))).toBe(true);
    expect(isForbidden(await fail(client.reviews.setReply(review._id!, 'me again')))).toBe(true);
    expect(isForbidden(await fail(client.reviews.updateReview(review._id!, { moderation: { moderationStatus: 'APPROVED' } })))).toBe(true);
    const { review: deleted } = await client.reviews.deleteReview(review._id!);
    expect(deleted?._id).toBe(review._id);
    expect(isNotFound(await fail(client.reviews.getReview(review._id!)))).toBe(true);
  });

  it('the merchant moderates (auto-approve off), replies and bulk-deletes; visitors only ever see approved reviews', async () => {
    platform.emulator.stateOf<{ settings: { autoApprove: boolean } }>('reviews').settings.autoApprove = false;
    const author = await member();
    const guest = await visitor();
    const shop = merchant();
    const review = await author.reviews.createReview({ namespace: 'stores', entityId: QUIET, content: { rating: 5 } });
    expect(review.moderation?.moderationStatus).toBe(reviews.ModerationModerationStatus.SUBMITTED);
    expect(isNotFound(await fail(guest.reviews.getReview(review._id!)))).toBe(true);
    expect(isForbidden(await fail(guest.reviews.getReview(review._id!, { returnPrivateReviews: true })))).toBe(true);
    expect(isForbidden(await fail(guest.reviews.countReviews({ includePrivateReviews: true })))).toBe(true);
    expect((await guest.reviews.countReviews({ filter: { entityId: QUIET } })).count).toBe(0);
    expect((await shop.reviews.countReviews({ filter: { entityId: QUIET }, includePrivateReviews: true })).count).toBe(1);
    expect((await shop.reviews.getReview(review._id!, { returnPrivateReviews: true }))._id).toBe(review._id);

    const approved = await shop.reviews.updateReview(review._id!, { moderation: { moderationStatus: 'APPROVED' } });
    expect(approved.moderation).toEqual({ moderationStatus: 'APPROVED', manuallyChanged: true });
    expect((await guest.reviews.countReviews({ filter: { entityId: QUIET } })).count).toBe(1);

    const { review: replied } = await shop.reviews.setReply(review._id!, 'Thank you!');
    expect(replied?.reply).toMatchObject({ message: 'Thank you!', _createdDate: expect.any(Date) });
    expect((await guest.reviews.getReview(review._id!)).reply?.message).toBe('Thank you!');
    expect(isForbidden(await fail(guest.reviews.removeReply(review._id!)))).toBe(true);
    expect((await shop.reviews.removeReply(review._id!)).review?.reply).toBeUndefined();

    const rejected = await shop.reviews.updateReview(review._id!, { moderation: { moderationStatus: 'REJECTED' } });
    expect(rejected.moderation?.moderationStatus).toBe('REJECTED');
    expect((await guest.reviews.queryReviews().eq('entityId', QUIET).find()).items).toEqual([]);
    // the builder form's options reach the platform: the merchant's key sees the rejected review, a visitor may not ask
    expect((await shop.reviews.queryReviews({ returnPrivateReviews: true }).eq('entityId', QUIET).find()).items.map((r) => r._id)).toEqual([review._id]);
    expect(isForbidden(await fail(guest.reviews.queryReviews({ returnPrivateReviews: true }).eq('entityId', QUIET).find()))).toBe(true);

    expect(isForbidden(await fail(author.reviews.bulkDeleteReviews({ filter: { entityId: TEE } })))).toBe(true);
    const { jobId } = await shop.reviews.bulkDeleteReviews({ filter: { entityId: TEE } });
    expect(jobId).toEqual(expect.any(String));
    expect((await shop.reviews.countReviews({ filter: { entityId: TEE }, includePrivateReviews: true })).count).toBe(0);
  });

  it('50 concurrent reviews of one product keep its count and average exact', async () => {
    const shop = merchant();
    const guest = await visitor();
    const ratingsOf = async () => (await guest.reviews.queryReviews({ filter: { entityId: TEE }, cursorPaging: { limit: 100 } })).reviews!.map((r) => r.content!.rating!);
    const before = await ratingsOf();
    const created = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      shop.reviews.createReview({ namespace: 'stores', entityId: TEE, content: { rating: (i % 5) + 1 }, author: { contactId: `buyer-${i}`, authorName: `Buyer ${i}` } })));
    expect(new Set(created.map((r) => r._id)).size).toBe(50);
    const after = await ratingsOf();
    expect(after).toHaveLength(before.length + 50);
    expect((await guest.reviews.countReviews({ filter: { entityId: TEE } })).count).toBe(before.length + 50);
    const summary = platform.emulator.stateOf<{ summaries: Record<string, { count: number; total: number }> }>('reviews').summaries[`stores:${TEE}`]!;
    expect(summary).toEqual({ count: before.length + 50, total: before.reduce((a, b) => a + b, 0) + 150 });
    expect(summary.total / summary.count).toBeCloseTo(after.reduce((a, b) => a + b, 0) / after.length, 10);
  });
});
