/**
 * What other domains may use of auth. Auth owns identities, tokens, codes and sessions: others change
 * them only through these operations. Members (the back office) creates, updates, allows, refuses and
 * removes identities and listens for identity changes; the hosted login pages (redirects) run the login
 * steps, issue codes, end sessions and check URLs against the registered OAuth clients, which auth keeps.
 * Auth imports neither: it announces what members must know.
 */
export { identitySeedOf, SEED_DATE, seedMemberId } from './state';
export type { IdentityPolicy, SeedMember } from './types';
export { clearSessionCookie, readCookie, SESSION_COOKIE, sessionCookie } from './cookies';
export { callbackFields, clientFor, redirectAllowedFor, requireAllowedUrls } from './callback-urls';
export { requireEmail } from './identities';
export { createIdentity, identityIdByEmail, removeIdentity, revokeMemberSessions, setLoginAllowed, updateIdentity, type NewIdentity } from './identity-changes';
export { onIdentityChanged, onIdentityLoggedIn, type IdentityChanged, type IdentityLoggedIn, type IdentityStatus } from './identity-events';
export { endHostedSession, hostedLogin, hostedRegister, hostedVerifyCode, identityOfSession, issueAuthorizationCode, type CodeRequest } from './hosted-login';
