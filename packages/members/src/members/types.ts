import type { ActivityStatusStatus, PrivacyStatusStatus, Set, SortOrder, Status } from './enums';

/** A street address of a member's contact, in the platform's wire names (`addressLine`, not ecom's `addressLine1`). */
export interface Address {
  _id?: string | null | undefined;
  streetAddress?: { number?: string | undefined; name?: string | undefined } | undefined;
  addressLine?: string | null | undefined;
  addressLine2?: string | null | undefined;
  city?: string | null | undefined;
  subdivision?: string | null | undefined;
  country?: string | null | undefined;
  postalCode?: string | null | undefined;
}

/** A custom contact field: its name and value. */
export interface CustomField {
  name?: string | null | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a custom field's value is any JSON value, typed `any` by the platform's SDK; apps read it unnarrowed
  value?: any;
}

/** A member's contact information. */
export interface Contact {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  phones?: string[] | null | undefined;
  emails?: string[] | null | undefined;
  addresses?: Address[] | undefined;
  birthdate?: string | null | undefined;
  company?: string | null | undefined;
  jobTitle?: string | null | undefined;
  customFields?: Record<string, CustomField> | undefined;
}

/** A profile or cover photo. */
export interface Image {
  _id?: string | undefined;
  url?: string | undefined;
  height?: number | undefined;
  width?: number | undefined;
  offsetX?: number | null | undefined;
  offsetY?: number | null | undefined;
}

/**
 * What other members see: nickname, slug (the profile URL's last segment), photos, title.
 */
export interface Profile {
  nickname?: string | null | undefined;
  slug?: string | null | undefined;
  photo?: Image | undefined;
  cover?: Image | undefined;
  title?: string | null | undefined;
}

/**
 * A site member. Which fields are filled depends on the requested field sets.
 */
export interface Member {
  _id?: string | null | undefined;
  loginEmail?: string | null | undefined;
  loginEmailVerified?: boolean | null | undefined;
  status?: Status | undefined;
  contactId?: string | null | undefined;
  contact?: Contact | undefined;
  profile?: Profile | undefined;
  privacyStatus?: PrivacyStatusStatus | undefined;
  activityStatus?: ActivityStatusStatus | undefined;
  _createdDate?: Date | null | undefined;
  _updatedDate?: Date | null | undefined;
  lastLoginDate?: Date | null | undefined;
}

/** The fields `updateMember` may change (`contact.*` arrays replace the whole array). */
export type UpdateMember = Member;

/** `{ member }`: what the self-service, slug, status and contact-deletion calls resolve. */
export interface MemberResponse {
  member?: Member | undefined;
}
/** What `updateCurrentMemberSlug` answers: the logged-in member with the new slug. */
export type UpdateMySlugResponse = MemberResponse;
/** What `updateMemberSlug` answers: the member with the new slug. */
export type UpdateMemberSlugResponse = MemberResponse;
/** What `joinCommunity` answers: the logged-in member, their profile now public. */
export type JoinCommunityResponse = MemberResponse;
/** What `leaveCommunity` answers: the logged-in member, their profile now private. */
export type LeaveCommunityResponse = MemberResponse;
/** What `getCurrentMember` answers: the logged-in member, in the field sets asked for. */
export type GetMyMemberResponse = MemberResponse;
/** What `muteMember` answers: the member, now muted. */
export type MuteMemberResponse = MemberResponse;
/** What `unmuteMember` answers: the member, active again. */
export type UnmuteMemberResponse = MemberResponse;
/** What `approveMember` answers: the member, now approved. */
export type ApproveMemberResponse = MemberResponse;
/** What `blockMember` answers: the member, now blocked. */
export type BlockMemberResponse = MemberResponse;
/** What `disconnectMember` answers: the member, now offline. */
export type DisconnectMemberResponse = MemberResponse;
/** What `deleteMemberPhones` answers: the member, without contact phones. */
export type DeleteMemberPhonesResponse = MemberResponse;
/** What `deleteMemberEmails` answers: the member, without contact emails (the login email stays). */
export type DeleteMemberEmailsResponse = MemberResponse;
/** What `deleteMemberAddresses` answers: the member, without contact addresses. */
export type DeleteMemberAddressesResponse = MemberResponse;

