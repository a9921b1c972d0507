/** What other domains may use of members: the slice (a review's author name), and building a member record (registration). */
export { buildMember, membersOf } from './state';
export type { MemberRecord, MembersState, NewMember } from './types';
