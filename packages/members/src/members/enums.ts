import { enumOf, type EnumValue } from '@sitekit/core';

/**
 * A member's site access status (`UNKNOWN` when the caller may not see it).
 * @example
 * ```ts
 * if (member.status === members.Status.PENDING) await client.members.approveMember(member._id!);
 * ```
 */
export const Status = /* @__PURE__ */ enumOf('UNKNOWN PENDING APPROVED BLOCKED OFFLINE');
export type Status = EnumValue<typeof Status>;

/**
 * Whether a member's profile is visible to visitors and other members (joining the community makes it `PUBLIC`).
 * @example
 * ```ts
 * const listed = member.privacyStatus === members.PrivacyStatusStatus.PUBLIC;
 * ```
 */
export const PrivacyStatusStatus = /* @__PURE__ */ enumOf('UNKNOWN PRIVATE PUBLIC');
export type PrivacyStatusStatus = EnumValue<typeof PrivacyStatusStatus>;

/**
 * Whether a member may write in the community (`MUTED` after `muteMember`).
 * @example
 * ```ts
 * const canPost = member.activityStatus !== members.ActivityStatusStatus.MUTED;
 * ```
 */
export const ActivityStatusStatus = /* @__PURE__ */ enumOf('UNKNOWN ACTIVE MUTED');
export type ActivityStatusStatus = EnumValue<typeof ActivityStatusStatus>;

/**
 * Field sets: which member fields come back. `PUBLIC` (the default): id, contact id, dates and
 * profile; `EXTENDED`: plus login email and the statuses; `FULL`: every field.
 * @example
 * ```ts
 * const { member } = await client.members.getCurrentMember({ fieldsets: [members.Set.FULL] });
 * ```
 */
export const Set = /* @__PURE__ */ enumOf('PUBLIC EXTENDED FULL');
export type Set = EnumValue<typeof Set>;

/**
 * Sort orders of `listMembers` sorting and typed queries.
 * @example
 * ```ts
 * await client.members.listMembers({ sorting: [{ fieldName: 'profile.nickname', order: members.SortOrder.ASC }] });
 * ```
 */
export const SortOrder = /* @__PURE__ */ enumOf('ASC DESC');
export type SortOrder = EnumValue<typeof SortOrder>;