/** Field sets to return (default `PUBLIC`). */
export interface GetMemberOptions {
  fieldsets?: Set[] | undefined;
  /** The older packages' single field set (`fieldSet: 'FULL'`), sent as they sent it. */
  fieldSet?: Set | undefined;
}

/** Field sets of the current member. */
export interface GetCurrentMemberOptions {
  fieldsets?: Set[] | undefined;
  /** The older packages' single field set (`fieldSet: 'FULL'`), sent as they sent it. */
  fieldSet?: Set | undefined;
}

/** Offset paging of `listMembers` and typed queries. */
export interface Paging {
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}

/** A sort entry: field name (SDK names) and order. */
export interface Sorting {
  fieldName?: string | undefined;
  order?: SortOrder | undefined;
}

/** Options of `listMembers`. */
export interface ListMembersOptions {
  paging?: Paging | undefined;
  fieldsets?: Set[] | undefined;
  /** The older packages' single field set (`fieldSet: 'FULL'`), sent as they sent it. */
  fieldSet?: Set | undefined;
  sorting?: Sorting[] | undefined;
}

/** Offset paging metadata. */
export interface PagingMetadata {
  count?: number | null | undefined;
  offset?: number | null | undefined;
  total?: number | null | undefined;
  tooManyToCount?: boolean | null | undefined;
}

/** `{ members, metadata }` of `listMembers` and the typed `queryMembers`. */
export interface ListMembersResponse {
  members?: Member[] | undefined;
  metadata?: PagingMetadata | undefined;
}
/** What `queryMembers` answers when given a typed query: the matching members and the paging metadata. */
export type QueryMembersResponse = ListMembersResponse;

/** Plain-text search over `loginEmail`, `contact.firstName`, `contact.lastName`, `profile.title`, `profile.nickname`, `profile.slug`. */
export interface Search {
  expression?: string | null | undefined;
  fields?: string[] | undefined;
}

/** Options of `queryMembers` (spread at the top level of the request body, next to `query`). */
export interface QueryMembersOptions {
  fieldsets?: Set[] | undefined;
  /** The older packages' single field set (`fieldSet: 'FULL'`), sent as they sent it. */
  fieldSet?: Set | undefined;
  search?: Search | undefined;
}

/** A typed member query: filter, sort and offset paging. */
export interface MemberQuery {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the platform's filter is any JSON object (its SDK types it so)
  filter?: Record<string, any> | null | undefined;
  sort?: Sorting[] | undefined;
  paging?: Paging | undefined;
}

/** Options of `deleteMyMember`: who receives the member's content. */
export interface DeleteMyMemberOptions {
  contentAssigneeId?: string | null | undefined;
}

/** Options of `bulkDeleteMembersByFilter`. */
export interface BulkDeleteMembersByFilterOptions {
  contentAssigneeId?: string | null | undefined;
  search?: Search | undefined;
}

/** Options of `createMember`: the member to create. */
export interface CreateMemberOptions {
  member?: Member | undefined;
}

/** One item's outcome in a bulk call. */
export interface BulkMemberResult {
  itemMetadata?: {
    _id?: string | null | undefined;
    originalIndex?: number | undefined;
    success?: boolean | undefined;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a platform Struct: its SDK types it `Record<string, any>` and apps read its fields unnarrowed
    error?: { code?: string | undefined; description?: string | undefined; data?: Record<string, any> | null | undefined } | undefined;
  } | undefined;
}

/** `{ results, bulkActionMetadata }` of `bulkDeleteMembers`. */
export interface BulkDeleteMembersResponse {
  results?: BulkMemberResult[] | undefined;
  bulkActionMetadata?: { totalSuccesses?: number | undefined; totalFailures?: number | undefined; undetailedFailures?: number | undefined } | undefined;
}

/** `{ jobId }` of the by-filter bulk calls (an async job). */
export interface BulkJobResponse {
  jobId?: string | undefined;
}
/** What `bulkDeleteMembersByFilter` answers: the id of the job that deletes the members. */
export type BulkDeleteMembersByFilterResponse = BulkJobResponse;
/** What `bulkApproveMembers` answers: the id of the job that approves the members. */
export type BulkApproveMembersResponse = BulkJobResponse;
/** What `bulkBlockMembers` answers: the id of the job that blocks the members. */
export type BulkBlockMembersResponse = BulkJobResponse;
