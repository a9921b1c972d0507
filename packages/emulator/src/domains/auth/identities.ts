import { applicationError, raise, validationError } from '../../engine/errors';
import type { EngineApi } from '../../engine/types';
import { ownEntry } from '../../engine/own-entry';
import type { IdentityChanged, IdentityLoggedIn } from './identity-events';
import type { AuthState, IdentityRecord } from './types';
import { PREFIX, randomToken } from './tokens';

/** Identity error codes (docs/wire/identity.md), as the platform sends them. */
export const IAM_CODES = {
  emailAlreadyExists: '-19995',
  invalidPassword: '-19976',
  resetPassword: '-19973',
  missingCaptchaToken: '-19971',
  invalidCaptchaToken: '-19970',
  unknownEmail: '-19999',
} as const;

const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
const STATE_TTL_MS = 60 * 60 * 1000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The state an auth answer reports: SUCCESS (with a session token), or waiting for email verification or
 * the owner's approval (with a state token).
 */
export type ServerState = 'SUCCESS' | 'REQUIRE_EMAIL_VERIFICATION' | 'REQUIRE_OWNER_APPROVAL';

/** Validates an email (validation error on `field` with rule FORMAT, `data.type` EMAIL) and lower-cases it. */
export function requireEmail(email: unknown, field = 'loginId.email'): string {
  if (typeof email !== 'string' || email.trim() === '') {
    raise(validationError([{ field, description: 'must not be empty', violatedRule: 'REQUIRED_FIELD' }]));
  }
  if (!EMAIL.test(email.trim())) {
    raise(validationError([{ field, description: 'must be a valid email', violatedRule: 'FORMAT', ruleName: 'EMAIL', data: { type: 'EMAIL' } }]));
  }
  return email.trim().toLowerCase();
}

/** Captcha policy: tokens starting with `invalid` are rejected; none at all only fails when the seed requires captcha. */
export function checkCaptcha(state: AuthState, captchaTokens: unknown): void {
  const values: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') values.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(captchaTokens);
  if (values.some((value) => value.startsWith('invalid'))) raise(applicationError(400, IAM_CODES.invalidCaptchaToken, 'Invalid captcha token'));
  if (state.policy.requireCaptcha && values.length === 0) raise(applicationError(400, IAM_CODES.missingCaptchaToken, 'Missing captcha token'));
}

/** The identity whose login email is `email` (compared lower-cased), if any. */
export function findByEmail(state: AuthState, email: string): IdentityRecord | undefined {
  const wanted = email.toLowerCase();
  return Object.values(state.identities).find((i) => i.email === wanted);
}

/** Whether the identity must still verify its email: the seed's policy requires it and the email is not verified yet. */
export function needsVerification(state: AuthState, identity: IdentityRecord): boolean {
  return state.policy.requireEmailVerification && !identity.emailVerified;
}

/** Whether the identity still waits for the owner's approval: the seed's policy requires it and it is not approved yet. */
export function needsApproval(state: AuthState, identity: IdentityRecord): boolean {
  return state.policy.requireOwnerApproval && !identity.ownerApproved;
}

/** The identity as auth responses carry it. */
export function toWireIdentity(state: AuthState, identity: IdentityRecord) {
  const reasons: string[] = [];
  if (needsVerification(state, identity)) reasons.push('PENDING_EMAIL_VERIFICATION_REQUIRED');
  if (needsApproval(state, identity)) reasons.push('PENDING_ADMIN_APPROVAL_REQUIRED');
  const name = identity.blocked ? 'BLOCKED' : reasons.length > 0 ? 'PENDING' : 'ACTIVE';
  return {
    id: identity.id,
    createdDate: identity.createdDate,
    updatedDate: identity.updatedDate,
    email: { address: identity.email, isVerified: identity.emailVerified },
    identityProfile: {
      ...(identity.firstName !== undefined ? { firstName: identity.firstName } : {}),
      ...(identity.lastName !== undefined ? { lastName: identity.lastName } : {}),
      ...(identity.nickname !== undefined ? { nickname: identity.nickname } : {}),
      // `emails` and `phones` are plain strings; the tagged objects are `secondaryEmails` and `phonesV2`.
      emails: [identity.email],
      phones: [...identity.phones],
      secondaryEmails: [{ email: identity.email, tag: 'MAIN' }],
      phonesV2: identity.phones.map((phone) => ({ phone, tag: 'UNTAGGED' })),
      customFields: identity.customFields,
    },
    status: { name, reasons },
  };
}

