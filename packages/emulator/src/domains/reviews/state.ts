/** The reviews slice: seeded reviews and summaries, who may see or edit a review, and writing a change with its summary. */
import { notFound, permissionDenied, raise } from '../../engine/errors';
import type { Caller, EngineApi, RouteContext, Seed } from '../../engine/types';
import { ownEntry } from '../../engine/own-entry';
import { membersOf } from '../members/access';
import { seedSlice } from '../shared/seed';
import type { RatingSummary, ReviewsSeed, ReviewsState, StoredContent, StoredReview } from './types';

/** The route context of the reviews domain's routes. */
export type ReviewsCtx = RouteContext<ReviewsState>;

/** The namespace the store's products are reviewed in. */
export const STORES_NAMESPACE = 'stores';

/** The key of a reviewed entity (`namespace:entityId`): its summary's key and its lock. */
export const entityKey = (review: { namespace: string; entityId: string }) => `${review.namespace}:${review.entityId}`;

/** The review as the API answers it: the stored review without its owner. */
export function toWireReview(review: StoredReview) {
  const { owner, ...wire } = review;
  void owner;
  return wire;
}

/** Approved reviews are public; a member also sees their own; an API key sees all. */
export function visibleTo(caller: Caller, review: StoredReview): boolean {
  if (caller.kind === 'apiKey' || review.moderation.moderationStatus === 'APPROVED') return true;
  return caller.kind === 'member' && review.owner.memberId === caller.memberId;
}

/** The author (a member on their own review) or an API key may change a review. */
export function canEdit(caller: Caller, review: StoredReview): boolean {
  return caller.kind === 'apiKey' || (caller.kind === 'member' && review.owner.memberId === caller.memberId);
}

/**
 * The review with this id, or 404 REVIEW_NOT_FOUND when the caller may not see it (`private`: any review;
 * `edit`: also one the caller may edit). With `edit`, a caller who may not edit it is refused (403).
 */
export function requireReview(ctx: ReviewsCtx, id: string | undefined, options: { private?: boolean; edit?: boolean } = {}): StoredReview {
  const review = ownEntry(ctx.state.reviews, id);
  if (!review || (!options.private && !visibleTo(ctx.caller, review) && !(options.edit && canEdit(ctx.caller, review)))) {
    raise(notFound('REVIEW_NOT_FOUND', `Review ${id ?? ''} not found`));
  }
  if (options.edit && !canEdit(ctx.caller, review)) raise(permissionDenied('Only the author of a review or the site owner may change it'));
  return review;
}

/** `returnPrivateReviews` / `includePrivateReviews`: only an API key may ask. */
export function privateAllowed(ctx: ReviewsCtx, asked: unknown, field: string): boolean {
  const yes = asked === true || asked === 'true';
  if (yes && ctx.caller.kind !== 'apiKey') raise(permissionDenied(`"${field}" needs an API key`));
  return yes;
}

const counts = (review: StoredReview) => review.moderation.moderationStatus === 'APPROVED';

/** The change `before` → `after` (either may be absent) makes to an entity's summary. */
export function applyToSummary(summary: RatingSummary, before: StoredReview | undefined, after: StoredReview | undefined): RatingSummary {
  let { count, total } = summary;
  if (before && counts(before)) { count -= 1; total -= before.content.rating; }
  if (after && counts(after)) { count += 1; total += after.content.rating; }
  return { count, total };
}

/**
 * Writes a review change (create, edit, moderation, delete) and its entity's summary. The summary is read,
 * then a storage round trip, then written: the routes' `lockKey` (one entity at a time) keeps it exact.
 */
export async function commit(ctx: ReviewsCtx, before: StoredReview | undefined, after: StoredReview | undefined): Promise<void> {
  const key = entityKey((after ?? before)!);
  const summary = ctx.state.summaries[key] ?? { count: 0, total: 0 };
  await ctx.engine.persist();
  ctx.state.summaries[key] = applyToSummary(summary, before, after);
  if (after) ctx.state.reviews[after.id] = after;
  else if (before) delete ctx.state.reviews[before.id];
}

/** A simple relevance score: longer text, a title and media rank higher. */
export function relevanceOf(content: StoredContent): number {
  const body = Math.min(content.body?.length ?? 0, 500) / 500;
  return Math.round((body + (content.title ? 0.2 : 0) + (content.media?.length ?? 0) * 0.3) * 100) / 100;
}

/** The lock for routes addressed by review id: the review's entity (so its summary changes one at a time). */
export function lockByReview(ctx: ReviewsCtx): string | undefined {
  const id = ctx.params.reviewId ?? ctx.params.id;
  const review = ownEntry(ctx.state.reviews, id);
  return review ? entityKey(review) : undefined;
}

/** A member's display name from the members domain (absent when that domain has no such member). */
export function memberName(engine: EngineApi, memberId: string): { name?: string; contactId?: string } {
  try {
    const member = membersOf(engine).members[memberId];
    return { name: member?.profile?.nickname, contactId: member?.contactId };
  } catch {
    return {};
  }
}

/** The reviews slice at start: the seeded reviews and their entities' summaries, and the seed's auto-approve setting (on by default). */
export function initialReviewsState(seed: Seed): ReviewsState {
  const input = seedSlice<ReviewsSeed>(seed, 'reviews');
  const state: ReviewsState = { reviews: {}, summaries: {}, contacts: {}, settings: { autoApprove: input.autoApprove ?? true } };
  for (const seedReview of input.reviews ?? []) {
    const review: StoredReview = JSON.parse(JSON.stringify({ ...seedReview, owner: {} })) as StoredReview;
    state.reviews[review.id] = review;
    const key = entityKey(review);
    state.summaries[key] = applyToSummary(state.summaries[key] ?? { count: 0, total: 0 }, undefined, review);
  }
  return state;
}

/** The reviews slice, from any domain's route. */
export function reviewsOf(engine: EngineApi): ReviewsState {
  return engine.stateOf<ReviewsState>('reviews');
}
