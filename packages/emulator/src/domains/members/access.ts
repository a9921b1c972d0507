/**
 * What other domains (and the console) may use of members: the slice (a review's author name) and the
 * owner's status change (the console's Data view). Members builds on auth: it changes identities through
 * auth's operations and keeps its records in line by listening to auth's identity events.
 */
export { SETTABLE_STATUSES, setMemberStatus, type SettableStatus } from './member-status';
export { membersOf } from './state';
export type { MemberRecord, MembersState } from './types';
