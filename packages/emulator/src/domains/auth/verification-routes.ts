import { applicationError, notFound, raise } from '../../engine/errors';
import { fieldsOf } from '../../engine/json';
import type { EngineApi, Route, RouteContext } from '../../engine/types';
import { ownEntry } from '../../engine/own-entry';
import { advance, newStateToken, sendVerificationCode, toWireIdentity } from './identities';
import type { AuthState } from './types';

type Ctx = RouteContext<AuthState>;

function start(ctx: Ctx) {
  const id: unknown = fieldsOf(ctx.body)['identityId'];
  const identity = ownEntry(ctx.state.identities, id);
  if (!identity) return notFound('IDENTITY_NOT_FOUND', `No identity with id ${String(id)}`);
  const verificationId = newStateToken(ctx.state, ctx.engine, identity.id);
  sendVerificationCode(ctx.state, ctx.engine, identity, verificationId);
  return { json: { verificationId } };
}

function liveStateToken(state: AuthState, engine: EngineApi, token: unknown) {
  const record = ownEntry(state.stateTokens, token);
  const identity = record && record.expiresAt > engine.now().getTime() ? state.identities[record.identityId] : undefined;
  if (!record || !identity || typeof token !== 'string') raise(applicationError(400, 'INVALID_STATE_TOKEN', 'The state token is not valid or has expired'));
  return { token, record, identity };
}

/** Verifies the emailed code: the next state (SUCCESS + sessionToken, or REQUIRE_OWNER_APPROVAL). */
export function verifyCode(state: AuthState, engine: EngineApi, code: unknown, stateToken: unknown) {
  const { token, record, identity } = liveStateToken(state, engine, stateToken);
  if (record.code === undefined || String(code ?? '').trim() !== record.code) {
    raise(applicationError(400, 'INVALID_VERIFICATION_CODE', 'The verification code is wrong'));
  }
  identity.emailVerified = true;
  delete record.code;
  identity.updatedDate = engine.now().toISOString();
  return advance(state, engine, identity, token);
}

function resend(ctx: Ctx) {
  const { token, identity } = liveStateToken(ctx.state, ctx.engine, fieldsOf(ctx.body)['stateToken']);
  sendVerificationCode(ctx.state, ctx.engine, identity, token);
  // Still waiting for the code: the same state, with the same state token.
  return { json: { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: token, identity: toWireIdentity(ctx.state, identity), additionalData: {} } };
}

const verify = (ctx: Ctx) => ({ json: verifyCode(ctx.state, ctx.engine, fieldsOf(ctx.body)['code'], fieldsOf(ctx.body)['stateToken']) });

/** IAM verification: start a verification (email a code), and verify or resend the code of a login waiting for email verification (both answer the login's state). */
export const verificationRoutes: Route<AuthState>[] = [
  { method: 'POST', path: '/_api/iam/verification/v1/start', id: 'iam.verification.start', access: 'public', handle: start },
  { method: 'POST', path: '/_api/iam/verification/v1/Start', id: 'iam.verification.startLegacy', access: 'public', handle: start },
  { method: 'POST', path: '/_api/iam/verification/v1/auth/verify', id: 'iam.verification.verifyDuringAuthentication', access: 'public', handle: verify },
  { method: 'POST', path: '/_api/iam/verification/v1/auth/resend', id: 'iam.verification.resendDuringAuthentication', access: 'public', handle: resend },
];
