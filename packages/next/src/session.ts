import { createClient } from '@sitekit/core';
import { OAuthStrategy, isTokenExpired, type Tokens } from '@sitekit/core/auth';
import type { SiteKitNextConfig } from './config';

/** What the session cookie holds: the tokens and the client id they were issued to. */
export interface SessionValue {
  clientId: string;
  tokens: Tokens;
}

const isStr = (v: unknown): v is string => typeof v === 'string';

/**
 * Whether a value is a well-formed `Tokens` object (strings, a numeric expiry, a known role).
 *
 * @example
 * ```ts
 * if (!isTokens(body.tokens)) return new Response('Bad tokens', { status: 400 });
 * ```
 */
export function isTokens(t: any): t is Tokens {
  return !!t && isStr(t.accessToken?.value) && typeof t.accessToken.expiresAt === 'number' && Number.isFinite(t.accessToken.expiresAt)
    && isStr(t.refreshToken?.value) && ['none', 'visitor', 'member'].includes(t.refreshToken.role);
}

/**
 * The session in a cookie value, or `null` when it is missing, malformed, or belongs to another
 * client id (a client-id change discards the old session).
 *
 * @example
 * ```ts
 * const session = readSession(siteKit, request.cookies.get(siteKit.cookieName)?.value);
 * ```
 */
export function readSession(config: SiteKitNextConfig, raw: string | undefined): SessionValue | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw);
    return value?.clientId === config.clientId && isTokens(value.tokens) ? value : null;
  } catch {
    return null;
  }
}

/** The cookie value for a session. @internal */
export const writeSession = (config: SiteKitNextConfig, tokens: Tokens): string => JSON.stringify({ clientId: config.clientId, tokens });

/**
 * Attributes of the session cookie: httpOnly, SameSite=Lax, path `/`, Secure on https.
 *
 * @example
 * ```ts
 * response.cookies.set(siteKit.cookieName, value, sessionCookieOptions(siteKit, request.url));
 * ```
 */
export function sessionCookieOptions(config: SiteKitNextConfig, url: string, maxAge = config.maxAge) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: new URL(url).protocol === 'https:', path: '/', maxAge };
}

/**
 * Valid tokens for a request: the session as it is while its access token is valid, else one
 * renewal of its refresh token, else (refresh rejected or no session) new visitor tokens.
 * `renewed` tells whether the cookie must be written.
 * @internal
 */
export async function ensureTokens(config: SiteKitNextConfig, request: Request, session: SessionValue | null): Promise<{ tokens: Tokens; renewed: boolean }> {
  const current = session?.tokens;
  if (current && !isTokenExpired(current.accessToken)) return { tokens: current, renewed: false };
  const auth = OAuthStrategy({ clientId: config.clientId });
  createClient({ auth, ...(config.host ? { host: config.host } : {}), ...(config.fetch ? { fetch: config.fetch } : {}) });
  const tokens = await auth.generateVisitorTokens(current);
  if (current?.refreshToken.role === 'member' && tokens.refreshToken.role !== 'member') config.onSessionLost?.({ request });
  return { tokens, renewed: true };
}
