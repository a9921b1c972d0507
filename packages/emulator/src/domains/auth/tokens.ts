import type { Caller, EngineApi } from '../../engine/types';
import { ownEntry } from '../../engine/own-entry';
import type { AuthState, Role } from './types';

/** An opaque random token with a readable prefix (`sk_at_…`, `sk_rt_…`). */
export function randomToken(prefix: string, bytes = 24): string {
  const buf = new Uint8Array(bytes);
  crypto.getRandomValues(buf);
  let bin = '';
  for (const b of buf) bin += String.fromCharCode(b);
  return prefix + btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The readable prefix of each kind of token the emulator issues (access, refresh, authorization code, session, state, recovery). */
export const PREFIX = {
  access: 'sk_at_',
  refresh: 'sk_rt_',
  code: 'sk_code_',
  session: 'sk_st_',
  state: 'sk_state_',
  recovery: 'sk_rec_',
} as const;

/** Whom a new token pair is issued to: the role, the OAuth client and the visitor, and the member for a member's tokens. */
export interface TokenGrant {
  role: Role;
  clientId: string;
  visitorId: string;
  memberId?: string;
}

/** The OAuth token answer: a new access token, its lifetime in seconds, and its refresh token. */
export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  token_type: 'Bearer';
}

/** Issues a new access token, with a new refresh token or, on a renewal, the `refreshToken` renewed with (kept valid). */
export function issueTokens(state: AuthState, engine: EngineApi, grant: TokenGrant, refreshToken?: string): TokenResponse {
  const ttl = engine.settings.tokenTtlSeconds;
  const access = randomToken(PREFIX.access);
  const refresh = refreshToken ?? randomToken(PREFIX.refresh);
  state.accessTokens[access] = { ...grant, expiresAt: engine.now().getTime() + ttl * 1000 };
  state.refreshTokens[refresh] = { ...grant };
  return { access_token: access, expires_in: ttl, refresh_token: refresh, token_type: 'Bearer' };
}

/** The caller an access token stands for, or `undefined` when unknown or expired. */
export function callerForAccessToken(state: AuthState, token: string, now: Date): Caller | undefined {
  const record = ownEntry(state.accessTokens, token);
  if (!record || record.expiresAt <= now.getTime()) return undefined;
  if (record.role === 'member' && record.memberId) {
    const identity = state.identities[record.memberId];
    if (!identity || identity.blocked) return undefined;
    return { kind: 'member', memberId: record.memberId, email: identity.email, visitorId: record.visitorId, clientId: record.clientId, token };
  }
  return { kind: 'visitor', visitorId: record.visitorId, clientId: record.clientId, token };
}

/** Whether the token exists but has expired (for a more helpful 401 description). */
export function isExpiredAccessToken(state: AuthState, token: string, now: Date): boolean {
  const record = ownEntry(state.accessTokens, token);
  return record !== undefined && record.expiresAt <= now.getTime();
}

/** Forces every access token to expire now (refresh tokens stay valid). */
export function expireAccessTokens(state: AuthState, now: Date): void {
  for (const record of Object.values(state.accessTokens)) record.expiresAt = Math.min(record.expiresAt, now.getTime());
}

/** Revokes every access and refresh token of a member (optionally only for one client). */
export function revokeMemberTokens(state: AuthState, memberId: string, clientId?: string): void {
  for (const table of [state.accessTokens, state.refreshTokens] as Record<string, { memberId?: string; clientId: string }>[]) {
    for (const [token, record] of Object.entries(table)) {
      if (record.memberId === memberId && (clientId === undefined || record.clientId === clientId)) delete table[token];
    }
  }
}
