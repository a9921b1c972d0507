import { applicationError, raise } from '../../engine/errors';
import { fieldAt, fieldsOf, type JsonObject } from '../../engine/json';
import type { Route, RouteContext } from '../../engine/types';
import { ownEntry } from '../../engine/own-entry';
import { safeHref } from '../shared/redirect-uris';
import { clientFor, requireAllowedUrls } from './callback-urls';
import { clearSessionCookie, readCookie, SESSION_COOKIE } from './cookies';
import { register, login } from './flows';
import { advance, requireEmail, findByEmail, toWireIdentity, createSession, announceIdentity } from './identities';
import type { AuthState, IdentityRecord } from './types';
import { revokeMemberTokens } from './tokens';

type Ctx = RouteContext<AuthState>;

/** Legacy v1 bodies carry the email in `identity`, `identifier` or `loginId`, and the password in `inputs`. */
function legacyEmail(b: JsonObject): unknown {
  return fieldAt(b, 'loginId', 'email') ?? fieldAt(b, 'identifier', 'email') ?? (typeof b['identifier'] === 'string' ? b['identifier'] : undefined) ?? fieldAt(b, 'identity', 'email') ?? fieldAt(b, 'identity', 'identifiers', 0, 'email') ?? b['email'];
}
function legacyPassword(b: JsonObject): unknown {
  const inputs = b['inputs'];
  if (Array.isArray(inputs)) return fieldAt(inputs, 0, 'value') ?? fieldAt(inputs, 0, 'password');
  return fieldAt(inputs, 'password') ?? b['password'];
}

/** The legacy v1 state of a v2 state: `SUCCESS` is `DONE`, a login waiting for its email code is `STATUS_CHECK`. */
const V1_STATUS: Record<string, string> = { SUCCESS: 'DONE', REQUIRE_OWNER_APPROVAL: 'REQUIRE_OWNER_APPROVAL', REQUIRE_EMAIL_VERIFICATION: 'STATUS_CHECK' };

/** A v1 answer (register, login, proceed): the state is `{ status, stateToken }`, not the v2 state name beside a `stateToken`. */
function v1Answer(answer: { state: string; stateToken?: string; sessionToken?: string; identity: unknown; additionalData: unknown }) {
  const { state, stateToken, ...rest } = answer;
  return { state: { status: V1_STATUS[state] ?? 'STATUS_CHECK', ...(stateToken !== undefined && { stateToken }) }, ...rest };
}

function v2Register(ctx: Ctx) {
  const b = fieldsOf(ctx.body);
  return { json: register(ctx.state, ctx.engine, { email: fieldAt(b, 'loginId', 'email'), password: b['password'], profile: fieldsOf(b['profile']), captchaTokens: b['captchaTokens'] }) };
}
function v2Login(ctx: Ctx) {
  const b = fieldsOf(ctx.body);
  return { json: login(ctx.state, ctx.engine, { email: fieldAt(b, 'loginId', 'email'), password: b['password'], captchaTokens: b['captchaTokens'], stateToken: b['stateToken'] }) };
}
function v1Register(ctx: Ctx) {
  const b = fieldsOf(ctx.body);
  const profile = fieldAt(b, 'identity', 'identityProfile') ?? fieldAt(b, 'identity', 'profile') ?? b['profile'];
  return { json: v1Answer(register(ctx.state, ctx.engine, { email: legacyEmail(b), password: legacyPassword(b), profile: fieldsOf(profile), captchaTokens: b['captchaTokens'], emailField: 'identity.email' })) };
}
function v1Login(ctx: Ctx) {
  const b = fieldsOf(ctx.body);
  return { json: v1Answer(login(ctx.state, ctx.engine, { email: legacyEmail(b), password: legacyPassword(b), captchaTokens: b['captchaTokens'], emailField: 'identifier.email' })) };
}

function changePassword(ctx: Ctx) {
  const newPassword: unknown = fieldsOf(ctx.body)['newPassword'];
  if (ctx.caller.kind !== 'member') raise(applicationError(403, 'PERMISSION_DENIED', 'Members only'));
  const identity = ctx.state.identities[ctx.caller.memberId];
  if (!identity) raise(applicationError(404, 'IDENTITY_NOT_FOUND', 'No identity for this member'));
  if (typeof newPassword !== 'string' || newPassword.length < 4) {
    raise({ status: 400, json: { message: 'INVALID_ARGUMENT: "newPassword" must be at least 4 characters', details: { validationError: { fieldViolations: [{ field: 'newPassword', description: 'must be at least 4 characters', violatedRule: 'MIN_LENGTH', data: { threshold: 4 } }] } } } });
  }
  identity.password = newPassword;
  identity.resetPasswordRequired = false;
  identity.updatedDate = ctx.engine.now().toISOString();
  return { json: {} };
}

function proceed(ctx: Ctx) {
  const stateToken: unknown = fieldsOf(ctx.body)['stateToken'];
  const record = ownEntry(ctx.state.stateTokens, stateToken);
  const identity = record && record.expiresAt > ctx.engine.now().getTime() ? ctx.state.identities[record.identityId] : undefined;
  if (!identity || typeof stateToken !== 'string') raise(applicationError(400, 'INVALID_STATE_TOKEN', 'The state token is not valid or has expired'));
  if (ctx.state.policy.requireEmailVerification && !identity.emailVerified) {
    // Still waiting for the code: keep the same state token, no new email.
    announceIdentity(ctx.state, ctx.engine, identity);
    return { json: v1Answer({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken, identity: toWireIdentity(ctx.state, identity), additionalData: {} }) };
  }
  return { json: v1Answer(advance(ctx.state, ctx.engine, identity, stateToken)) };
}

