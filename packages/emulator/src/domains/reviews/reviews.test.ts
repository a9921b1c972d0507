import { describe, expect, it } from 'vitest';
import { API_KEY, call, commerceEmulator, demoIds, member, otherMember, visitorToken } from '../../../test/helpers';
import type { ReviewsState } from './types';

const R = '/reviews/v1/reviews';
const mug = demoIds.ceramicMug;
/** A demo product the seed leaves without reviews (each sixth product). */
const quiet = '10000000-0000-4000-8000-000000000006';
const content = (rating: number, body = 'Nice') => ({ rating, body });

describe('reviews', () => {
  it('members review through POST /reviews, visitors through /contact; one review per author and entity (409)', async () => {
    const emu = commerceEmulator();
    const demo = await member(emu);
    const created = await call(emu, 'POST', R, { auth: demo, body: { review: { namespace: 'stores', entityId: mug, content: content(4) } } });
    expect(created.status).toBe(200);
    expect(created.json.review).toMatchObject({
      namespace: 'stores', entityId: mug, content: { rating: 4 }, author: { authorType: 'MEMBER', authorName: 'Demo Shopper' },
      moderation: { moderationStatus: 'APPROVED' }, origin: { type: 'ORGANIC' }, revision: '1',
    });
    expect(created.json.review.owner).toBeUndefined();
    const again = await call(emu, 'POST', R, { auth: demo, body: { review: { namespace: 'stores', entityId: mug, content: content(5) } } });
    expect(again.status).toBe(409);
    expect(again.json.details.applicationError.code).toBe('REVIEW_ALREADY_EXISTS');

    const guest = await visitorToken(emu);
    expect((await call(emu, 'POST', R, { auth: guest, body: { review: { namespace: 'stores', entityId: mug, content: content(5) } } })).status).toBe(403);
    const v = await call(emu, 'POST', `${R}/contact`, { auth: guest, body: { namespace: 'stores', entityId: mug, content: content(2), name: 'Ann', email: 'ann@example.com' } });
    expect(v.json.review.author).toMatchObject({ authorType: 'VISITOR', authorName: 'Ann', contactId: expect.any(String) });
    const dupEmail = await call(emu, 'POST', `${R}/contact`, { auth: await visitorToken(emu), body: { namespace: 'stores', entityId: mug, content: content(3), email: 'ANN@example.com' } });
    expect(dupEmail.status).toBe(409);
    expect((await call(emu, 'POST', `${R}/contact`, { body: { namespace: 'stores', entityId: mug, content: content(3) } })).status).toBe(401);
    const missing = await call(emu, 'POST', `${R}/contact`, { auth: guest, body: { namespace: 'stores', entityId: 'no-such-product', content: content(3) } });
    expect(missing.json.details.applicationError.code).toBe('ENTITY_NOT_FOUND');
  });

  it('ratings are 1–5 and text has limits (validation errors)', async () => {
    const emu = commerceEmulator();
    const guest = await visitorToken(emu);
    for (const [rating, rule] of [[0, 'MIN'], [6, 'MAX'], [4.5, 'VALIDATION']] as const) {
      const res = await call(emu, 'POST', `${R}/contact`, { auth: guest, body: { namespace: 'stores', entityId: mug, content: { rating } } });
      expect(res.status).toBe(400);
      expect(res.json.details.validationError.fieldViolations[0]).toMatchObject({ field: 'content.rating', violatedRule: rule });
    }
    const res = await call(emu, 'POST', R, { auth: API_KEY, body: { review: { namespace: 'stores', entityId: mug, content: { rating: 9 }, author: { contactId: 'c' } } } });
    expect(res.json.message).toBe('INVALID_ARGUMENT: "review.content.rating" must be at most 5');
    const long = await call(emu, 'POST', `${R}/contact`, { auth: guest, body: { namespace: 'stores', entityId: mug, content: { rating: 3, body: 'x'.repeat(3001) } } });
    expect(long.json.details.validationError.fieldViolations[0]).toMatchObject({ field: 'content.body', violatedRule: 'MAX_LENGTH' });
  });

  it('moderation: with auto-approve off reviews wait in SUBMITTED, hidden from visitors, until the site owner approves', async () => {
    const emu = commerceEmulator();
    emu.stateOf<ReviewsState>('reviews').settings.autoApprove = false;
    const demo = await member(emu);
    const guest = await visitorToken(emu);
    const id = (await call(emu, 'POST', R, { auth: demo, body: { review: { namespace: 'stores', entityId: quiet, content: content(1) } } })).json.review.id as string;
    expect((await call(emu, 'GET', `${R}/${id}?reviewId=${id}`, { auth: demo })).json.review.moderation.moderationStatus).toBe('SUBMITTED');
    expect((await call(emu, 'GET', `${R}/${id}`, { auth: guest })).status).toBe(404);
    expect((await call(emu, 'GET', `${R}/${id}?returnPrivateReviews=true`, { auth: guest })).status).toBe(403);
    expect((await call(emu, 'GET', `${R}/${id}?returnPrivateReviews=true`, { auth: API_KEY })).status).toBe(200);
    const count = (auth: string, extra = {}) => call(emu, 'POST', `${R}/count`, { auth, body: { filter: { entityId: quiet }, ...extra } });
    expect((await count(guest)).json.count).toBe(0);
    expect((await count(API_KEY, { includePrivateReviews: true })).json.count).toBe(1);
    expect((await count(guest, { includePrivateReviews: true })).status).toBe(403);
    const selfApprove = await call(emu, 'PATCH', `${R}/${id}`, { auth: demo, body: { review: { id, moderation: { moderationStatus: 'APPROVED' } } } });
    expect(selfApprove.status).toBe(403);
    const approved = await call(emu, 'PATCH', `${R}/${id}`, { auth: API_KEY, body: { review: { id, moderation: { moderationStatus: 'APPROVED' } } } });
    expect(approved.json.review.moderation).toEqual({ moderationStatus: 'APPROVED', manuallyChanged: true });
    expect((await count(guest)).json.count).toBe(1);
    expect(emu.stateOf<ReviewsState>('reviews').summaries[`stores:${quiet}`]).toEqual({ count: 1, total: 1 });
    // The author edits: back to moderation, out of the summary.
    const edited = await call(emu, 'PUT', `${R}/content/${id}`, { auth: demo, body: { reviewId: id, content: content(5, 'Changed my mind') } });
    expect(edited.json.review).toMatchObject({ moderation: { moderationStatus: 'SUBMITTED' }, revision: '3', content: { rating: 5 } });
    expect(emu.stateOf<ReviewsState>('reviews').summaries[`stores:${quiet}`]).toEqual({ count: 0, total: 0 });
    const stale = await call(emu, 'PATCH', `${R}/${id}`, { auth: demo, body: { review: { id, revision: '1', content: content(4) } } });
    expect(stale.json.details.applicationError.code).toBe('REVISION_MISMATCH');
    const other = await otherMember(emu);
    expect((await call(emu, 'PUT', `${R}/content/${id}`, { auth: other, body: { content: content(1) } })).status).toBe(404);
  });

  it('replies only with an API key; delete by the author or the site owner; bulk delete by filter', async () => {
    const emu = commerceEmulator();
    const demo = await member(emu);
    const id = (await call(emu, 'POST', R, { auth: demo, body: { review: { namespace: 'stores', entityId: mug, content: content(4) } } })).json.review.id as string;
    expect((await call(emu, 'PATCH', `${R}/${id}/reply`, { auth: demo, body: { reviewId: id, message: 'me' } })).status).toBe(403);
    const replied = await call(emu, 'PATCH', `${R}/${id}/reply`, { auth: API_KEY, body: { reviewId: id, message: 'Thanks!' } });
    expect(replied.json.review.reply).toMatchObject({ message: 'Thanks!', createdDate: expect.any(String) });
    expect((await call(emu, 'DELETE', `${R}/${id}/reply?reviewId=${id}`, { auth: API_KEY })).json.review.reply).toBeUndefined();
    const other = await otherMember(emu);
    expect((await call(emu, 'DELETE', `${R}/${id}`, { auth: other })).status).toBe(403);
    expect((await call(emu, 'DELETE', `${R}/${id}?reviewId=${id}`, { auth: demo })).json.review.id).toBe(id);
    expect((await call(emu, 'GET', `${R}/${id}`, { auth: API_KEY })).status).toBe(404);
    const seeded = (await call(emu, 'POST', `${R}/count`, { auth: API_KEY, body: { filter: { entityId: demoIds.classicCrewTee }, includePrivateReviews: true } })).json.count as number;
    expect(seeded).toBeGreaterThan(0);
    expect((await call(emu, 'POST', '/reviews/v1/bulk/reviews/delete', { auth: demo, body: { filter: {} } })).status).toBe(403);
    expect((await call(emu, 'POST', '/reviews/v1/bulk/reviews/delete', { auth: API_KEY, body: { filter: { entityId: demoIds.classicCrewTee } } })).json.jobId).toEqual(expect.any(String));
    expect((await call(emu, 'POST', `${R}/count`, { auth: API_KEY, body: { filter: { entityId: demoIds.classicCrewTee } } })).json.count).toBe(0);
    expect(emu.stateOf<ReviewsState>('reviews').summaries[`stores:${demoIds.classicCrewTee}`]).toEqual({ count: 0, total: 0 });
  });

  it('queries with cursor paging, newest first by default, by rating or relevance; seeded summaries match the reviews', async () => {
    const emu = commerceEmulator();
    const guest = await visitorToken(emu);
    const state = emu.stateOf<ReviewsState>('reviews');
    const entity = Object.entries(state.summaries).sort((a, b) => b[1].count - a[1].count)[0]!;
    const entityId = entity[0].split(':')[1]!;
    const q = (query: unknown) => call(emu, 'POST', `${R}/query`, { auth: guest, body: { query } });
    const page1 = await q({ filter: { entityId }, cursorPaging: { limit: 2 } });
    const dates = page1.json.reviews.map((r: any) => r.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page1.json.metadata.hasNext).toBe(true);
    const rest = await q({ cursorPaging: { limit: 50, cursor: page1.json.metadata.cursors.next } });
    const all = [...page1.json.reviews, ...rest.json.reviews];
    expect(all).toHaveLength(entity[1].count);
    expect(all.reduce((s: number, r: any) => s + r.content.rating, 0)).toBe(entity[1].total);
    const byRating = await q({ filter: { entityId }, sort: [{ fieldName: 'content.rating', order: 'ASC' }] });
    const ratings = byRating.json.reviews.map((r: any) => r.content.rating);
    expect(ratings).toEqual([...ratings].sort());
    const byRelevance = await q({ filter: { entityId }, sort: [{ fieldName: 'relevanceScore', order: 'DESC' }] });
    const scores = byRelevance.json.reviews.map((r: any) => r.relevanceScore);
    expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
    // The seeded review in moderation is hidden from visitors, visible to the site owner.
    const pending = Object.values(state.reviews).find((r) => r.moderation.moderationStatus === 'SUBMITTED')!;
    expect((await q({ filter: { id: pending.id } })).json.reviews).toHaveLength(0);
    expect((await call(emu, 'POST', `${R}/query`, { auth: API_KEY, body: { query: { filter: { id: pending.id } }, returnPrivateReviews: true } })).json.reviews).toHaveLength(1);
    expect((await q({ filter: { entityId: { $bogus: 1 } } })).status).toBe(400);
  });

  it('50 concurrent reviews of one product keep its count and rating total exact; concurrent duplicates give one review', async () => {
    const emu = commerceEmulator({ storageLatencyMs: 1 });
    const product = demoIds.stonewarePlanter;
    const before = emu.stateOf<ReviewsState>('reviews').summaries[`stores:${product}`] ?? { count: 0, total: 0 };
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => call(emu, 'POST', R, {
      auth: API_KEY, body: { review: { namespace: 'stores', entityId: product, content: content((i % 5) + 1), author: { contactId: `contact-${i}` } } },
    })));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(emu.stateOf<ReviewsState>('reviews').summaries[`stores:${product}`]).toEqual({ count: before.count + 50, total: before.total + 150 });
    const dupes = await Promise.all(Array.from({ length: 5 }, () => call(emu, 'POST', R, {
      auth: API_KEY, body: { review: { namespace: 'stores', entityId: product, content: content(5), author: { contactId: 'same-contact' } } },
    })));
    expect(dupes.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
  });
});
