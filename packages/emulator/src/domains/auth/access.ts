/**
 * What other domains may use of auth: the slice, the seeded logins (members are built from them), the
 * hosted pages' steps (login, register, verify, session cookie) and revoking a member's tokens.
 */
export { authStateOf, identitySeedOf, SEED_DATE, seedMemberId } from './state';
export type { AuthState, IdentityRecord, SeedMember } from './types';
export { clearSessionCookie, readCookie, SESSION_COOKIE, sessionCookie } from './cookies';
export { login, register } from './flows';
export { findByEmail, identityForSession, requireEmail } from './identities';
export { PREFIX, randomToken, revokeMemberTokens } from './tokens';
export { verifyCode } from './verification-routes';
