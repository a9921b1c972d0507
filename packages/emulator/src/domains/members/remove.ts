import type { EngineApi } from '../../engine/types';
import { authStateOf, revokeMemberTokens } from '../auth/access';
import type { MembersState } from './types';

/** Ends every session, token and pending login of an identity (blocked, disconnected or deleted members). */
export function endSessions(engine: EngineApi, id: string): void {
  const auth = authStateOf(engine);
  if (!auth) return;
  revokeMemberTokens(auth, id);
  for (const table of [auth.sessions, auth.stateTokens, auth.recoveryTokens] as Record<string, { identityId: string }>[]) {
    for (const [token, record] of Object.entries(table)) if (record.identityId === id) delete table[token];
  }
  for (const [code, record] of Object.entries(auth.codes)) if (record.memberId === id) delete auth.codes[code];
}

/** Sets whether the member's identity may log in (block / disconnect / approve). */
export function setLoginAllowed(engine: EngineApi, id: string, allowed: boolean): void {
  const identity = authStateOf(engine)?.identities[id];
  if (!identity) return;
  identity.blocked = !allowed;
  if (allowed) identity.ownerApproved = true;
  if (!allowed) endSessions(engine, id);
}

/** Removes a member and its identity, and ends its sessions. */
export function removeMember(engine: EngineApi, state: MembersState, id: string): void {
  delete state.members[id];
  endSessions(engine, id);
  const auth = authStateOf(engine);
  if (auth) delete auth.identities[id];
}
