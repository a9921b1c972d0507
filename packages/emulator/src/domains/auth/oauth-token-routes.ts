import type { Route, RouteContext, RouteResult } from '../../engine/types';
import { ownEntry } from '../../engine/own-entry';
import { identityForSession } from './identities';
import { verifyPkce } from './pkce';
import type { AuthState } from './types';
import { issueTokens } from './tokens';

function oauthError(error: string, description: string): RouteResult {
  return { status: 400, json: { error, error_description: description } };
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

type Body = Record<string, unknown>;
const pick = (b: Body, camel: string, snake: string) => str(b[camel]) ?? str(b[snake]);

/** One token request: the route's context, its body (camelCase or snake_case fields) and the named client. */
interface TokenRequest {
  ctx: RouteContext<AuthState>;
  body: Body;
  clientId: string | undefined;
}

type Grant = (request: TokenRequest) => RouteResult | Promise<RouteResult>;

/** `anonymous`: a visitor's tokens for the client. */
function anonymousGrant({ ctx, clientId }: TokenRequest): RouteResult {
  if (!clientId) return oauthError('invalid_request', 'clientId is required');
  return { json: issueTokens(ctx.state, ctx.engine, { role: 'visitor', clientId, visitorId: ctx.engine.newId() }) };
}

/**
 * `refresh_token`: a new access token for the same visitor or member, and the same refresh token back.
 * As on the platform, a refresh token stays valid across renewals (the platform's SDK keeps renewing with
 * the one it was first given) until a logout revokes it.
 */
function refreshTokenGrant({ ctx, body, clientId }: TokenRequest): RouteResult {
  const state = ctx.state;
  const token = pick(body, 'refreshToken', 'refresh_token');
  const record = ownEntry(state.refreshTokens, token);
  if (!token || !record) return oauthError('invalid_grant', 'The refresh token is not valid');
  if (clientId && clientId !== record.clientId) return oauthError('invalid_grant', 'The refresh token belongs to another client');
  if (record.memberId && (!state.identities[record.memberId] || state.identities[record.memberId]?.blocked)) {
    delete state.refreshTokens[token];
    return oauthError('invalid_grant', 'The member no longer exists');
  }
  return { json: issueTokens(state, ctx.engine, { ...record }, token) };
}

/** `authorization_code`: the one-time code from the hosted login, checked against its client, redirect URI and PKCE challenge. */
async function authorizationCodeGrant({ ctx, body, clientId }: TokenRequest): Promise<RouteResult> {
  const state = ctx.state;
  const code = str(body['code']);
  const record = ownEntry(state.codes, code);
  if (!code || !record) return oauthError('invalid_grant', 'The authorization code is not valid or was already used');
  delete state.codes[code];
  if (record.expiresAt <= ctx.engine.now().getTime()) return oauthError('invalid_grant', 'The authorization code has expired');
  if (clientId !== record.clientId) return oauthError('invalid_grant', 'The authorization code was issued to another client');
  if (pick(body, 'redirectUri', 'redirect_uri') !== record.redirectUri) return oauthError('invalid_grant', 'redirectUri does not match the authorization request');
  if (!(await verifyPkce(pick(body, 'codeVerifier', 'code_verifier'), record.codeChallenge))) {
    return oauthError('invalid_grant', 'PKCE verification failed: codeVerifier does not match codeChallenge');
  }
  const identity = state.identities[record.memberId];
  if (!identity || identity.blocked) return oauthError('invalid_grant', 'The member no longer exists');
  return { json: issueTokens(state, ctx.engine, { role: 'member', clientId: record.clientId, visitorId: ctx.engine.newId(), memberId: identity.id }) };
}

/** `authorized_client` (API key): a member's tokens by member id or session token, keeping the visitor whose token came along. */
function authorizedClientGrant({ ctx, body, clientId }: TokenRequest): RouteResult {
  const state = ctx.state;
  if (ctx.caller.kind !== 'apiKey') return oauthError('invalid_client', 'Authorization must carry "<access token>,<API key>" with a valid API key');
  const apiKey = ctx.caller.apiKey;
  const parts = (ctx.headers.get('authorization') ?? '').split(',').map((part) => part.trim());
  const visitorToken = parts.find((part) => part !== apiKey && Object.hasOwn(state.accessTokens, part));
  const visitorRecord = visitorToken ? state.accessTokens[visitorToken] : undefined;
  const memberId = pick(body, 'memberId', 'member_id');
  const sessionToken = pick(body, 'sessionToken', 'session_token');
  const fromSession = sessionToken ? identityForSession(state, ctx.engine, sessionToken) : undefined;
  if (sessionToken && !fromSession) return oauthError('invalid_grant', 'The session token is not valid');
  if (fromSession && memberId && fromSession.id !== memberId) return oauthError('invalid_grant', 'member_id does not match the session');
  const identity = fromSession ?? ownEntry(state.identities, memberId);
  if (!identity || identity.blocked) return oauthError('invalid_grant', memberId ? `Unknown member ${memberId}` : 'member_id is required');
  return {
    json: issueTokens(state, ctx.engine, {
      role: 'member',
      clientId: clientId ?? visitorRecord?.clientId ?? 'external-login',
      visitorId: visitorRecord?.visitorId ?? ctx.engine.newId(),
      memberId: identity.id,
    }),
  };
}

/** The grant types the token endpoint accepts, by `grantType`. */
const GRANTS: Record<string, Grant> = {
  anonymous: anonymousGrant,
  refresh_token: refreshTokenGrant,
  authorization_code: authorizationCodeGrant,
  authorized_client: authorizedClientGrant,
};

function handleToken(ctx: RouteContext<AuthState>): RouteResult | Promise<RouteResult> {
  const body = (ctx.body ?? {}) as Body;
  const grantType = pick(body, 'grantType', 'grant_type');
  const grant = ownEntry(GRANTS, grantType);
  if (!grant) {
    return oauthError('unsupported_grant_type', `grantType must be anonymous, refresh_token, authorization_code or authorized_client (got ${grantType ?? 'nothing'})`);
  }
  return grant({ ctx, body, clientId: pick(body, 'clientId', 'client_id') });
}

/** `POST /oauth2/token`: issues tokens for the `anonymous`, `refresh_token`, `authorization_code` and `authorized_client` grants (camelCase or snake_case fields). */
export const oauthTokenRoute: Route<AuthState> = {
  method: 'POST',
  path: '/oauth2/token',
  access: 'public',
  id: 'oauth2.token',
  handle: handleToken,
};
