import type { NextResponse } from 'next/server';
import type { Tokens } from '@sitekit/core-runtime/auth';
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
} from '../session';
import type { SessionValue } from '../session-value';

/*
 * The route handlers' only door to the session: a handler reads its request's session once
 * (`routeSession`) and hands it down; these call `../session`, and nothing below calls back up.
 */

/** A route handler as Next.js calls it. */
export type Handler = (request: Request) => Promise<Response>;

export { isTokens };

/** One request's session as a route handler uses it: read from the request's cookies once. */
export interface RouteSession {
  /** The session as the cookies hold it (never renewed), or `null`. */
  readonly stored: SessionValue | null;
  /** Valid tokens for this request, renewed when needed; `allowEnded`: the logout's own last call, after `end()`. */
  ensure(allowEnded?: boolean): Promise<EnsuredSession>;
  /** Ends the session: its generation (in every process sharing the store) and its stored tokens. */
  end(): Promise<SessionValue | null>;
  /** A login's member tokens: the session they replace ends, and they get a new generation. */
  login(tokens: Tokens): Promise<EnsuredSession>;
  /** Writes a (renewed or new) session to the response, or ends it (`null`). */
  write(response: NextResponse, session: EnsuredSession | null): Promise<NextResponse>;
}

/** The request's session, read once from its cookies (and the token storage, when the configuration has one). */
export async function routeSession(config: SiteKitNextConfig, request: Request): Promise<RouteSession> {
  const stored = await loadSession(config, cookiesOf(request));
  const end = async () => {
    await config.renewals.end(stored?.gen);
    if (stored?.id) await config.tokenStorage?.remove(config, stored.id);
    return stored;
  };
  return {
    stored,
    ensure: (allowEnded = false) => ensureTokens(config, request, stored, allowEnded),
    end,
    async login(tokens) {
      await end();
      return { tokens, gen: newGeneration(), renewed: true, minted: true };
    },
    async write(response, session) {
      await writeSessionCookies(config, request.url, response.cookies, session);
      return response;
    },
  };
}

/** Writes the login's OAuth cookie (PKCE verifier and state) for `maxAge` seconds; `''` with `0` clears it. */
export function setOAuthCookie(config: SiteKitNextConfig, request: Request, response: NextResponse, value: string, maxAge: number): NextResponse {
  response.cookies.set(OAUTH_COOKIE_NAME, value, sessionCookieOptions(config, request.url, maxAge));
  return response;
}
