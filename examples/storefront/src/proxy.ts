import { NextResponse, type NextRequest } from 'next/server';
import { siteKitMiddleware } from '@sitekit/next';
import { siteKit } from '@/lib/sitekit';
import { PLATFORM_PREFIX, platformSettings } from '@/lib/settings';

/**
 * Every page request gets a SiteKit session once (visitor tokens, renewal, the httpOnly cookie
 * forwarded to this request's server components). `/_platform/*` is the browser's same-origin way to
 * the emulator (no CORS); the host is read at runtime.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (pathname === PLATFORM_PREFIX || pathname.startsWith(`${PLATFORM_PREFIX}/`)) {
    const { host } = platformSettings();
    if (!host) return new NextResponse('Not found', { status: 404 });
    const target = new URL(`${pathname.slice(PLATFORM_PREFIX.length) || '/'}${search}`, host);
    return NextResponse.rewrite(target);
  }
  return siteKitMiddleware(siteKit(), request);
}

export const config = {
  // Pages, route handlers and the platform pass-through; not static assets.
  matcher: ['/((?!_next/static|_next/image|favicon.ico|robots.txt).*)'],
};