/** The identity of `email`, created (with no password) when there is none. */
function identityFor(ctx: Ctx, email: string, profile: JsonObject, emailVerified: boolean): IdentityRecord {
  let identity = findByEmail(ctx.state, email);
  if (!identity) {
    const now = ctx.engine.now().toISOString();
    const created: IdentityRecord = {
      id: ctx.engine.newId(),
      email,
      emailVerified,
      ownerApproved: true,
      blocked: false,
      resetPasswordRequired: false,
      firstName: typeof profile['firstName'] === 'string' ? profile['firstName'] : undefined,
      lastName: typeof profile['lastName'] === 'string' ? profile['lastName'] : undefined,
      nickname: typeof profile['nickname'] === 'string' ? profile['nickname'] : undefined,
      phones: [],
      customFields: [],
      createdDate: now,
      updatedDate: now,
    };
    ctx.state.identities[created.id] = created;
    identity = created;
  }
  return identity;
}

function signOn(ctx: Ctx) {
  const b = fieldsOf(ctx.body);
  const identity = identityFor(ctx, requireEmail(fieldAt(b, 'loginId', 'email')), fieldsOf(b['profile']), b['verifyEmail'] !== false);
  announceIdentity(ctx.state, ctx.engine, identity);
  return { json: { sessionToken: createSession(ctx.state, ctx.engine, identity.id), identity: toWireIdentity(ctx.state, identity) } };
}

/**
 * Login through a seeded identity-provider connection: the token params' `email` logs in (the identity
 * is created when new, its email verified by the provider), then the state machine's next state.
 */
function loginWithIdp(ctx: Ctx) {
  const b = fieldsOf(ctx.body);
  const id: unknown = b['idpConnectionId'];
  const connection = ownEntry(ctx.state.idpConnections ?? {}, id);
  if (!connection) raise(applicationError(404, 'IDP_CONNECTION_NOT_FOUND', `No identity-provider connection ${String(id)} (seed one under identity.idpConnections)`));
  const identity = identityFor(ctx, requireEmail(fieldAt(b, 'tokenParams', 'email'), 'tokenParams.email'), {}, true);
  if (identity.blocked) raise(applicationError(403, 'BLOCKED', 'This identity is blocked'));
  identity.emailVerified = true;
  return { json: advance(ctx.state, ctx.engine, identity) };
}

function logout(ctx: Ctx) {
  const query = ctx.query;
  // Redirected to below: an http(s) URL on an origin allowed for the client, refused before anything ends.
  requireAllowedUrls(ctx.engine, { postLogoutRedirectUri: query['postLogoutRedirectUri'] }, clientFor(ctx.caller, query['clientId']));
  for (const token of [readCookie(ctx.headers, SESSION_COOKIE), typeof query['sessionToken'] === 'string' ? query['sessionToken'] : undefined]) {
    if (token) delete ctx.state.sessions[token];
  }
  if (ctx.caller.kind === 'member') revokeMemberTokens(ctx.state, ctx.caller.memberId, typeof query['clientId'] === 'string' ? query['clientId'] : undefined);
  const to = safeHref(query['postLogoutRedirectUri']);
  const headers = { 'set-cookie': clearSessionCookie() };
  if (to && isNavigation(ctx.headers)) return { status: 302, redirect: to, headers };
  // A call (the SDK's fetch) gets the raw response as data, its body as base64 bytes: a 302 would be
  // followed by fetch to the app's HTML, which no SDK can parse.
  return { json: { body: '', statusCode: to ? 302 : 200, headers: to ? [{ key: 'Location', value: to }] : [] }, headers };
}

/** Whether the request is a browser going to the page (a link or a form), not a script's call. */
const isNavigation = (headers: Headers) => headers.get('sec-fetch-mode') === 'navigate' || /^\s*text\/html/i.test(headers.get('accept') ?? '');

/**
 * IAM authentication: register and login (v2 and legacy v1 bodies), change password, proceed with a
 * state token, sign-on by API key, and logout (a browser going there is redirected; a call gets the raw
 * response as `{ body, statusCode, headers }`), and SSO login through a seeded identity-provider connection.
 */
export const authenticationRoutes: Route<AuthState>[] = [
  { method: 'POST', path: '/_api/iam/authentication/v2/register', id: 'iam.authentication.registerV2', access: 'public', handle: v2Register },
  { method: 'POST', path: '/_api/iam/authentication/v2/login', id: 'iam.authentication.loginV2', access: 'public', handle: v2Login },
  { method: 'POST', path: '/_api/iam/authentication/v1/register', id: 'iam.authentication.register', access: 'public', handle: v1Register },
  { method: 'POST', path: '/_api/iam/authentication/v1/login', id: 'iam.authentication.login', access: 'public', handle: v1Login },
  { method: 'POST', path: '/_api/iam/authentication/v2/change-password', id: 'iam.authentication.changePassword', access: 'member', handle: changePassword },
  { method: 'POST', path: '/_api/iam/authentication/v1/sso/login-with-token-params', id: 'iam.authentication.loginWithIdpConnectionTokenParams', access: 'public', handle: loginWithIdp },
  { method: 'POST', path: '/_api/iam/authentication/v1/state/proceed', id: 'iam.authentication.proceedToNextState', access: 'public', handle: proceed },
  { method: 'POST', path: '/_api/iam/authentication/v2/sign-on', id: 'iam.authentication.signOn', access: 'apiKey', handle: signOn },
  { method: 'GET', path: '/_api/iam/authentication/v1/logout', id: 'iam.authentication.logout', access: 'public', handle: logout },
];
