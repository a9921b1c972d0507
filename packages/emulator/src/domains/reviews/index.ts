/**
 * Reviews (`/reviews/v1/…`): reviews per `namespace` + `entityId` (products: `stores`), one per author and
 * entity, visitors through the contact variant, moderation with configurable auto-approve (seed
 * `reviews.autoApprove`, or `state.settings.autoApprove`), replies by the site owner, and each entity's
 * approved-review count and rating total kept in step (`state.summaries`).
 */
import type { Domain } from '../../engine/types';
import { initialReviewsState } from './state';
import { readRoutes } from './read-routes';
import type { ReviewsState } from './types';
import { writeRoutes } from './write-routes';

export type { ReviewsState, StoredReview, RatingSummary, ReviewsSeed } from './types';

/** The reviews domain: get, query and count reviews, bulk delete, and create, edit, moderate, delete and reply to reviews. */
export const domain: Domain<ReviewsState> = {
  name: 'reviews',
  initialState: initialReviewsState,
  routes: [...readRoutes, ...writeRoutes],
};
