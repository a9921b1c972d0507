import { enumOf, type EnumValue } from '@sitekit/core';

/**
 * Moderation status of a review: `SUBMITTED` until moderated (or approved at once when auto-approve is on),
 * then `APPROVED` (published) or `REJECTED`.
 * @example
 * ```ts
 * review.moderation?.moderationStatus === reviews.ModerationModerationStatus.APPROVED;
 * ```
 */
export const ModerationModerationStatus = /* @__PURE__ */ enumOf('APPROVED IN_MODERATION REJECTED SUBMITTED');
export type ModerationModerationStatus = EnumValue<typeof ModerationModerationStatus>;

/**
 * Who wrote a review: a site member or a visitor (the contact variant).
 * @example
 * ```ts
 * review.author?.authorType === reviews.AuthorType.VISITOR;
 * ```
 */
export const AuthorType = /* @__PURE__ */ enumOf('MEMBER VISITOR');
export type AuthorType = EnumValue<typeof AuthorType>;

/**
 * Where a review came from: written by a visitor or member (`ORGANIC`) or created by an app (`APP`).
 * @example
 * ```ts
 * review.origin?.type === reviews.OriginType.ORGANIC;
 * ```
 */
export const OriginType = /* @__PURE__ */ enumOf('ORGANIC APP');
export type OriginType = EnumValue<typeof OriginType>;

/**
 * How the author reached the review form: a review request email or a request link.
 * @example
 * ```ts
 * review.source?.type === reviews.SourceType.REVIEW_REQUEST;
 * ```
 */
export const SourceType = /* @__PURE__ */ enumOf('REVIEW_REQUEST REQUEST_LINK');
export type SourceType = EnumValue<typeof SourceType>;
