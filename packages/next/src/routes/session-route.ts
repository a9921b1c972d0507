import { NextResponse } from 'next/server';
import type { Tokens } from '@sitekit/core-runtime/auth';
import type { SiteKitNextConfig } from '../config';
import { authorize, exchangeCode, requestOrigin, sameOrigin } from '../internal';
import { jsonError } from './route-answers';
import { carryVisitorCart } from './carry-cart';
import { isTokens, routeSession, type Handler } from './route-session';

/**
 * What the session route tells the browser: never the refresh token.
 */
export interface BrowserSession {
  accessToken: { value: string; expiresAt: number };
  role: Tokens['refreshToken']['role'];
  clientId: string;
}

const browserSession = (config: SiteKitNextConfig, tokens: Tokens): BrowserSession => ({
  accessToken: tokens.accessToken,
  role: tokens.refreshToken.role,
  clientId: config.clientId,
});

/**
 * The browser's side of the cookie session.
 * - `GET` → `{ accessToken, role, clientId }` (renewing and re-writing the cookie when needed; never the refresh token).
 * - `POST` (same-origin only) with `{ sessionToken }` (from an email/password login): the server
 *   exchanges it for member tokens (prompt `none`, PKCE) and writes them to the cookie; or with
 *   `{ tokens }`: member tokens obtained in the browser, shape-checked, written to the cookie.
 *   Answers like `GET`.
 *
 * @example
 * ```ts
 * // app/api/sitekit/session/route.ts
 * export const { GET, POST } = sessionRoute(siteKit);
 * ```
 */
export function sessionRoute(config: SiteKitNextConfig): { GET: Handler; POST: Handler } {
  const noStore = { headers: { 'cache-control': 'no-store' } };
  return {
    GET: async (request) => {
      const session = await routeSession(config, request);
      const ensured = await session.ensure();
      return session.write(NextResponse.json(browserSession(config, ensured.tokens), noStore), ensured);
    },
    POST: async (request) => {
      if (!sameOrigin(request)) return jsonError(403, 'Cross-origin request refused');
      const body = (await request.json().catch(() => null)) as { tokens?: unknown; sessionToken?: unknown } | null;
      const given = isTokens(body?.tokens) ? body.tokens : undefined;
      const sessionToken = typeof body?.sessionToken === 'string' && body.sessionToken ? body.sessionToken : undefined;
      if (!given && !sessionToken) return jsonError(400, 'Expected { sessionToken } or { tokens }');
      const session = await routeSession(config, request);
      let tokens: Tokens;
      // The visitor whose cart lines the member gets: tokens obtained in the browser leave the session as it is (never renewed here).
      let visitor: Tokens | undefined;
      if (given) {
        tokens = given;
        visitor = session.stored?.tokens;
      } else {
        try {
          visitor = (await session.ensure()).tokens;
          tokens = await sessionTokenLogin(config, request, visitor, sessionToken!);
        } catch {
          return jsonError(400, 'Failed to get member tokens');
        }
      }
      if (visitor) await carryVisitorCart(config, visitor, tokens);
      return session.write(NextResponse.json(browserSession(config, tokens), noStore), await session.login(tokens));
    },
  };
}

/** Member tokens for a session token of a finished email/password login, without a browser frame. */
async function sessionTokenLogin(config: SiteKitNextConfig, request: Request, tokens: Tokens, sessionToken: string): Promise<Tokens> {
  const origin = requestOrigin(request);
  if (!origin) throw new Error('Invalid Host header');
  const { url, oauth } = await authorize(config, tokens, origin, '/', { sessionToken }, 'none');
  const res = await (config.fetch ?? fetch)(url, { redirect: 'manual' });
  const location = res.headers.get('location');
  const back = location ? new URL(location, url) : undefined;
  const code = back?.searchParams.get('code');
  if (!code || back?.searchParams.get('state') !== oauth.state) throw new Error('Failed to get member tokens');
  return exchangeCode(config, tokens, code, oauth.codeVerifier, oauth.redirectUri);
}
