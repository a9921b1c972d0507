import type { Owner } from '../shared/route-helpers';

/** Where a review stands in moderation; only APPROVED reviews are public. */
export type ModerationStatus = 'UNKNOWN' | 'APPROVED' | 'IN_MODERATION' | 'REJECTED' | 'SUBMITTED';

/** An image or video attached to a review, in its wire shape. */
export interface StoredMedia {
  image?: Record<string, unknown>;
  video?: Record<string, unknown>;
}

/** What a review says: its title, body, media and rating. */
export interface StoredContent {
  title?: string;
  body?: string;
  media?: StoredMedia[];
  rating: number;
}

/** A review as the wire shows it, plus who owns it. */
export interface StoredReview {
  id: string;
  namespace: string;
  entityId: string;
  content: StoredContent;
  author: { contactId: string; authorType: 'MEMBER' | 'VISITOR' | 'UNKNOWN'; authorName?: string };
  reply?: { message: string; createdDate: string; updatedDate: string };
  moderation: { moderationStatus: ModerationStatus; manuallyChanged: boolean };
  origin: { type: 'ORGANIC' | 'APP'; appId?: string };
  source?: { type: 'REVIEW_REQUEST' | 'REQUEST_LINK' };
  foundHelpful: number;
  foundUnhelpful: number;
  helpfulness: number;
  verified: boolean;
  relevanceScore: number;
  revision: string;
  reviewDate: string;
  createdDate: string;
  updatedDate: string;
  owner: Owner;
}

/** An entity's approved reviews: how many and the sum of their ratings (the average is `total / count`). */
export interface RatingSummary {
  count: number;
  total: number;
}

/** The site's review settings: whether reviews are approved without waiting for the merchant. */
export interface ReviewsSettings {
  /** New and edited reviews are approved at once (default); otherwise they wait in `SUBMITTED` for the merchant. */
  autoApprove: boolean;
}

/** The reviews domain's state: the reviews by id, rating summaries per entity, contact ids of authors who are not members, and the settings. */
export interface ReviewsState {
  reviews: Record<string, StoredReview>;
  /** Keyed by `namespace:entityId`, kept in step with every change to an approved review. */
  summaries: Record<string, RatingSummary>;
  /** Contact ids of review authors who are not members, by lower-case email (or `visitor:<visitorId>`). */
  contacts: Record<string, string>;
  settings: ReviewsSettings;
}

/** Seed key `reviews`. */
export interface ReviewsSeed {
  autoApprove?: boolean;
  reviews?: Omit<StoredReview, 'owner'>[];
}
