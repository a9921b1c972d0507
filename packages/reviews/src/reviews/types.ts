import type { AuthorType, ModerationModerationStatus, OriginType, SortOrder, SourceType } from './enums';

/** A media item of a review: one of an image or a video, as `wix:image://v1/…` / `wix:video://v1/…` strings (wire: objects). */
export interface Media {
  image?: string;
  video?: string;
}

/**
 * What the author wrote.
 */
export interface ReviewContent {
  title?: string | null;
  body?: string | null;
  media?: Media[];
  /** 1 to 5 (the platform validates the range). */
  rating?: number;
}

/** The review's author. */
export interface Author {
  contactId?: string | null;
  authorType?: AuthorType;
  authorName?: string | null;
}

/** The merchant's reply. */
export interface Reply {
  message?: string;
  _createdDate?: Date;
  _updatedDate?: Date;
}

/** Where a review stands in moderation: its status, and whether that status was changed by hand. */
export interface Moderation {
  moderationStatus?: ModerationModerationStatus;
  manuallyChanged?: boolean;
}

/** Where a review came from: written by a visitor or member, or created by an app (and which). */
export interface Origin {
  type?: OriginType;
  appId?: string | null;
}

/** How the author reached the review form: a review request email or a request link. */
export interface Source {
  type?: SourceType;
}

/**
 * A review of one entity (a product: namespace `stores`, entityId the product id).
 */
export interface Review {
  _id?: string;
  namespace?: string;
  entityId?: string;
  content?: ReviewContent;
  author?: Author;
  reply?: Reply;
  foundHelpful?: number;
  foundUnhelpful?: number;
  helpfulness?: number;
  moderation?: Moderation;
  revision?: string | null;
  verified?: boolean;
  origin?: Origin;
  source?: Source;
  reviewDate?: Date;
  relevanceScore?: number | null;
  _createdDate?: Date;
  _updatedDate?: Date;
}

/** The fields `updateReview` may change. */
export interface UpdateReview {
  content?: ReviewContent;
  moderation?: Moderation;
  revision?: string | null;
}

/** The options of `getReview`: with an API key, whether a review that is not approved is returned too. */
export interface GetReviewOptions {
  /** With an API key: also return a review that is not approved. */
  returnPrivateReviews?: boolean;
}

/** The options of `createReviewAndContact`: the visitor's display name and email, from which the platform makes the contact. */
export interface CreateReviewAndContactOptions {
  /** The visitor's display name. */
  name?: string | null;
  email?: string | null;
}

/** The options of `updateReviewContent`: the review's new content. */
export interface UpdateReviewContentOptions {
  content?: ReviewContent;
}

/** The options of `bulkDeleteReviews`: the filter that selects the reviews to delete. */
export interface BulkDeleteReviewsOptions {
  filter?: Record<string, any> | null;
}

/** The options of `countReviews`: the filter, and (with an API key) whether reviews that are not approved count too. */
export interface CountReviewsOptions {
  filter?: Record<string, any> | null;
  /** With an API key: count reviews that are not approved too. */
  includePrivateReviews?: boolean;
}

/** Options of `queryReviews`, sent at the top level of the body next to `query`. */
export interface QueryReviewsOptions {
  /** Private (unpublished) reviews too (API key). Default `false`. */
  returnPrivateReviews?: boolean;
}

/** The typed-query form: filter, sort and cursor paging. */
export interface ReviewQuery {
  filter?: Record<string, any> | null;
  sort?: { fieldName?: string; order?: SortOrder }[];
  cursorPaging?: { limit?: number | null; cursor?: string | null };
}

/**
 * The paging of a cursor page: how many items it holds, the cursors of the next and previous pages,
 * and whether there is a next page.
 */
export interface CursorPagingMetadata {
  count?: number | null;
  cursors?: { next?: string | null; prev?: string | null };
  hasNext?: boolean | null;
}

/**
 * What `queryReviews(query)` answers (the typed-query form; the builder's `find()` gives a cursor page).
 */
export interface QueryReviewsResponse {
  reviews?: Review[];
  metadata?: CursorPagingMetadata;
}

/** What `createReviewAndContact` answers: the new review. */
export interface CreateReviewAndContactResponse {
  review?: Review;
}

/** What `updateReviewContent` answers: the review with its new content. */
export interface UpdateReviewContentResponse {
  review?: Review;
}

/** What `deleteReview` answers: the deleted review. */
export interface DeleteReviewResponse {
  review?: Review;
}

/** What `setReply` answers: the review with the merchant's reply. */
export interface SetReplyResponse {
  review?: Review;
}

/** What `removeReply` answers: the review without the merchant's reply. */
export interface RemoveReplyResponse {
  review?: Review;
}

/** What `bulkDeleteReviews` answers: the id of the job that deletes the reviews. */
export interface BulkDeleteReviewsResponse {
  jobId?: string;
}

/** What `countReviews` answers: how many reviews match. */
export interface CountReviewsResponse {
  count?: number;
}
