import type { Route, RouteContext, RouteResult } from '../../engine/types';
import { identityForSession } from './identities';
import { verifyPkce } from './pkce';
import type { AuthState } from './types';
import { issueTokens } from './tokens';

function oauthError(error: string, description: string): RouteResult {
  return { status: 400, json: { error, error_description: description } };
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v !== '' ? v : undefined;
}

type Body = Record<string, unknown>;
const pick = (b: Body, camel: string, snake: string) => str(b[camel]) ?? str(b[snake]);

async function handleToken(ctx: RouteContext<AuthState>): Promise<RouteResult> {
  const b = (ctx.body ?? {}) as Body;
  const state = ctx.state;
  const grantType = pick(b, 'grantType', 'grant_type');
  const clientId = pick(b, 'clientId', 'client_id');
  const now = ctx.engine.now().getTime();

  switch (grantType) {
    case 'anonymous': {
      if (!clientId) return oauthError('invalid_request', 'clientId is required');
      return { json: issueTokens(state, ctx.engine, { role: 'visitor', clientId, visitorId: ctx.engine.newId() }) };
    }
    case 'refresh_token': {
      const token = pick(b, 'refreshToken', 'refresh_token');
      const record = token ? state.refreshTokens[token] : undefined;
      if (!token || !record) return oauthError('invalid_grant', 'The refresh token is not valid');
      if (clientId && clientId !== record.clientId) return oauthError('invalid_grant', 'The refresh token belongs to another client');
      if (record.memberId && (!state.identities[record.memberId] || state.identities[record.memberId]?.blocked)) {
        delete state.refreshTokens[token];
        return oauthError('invalid_grant', 'The member no longer exists');
      }
      delete state.refreshTokens[token];
      return { json: issueTokens(state, ctx.engine, { ...record }) };
    }
    case 'authorization_code': {
      const code = str(b['code']);
      const record = code ? state.codes[code] : undefined;
      if (!code || !record) return oauthError('invalid_grant', 'The authorization code is not valid or was already used');
      delete state.codes[code];
      if (record.expiresAt <= now) return oauthError('invalid_grant', 'The authorization code has expired');
      if (clientId !== record.clientId) return oauthError('invalid_grant', 'The authorization code was issued to another client');
      if (pick(b, 'redirectUri', 'redirect_uri') !== record.redirectUri) return oauthError('invalid_grant', 'redirectUri does not match the authorization request');
      if (!(await verifyPkce(pick(b, 'codeVerifier', 'code_verifier'), record.codeChallenge))) {
        return oauthError('invalid_grant', 'PKCE verification failed: codeVerifier does not match codeChallenge');
      }
      const identity = state.identities[record.memberId];
      if (!identity || identity.blocked) return oauthError('invalid_grant', 'The member no longer exists');
      return { json: issueTokens(state, ctx.engine, { role: 'member', clientId: record.clientId, visitorId: ctx.engine.newId(), memberId: identity.id }) };
    }
    case 'authorized_client': {
      if (ctx.caller.kind !== 'apiKey') return oauthError('invalid_client', 'Authorization must carry "<access token>,<API key>" with a valid API key');
      const apiKey = ctx.caller.apiKey;
      const parts = (ctx.headers.get('authorization') ?? '').split(',').map((p) => p.trim());
      const visitorToken = parts.find((p) => p !== apiKey && state.accessTokens[p] !== undefined);
      const visitorRecord = visitorToken ? state.accessTokens[visitorToken] : undefined;
      const memberId = pick(b, 'memberId', 'member_id');
      const sessionToken = pick(b, 'sessionToken', 'session_token');
      const fromSession = sessionToken ? identityForSession(state, ctx.engine, sessionToken) : undefined;
      if (sessionToken && !fromSession) return oauthError('invalid_grant', 'The session token is not valid');
      if (fromSession && memberId && fromSession.id !== memberId) return oauthError('invalid_grant', 'member_id does not match the session');
      const identity = fromSession ?? (memberId ? state.identities[memberId] : undefined);
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
    default:
      return oauthError('unsupported_grant_type', `grantType must be anonymous, refresh_token, authorization_code or authorized_client (got ${grantType ?? 'nothing'})`);
  }
}

export const oauthTokenRoute: Route<AuthState> = {
  method: 'POST',
  path: '/oauth2/token',
  access: 'public',
  id: 'oauth2.token',
  handle: handleToken,
};
