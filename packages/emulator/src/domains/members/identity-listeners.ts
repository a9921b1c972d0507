/** How members keeps a member record per identity: auth announces identity changes and logins, members listens. */
import type { Listener } from '../../engine/types';
import { onIdentityChanged, onIdentityLoggedIn } from '../auth/access';
import { buildMember, membersOf } from './state';

/** The member of each identity: created on its first change, its status and login email kept in line, its last login recorded. */
export const identityListeners: readonly Listener[] = [
  onIdentityChanged((engine, { identity, status }) => {
    const members = membersOf(engine).members;
    const existing = members[identity.id];
    if (existing) {
      existing.status = status;
      existing.loginEmail = identity.email;
    } else {
      members[identity.id] = buildMember(
        { id: identity.id, email: identity.email, firstName: identity.firstName, lastName: identity.lastName, nickname: identity.nickname, phones: identity.phones, status },
        identity.createdDate,
        members,
      );
    }
  }),
  onIdentityLoggedIn((engine, { identityId, at }) => {
    const member = membersOf(engine).members[identityId];
    if (member) member.lastLoginDate = at;
  }),
];
