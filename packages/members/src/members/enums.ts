import { enumOf, type EnumValue } from '@sitekit/core-runtime';

/**
 * A member's site access status (`UNKNOWN` when the caller may not see it).
 */
export const Status = /* @__PURE__ */ enumOf('UNKNOWN PENDING APPROVED BLOCKED OFFLINE');
export type Status = EnumValue<typeof Status>;

/**
 * Whether a member's profile is visible to visitors and other members (joining the community makes it `PUBLIC`).
 */
export const PrivacyStatusStatus = /* @__PURE__ */ enumOf('UNKNOWN PRIVATE PUBLIC');
export type PrivacyStatusStatus = EnumValue<typeof PrivacyStatusStatus>;

/**
 * Whether a member may write in the community (`MUTED` after `muteMember`).
 */
export const ActivityStatusStatus = /* @__PURE__ */ enumOf('UNKNOWN ACTIVE MUTED');
export type ActivityStatusStatus = EnumValue<typeof ActivityStatusStatus>;

/**
 * Field sets: which member fields come back. `PUBLIC` (the default): id, contact id, dates and
 * profile; `EXTENDED`: plus login email and the statuses; `FULL`: every field.
 */
export const Set = /* @__PURE__ */ enumOf('PUBLIC EXTENDED FULL');
export type Set = EnumValue<typeof Set>;

/**
 * Sort orders of `listMembers` sorting and typed queries.
 */
export const SortOrder = /* @__PURE__ */ enumOf('ASC DESC');
export type SortOrder = EnumValue<typeof SortOrder>;
