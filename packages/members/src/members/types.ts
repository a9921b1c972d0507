import type { ActivityStatusStatus, PrivacyStatusStatus, Set, SortOrder, Status } from './enums';

/** A street address of a member's contact, in the platform's wire names (`addressLine`, not ecom's `addressLine1`). */
export interface Address {
  _id?: string | null;
  streetAddress?: { number?: string; name?: string };
  addressLine?: string | null;
  addressLine2?: string | null;
  city?: string | null;
  subdivision?: string | null;
  country?: string | null;
  postalCode?: string | null;
}

/** A custom contact field: its name and value. */
export interface CustomField {
  name?: string | null;
  value?: any;
}

/** A member's contact information. */
export interface Contact {
  firstName?: string | null;
  lastName?: string | null;
  phones?: string[] | null;
  emails?: string[] | null;
  addresses?: Address[];
  birthdate?: string | null;
  company?: string | null;
  jobTitle?: string | null;
  customFields?: Record<string, CustomField>;
}

/** A profile or cover photo. */
export interface Image {
  _id?: string;
  url?: string;
  height?: number;
  width?: number;
  offsetX?: number | null;
  offsetY?: number | null;
}

/**
 * What other members see: nickname, slug (the profile URL's last segment), photos, title.
 */
export interface Profile {
  nickname?: string | null;
  slug?: string | null;
  photo?: Image;
  cover?: Image;
  title?: string | null;
}

/**
 * A site member. Which fields are filled depends on the requested field sets.
 */
export interface Member {
  _id?: string | null;
  loginEmail?: string | null;
  loginEmailVerified?: boolean | null;
  status?: Status;
  contactId?: string | null;
  contact?: Contact;
  profile?: Profile;
  privacyStatus?: PrivacyStatusStatus;
  activityStatus?: ActivityStatusStatus;
  _createdDate?: Date | null;
  _updatedDate?: Date | null;
  lastLoginDate?: Date | null;
}

/** The fields `updateMember` may change (`contact.*` arrays replace the whole array). */
export type UpdateMember = Member;

/** `{ member }`: what the self-service, slug, status and contact-deletion calls resolve. */
export interface MemberResponse {
  member?: Member;
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
  fieldsets?: Set[];
  /** The older packages' single field set (`fieldSet: 'FULL'`), sent as they sent it. */
  fieldSet?: Set;
}

/** Field sets of the current member. */
export interface GetCurrentMemberOptions {
  fieldsets?: Set[];
  /** The older packages' single field set (`fieldSet: 'FULL'`), sent as they sent it. */
  fieldSet?: Set;
}

/** Offset paging of `listMembers` and typed queries. */
export interface Paging {
  limit?: number | null;
  offset?: number | null;
}

/** A sort entry: field name (SDK names) and order. */
export interface Sorting {
  fieldName?: string;
  order?: SortOrder;
}

/** Options of `listMembers`. */
export interface ListMembersOptions {
  paging?: Paging;
  fieldsets?: Set[];
  /** The older packages' single field set (`fieldSet: 'FULL'`), sent as they sent it. */
  fieldSet?: Set;
  sorting?: Sorting[];
}

/** Offset paging metadata. */
export interface PagingMetadata {
  count?: number | null;
  offset?: number | null;
  total?: number | null;
  tooManyToCount?: boolean | null;
}

/** `{ members, metadata }` of `listMembers` and the typed `queryMembers`. */
export interface ListMembersResponse {
  members?: Member[];
  metadata?: PagingMetadata;
}
/** What `queryMembers` answers when given a typed query: the matching members and the paging metadata. */
export type QueryMembersResponse = ListMembersResponse;

/** Plain-text search over `loginEmail`, `contact.firstName`, `contact.lastName`, `profile.title`, `profile.nickname`, `profile.slug`. */
export interface Search {
  expression?: string | null;
  fields?: string[];
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
  filter?: Record<string, any> | null;
  sort?: Sorting[];
  paging?: Paging;
}

/** Options of `deleteMyMember`: who receives the member's content. */
export interface DeleteMyMemberOptions {
  contentAssigneeId?: string | null;
}

/** Options of `bulkDeleteMembersByFilter`. */
export interface BulkDeleteMembersByFilterOptions {
  contentAssigneeId?: string | null;
  search?: Search;
}

/** Options of `createMember`: the member to create. */
export interface CreateMemberOptions {
  member?: Member;
}

/** One item's outcome in a bulk call. */
export interface BulkMemberResult {
  itemMetadata?: {
    _id?: string | null;
    originalIndex?: number;
    success?: boolean;
    error?: { code?: string; description?: string; data?: Record<string, any> | null };
  };
}

/** `{ results, bulkActionMetadata }` of `bulkDeleteMembers`. */
export interface BulkDeleteMembersResponse {
  results?: BulkMemberResult[];
  bulkActionMetadata?: { totalSuccesses?: number; totalFailures?: number; undetailedFailures?: number };
}

/** `{ jobId }` of the by-filter bulk calls (an async job). */
export interface BulkJobResponse {
  jobId?: string;
}
/** What `bulkDeleteMembersByFilter` answers: the id of the job that deletes the members. */
export type BulkDeleteMembersByFilterResponse = BulkJobResponse;
/** What `bulkApproveMembers` answers: the id of the job that approves the members. */
export type BulkApproveMembersResponse = BulkJobResponse;
/** What `bulkBlockMembers` answers: the id of the job that blocks the members. */
export type BulkBlockMembersResponse = BulkJobResponse;
