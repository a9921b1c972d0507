/** Creating, editing, moderating and deleting reviews, and the merchant's replies. */
import { applicationError, notFound, parseBody, permissionDenied, raise } from '../../engine/errors';
import { fieldsOf } from '../../engine/json';
import type { Route } from '../../engine/types';
import { catalogOf } from '../catalog/access';
import { ownerOf } from '../shared/route-helpers';
import { contactSchema, contentUpdateSchema, createSchema, replySchema, updateSchema } from './input';
import {
  commit, entityKey, lockByReview, memberName, relevanceOf, requireReview, STORES_NAMESPACE, toWireReview, type ReviewsCtx,
} from './state';
import type { ReviewsState, StoredContent, StoredReview } from './types';

interface NewReview {
  namespace: string;
  entityId: string;
  content: StoredContent;
  contactId: string;
  authorType: StoredReview['author']['authorType'];
  authorName?: string | undefined;
  origin: StoredReview['origin']['type'];
  reviewDate?: string | undefined;
}

/** The store's products are the only entities of the `stores` namespace. */
function requireEntity(ctx: ReviewsCtx, namespace: string, entityId: string): void {
  if (namespace !== STORES_NAMESPACE) return;
  let products: Record<string, unknown> | undefined;
  try {
    products = catalogOf(ctx.engine).products;
  } catch {
    return;
  }
  if (products && !Object.hasOwn(products, entityId)) raise(notFound('ENTITY_NOT_FOUND', `No product ${entityId} to review`));
}

async function create(ctx: ReviewsCtx, input: NewReview) {
  requireEntity(ctx, input.namespace, input.entityId);
  const key = entityKey(input);
  const taken = Object.values(ctx.state.reviews).find((review) => entityKey(review) === key && review.author.contactId === input.contactId);
  if (taken) raise(applicationError(409, 'REVIEW_ALREADY_EXISTS', 'This author has already reviewed this item', { reviewId: taken.id }));
  const now = ctx.engine.now().toISOString();
  const review: StoredReview = {
    id: ctx.engine.newId(),
    namespace: input.namespace,
    entityId: input.entityId,
    content: input.content,
    author: { contactId: input.contactId, authorType: input.authorType, ...(input.authorName ? { authorName: input.authorName } : {}) },
    moderation: { moderationStatus: ctx.state.settings.autoApprove ? 'APPROVED' : 'SUBMITTED', manuallyChanged: false },
    origin: { type: input.origin },
    foundHelpful: 0,
    foundUnhelpful: 0,
    helpfulness: 0,
    verified: false,
    relevanceScore: relevanceOf(input.content),
    revision: '1',
    reviewDate: input.reviewDate ?? now,
    createdDate: now,
    updatedDate: now,
    owner: ownerOf(ctx.caller),
  };
  await commit(ctx, undefined, review);
  return { json: { review: toWireReview(review) } };
}

/** A contact id for an author who is not a member: one per email, else one per visitor. */
function contactFor(ctx: ReviewsCtx, email: string | undefined): string {
  const key = email ? email.toLowerCase() : ctx.caller.kind === 'visitor' ? `visitor:${ctx.caller.visitorId}` : undefined;
  if (!key) return ctx.engine.newId();
  return (ctx.state.contacts[key] ??= ctx.engine.newId());
}

/** An edit of `before` by its author: new content (moderated again unless auto-approve is on), next revision. */
function edited(ctx: ReviewsCtx, before: StoredReview, content: StoredContent): StoredReview {
  const reModerate = !ctx.state.settings.autoApprove && ctx.caller.kind !== 'apiKey';
  return {
    ...before,
    content,
    relevanceScore: relevanceOf(content),
    ...(reModerate ? { moderation: { moderationStatus: 'SUBMITTED', manuallyChanged: false } } : {}),
    revision: String(Number(before.revision) + 1),
    updatedDate: ctx.engine.now().toISOString(),
  };
}

const lockByBody = (ctx: ReviewsCtx) => {
  const { namespace, entityId } = fieldsOf(fieldsOf(ctx.body).review ?? ctx.body);
  return typeof namespace === 'string' && typeof entityId === 'string' ? entityKey({ namespace, entityId }) : undefined;
};

