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

export interface Moderation {
  moderationStatus?: ModerationModerationStatus;
  manuallyChanged?: boolean;
}

export interface Origin {
  type?: OriginType;
  appId?: string | null;
}

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
  [key: string]: unknown;
}

/** The fields `updateReview` may change. */
export interface UpdateReview {
  content?: ReviewContent;
  moderation?: Moderation;
  revision?: string | null;
  [key: string]: unknown;
}

export interface GetReviewOptions {
  /** With an API key: also return a review that is not approved. */
  returnPrivateReviews?: boolean;
}

export interface CreateReviewAndContactOptions {
  /** The visitor's display name. */
  name?: string | null;
  email?: string | null;
}

export interface UpdateReviewContentOptions {
  content?: ReviewContent;
}

export interface BulkDeleteReviewsOptions {
  filter?: Record<string, any> | null;
}

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

export interface CreateReviewAndContactResponse {
  review?: Review;
}

export interface UpdateReviewContentResponse {
  review?: Review;
}

export interface DeleteReviewResponse {
  review?: Review;
}

export interface SetReplyResponse {
  review?: Review;
}

export interface RemoveReplyResponse {
  review?: Review;
}

export interface BulkDeleteReviewsResponse {
  jobId?: string;
}

export interface CountReviewsResponse {
  count?: number;
}
