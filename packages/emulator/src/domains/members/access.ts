/**
 * What other domains (and the console) may use of members: the slice (a review's author name),
 * building a member record (registration), and the owner's status change (the console's Data view).
 */
export { SETTABLE_STATUSES, setMemberStatus, type SettableStatus } from './member-status';
export { buildMember, membersOf } from './state';
export type { MemberRecord, MembersState, NewMember } from './types';
