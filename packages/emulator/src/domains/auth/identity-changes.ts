/**
 * What the back office (the members domain) may change of identities: create one with a member, change
 * its login email, allow or refuse its login, remove it, and end everything it is logged in with.
 */
import type { EngineApi } from '../../engine/types';
import type { IdentityProfile } from './identity-events';
import { findByEmail } from './identities';
import { authStateOf } from './state';
import { revokeMemberTokens } from './tokens';

/** An identity the back office creates with a member: no password yet, email not verified, approved. */
export interface NewIdentity extends IdentityProfile {
  /** ISO date. */
  date: string;
}

/** Creates the login identity of a member the back office created. */
export function createIdentity(engine: EngineApi, input: NewIdentity): void {
  const { id, email, firstName, lastName, nickname, phones, date } = input;
  authStateOf(engine).identities[id] = {
    id, email, emailVerified: false, ownerApproved: true, blocked: false, resetPasswordRequired: false,
    firstName, lastName, nickname, phones: [...phones], customFields: [], createdDate: date, updatedDate: date,
  };
}

/** Keeps an identity's login email and nickname in line with its member's; nothing when it has no identity. */
export function updateIdentity(engine: EngineApi, id: string, change: { email: string; nickname?: string | undefined }): void {
  const identity = authStateOf(engine).identities[id];
  if (!identity) return;
  identity.email = change.email;
  identity.nickname = change.nickname;
}

/** The id of the identity whose login email is `email`, if any. */
export function identityIdByEmail(engine: EngineApi, email: string): string | undefined {
  return findByEmail(authStateOf(engine), email)?.id;
}

/** Ends every session, token, authorization code and pending login of a member (blocked, disconnected or deleted). */
export function revokeMemberSessions(engine: EngineApi, memberId: string): void {
  const auth = authStateOf(engine);
  revokeMemberTokens(auth, memberId);
  for (const table of [auth.sessions, auth.stateTokens, auth.recoveryTokens] as Record<string, { identityId: string }>[]) {
    for (const [token, record] of Object.entries(table)) if (record.identityId === memberId) delete table[token];
  }
  for (const [code, record] of Object.entries(auth.codes)) if (record.memberId === memberId) delete auth.codes[code];
}

/** Sets whether a member's identity may log in (approve / block / disconnect); refusing ends its sessions. */
export function setLoginAllowed(engine: EngineApi, id: string, allowed: boolean): void {
  const identity = authStateOf(engine).identities[id];
  if (!identity) return;
  identity.blocked = !allowed;
  if (allowed) identity.ownerApproved = true;
  if (!allowed) revokeMemberSessions(engine, id);
}

/** Removes a member's identity after ending its sessions. */
export function removeIdentity(engine: EngineApi, id: string): void {
  revokeMemberSessions(engine, id);
  delete authStateOf(engine).identities[id];
}
