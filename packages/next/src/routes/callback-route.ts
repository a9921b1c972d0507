import { NextResponse } from 'next/server';
import type { Tokens } from '@sitekit/core-runtime/auth';
import { OAUTH_COOKIE_NAME, type SiteKitNextConfig } from '../config';
import { cookieOf, exchangeCode, requestOrigin, safeReturnTo, type OAuthCookie } from '../internal';
import { badHost, jsonError } from './route-answers';
import { carryVisitorCart } from './carry-cart';
import { routeSession, setOAuthCookie, type Handler } from './route-session';

/** The login cookie as the login route wrote it (four strings), else `null`: a malformed one is no login of ours. */
const readOAuth = (request: Request): OAuthCookie | null => {
  try {
    const saved = JSON.parse(cookieOf(request, OAUTH_COOKIE_NAME) ?? '');
    const fields: (keyof OAuthCookie)[] = ['state', 'codeVerifier', 'redirectUri', 'returnTo'];
    return fields.every((field) => typeof saved?.[field] === 'string') ? saved : null;
  } catch {
    return null;
  }
};

/**
 * The OAuth redirect target: checks `state` against the login cookie (`Invalid _state` otherwise,
 * `Missing code or _state` when absent), exchanges the code for member tokens, writes the session
 * cookie and redirects to the `returnTo` of the login. A platform `error` redirects to `returnTo`
 * with `?loginError=<error>`.
 *
 * @example
 * ```ts
 * // app/api/auth/callback/route.ts
 * export const { GET } = callbackRoute(siteKit);
 * ```
 */
export function callbackRoute(config: SiteKitNextConfig): { GET: Handler } {
  return {
    GET: async (request) => {
      const url = new URL(request.url);
      const origin = requestOrigin(request);
      if (!origin) return badHost();
      const oauth = readOAuth(request);
      const done = (response: NextResponse) => setOAuthCookie(config, request, response, '', 0);
      const code = url.searchParams.get('code');
      const state = url.searchParams.get('state');
      const error = url.searchParams.get('error');
      if (error && oauth && state === oauth.state) {
        const back = new URL(safeReturnTo(oauth.returnTo, origin), origin);
        back.searchParams.set('loginError', error);
        return done(NextResponse.redirect(back, 303));
      }
      if (!code || !state) return done(jsonError(400, 'Missing code or _state'));
      if (!oauth || state !== oauth.state) return done(jsonError(400, 'Invalid _state'));
      const session = await routeSession(config, request);
      const { tokens: visitor } = await session.ensure();
      let member: Tokens;
      try {
        member = await exchangeCode(config, visitor, code, oauth.codeVerifier, oauth.redirectUri);
      } catch {
        return done(jsonError(400, 'Failed to get member tokens'));
      }
      await carryVisitorCart(config, visitor, member);
      const response = NextResponse.redirect(new URL(safeReturnTo(oauth.returnTo, origin), origin), 303);
      return done(await session.write(response, await session.login(member)));
    },
  };
}