/** Create a review (also with a contact), update its content or the review (moderation: API key only), delete it, and set or remove the site owner's reply (API key). */
export const writeRoutes: Route<ReviewsState>[] = [
  {
    method: 'POST',
    path: '/reviews/v1/reviews',
    access: 'sessionOrApiKey',
    id: 'reviews.createReview',
    lockKey: lockByBody,
    handle: (ctx) => {
      if (ctx.caller.kind === 'visitor') raise(permissionDenied('Visitors review through POST /reviews/v1/reviews/contact'));
      const { review } = parseBody(createSchema, ctx.body);
      const base = { namespace: review.namespace, entityId: review.entityId, content: review.content, reviewDate: review.reviewDate };
      if (ctx.caller.kind === 'member') {
        const member = memberName(ctx.engine, ctx.caller.memberId);
        return create(ctx, {
          ...base, contactId: member.contactId ?? ctx.caller.memberId, authorType: 'MEMBER', authorName: review.author?.authorName ?? member.name, origin: 'ORGANIC',
        });
      }
      if (!review.author?.contactId) {
        raise({ status: 400, json: { message: 'INVALID_ARGUMENT: "review.author.contactId" must not be empty', details: { validationError: { fieldViolations: [{ field: 'review.author.contactId', description: 'must not be empty', violatedRule: 'REQUIRED_FIELD' }] } } } });
      }
      return create(ctx, { ...base, contactId: review.author.contactId, authorType: 'UNKNOWN', authorName: review.author.authorName, origin: 'APP' });
    },
  },
  {
    method: 'POST',
    path: '/reviews/v1/reviews/contact',
    access: 'sessionOrApiKey',
    id: 'reviews.createReviewAndContact',
    lockKey: lockByBody,
    handle: (ctx) => {
      const input = parseBody(contactSchema, ctx.body);
      const base = { namespace: input.namespace, entityId: input.entityId, content: input.content, origin: 'ORGANIC' as const };
      if (ctx.caller.kind === 'member') {
        const member = memberName(ctx.engine, ctx.caller.memberId);
        return create(ctx, { ...base, contactId: member.contactId ?? ctx.caller.memberId, authorType: 'MEMBER', authorName: input.name ?? member.name });
      }
      const name = input.name ?? input.email?.split('@')[0];
      return create(ctx, { ...base, contactId: contactFor(ctx, input.email), authorType: 'VISITOR', authorName: name });
    },
  },
  {
    method: 'PUT',
    path: '/reviews/v1/reviews/content/:reviewId',
    access: 'sessionOrApiKey',
    id: 'reviews.updateReviewContent',
    lockKey: lockByReview,
    handle: async (ctx) => {
      const before = requireReview(ctx, ctx.params.reviewId, { edit: true });
      const { content } = parseBody(contentUpdateSchema, ctx.body);
      const after = edited(ctx, before, content);
      await commit(ctx, before, after);
      return { json: { review: toWireReview(after) } };
    },
  },
  {
    method: 'PATCH',
    path: '/reviews/v1/reviews/:id',
    access: 'sessionOrApiKey',
    id: 'reviews.updateReview',
    lockKey: lockByReview,
    handle: async (ctx) => {
      const before = requireReview(ctx, ctx.params.id, { edit: true });
      const { review: patch } = parseBody(updateSchema, ctx.body);
      if (patch.moderation && ctx.caller.kind !== 'apiKey') raise(permissionDenied('Only the site owner moderates reviews'));
      if (patch.revision !== undefined && patch.revision !== before.revision) {
        raise(applicationError(409, 'REVISION_MISMATCH', `The review is at revision ${before.revision}`, { revision: before.revision }));
      }
      let after = patch.content ? edited(ctx, before, patch.content) : { ...before, revision: String(Number(before.revision) + 1), updatedDate: ctx.engine.now().toISOString() };
      if (patch.moderation) after = { ...after, moderation: { moderationStatus: patch.moderation.moderationStatus, manuallyChanged: true } };
      await commit(ctx, before, after);
      return { json: { review: toWireReview(after) } };
    },
  },
  {
    method: 'DELETE',
    path: '/reviews/v1/reviews/:reviewId',
    access: 'sessionOrApiKey',
    id: 'reviews.deleteReview',
    lockKey: lockByReview,
    handle: async (ctx) => {
      const review = requireReview(ctx, ctx.params.reviewId, { edit: true });
      await commit(ctx, review, undefined);
      return { json: { review: toWireReview(review) } };
    },
  },
  {
    method: 'PATCH',
    path: '/reviews/v1/reviews/:reviewId/reply',
    access: 'apiKey',
    id: 'reviews.setReply',
    lockKey: lockByReview,
    handle: (ctx) => {
      const review = requireReview(ctx, ctx.params.reviewId, { private: true });
      const { message } = parseBody(replySchema, ctx.body);
      const now = ctx.engine.now().toISOString();
      review.reply = { message, createdDate: review.reply?.createdDate ?? now, updatedDate: now };
      review.updatedDate = now;
      return { json: { review: toWireReview(review) } };
    },
  },
  {
    method: 'DELETE',
    path: '/reviews/v1/reviews/:reviewId/reply',
    access: 'apiKey',
    id: 'reviews.removeReply',
    lockKey: lockByReview,
    handle: (ctx) => {
      const review = requireReview(ctx, ctx.params.reviewId, { private: true });
      delete review.reply;
      review.updatedDate = ctx.engine.now().toISOString();
      return { json: { review: toWireReview(review) } };
    },
  },
];
