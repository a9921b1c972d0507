import { cursorPaging, isTypedQuery, optionalObject, queryBuilder, requireString, type Call, type QueryBuilder } from '@sitekit/core-runtime';
import type {
  BulkDeleteReviewsOptions, BulkDeleteReviewsResponse, CountReviewsOptions, CountReviewsResponse, CreateReviewAndContactOptions,
  CreateReviewAndContactResponse, DeleteReviewResponse, GetReviewOptions, QueryReviewsOptions, QueryReviewsResponse, RemoveReplyResponse,
  Review, ReviewContent, ReviewQuery, SetReplyResponse, UpdateReview, UpdateReviewContentOptions, UpdateReviewContentResponse,
} from './types';
import { LEGACY_REVIEWS_PACKAGE, reviewsService } from './service';
import { reviewsFromWire } from './wire';

/**
 * A review by id (`.review` unwrapped). Visitors and members see approved reviews (and members their own);
 * `returnPrivateReviews` with an API key returns any.
 *
 * @throws {ValidationError} when `reviewId` is not a non-empty string (before any request)
 */
export const getReview: Call<(reviewId: string, options?: GetReviewOptions) => Promise<Review>> =
  /* @__PURE__ */ reviewsService('GET /reviews/v1/reviews/{reviewId}', { name: 'GetReview', args: { reviewId: 'id', options: 'options' }, returns: 'review', entity: 'review' });

/**
 * **Legacy** (`@wix/reviews_reviews` 1.0.35–1.0.52): a visitor's review with an optional name and email
 * (the platform makes the contact); resolves the full response `{ review }`.
 *
 * @throws {ValidationError} when `namespace` or `entityId` is not a non-empty string, or `content` is not an object
 */
export const createReviewAndContact: Call<(
  namespace: string, entityId: string, content: ReviewContent, options?: CreateReviewAndContactOptions,
) => Promise<CreateReviewAndContactResponse>> = /* @__PURE__ */ reviewsService('POST /reviews/v1/reviews/contact', {
  name: 'CreateReviewAndContact', pkg: LEGACY_REVIEWS_PACKAGE, args: { namespace: 'id', entityId: 'id', content: 'object', options: 'options' },
});

/**
 * Creates a review (`.review` unwrapped): a member's own review, or any review with an API key. Media given as
 * `wix:image://` / `wix:video://` strings go out as objects. A rating outside 1–5 comes back as the platform's
 * validation error; a second review of the same entity by the same author is a `409`.
 *
 * @throws {ValidationError} when `review` is not an object (before any request)
 */
export const createReview: Call<(review: Review) => Promise<Review>> =
  /* @__PURE__ */ reviewsService('POST /reviews/v1/reviews', { name: 'CreateReview', args: { review: 'object' }, returns: 'review', entity: 'review' });

/**
 * **Legacy** (`@wix/reviews_reviews` 1.0.35): replaces a review's content (PUT); resolves `{ review }`.
 *
 * @throws {ValidationError} when `reviewId` is not a non-empty string
 */
export const updateReviewContent: Call<(reviewId: string, options?: UpdateReviewContentOptions) => Promise<UpdateReviewContentResponse>> =
  /* @__PURE__ */ reviewsService('PUT /reviews/v1/reviews/content/{reviewId}', { name: 'UpdateReviewContent', pkg: LEGACY_REVIEWS_PACKAGE, args: { reviewId: 'id', options: 'options' } });

/**
 * Updates a review (`.review` unwrapped): its author changes the content; with an API key the merchant also
 * moderates (`moderation.moderationStatus` `APPROVED` / `REJECTED`).
 *
 * @example
 * ```ts
 * const review = await client.reviews.updateReview(reviewId, { moderation: { moderationStatus: reviews.ModerationModerationStatus.APPROVED } });
 * ```
 * @throws {ValidationError} when `_id` is not a non-empty string or `review` is not an object
 */
export const updateReview: Call<(_id: string, review: UpdateReview) => Promise<Review>> = /* @__PURE__ */ reviewsService('PATCH /reviews/v1/reviews/{review.id}', {
  name: 'UpdateReview', args: { _id: { check: 'id', to: 'review.id' }, review: 'object' }, returns: 'review', entity: 'review',
});

