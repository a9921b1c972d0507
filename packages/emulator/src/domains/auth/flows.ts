import { applicationError, raise, validationError } from '../../engine/errors';
import type { EngineApi } from '../../engine/types';
import { ownEntry } from '../../engine/own-entry';
import { IAM_CODES, advance, checkCaptcha, findByEmail, requireEmail } from './identities';
import type { AuthState, IdentityRecord } from './types';

/** A sign-up as the routes pass it to `register` (fields unchecked): email, password, profile, captcha tokens, the email's field name. */
export interface RegisterInput {
  email: unknown;
  password: unknown;
  profile?: { firstName?: unknown; lastName?: unknown; nickname?: unknown; phones?: unknown; phonesV2?: unknown; customFields?: unknown };
  captchaTokens?: unknown;
  /** Field name to report email problems on (`loginId.email` for v2). */
  emailField?: string;
}

/** A login as the routes pass it to `login` (fields unchecked): email, password, captcha tokens, a pending state token, the email's field name. */
export interface LoginInput {
  email: unknown;
  password: unknown;
  captchaTokens?: unknown;
  stateToken?: unknown;
  emailField?: string;
}

function optString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function requirePassword(password: unknown, field = 'password'): string {
  if (typeof password !== 'string' || password === '') {
    raise(validationError([{ field, description: 'must not be empty', violatedRule: 'REQUIRED_FIELD' }]));
  }
  if (password.length < 4) raise(validationError([{ field, description: 'must be at least 4 characters', violatedRule: 'MIN_LENGTH', data: { threshold: 4 } }]));
  if (password.length > 100) raise(validationError([{ field, description: 'must be at most 100 characters', violatedRule: 'MAX_LENGTH', data: { threshold: 100 } }]));
  return password;
}

function phonesOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((phone) => (typeof phone === 'string' ? phone : optString((phone as { phone?: unknown } | null)?.phone))).filter((phone): phone is string => phone !== undefined);
}

/** Registers an email/password identity (and its member) and answers with the next state. */
export function register(state: AuthState, engine: EngineApi, input: RegisterInput) {
  const email = requireEmail(input.email, input.emailField);
  const password = requirePassword(input.password);
  checkCaptcha(state, input.captchaTokens);
  if (findByEmail(state, email)) raise(applicationError(409, IAM_CODES.emailAlreadyExists, `An identity with email ${email} already exists`));
  const now = engine.now().toISOString();
  const profile = input.profile ?? {};
  const identity: IdentityRecord = {
    id: engine.newId(),
    email,
    password,
    emailVerified: false,
    ownerApproved: !state.policy.requireOwnerApproval,
    blocked: false,
    resetPasswordRequired: false,
    firstName: optString(profile.firstName),
    lastName: optString(profile.lastName),
    nickname: optString(profile.nickname),
    phones: [...new Set([...phonesOf(profile.phones), ...phonesOf(profile.phonesV2)])],
    customFields: Array.isArray(profile.customFields) ? profile.customFields : [],
    createdDate: now,
    updatedDate: now,
  };
  state.identities[identity.id] = identity;
  return advance(state, engine, identity);
}

/**
 * Email/password login; answers with the next state, or fails with an `IAM_CODES` error (unknown email,
 * wrong password, password reset required, missing or invalid captcha token) or BLOCKED.
 */
export function login(state: AuthState, engine: EngineApi, input: LoginInput) {
  const email = requireEmail(input.email, input.emailField);
  checkCaptcha(state, input.captchaTokens);
  const identity = findByEmail(state, email);
  if (!identity) raise(applicationError(404, IAM_CODES.unknownEmail, `No identity with email ${email}`));
  if (identity.blocked) raise(applicationError(403, 'BLOCKED', 'This identity is blocked'));
  if (identity.resetPasswordRequired) raise(applicationError(400, IAM_CODES.resetPassword, 'The password must be reset before logging in'));
  if (typeof input.password !== 'string' || identity.password === undefined || identity.password !== input.password) {
    raise(applicationError(400, IAM_CODES.invalidPassword, 'Wrong email or password'));
  }
  const stateToken = typeof input.stateToken === 'string' ? input.stateToken : undefined;
  return advance(state, engine, identity, ownEntry(state.stateTokens, stateToken)?.identityId === identity.id ? stateToken : undefined);
}
