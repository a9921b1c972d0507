import { applicationError, notFound, raise, validationError } from '../../engine/errors';
import { fieldAt, fieldsOf } from '../../engine/json';
import type { EngineApi, Route, RouteContext } from '../../engine/types';
import { ownEntry } from '../../engine/own-entry';
import { withSearchParam } from '../shared/redirect-uris';
import { clientFor, requireAllowedUrls } from './callback-urls';
import { advance, findByEmail, requireEmail } from './identities';
import type { AuthState, IdentityRecord, RecoveryTokenRecord } from './types';
import { PREFIX, randomToken } from './tokens';

const RECOVERY_TTL_MS = 24 * 60 * 60 * 1000;
type Ctx = RouteContext<AuthState>;

/** Creates a recovery token and "emails" its link. */
export function mailRecovery(state: AuthState, engine: EngineApi, identity: IdentityRecord, kind: RecoveryTokenRecord['kind'], redirectUrl?: string): string {
  const token = randomToken(PREFIX.recovery);
  state.recoveryTokens[token] = { identityId: identity.id, kind, expiresAt: engine.now().getTime() + RECOVERY_TTL_MS };
  const fallback = `${engine.baseUrl}/_emulator/reset-password`;
  const link = withSearchParam(redirectUrl ?? fallback, 'recoveryToken', token) ?? withSearchParam(fallback, 'recoveryToken', token);
  state.inbox.push({ to: identity.email, kind, ...(link ? { link } : {}), token, at: engine.now().toISOString() });
  return token;
}

function sendEmail(ctx: Ctx) {
  const b = fieldsOf(ctx.body);
  const email = requireEmail(b['email'], 'email');
  const identity = findByEmail(ctx.state, email);
  const url: unknown = fieldAt(b, 'redirect', 'url');
  // The inbox page links to it: an http(s) URL on an allowed origin, refused here otherwise.
  requireAllowedUrls(ctx.engine, { 'redirect.url': url }, clientFor(ctx.caller, fieldAt(b, 'redirect', 'clientId')));
  // Unknown emails get the same empty answer (no account enumeration).
  if (identity) mailRecovery(ctx.state, ctx.engine, identity, 'password-reset', typeof url === 'string' && url !== '' ? url : undefined);
  return { json: {} };
}

function activationEmail(ctx: Ctx) {
  const id: unknown = fieldsOf(ctx.body)['identityId'];
  const identity = ownEntry(ctx.state.identities, id);
  if (!identity) return notFound('IDENTITY_NOT_FOUND', `No identity with id ${String(id)}`);
  mailRecovery(ctx.state, ctx.engine, identity, 'activation');
  return { json: {} };
}

/** Sets a new password with a recovery token; answers with the next state (SUCCESS + sessionToken). */
export function recover(state: AuthState, engine: EngineApi, recoveryToken: unknown, password: unknown) {
  const record = ownEntry(state.recoveryTokens, recoveryToken);
  if (!record || record.expiresAt <= engine.now().getTime() || typeof recoveryToken !== 'string') {
    raise(applicationError(400, 'INVALID_RECOVERY_TOKEN', 'The recovery token is not valid or has expired'));
  }
  if (typeof password !== 'string' || password.length < 4) {
    raise(validationError([{ field: 'password', description: 'must be at least 4 characters', violatedRule: 'MIN_LENGTH', data: { threshold: 4 } }]));
  }
  const identity = state.identities[record.identityId];
  if (!identity) raise(notFound('IDENTITY_NOT_FOUND', 'The identity no longer exists'));
  delete state.recoveryTokens[recoveryToken];
  identity.password = password;
  identity.resetPasswordRequired = false;
  identity.emailVerified = true; // the link proved the mailbox
  identity.updatedDate = engine.now().toISOString();
  return advance(state, engine, identity);
}

/** IAM recovery: send a password-reset or activation email with a recovery token, and set a new password with that token. */
export const recoveryRoutes: Route<AuthState>[] = [
  { method: 'POST', path: '/_api/iam/recovery/v1/send-email', id: 'iam.recovery.sendRecoveryEmail', access: 'public', handle: sendEmail },
  { method: 'POST', path: '/_api/iam/recovery/v1/activation-email', id: 'iam.recovery.sendActivationEmail', access: 'sessionOrApiKey', handle: activationEmail },
  {
    method: 'POST',
    path: '/_api/iam/recovery/v1/recover',
    id: 'iam.recovery.recover',
    access: 'public',
    handle: (ctx) => ({ json: recover(ctx.state, ctx.engine, fieldsOf(ctx.body)['recoveryToken'], fieldsOf(ctx.body)['password']) }),
  },
];
