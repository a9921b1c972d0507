import { NextResponse } from 'next/server';
import type { SiteKitNextConfig } from '../config';
import { authorize, requestOrigin, safeReturnTo } from '../internal';
import { badHost, jsonError } from './route-answers';
import { routeSession, setOAuthCookie, type Handler } from './route-session';

/** The `prompt` values of the OpenID Connect authorization request. */
const PROMPTS = ['login', 'none', 'consent', 'select_account'];
/**
 * Longest `returnTo` the login keeps, as its cookie holds it (JSON, URI-encoded): with the state, the
 * verifier and the redirect URI the cookie stays well under the 4096 bytes a browser keeps of one.
 */
const MAX_RETURN_TO = 2048;

/**
 * Starts a hosted login: PKCE verifier and state go into a 10-minute httpOnly cookie, the platform's
 * login page answers with `response_mode=query` on `config.callbackPath`. `?returnTo=` accepts only
 * same-origin paths (see {@link safeReturnTo}) short enough for the cookie (about 2 KB), else `/`;
 * `?prompt=` is passed on when it is one of `login`, `none`, `consent`, `select_account` (default
 * `login`), any other value answers 400. A login the platform refuses to start (a `Host` the OAuth app
 * does not list as a redirect URI) answers 400.
 *
 * @example
 * ```ts
 * // app/api/auth/login/route.ts
 * export const { GET } = loginRoute(siteKit);
 * // <a href="/api/auth/login?returnTo=/account">Log in</a>
 * ```
 */
export function loginRoute(config: SiteKitNextConfig): { GET: Handler } {
  return {
    GET: async (request) => {
      const url = new URL(request.url);
      const origin = requestOrigin(request);
      if (!origin) return badHost();
      const prompt = url.searchParams.get('prompt') ?? 'login';
      if (!PROMPTS.includes(prompt)) return jsonError(400, `Invalid prompt: expected one of ${PROMPTS.join(', ')}`);
      const session = await routeSession(config, request);
      const ensured = await session.ensure();
      const asked = safeReturnTo(url.searchParams.get('returnTo'), origin);
      // A longer one would make the browser drop the whole cookie, and the login fail at the callback.
      const returnTo = encodeURIComponent(JSON.stringify(asked)).length <= MAX_RETURN_TO ? asked : '/';
      let started: Awaited<ReturnType<typeof authorize>>;
      try {
        started = await authorize(config, ensured.tokens, origin, returnTo, {}, prompt);
      } catch (e) {
        // The platform refused the request (a Host the OAuth app does not list: `INVALID_REDIRECT_URI`).
        const error = e as { status?: number | undefined; code?: unknown } | null | undefined;
        const status = error?.status ?? 0;
        if (!(status >= 400 && status < 500)) throw e;
        return jsonError(400, error?.code === 'INVALID_REDIRECT_URI' ? 'This host is not a redirect URI of the OAuth app' : 'The login could not start');
      }
      const { url: authUrl, oauth } = started;
      const response = setOAuthCookie(config, request, NextResponse.redirect(authUrl, 303), JSON.stringify(oauth), 600);
      return session.write(response, ensured);
    },
  };
}
