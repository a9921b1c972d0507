import type { NextResponse } from 'next/server';
import type { Tokens } from '@sitekit/core/auth';
import { OAUTH_COOKIE_NAME, type SiteKitNextConfig } from '../config';
import { cookiesOf } from '../internal';
import {
  ensureTokens,
  isTokens,
  loadSession,
  newGeneration,
  sessionCookieOptions,
  writeSessionCookies,
  type EnsuredSession,
  type SessionValue,
} from '../session';

/*
 * The route handlers' only door to the session: they call these, these call `../session`, and
 * nothing below calls back up. A route never reaches `../session` itself.
 */

/** A route handler as Next.js calls it. */
export type Handler = (request: Request) => Promise<Response>;

export { isTokens };

/** This request's session as its cookies hold it (never renewed), or `null`. */
export const storedSession = (config: SiteKitNextConfig, request: Request): Promise<SessionValue | null> => loadSession(config, cookiesOf(request));

/** This request's session, renewed when needed (route handlers may write cookies). */
export async function sessionOf(config: SiteKitNextConfig, request: Request): Promise<EnsuredSession> {
  return ensureTokens(config, request, await storedSession(config, request));
}

/** Valid tokens for a session {@link endSession} just ended (the logout's own last call). */
export const endedSessionTokens = async (config: SiteKitNextConfig, request: Request, session: SessionValue): Promise<Tokens> =>
  (await ensureTokens(config, request, session, true)).tokens;

/** Writes a (renewed or new) session to the response, or ends it (`null`). */
export async function setSession(config: SiteKitNextConfig, request: Request, response: NextResponse, session: EnsuredSession | null): Promise<NextResponse> {
  await writeSessionCookies(config, request.url, response.cookies, session);
  return response;
}

/** Writes the login's OAuth cookie (PKCE verifier and state) for `maxAge` seconds; `''` with `0` clears it. */
export function setOAuthCookie(config: SiteKitNextConfig, request: Request, response: NextResponse, value: string, maxAge: number): NextResponse {
  response.cookies.set(OAUTH_COOKIE_NAME, value, sessionCookieOptions(config, request.url, maxAge));
  return response;
}

/** Ends a request's session: its generation (in every process sharing the store) and its stored tokens. */
export async function endSession(config: SiteKitNextConfig, request: Request): Promise<SessionValue | null> {
  const session = await storedSession(config, request);
  await config.renewals.end(session?.gen);
  if (session?.id) await config.tokenStorage?.remove(config, session.id);
  return session;
}

/** A login's member tokens: a new generation, and the visitor session they replace ends. */
export async function loggedIn(config: SiteKitNextConfig, request: Request, tokens: Tokens): Promise<EnsuredSession> {
  await endSession(config, request);
  return { tokens, gen: newGeneration(), renewed: true, minted: true };
}
