import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createClient, isValidationError, StaticTokenStrategy } from '@sitekit/core-runtime';
import { biHeader, expectRequest as expectWireRequest, wireServer, type Captured } from '@sitekit/testing';
import { reviews } from '../reviews';

const wire = wireServer();
const client = createClient({ modules: { reviews }, auth: StaticTokenStrategy({ accessToken: 'tok' }), retry: false });
const BASE = 'https://www.wixapis.com/reviews/v1';

/** One request exactly: verb, full URL, token, method-name header, JSON body (or none). */
const expectRequest = (req: Captured | undefined, method: string, url: string, name: string, body?: unknown, pkg = '@wix/auto_sdk_reviews_reviews') =>
  expectWireRequest(req, method, BASE + url, biHeader(pkg, `com.wixpress.critique.reviews.Reviews.${name}`, 'wix.reviews.v1.review'), body);
const LEGACY = '@wix/reviews_reviews';

const IMAGE = 'wix:image://v1/i.jpg/shoe%20side.jpg#originWidth=4&originHeight=3';
const IMAGE_ON_WIRE = { id: 'i.jpg', url: IMAGE, width: 4, height: 3, altText: 'shoe side.jpg', filename: 'shoe side.jpg' };
const VIDEO = 'wix:video://v1/v1.mp4/clip.mp4#posterUri=p.jpg&posterWidth=640&posterHeight=360';
const VIDEO_ON_WIRE = { id: 'v1.mp4', thumbnail: { id: 'p.jpg', width: 640, height: 360 } };

const WIRE_REVIEW = {
  id: 'r1', namespace: 'stores', entityId: 'p1',
  content: { title: 'Good', body: 'Fits', rating: 4, media: [{ image: { id: 'i.jpg', width: 4, height: 3, filename: 'shoe side.jpg' } }, { video: { id: 'v1.mp4' } }] },
  author: { contactId: 'c1', authorType: 'MEMBER', authorName: 'Ann' },
  reply: { message: 'Thanks', createdDate: '2026-02-01T00:00:00.000Z', updatedDate: '2026-02-02T00:00:00.000Z' },
  moderation: { moderationStatus: 'APPROVED', manuallyChanged: false },
  origin: { type: 'ORGANIC' }, revision: '2', reviewDate: '2026-01-01T00:00:00.000Z', relevanceScore: 0.5,
  createdDate: '2026-01-01T00:00:00.000Z', updatedDate: '2026-01-03T00:00:00.000Z',
};
const SDK_REVIEW = {
  _id: 'r1', namespace: 'stores', entityId: 'p1',
  content: { title: 'Good', body: 'Fits', rating: 4, media: [{ image: 'wix:image://v1/i.jpg/shoe%20side.jpg#originWidth=4&originHeight=3' }, { video: 'wix:video://v1/v1.mp4' }] },
  author: { contactId: 'c1', authorType: 'MEMBER', authorName: 'Ann' },
  reply: { message: 'Thanks', _createdDate: new Date('2026-02-01T00:00:00.000Z'), _updatedDate: new Date('2026-02-02T00:00:00.000Z') },
  moderation: { moderationStatus: 'APPROVED', manuallyChanged: false },
  origin: { type: 'ORGANIC' }, revision: '2', reviewDate: new Date('2026-01-01T00:00:00.000Z'), relevanceScore: 0.5,
  _createdDate: new Date('2026-01-01T00:00:00.000Z'), _updatedDate: new Date('2026-01-03T00:00:00.000Z'),
};