/** A new IAM session for an identity. */
export function createSession(state: AuthState, engine: EngineApi, identityId: string): string {
  const token = randomToken(PREFIX.session);
  state.sessions[token] = { identityId, expiresAt: engine.now().getTime() + SESSION_TTL_MS };
  return token;
}

/** The identity behind a live session token. */
export function identityForSession(state: AuthState, engine: EngineApi, token: string | undefined): IdentityRecord | undefined {
  if (!token) return undefined;
  const session = ownEntry(state.sessions, token);
  if (!session || session.expiresAt <= engine.now().getTime()) return undefined;
  const identity = state.identities[session.identityId];
  return identity && !identity.blocked ? identity : undefined;
}

/** Records a fresh 6-digit verification code in the inbox and on the state token. */
export function sendVerificationCode(state: AuthState, engine: EngineApi, identity: IdentityRecord, stateToken: string): string {
  const code = String(Math.floor(100000 + Math.random() * 900000));
  const record = state.stateTokens[stateToken];
  if (record) record.code = code;
  state.inbox.push({ to: identity.email, kind: 'verification', code, at: engine.now().toISOString() });
  return code;
}

/** A new state token for an identity whose login is pending, valid for an hour. */
export function newStateToken(state: AuthState, engine: EngineApi, identityId: string): string {
  const token = randomToken(PREFIX.state);
  state.stateTokens[token] = { identityId, expiresAt: engine.now().getTime() + STATE_TTL_MS };
  return token;
}

/** Announces a successful login of the identity (members records it as the member's last login). */
export function announceLogin(engine: EngineApi, identity: IdentityRecord): void {
  const event: IdentityLoggedIn = { type: 'auth.logged-in', identityId: identity.id, at: engine.now().toISOString() };
  engine.announce(event);
}

/** Announces the identity and its login status (members creates or updates the identity's member record). */
export function announceIdentity(state: AuthState, engine: EngineApi, identity: IdentityRecord): void {
  const status = identity.blocked ? 'BLOCKED' : needsApproval(state, identity) || needsVerification(state, identity) ? 'PENDING' : 'APPROVED';
  const { id, email, firstName, lastName, nickname, phones, createdDate } = identity;
  const event: IdentityChanged = { type: 'auth.identity-changed', identity: { id, email, firstName, lastName, nickname, phones: [...phones], createdDate }, status };
  engine.announce(event);
}

/**
 * The state-machine answer for an identity that has proved who it is (password, code, recovery):
 * SUCCESS with a session token, or the pending state with a state token (and a new code by email).
 */
export function advance(state: AuthState, engine: EngineApi, identity: IdentityRecord, reuseStateToken?: string) {
  announceIdentity(state, engine, identity);
  const wire = toWireIdentity(state, identity);
  if (needsVerification(state, identity)) {
    const stateToken = reuseStateToken && Object.hasOwn(state.stateTokens, reuseStateToken) ? reuseStateToken : newStateToken(state, engine, identity.id);
    sendVerificationCode(state, engine, identity, stateToken);
    return { state: 'REQUIRE_EMAIL_VERIFICATION' as ServerState, stateToken, identity: wire, additionalData: {} };
  }
  if (needsApproval(state, identity)) {
    const stateToken = reuseStateToken && Object.hasOwn(state.stateTokens, reuseStateToken) ? reuseStateToken : newStateToken(state, engine, identity.id);
    return { state: 'REQUIRE_OWNER_APPROVAL' as ServerState, stateToken, identity: wire, additionalData: {} };
  }
  if (reuseStateToken) delete state.stateTokens[reuseStateToken];
  announceLogin(engine, identity);
  return { state: 'SUCCESS' as ServerState, sessionToken: createSession(state, engine, identity.id), identity: wire, additionalData: {} };
}
