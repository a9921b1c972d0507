import { NextResponse, type NextRequest } from 'next/server';
import type { SiteKitNextConfig } from './config';
import { RENEWAL_GRACE_MS } from './renewals';
import { ensureTokens, loadSession, sessionCookieValue, writeSessionCookies } from './session';

/** Replaces (or adds) one cookie in a `Cookie` header. @internal */
export function withCookie(header: string | null, name: string, value: string): string {
  const others = (header ?? '').split(';').map((part) => part.trim()).filter((part) => part && !part.startsWith(`${name}=`));
  return [...others, `${name}=${encodeURIComponent(value)}`].join('; ');
}

/**
 * Ensures a SiteKit session once per request: reads the session cookie (discarding it when it
 * belongs to another client id), renews it when the access token is expired or about to expire
 * (refresh token first, new visitor tokens when that is rejected; `onSessionLost` is called when
 * a member session is lost), writes it back (httpOnly, SameSite=Lax, Secure on https, path `/`)
 * and forwards it to the request so server components in the same request see the new tokens.
 * At most one renewal per request, shared with the other requests of this process that carry the
 * same refresh token (see `createSessionRenewals`; several processes share them through a shared
 * store, see `@sitekit/next/redis`). With a `tokenStorage` the cookie holds an opaque session id. A request sent before a logout or login of
 * any process sharing the store that is handled after it writes no cookie (after a logout it no longer acts as the member). When the platform cannot be reached the request goes on unchanged.
 *
 * @example
 * ```ts
 * // middleware.ts
 * import { siteKitMiddleware } from '@sitekit/next';
 * import { siteKit } from './src/sitekit';
 * export const middleware = (request: NextRequest) => siteKitMiddleware(siteKit, request);
 * export const config = { matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'] };
 * ```
 */
export async function siteKitMiddleware(config: SiteKitNextConfig, request: NextRequest): Promise<NextResponse> {
  try {
    const result = await ensureTokens(config, request, await loadSession(config, request.cookies));
    const writes: [string, string, object][] = [];
    // A `stale` request (sent before a logout or login) uses `result.tokens` for itself only: the cookies stay as that logout or login wrote them.
    const written = result.stale
      ? new Map([[config.cookieName, await sessionCookieValue(config, result, RENEWAL_GRACE_MS)]])
      : await writeSessionCookies(config, request.url, { set: (...args) => writes.push(args) }, result);
    if (!written.size) return NextResponse.next();
    const headers = new Headers(request.headers);
    let cookie = request.headers.get('cookie');
    for (const [name, value] of written) cookie = withCookie(cookie, name, value);
    headers.set('cookie', cookie!);
    const response = NextResponse.next({ request: { headers } });
    for (const [name, value, options] of writes) response.cookies.set(name, value, options);
    return response;
  } catch {
    return NextResponse.next();
  }
}
