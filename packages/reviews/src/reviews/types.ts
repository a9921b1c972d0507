import type { AuthorType, ModerationModerationStatus, OriginType, SortOrder, SourceType } from './enums';

/** A media item of a review: one of an image or a video, as `wix:image://v1/…` / `wix:video://v1/…` strings (wire: objects). */
export interface Media {
  image?: string | undefined;
  video?: string | undefined;
}

/**
 * What the author wrote.
 */
export interface ReviewContent {
  title?: string | null | undefined;
  body?: string | null | undefined;
  media?: Media[] | undefined;
  /** 1 to 5 (the platform validates the range). */
  rating?: number | undefined;
}

/** The review's author. */
export interface Author {
  contactId?: string | null | undefined;
  authorType?: AuthorType | undefined;
  authorName?: string | null | undefined;
}

/** The merchant's reply. */
export interface Reply {
  message?: string | undefined;
  _createdDate?: Date | null | undefined;
  _updatedDate?: Date | null | undefined;
}

/** Where a review stands in moderation: its status, and whether that status was changed by hand. */
export interface Moderation {
  moderationStatus?: ModerationModerationStatus | undefined;
  manuallyChanged?: boolean | undefined;
}

/** Where a review came from: written by a visitor or member, or created by an app (and which). */
export interface Origin {
  type?: OriginType | undefined;
  appId?: string | null | undefined;
}

/** How the author reached the review form: a review request email or a request link. */
export interface Source {
  type?: SourceType | undefined;
}

/**
 * A review of one entity (a product: namespace `stores`, entityId the product id).
 */
export interface Review {
  _id?: string | undefined;
  namespace?: string | undefined;
  entityId?: string | undefined;
  content?: ReviewContent | undefined;
  author?: Author | undefined;
  reply?: Reply | undefined;
  foundHelpful?: number | undefined;
  foundUnhelpful?: number | undefined;
  helpfulness?: number | undefined;
  moderation?: Moderation | undefined;
  revision?: string | null | undefined;
  verified?: boolean | undefined;
  origin?: Origin | undefined;
  source?: Source | undefined;
  reviewDate?: Date | null | undefined;
  relevanceScore?: number | null | undefined;
  _createdDate?: Date | null | undefined;
  _updatedDate?: Date | null | undefined;
}

/** The fields `updateReview` may change. */
export interface UpdateReview {
  content?: ReviewContent | undefined;
  moderation?: Moderation | undefined;
  revision?: string | null | undefined;
}

/** The options of `getReview`: with an API key, whether a review that is not approved is returned too. */
export interface GetReviewOptions {
  /** With an API key: also return a review that is not approved. */
  returnPrivateReviews?: boolean | undefined;
}

/** The options of `createReviewAndContact`: the visitor's display name and email, from which the platform makes the contact. */
export interface CreateReviewAndContactOptions {
  /** The visitor's display name. */
  name?: string | null | undefined;
  email?: string | null | undefined;
}

/** The options of `updateReviewContent`: the review's new content. */
export interface UpdateReviewContentOptions {
  content?: ReviewContent | undefined;
}

/** The options of `bulkDeleteReviews`: the filter that selects the reviews to delete. */
export interface BulkDeleteReviewsOptions {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the platform's filter is any JSON object (its SDK types it so)
  filter?: Record<string, any> | null | undefined;
}

/** The options of `countReviews`: the filter, and (with an API key) whether reviews that are not approved count too. */
export interface CountReviewsOptions {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the platform's filter is any JSON object (its SDK types it so)
  filter?: Record<string, any> | null | undefined;
  /** With an API key: count reviews that are not approved too. */
  includePrivateReviews?: boolean | undefined;
}

/** Options of `queryReviews`, sent at the top level of the body next to `query`. */
export interface QueryReviewsOptions {
  /** Private (unpublished) reviews too (API key). Default `false`. */
  returnPrivateReviews?: boolean | undefined;
}

/** The typed-query form: filter, sort and cursor paging. */
export interface ReviewQuery {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the platform's filter is any JSON object (its SDK types it so)
  filter?: Record<string, any> | null | undefined;
  sort?: { fieldName?: string | undefined; order?: SortOrder | undefined }[] | undefined;
  cursorPaging?: { limit?: number | null | undefined; cursor?: string | null | undefined } | undefined;
}

/**
 * The paging of a cursor page: how many items it holds, the cursors of the next and previous pages,
 * and whether there is a next page.
 */
export interface CursorPagingMetadata {
  count?: number | null | undefined;
  cursors?: { next?: string | null | undefined; prev?: string | null | undefined } | undefined;
  hasNext?: boolean | null | undefined;
}

/**
 * What `queryReviews(query)` answers (the typed-query form; the builder's `find()` gives a cursor page).
 */
export interface QueryReviewsResponse {
  reviews?: Review[] | undefined;
  metadata?: CursorPagingMetadata | undefined;
}

/** What `createReviewAndContact` answers: the new review. */
export interface CreateReviewAndContactResponse {
  review?: Review | undefined;
}

/** What `updateReviewContent` answers: the review with its new content. */
export interface UpdateReviewContentResponse {
  review?: Review | undefined;
}

/** What `deleteReview` answers: the deleted review. */
export interface DeleteReviewResponse {
  review?: Review | undefined;
}

/** What `setReply` answers: the review with the merchant's reply. */
export interface SetReplyResponse {
  review?: Review | undefined;
}

/** What `removeReply` answers: the review without the merchant's reply. */
export interface RemoveReplyResponse {
  review?: Review | undefined;
}

/** What `bulkDeleteReviews` answers: the id of the job that deletes the reviews. */
export interface BulkDeleteReviewsResponse {
  jobId?: string | undefined;
}

/** What `countReviews` answers: how many reviews match. */
export interface CountReviewsResponse {
  count?: number | undefined;
}
