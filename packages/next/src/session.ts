import { createClient } from '@sitekit/core-runtime';
import { OAuthStrategy, isTokenExpired, readCookie, type Tokens } from '@sitekit/core-runtime/auth';
import type { SiteKitNextConfig } from './config';
import type { CookieSource } from './cookie-source';
import type { SessionValue } from './session-value';

/**
 * Name of the generation cookie beside the session cookie (`<cookieName>_gen`). Only new sessions
 * (first visit, login, logout) write it, never a renewal, so a renewal that answers after a logout
 * writes a session whose generation no longer matches and is refused.
 */
export const generationCookieName = (config: SiteKitNextConfig): string => `${config.cookieName}_gen`;

/** A new random session generation. @internal */
export function newGeneration(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const isStr = (candidate: unknown): candidate is string => typeof candidate === 'string';

/** A field of a value read from storage: `undefined` when the value is not an object. */
const fieldOf = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined);

/**
 * Whether a value is a well-formed `Tokens` object (strings, a numeric expiry, a known role).
 */
export function isTokens(candidate: unknown): candidate is Tokens {
  const access = fieldOf(candidate, 'accessToken');
  const refresh = fieldOf(candidate, 'refreshToken');
  const role = fieldOf(refresh, 'role');
  return isStr(fieldOf(access, 'value')) && Number.isFinite(fieldOf(access, 'expiresAt'))
    && isStr(fieldOf(refresh, 'value')) && isStr(role) && ['none', 'visitor', 'member'].includes(role);
}

/**
 * The session of a request, or `null` when it is missing, malformed, belongs to another client id
 * (a client-id change discards the old session), or its generation is not the generation cookie's
 * (a renewal written back after a logout or a login). Pass the request's cookies, or the session
 * cookie's raw value and the generation cookie's value.
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

/**
 * The session of a request wherever the configuration keeps its tokens: read from the cookie (as
 * {@link readSession}), or with a `tokenStorage` (`storeTokens()` of `@sitekit/next/token-storage`)
 * loaded from the store under the opaque id the cookie holds (`id` is set then).
 */
export const loadSession = async (config: SiteKitNextConfig, source: CookieSource): Promise<SessionValue | null> =>
  config.tokenStorage ? config.tokenStorage.read(config, source) : readSession(config, source);

/** The cookie value for a session. @internal */
export const writeSession = (config: SiteKitNextConfig, tokens: Tokens, gen?: string): string => JSON.stringify({ clientId: config.clientId, tokens, ...(gen ? { gen } : {}) });

/**
 * Attributes of the session cookie: httpOnly, SameSite=Lax, path `/`, Secure on https.
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
  /** With a `tokenStorage`: the id the session is stored under (none for a new session). */
  id?: string | undefined;
  /**
   * The request was sent before a logout or login of this process ended its session: `tokens` serve
   * this request only (a member's become a throwaway visitor's) and no cookie is written.
   */
  stale?: boolean | undefined;
}

/**
 * Valid tokens for a request: the session as it is while its access token is valid, else one
 * renewal of its refresh token shared by every request (of every process sharing the store) that carries it (refresh
 * token first, new visitor tokens when the refresh is rejected; `onSessionLost` once per renewal),
 * else (no session) new visitor tokens under a new generation.
 *
 * A session whose generation a logout or login (of any process sharing the store) ended (before or during the renewal)
 * is `stale`: the request was sent before that logout or login and answers after it, so it writes
 * nothing (the logout's or login's cookies stay), and after a logout it no longer acts as the member
 * (it gets throwaway visitor tokens). So is a request without a session whose generation cookie names an ended
 * generation (with a `tokenStorage`, the logout or login removed its session). `allowEnded` is for the logout itself.
 * @internal
 */
export async function ensureTokens(config: SiteKitNextConfig, request: Request, session: SessionValue | null, allowEnded = false): Promise<EnsuredSession> {
  const ended = async () => !allowEnded && (await config.renewals.ended(session?.gen));
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
  if (!current) {
    // No session, but the generation cookie names one a login or logout ended: the request was sent before it, and its
    // session went with it (a `tokenStorage` removes it). A new visitor written now would log the new member out.
    const sent = readCookie(request.headers.get('cookie'), generationCookieName(config));
    if (!allowEnded && sent && (await config.renewals.ended(sent))) return { ...(await stale(await auth.generateVisitorTokens())), gen: sent };
    return { tokens: await auth.generateVisitorTokens(), gen: newGeneration(), renewed: true, minted: true };
  }
  const kept = { gen: session.gen, minted: false, id: session.id };
  if (current.refreshToken.role === 'member' && (await ended())) return stale(current); // no member renewal after the logout
  if (!isTokenExpired(current.accessToken)) return (await ended()) ? stale(current) : { tokens: current, renewed: false, ...kept };
  const tokens = await config.renewals.renew(`${config.clientId} ${current.refreshToken.value}`, async () => {
    const renewed = await auth.generateVisitorTokens(current);
    if (current.refreshToken.role === 'member' && renewed.refreshToken.role !== 'member') config.onSessionLost?.({ request });
    return renewed;
  });
  return (await ended()) ? stale(tokens) : { tokens, renewed: true, ...kept };
}

/** Where cookies are set: `NextResponse.cookies`. @internal */
interface CookieSink {
  set(name: string, value: string, options: ReturnType<typeof sessionCookieOptions>): unknown;
}

/**
 * The session cookie's value for a session: the session itself, or with a `tokenStorage` the opaque id
 * it is stored under for `ttlMs`. `onlyIfPresent`: a renewal, stored only while its id is known. @internal
 */
export const sessionCookieValue = async (config: SiteKitNextConfig, session: Pick<EnsuredSession, 'tokens' | 'gen' | 'id'>, ttlMs: number, onlyIfPresent = false): Promise<string> =>
  config.tokenStorage ? config.tokenStorage.write(config, session, ttlMs, onlyIfPresent) : writeSession(config, session.tokens, session.gen);

/**
 * Writes a session to a response: the session cookie, and the generation cookie for a new session;
 * `null` ends the session (a logout): the session cookie is cleared and a new generation written, so
 * a renewal still on its way cannot bring the old session back. A `stale` session writes nothing. Returns the cookies written
 * (name → value), for forwarding to the request. With a `tokenStorage` the tokens go to its store.
 * @internal
 */
export async function writeSessionCookies(config: SiteKitNextConfig, url: string, cookies: CookieSink, session: EnsuredSession | null): Promise<Map<string, string>> {
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
  set(config.cookieName, await sessionCookieValue(config, session, config.maxAge * 1000, !session.minted), config.maxAge);
  if (session.minted && session.gen) set(generationCookieName(config), session.gen, config.maxAge);
  return written;
}
