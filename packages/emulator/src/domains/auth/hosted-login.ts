/**
 * What the hosted login pages (the redirects domain) may do with auth: run the login, registration and
 * code steps, find the member of a session, issue an authorization code, and end a hosted session.
 */
import type { EngineApi } from '../../engine/types';
import { ownEntry } from '../../engine/own-entry';
import { login, register, type LoginInput, type RegisterInput } from './flows';
import { identityForSession } from './identities';
import { authStateOf } from './state';
import { PREFIX, randomToken, revokeMemberTokens } from './tokens';
import type { IdentityRecord } from './types';
import { verifyCode } from './verification-routes';

const CODE_TTL_MS = 10 * 60 * 1000;

/** The login step of the hosted form (email and password): the state machine's answer. */
export const hostedLogin = (engine: EngineApi, input: LoginInput) => login(authStateOf(engine), engine, input);

/** The registration step of the hosted form: the state machine's answer. */
export const hostedRegister = (engine: EngineApi, input: RegisterInput) => register(authStateOf(engine), engine, input);

/** The email code step of the hosted form: the state machine's answer. */
export const hostedVerifyCode = (engine: EngineApi, code: unknown, stateToken: unknown) => verifyCode(authStateOf(engine), engine, code, stateToken);

/** The identity behind a live IAM session token (a blocked one has none). */
export const identityOfSession = (engine: EngineApi, token: string | undefined): IdentityRecord | undefined => identityForSession(authStateOf(engine), engine, token);

/** What an authorization code is redeemed with: the client, its redirect URI and PKCE challenge. */
export interface CodeRequest {
  clientId: string;
  redirectUri?: string | undefined;
  codeChallenge: string;
}

/** Issues a one-time authorization code (ten minutes) bound to the client, redirect URI and PKCE challenge. */
export function issueAuthorizationCode(engine: EngineApi, request: CodeRequest, memberId: string): string {
  const code = randomToken(PREFIX.code);
  authStateOf(engine).codes[code] = {
    clientId: request.clientId,
    redirectUri: request.redirectUri,
    codeChallenge: request.codeChallenge,
    memberId,
    expiresAt: engine.now().getTime() + CODE_TTL_MS,
  };
  return code;
}

/** Ends a hosted IAM session (the session cookie's token) and revokes its member's tokens (only the client's, when given). */
export function endHostedSession(engine: EngineApi, sessionToken: string | undefined, clientId: string | undefined): void {
  if (!sessionToken) return;
  const auth = authStateOf(engine);
  const record = ownEntry(auth.sessions, sessionToken);
  delete auth.sessions[sessionToken];
  if (record) revokeMemberTokens(auth, record.identityId, clientId);
}
