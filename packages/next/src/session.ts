import { createClient } from '@sitekit/core';
import { OAuthStrategy, isTokenExpired, type Tokens } from '@sitekit/core/auth';
import type { SiteKitNextConfig } from './config';

/**
 * What the session cookie holds: the tokens, the client id they were issued to, and the session's
 * generation (a random id given at each new session: first visit, login, logout). Renewals keep it.
 *
 * @example
 * ```ts
 * const session: SessionValue | null = readSession(siteKit, await cookies());
 * const loggedIn = session?.tokens.refreshToken.role === 'member';
 * ```
 */
export interface SessionValue {
  clientId: string;
  tokens: Tokens;
  gen?: string;
}

/**
 * Anything with cookies to read: `NextRequest.cookies`, or the store of `cookies()` from `next/headers`.
 *
 * @example
 * ```ts
 * const source: CookieSource = await cookies();
 * ```
 */
export interface CookieSource {
  /** The cookie of that name, if the request has it. */
  get(name: string): { value: string } | undefined;
}

/**
 * Name of the generation cookie beside the session cookie (`<cookieName>_gen`). Only new sessions
 * (first visit, login, logout) write it, never a renewal, so a renewal that answers after a logout
 * writes a session whose generation no longer matches and is refused.
 *
 * @example
 * ```ts
 * generationCookieName(siteKit); // 'sitekit_session_gen'
 * ```
 */
export const generationCookieName = (config: SiteKitNextConfig): string => `${config.cookieName}_gen`;

/** A new random session generation. @internal */
export function newGeneration(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
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
 * The session of a request, or `null` when it is missing, malformed, belongs to another client id
 * (a client-id change discards the old session), or its generation is not the generation cookie's
 * (a renewal written back after a logout or a login). Pass the request's cookies, or the session
 * cookie's raw value and the generation cookie's value.
 *
 * @example
 * ```ts
 * const session = readSession(siteKit, request.cookies);
 * const same = readSession(siteKit, request.cookies.get(siteKit.cookieName)?.value, request.cookies.get(generationCookieName(siteKit))?.value);
 * ```
 */
export function readSession(config: SiteKitNextConfig, source: CookieSource | string | undefined, generation?: string): SessionValue | null {
  const raw = typeof source === 'object' ? source.get(config.cookieName)?.value : source;
  const gen = typeof source === 'object' ? source.get(generationCookieName(config))?.value : generation;
  if (!raw) return null;
  try {
    const value = JSON.parse(raw);
    return value?.clientId === config.clientId && isTokens(value.tokens) && (value.gen || undefined) === (gen || undefined) ? value : null;
  } catch {
    return null;
  }
}

/** The cookie value for a session. @internal */
export const writeSession = (config: SiteKitNextConfig, tokens: Tokens, gen?: string): string => JSON.stringify({ clientId: config.clientId, tokens, ...(gen ? { gen } : {}) });

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

/** What `ensureTokens` decided for a request. @internal */
export interface EnsuredSession {
  tokens: Tokens;
  /** The generation the session cookie must carry. */
  gen: string | undefined;
  /** The cookie must be written (new or renewed tokens). */
  renewed: boolean;
  /** A new session (no usable cookie before): the generation cookie is written too. */
  minted: boolean;
  /**
   * The request was sent before a logout or login of this process ended its session: `tokens` serve
   * this request only (a member's become a throwaway visitor's) and no cookie is written.
   */
  stale?: boolean;
}

/**
 * Valid tokens for a request: the session as it is while its access token is valid, else one
 * renewal of its refresh token shared by every request of this process that carries it (refresh
 * token first, new visitor tokens when the refresh is rejected; `onSessionLost` once per renewal),
 * else (no session) new visitor tokens under a new generation.
 *
 * A session whose generation a logout or login of this process ended (before or during the renewal)
 * is `stale`: the request was sent before that logout or login and answers after it, so it writes
 * nothing (the logout's or login's cookies stay), and after a logout it no longer acts as the member
 * (it gets throwaway visitor tokens). `allowEnded` is for the logout itself.
 * @internal
 */
export async function ensureTokens(config: SiteKitNextConfig, request: Request, session: SessionValue | null, allowEnded = false): Promise<EnsuredSession> {
  const ended = () => !allowEnded && config.renewals.ended(session?.gen);
  const auth = OAuthStrategy({ clientId: config.clientId });
  createClient({ auth, ...(config.host ? { host: config.host } : {}), ...(config.fetch ? { fetch: config.fetch } : {}) });
  const stale = async (tokens: Tokens): Promise<EnsuredSession> => ({
    tokens: tokens.refreshToken.role === 'member' ? await auth.generateVisitorTokens() : tokens,
    gen: session?.gen,
    renewed: false,
    minted: false,
    stale: true,
  });
  const current = session?.tokens;
  if (!current) return { tokens: await auth.generateVisitorTokens(), gen: newGeneration(), renewed: true, minted: true };
  if (current.refreshToken.role === 'member' && ended()) return stale(current); // no member renewal after the logout
  if (!isTokenExpired(current.accessToken)) return ended() ? stale(current) : { tokens: current, gen: session.gen, renewed: false, minted: false };
  const tokens = await config.renewals.renew(`${config.clientId} ${current.refreshToken.value}`, async () => {
    const renewed = await auth.generateVisitorTokens(current);
    if (current.refreshToken.role === 'member' && renewed.refreshToken.role !== 'member') config.onSessionLost?.({ request });
    return renewed;
  });
  return ended() ? stale(tokens) : { tokens, gen: session.gen, renewed: true, minted: false };
}

/** Where cookies are set: `NextResponse.cookies`. @internal */
interface CookieSink {
  set(name: string, value: string, options: ReturnType<typeof sessionCookieOptions>): unknown;
}

/**
 * Writes a session to a response: the session cookie, and the generation cookie for a new session;
 * `null` ends the session (a logout): the session cookie is cleared and a new generation written, so
 * a renewal still on its way cannot bring the old session back. A `stale` session writes nothing. Returns the cookies written
 * (name → value), for forwarding to the request.
 * @internal
 */
export function writeSessionCookies(config: SiteKitNextConfig, url: string, cookies: CookieSink, session: EnsuredSession | null): Map<string, string> {
  const written = new Map<string, string>();
  const set = (name: string, value: string, maxAge: number) => {
    cookies.set(name, value, sessionCookieOptions(config, url, maxAge));
    written.set(name, value);
  };
  if (!session) {
    set(config.cookieName, '', 0);
    set(generationCookieName(config), newGeneration(), config.maxAge);
    return written;
  }
  if (!session.renewed || session.stale) return written;
  set(config.cookieName, writeSession(config, session.tokens, session.gen), config.maxAge);
  if (session.minted && session.gen) set(generationCookieName(config), session.gen, config.maxAge);
  return written;
}
