/** Reading reviews: by id, cursor queries (sorted by date, rating or relevance) and counts. */
import { z } from 'zod';
import { parseBody, raise, validationError } from '../../engine/errors';
import { fieldsOf } from '../../engine/json';
import type { Route } from '../../engine/types';
import { matchesFilter, parseQuery, runCursorQuery, type Filter } from '../shared/query';
import { guardQuery } from '../shared/route-helpers';
import { bulkDeleteRoute } from './bulk-routes';
import { privateAllowed, requireReview, toWireReview, visibleTo, type ReviewsCtx } from './state';
import type { ReviewsState, StoredReview } from './types';

/** Newest first unless the query sorts (by `createdDate`, `reviewDate`, `content.rating`, `relevanceScore`, …). */
const DEFAULT_SORT = [{ fieldName: 'createdDate', order: 'DESC' as const }];

function visible(ctx: ReviewsCtx, includePrivate: boolean): ReturnType<typeof toWireReview>[] {
  return Object.values(ctx.state.reviews)
    .filter((review: StoredReview) => includePrivate || visibleTo(ctx.caller, review))
    .map(toWireReview);
}

const countSchema = z.object({ filter: z.record(z.string(), z.unknown()).nullish(), includePrivateReviews: z.boolean().optional() });

/** Get a review, query and count reviews (private ones only for API keys asking for them), and the bulk delete. */
export const readRoutes: Route<ReviewsState>[] = [
  {
    method: 'GET',
    path: '/reviews/v1/reviews/:reviewId',
    access: 'sessionOrApiKey',
    id: 'reviews.getReview',
    handle: (ctx) => {
      const all = privateAllowed(ctx, ctx.query.returnPrivateReviews, 'returnPrivateReviews');
      return { json: { review: toWireReview(requireReview(ctx, ctx.params.reviewId, { private: all })) } };
    },
  },
  {
    method: 'POST',
    path: '/reviews/v1/reviews/query',
    access: 'sessionOrApiKey',
    id: 'reviews.queryReviews',
    handle: (ctx) => {
      const all = privateAllowed(ctx, fieldsOf(ctx.body).returnPrivateReviews, 'returnPrivateReviews');
      return guardQuery(() => {
        const query = parseQuery(fieldsOf(ctx.body).query ?? {});
        if (query.sort.length === 0) query.sort = DEFAULT_SORT;
        const page = runCursorQuery(visible(ctx, all), query);
        return { json: { reviews: page.items, metadata: page.metadata } };
      });
    },
  },
  {
    method: 'POST',
    path: '/reviews/v1/reviews/count',
    access: 'sessionOrApiKey',
    id: 'reviews.countReviews',
    handle: (ctx) => {
      const input = parseBody(countSchema, ctx.body ?? {});
      const all = privateAllowed(ctx, input.includePrivateReviews, 'includePrivateReviews');
      if (input.filter !== undefined && input.filter !== null && typeof input.filter !== 'object') raise(validationError([{ field: 'filter', description: 'must be an object', violatedRule: 'VALIDATION' }]));
      // The filter as sent: the schema's copy of a record would turn a `__proto__` field into a prototype.
      const filter = (fieldsOf(ctx.body).filter ?? undefined) as Filter | undefined;
      const count = guardQuery(() => visible(ctx, all).filter((review) => matchesFilter(review, filter, 'filter')).length);
      return { json: { count } };
    },
  },
  bulkDeleteRoute,
];