/**
 * Deletes a review (its author, or an API key); resolves `{ review }`.
 *
 * @throws {ValidationError} when `reviewId` is not a non-empty string
 */
export const deleteReview: Call<(reviewId: string) => Promise<DeleteReviewResponse>> =
  /* @__PURE__ */ reviewsService('DELETE /reviews/v1/reviews/{reviewId}', { name: 'DeleteReview', args: { reviewId: 'id' } });

/**
 * Deletes every review matching `filter` (API key); resolves `{ jobId }`.
 *
 * @example
 * ```ts
 * const { jobId } = await client.reviews.bulkDeleteReviews({ filter: { entityId: productId } });
 * ```
 * @throws {ValidationError} when `options` is not an object
 */
export const bulkDeleteReviews: Call<(options?: BulkDeleteReviewsOptions) => Promise<BulkDeleteReviewsResponse>> =
  /* @__PURE__ */ reviewsService('POST /reviews/v1/bulk/reviews/delete', { name: 'BulkDeleteReviews', args: { options: 'options' } });

/**
 * The merchant's reply to a review (API key); resolves `{ review }`.
 *
 * @throws {ValidationError} when `reviewId` or `message` is not a non-empty string
 */
export const setReply: Call<(reviewId: string, message: string) => Promise<SetReplyResponse>> =
  /* @__PURE__ */ reviewsService('PATCH /reviews/v1/reviews/{reviewId}/reply', { name: 'SetReply', args: { reviewId: 'id', message: requireString } });

/**
 * Removes the merchant's reply (API key); resolves `{ review }`.
 *
 * @throws {ValidationError} when `reviewId` is not a non-empty string
 */
export const removeReply: Call<(reviewId: string) => Promise<RemoveReplyResponse>> =
  /* @__PURE__ */ reviewsService('DELETE /reviews/v1/reviews/{reviewId}/reply', { name: 'RemoveReply', args: { reviewId: 'id' } });

/** Review fields a query may name (SDK names). */
export type ReviewField = '_id' | 'namespace' | 'entityId' | '_createdDate' | '_updatedDate' | 'reviewDate' | 'relevanceScore'
  | 'content.rating' | 'author.contactId' | 'author.authorType' | 'moderation.moderationStatus' | 'helpfulness' | (string & {});

/** The query call: a cursor builder (its options go at the top level of each page's body), or the typed-query form. */
export interface QueryReviews {
  (options?: QueryReviewsOptions): QueryBuilder<Review, ReviewField>;
  (query: ReviewQuery, options?: QueryReviewsOptions): Promise<QueryReviewsResponse>;
}

/**
 * Queries reviews with cursor paging (POST `…/reviews/query`): a builder whose `find()` is a cursor page of
 * reviews (its `options`, e.g. `returnPrivateReviews`, at the top level of the body), or, given a typed query,
 * the full response `{ reviews, metadata }`. Visitors see approved reviews.
 *
 * @example
 * ```ts
 * const page = await client.reviews.queryReviews().eq('entityId', productId).descending('_createdDate').limit(5).find();
 * const more = page.hasNext() ? await page.next() : undefined;
 * const { reviews } = await client.reviews.queryReviews({ filter: { entityId: productId }, sort: [{ fieldName: 'content.rating', order: 'DESC' }] });
 * ```
 * @throws {ValidationError} when `query` is given and is not an object
 */
export const queryReviews: Call<QueryReviews> = /* @__PURE__ */ reviewsService('POST /reviews/v1/reviews/query', {
  name: 'QueryReviews',
  args: { query: 'query', options: 'options' },
  isRequest: isTypedQuery,
  builder: (send, endpoint, options?: QueryReviewsOptions) => {
    optionalObject(options, 'options');
    return queryBuilder<Review, ReviewField>({ send, endpoint, items: 'reviews', paging: cursorPaging, transform: reviewsFromWire, extra: { ...options } });
  },
}) as Call<QueryReviews>;

/**
 * How many reviews match `filter`; resolves `{ count }`. Visitors count approved reviews;
 * `includePrivateReviews` (API key) counts all.
 *
 * @throws {ValidationError} when `options` is not an object
 */
export const countReviews: Call<(options?: CountReviewsOptions) => Promise<CountReviewsResponse>> =
  /* @__PURE__ */ reviewsService('POST /reviews/v1/reviews/count', { name: 'CountReviews', args: { options: 'options' } });