describe('reviews wire', () => {
  it('getReview: GET …/reviews/{reviewId}?reviewId=…&returnPrivateReviews=…, unwraps .review', async () => {
    wire.reply({ review: WIRE_REVIEW });
    await expect(client.reviews.getReview('r 1', { returnPrivateReviews: true })).resolves.toEqual(SDK_REVIEW);
    expectRequest(wire.requests[0], 'GET', '/reviews/r%201?reviewId=r+1&returnPrivateReviews=true', 'GetReview');
  });

  it('getReview: an empty 200 is MALFORMED_RESPONSE', async () => {
    wire.reply({});
    await expect(client.reviews.getReview('r1')).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE' });
  });

  it('createReviewAndContact (legacy): POST …/reviews/contact { namespace, entityId, content, name, email }, full response', async () => {
    wire.reply({ review: WIRE_REVIEW });
    const result = await client.reviews.createReviewAndContact('stores', 'p1', { rating: 4, body: 'Fits', media: [{ image: IMAGE }] }, { name: 'Ann', email: 'ann@example.com' });
    expect(result).toEqual({ review: SDK_REVIEW });
    expectRequest(wire.requests[0], 'POST', '/reviews/contact', 'CreateReviewAndContact', {
      namespace: 'stores', entityId: 'p1', content: { rating: 4, body: 'Fits', media: [{ image: IMAGE_ON_WIRE }] }, name: 'Ann', email: 'ann@example.com',
    }, LEGACY);
  });

  it('createReview: POST …/reviews { review } with media as objects, unwraps .review; the caller input is untouched', async () => {
    wire.reply({ review: WIRE_REVIEW });
    const input = { namespace: 'stores', entityId: 'p1', content: { rating: 4, media: [{ image: IMAGE }, { video: VIDEO }, { image: 'https://x.test/a.png' }] }, reviewDate: new Date('2026-01-01T00:00:00.000Z') };
    const copy = structuredClone(input);
    await expect(client.reviews.createReview(input)).resolves.toEqual(SDK_REVIEW);
    expectRequest(wire.requests[0], 'POST', '/reviews', 'CreateReview', {
      review: {
        namespace: 'stores', entityId: 'p1', reviewDate: '2026-01-01T00:00:00.000Z',
        content: { rating: 4, media: [{ image: IMAGE_ON_WIRE }, { video: VIDEO_ON_WIRE }, { image: { url: 'https://x.test/a.png' } }] },
      },
    });
    expect(input).toEqual(copy);
  });

  it('updateReviewContent (legacy): PUT …/reviews/content/{reviewId} { reviewId, content }, full response', async () => {
    wire.reply({ review: WIRE_REVIEW });
    await expect(client.reviews.updateReviewContent('r1', { content: { rating: 3, media: [{ video: VIDEO }] } })).resolves.toEqual({ review: SDK_REVIEW });
    expectRequest(wire.requests[0], 'PUT', '/reviews/content/r1', 'UpdateReviewContent', { reviewId: 'r1', content: { rating: 3, media: [{ video: VIDEO_ON_WIRE }] } }, LEGACY);
  });

  it('updateReview: PATCH …/reviews/{review.id} { review: { …, id } }, unwraps .review', async () => {
    wire.reply({ review: WIRE_REVIEW });
    await expect(client.reviews.updateReview('r1', { moderation: { moderationStatus: 'APPROVED' }, revision: '1' })).resolves.toEqual(SDK_REVIEW);
    expectRequest(wire.requests[0], 'PATCH', '/reviews/r1', 'UpdateReview', { review: { moderation: { moderationStatus: 'APPROVED' }, revision: '1', id: 'r1' } });
  });

  it('deleteReview: DELETE …/reviews/{reviewId}?reviewId=…, full response { review }', async () => {
    wire.reply({ review: WIRE_REVIEW });
    await expect(client.reviews.deleteReview('r1')).resolves.toEqual({ review: SDK_REVIEW });
    expectRequest(wire.requests[0], 'DELETE', '/reviews/r1?reviewId=r1', 'DeleteReview');
  });

  it('bulkDeleteReviews: POST …/bulk/reviews/delete { filter }, full response { jobId }', async () => {
    wire.reply({ jobId: 'j1' });
    await expect(client.reviews.bulkDeleteReviews({ filter: { entityId: 'p1', _createdDate: { $lt: '2026-01-01' } } })).resolves.toEqual({ jobId: 'j1' });
    expectRequest(wire.requests[0], 'POST', '/bulk/reviews/delete', 'BulkDeleteReviews', { filter: { entityId: 'p1', createdDate: { $lt: '2026-01-01' } } });
  });

  it('setReply: PATCH …/reviews/{reviewId}/reply { reviewId, message }, full response { review }', async () => {
    wire.reply({ review: WIRE_REVIEW });
    await expect(client.reviews.setReply('r1', 'Thanks')).resolves.toEqual({ review: SDK_REVIEW });
    expectRequest(wire.requests[0], 'PATCH', '/reviews/r1/reply', 'SetReply', { reviewId: 'r1', message: 'Thanks' });
  });

  it('removeReply: DELETE …/reviews/{reviewId}/reply?reviewId=…, full response { review }', async () => {
    wire.reply({ review: { ...WIRE_REVIEW, reply: undefined } });
    const { review } = await client.reviews.removeReply('r1');
    expect(review?.reply).toBeUndefined();
    expectRequest(wire.requests[0], 'DELETE', '/reviews/r1/reply?reviewId=r1', 'RemoveReply');
  });

  it('queryReviews(): cursor builder → POST …/reviews/query { query }, page from reviews/metadata, next() by cursor alone', async () => {
    wire.reply(
      { reviews: [WIRE_REVIEW], metadata: { count: 1, cursors: { next: 'c2' }, hasNext: true } },
      { reviews: [], metadata: { count: 0, cursors: { prev: 'c1' }, hasNext: false } },
    );
    const page = await client.reviews.queryReviews().eq('entityId', 'p1').eq('moderation.moderationStatus', 'APPROVED').descending('_createdDate').limit(2).find();
    expect(page.items).toEqual([SDK_REVIEW]);
    expect(page.hasNext()).toBe(true);
    expect(page.cursors).toEqual({ next: 'c2' });
    expectRequest(wire.requests[0], 'POST', '/reviews/query', 'QueryReviews', {
      query: { filter: { entityId: { $eq: 'p1' }, 'moderation.moderationStatus': { $eq: 'APPROVED' } }, sort: [{ fieldName: 'createdDate', order: 'DESC' }], cursorPaging: { limit: 2 } },
    });
    const second = await page.next();
    expect(second.hasNext()).toBe(false);
    expectRequest(wire.requests[1], 'POST', '/reviews/query', 'QueryReviews', { query: { cursorPaging: { limit: 2, cursor: 'c2' } } });
  });

  it('queryReviews(options): the builder form keeps its options at the top level of every page\'s body', async () => {
    wire.reply(
      { reviews: [WIRE_REVIEW], metadata: { count: 1, cursors: { next: 'c2' }, hasNext: true } },
      { reviews: [], metadata: { count: 0, cursors: {}, hasNext: false } },
    );
    const page = await client.reviews.queryReviews({ returnPrivateReviews: true }).eq('entityId', 'p1').limit(1).find();
    expect(page.items).toEqual([SDK_REVIEW]);
    expectRequest(wire.requests[0], 'POST', '/reviews/query', 'QueryReviews', {
      returnPrivateReviews: true, query: { filter: { entityId: { $eq: 'p1' } }, cursorPaging: { limit: 1 } },
    });
    await page.next();
    expectRequest(wire.requests[1], 'POST', '/reviews/query', 'QueryReviews', { returnPrivateReviews: true, query: { cursorPaging: { limit: 1, cursor: 'c2' } } });
  });

  it('queryReviews(query, options): typed query → body { query, …options }, full response { reviews, metadata }', async () => {
    const metadata = { count: 1, cursors: {}, hasNext: false };
    wire.reply({ reviews: [WIRE_REVIEW], metadata });
    const result = await client.reviews.queryReviews(
      { filter: { _id: { $in: ['r1'] } }, sort: [{ fieldName: '_createdDate', order: 'ASC' }], cursorPaging: { limit: 5 } },
      { returnPrivateReviews: true },
    );
    expect(result).toEqual({ reviews: [SDK_REVIEW], metadata });
    expectRequest(wire.requests[0], 'POST', '/reviews/query', 'QueryReviews', {
      query: { filter: { id: { $in: ['r1'] } }, sort: [{ fieldName: 'createdDate', order: 'ASC' }], cursorPaging: { limit: 5 } }, returnPrivateReviews: true,
    });
  });

  it('countReviews: POST …/reviews/count { filter, includePrivateReviews }, full response { count }', async () => {
    wire.reply({ count: 7 });
    await expect(client.reviews.countReviews({ filter: { entityId: 'p1' }, includePrivateReviews: true })).resolves.toEqual({ count: 7 });
    expectRequest(wire.requests[0], 'POST', '/reviews/count', 'CountReviews', { filter: { entityId: 'p1' }, includePrivateReviews: true });
  });

  it("a rating outside 1–5 goes out and comes back as the platform's validation error", async () => {
    wire.reply(HttpResponse.json({
      message: 'INVALID_ARGUMENT: "review.content.rating" must be at most 5',
      details: { validationError: { fieldViolations: [{ field: 'review.content.rating', description: 'must be at most 5', violatedRule: 'MAX' }] } },
    }, { status: 400 }));
    const error = await client.reviews.createReview({ namespace: 'stores', entityId: 'p1', content: { rating: 6 } }).catch((e: unknown) => e);
    expect(wire.requests).toHaveLength(1);
    expect(JSON.parse(wire.requests[0]!.body).review.content.rating).toBe(6);
    expect(isValidationError(error)).toBe(true);
    expect(error).toMatchObject({ message: 'INVALID_ARGUMENT: "review.content.rating" must be at most 5', fieldViolations: [{ field: 'review.content.rating', violatedRule: 'MAX' }] });
  });

  it('exposes the enums on the module', () => {
    expect(client.reviews.ModerationModerationStatus.SUBMITTED).toBe('SUBMITTED');
    expect(client.reviews.AuthorType.VISITOR).toBe('VISITOR');
    expect(client.reviews.OriginType.APP).toBe('APP');
    expect(client.reviews.SourceType.REQUEST_LINK).toBe('REQUEST_LINK');
  });
});
