/** Bulk deletion by filter (API key): every matching review goes, each entity's summary in step. */
import { z } from 'zod';
import { parseBody } from '../../engine/errors';
import { fieldsOf } from '../../engine/json';
import type { Route } from '../../engine/types';
import { matchesFilter, type Filter } from '../shared/query';
import { guardQuery } from '../shared/route-helpers';
import { commit, toWireReview } from './state';
import type { ReviewsState } from './types';

const schema = z.object({ filter: z.record(z.string(), z.unknown()) });

/** `POST /reviews/v1/bulk/reviews/delete` (API key): deletes every review matching the filter, locking each entity it touches; answers a job id. */
export const bulkDeleteRoute: Route<ReviewsState> = {
  method: 'POST',
  path: '/reviews/v1/bulk/reviews/delete',
  access: 'apiKey',
  id: 'reviews.bulkDeleteReviews',
  // Locks every entity it deletes from, so each summary changes one write at a time.
  lockKey: (ctx) => {
    const filter = fieldsOf(ctx.body).filter;
    if (!filter || typeof filter !== 'object') return undefined;
    try {
      return [...new Set(Object.values(ctx.state.reviews).filter((review) => matchesFilter(toWireReview(review), filter as Filter)).map((review) => `${review.namespace}:${review.entityId}`))];
    } catch {
      return undefined;
    }
  },
  handle: async (ctx) => {
    parseBody(schema, ctx.body);
    // The filter as sent: the schema's copy of a record would turn a `__proto__` field into a prototype (an empty filter).
    const filter = fieldsOf(ctx.body).filter as Filter;
    const doomed = guardQuery(() => Object.values(ctx.state.reviews).filter((review) => matchesFilter(toWireReview(review), filter as Filter, 'filter')));
    for (const review of doomed) await commit(ctx, review, undefined);
    return { json: { jobId: ctx.engine.newId() } };
  },
};
