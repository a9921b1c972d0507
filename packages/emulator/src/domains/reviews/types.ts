import type { Owner } from '../shared/route-helpers';

export type ModerationStatus = 'UNKNOWN' | 'APPROVED' | 'IN_MODERATION' | 'REJECTED' | 'SUBMITTED';

export interface StoredMedia {
  image?: Record<string, unknown>;
  video?: Record<string, unknown>;
}

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

export interface ReviewsSettings {
  /** New and edited reviews are approved at once (default); otherwise they wait in `SUBMITTED` for the merchant. */
  autoApprove: boolean;
}

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
