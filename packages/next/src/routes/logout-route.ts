import { NextResponse } from 'next/server';
import type { SiteKitNextConfig } from '../config';
import { requestOrigin, routeClient, safeReturnTo, sameOrigin } from '../internal';
import { jsonError, postOnly, wantsJson } from './route-answers';
import { routeSession, type Handler } from './route-session';

/**
 * Logs out: clears the session cookie and sends the browser to the platform's hosted logout page,
 * which returns to `?returnTo=` (a same-origin path, see {@link safeReturnTo}, default `/`). Only a
 * same-origin `POST` logs out (`Origin`, else `Sec-Fetch-Site`, else `Referer`; otherwise 403);
 * `GET` answers 405 so a cross-site link or image cannot log the visitor out. With
 * `Accept: application/json` it answers `{ logoutUrl }` instead of redirecting.
 *
 * @example
 * ```ts
 * // app/api/auth/logout/route.ts
 * export const { POST } = logoutRoute(siteKit);
 * // <form action="/api/auth/logout" method="post"><button>Log out</button></form>
 * ```
 */
export function logoutRoute(config: SiteKitNextConfig): { GET: Handler; POST: Handler } {
  const handler: Handler = async (request) => {
    const origin = requestOrigin(request);
    if (!origin || !sameOrigin(request)) return jsonError(403, 'Cross-origin request refused');
    const returnTo = new URL(request.url).searchParams.get('returnTo');
    const postFlowUrl = new URL(safeReturnTo(returnTo, origin), origin).href;
    let logoutUrl = postFlowUrl;
    // From now on no renewal of this session is written back by a process sharing the store (the
    // generation cookie written below refuses those of other processes).
    const session = await routeSession(config, request);
    const ended = await session.end();
    if (ended?.tokens.refreshToken.role === 'member') {
      try {
        const { tokens } = await session.ensure(true);
        const { redirectSession } = await routeClient(config, tokens).redirects.createRedirectSession({
          logout: { clientId: config.clientId },
          callbacks: { postFlowUrl },
        });
        logoutUrl = redirectSession?.fullUrl ?? postFlowUrl;
      } catch {
        // The local session ends anyway.
      }
    }
    const response = wantsJson(request) ? NextResponse.json({ logoutUrl }) : NextResponse.redirect(logoutUrl, 303);
    return session.write(response, null);
  };
  return { GET: async () => postOnly(), POST: handler };
}
