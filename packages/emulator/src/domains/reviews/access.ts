/** What other domains may use of reviews: the slice (reviews and each entity's rating summary). */
export { reviewsOf } from './state';
export type { RatingSummary, ReviewsState, StoredReview } from './types';
