import { enumOf, type EnumValue } from '@sitekit/core-runtime';

/**
 * Moderation status of a review: `SUBMITTED` until moderated (or approved at once when auto-approve is on),
 * then `APPROVED` (published) or `REJECTED`.
 */
export const ModerationModerationStatus = /* @__PURE__ */ enumOf('UNKNOWN APPROVED IN_MODERATION REJECTED SUBMITTED');
export type ModerationModerationStatus = EnumValue<typeof ModerationModerationStatus>;

/**
 * Who wrote a review: a site member or a visitor (the contact variant).
 */
export const AuthorType = /* @__PURE__ */ enumOf('UNKNOWN MEMBER VISITOR');
export type AuthorType = EnumValue<typeof AuthorType>;

/**
 * Where a review came from: written by a visitor or member (`ORGANIC`) or created by an app (`APP`).
 */
export const OriginType = /* @__PURE__ */ enumOf('UNKNOWN ORGANIC APP');
export type OriginType = EnumValue<typeof OriginType>;

/**
 * How the author reached the review form: a review request email or a request link.
 */
export const SourceType = /* @__PURE__ */ enumOf('REVIEW_REQUEST REQUEST_LINK');
export type SourceType = EnumValue<typeof SourceType>;

/**
 * Sort order of a typed `queryReviews` query (`sort[].order`).
 */
export const SortOrder = /* @__PURE__ */ enumOf('ASC DESC');
export type SortOrder = EnumValue<typeof SortOrder>;

/**
 * The status of the platform's `updateModerationStatus` request (one review): `APPROVED` or `REJECTED`
 * (`UNKNOWN_MODERATION_STATUS` is not used).
 */
export const UpdateModerationStatusRequestModerationStatus = /* @__PURE__ */ enumOf('UNKNOWN_MODERATION_STATUS APPROVED REJECTED');
export type UpdateModerationStatusRequestModerationStatus = EnumValue<typeof UpdateModerationStatusRequestModerationStatus>;

/**
 * The status of the platform's `bulkUpdateModerationStatus` request (the reviews matching a filter): `APPROVED`
 * or `REJECTED` (`UNKNOWN` is not used).
 */
export const ModerationStatus = /* @__PURE__ */ enumOf('UNKNOWN APPROVED REJECTED');
export type ModerationStatus = EnumValue<typeof ModerationStatus>;

/**
 * Who triggered a review event (the identity in a webhook's metadata).
 */
export const WebhookIdentityType = /* @__PURE__ */ enumOf('UNKNOWN ANONYMOUS_VISITOR MEMBER WIX_USER APP');
export type WebhookIdentityType = EnumValue<typeof WebhookIdentityType>;
