import { NextResponse, type NextRequest } from 'next/server';
import { siteKitMiddleware } from '@sitekit/next';
import { siteKit } from '@/lib/sitekit';
import { PLATFORM_PREFIX, platformSettings } from '@/lib/settings';
import { RETRY_AFTER_SECONDS, UNAVAILABLE_HEADER } from '@/lib/availability';
import { productUnavailable } from '@/lib/product-probe';

const PRODUCT_PAGE = /^\/products\/([^/]+)$/;

/**
 * Every page request gets a SiteKit session once (visitor tokens, renewal, the httpOnly cookie
 * forwarded to this request's server components). `/_platform/*` is the browser's same-origin way to
 * the emulator (no CORS); the host is read at runtime. A product page the platform cannot give now
 * answers 503 with `Retry-After` (a status a page cannot set once it renders).
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (pathname === PLATFORM_PREFIX || pathname.startsWith(`${PLATFORM_PREFIX}/`)) {
    const { host } = platformSettings();
    if (!host) return new NextResponse('Not found', { status: 404 });
    // After the host, never resolved against it: a path `//other.example/x` would name a host of its own.
    const target = new URL(`${host}${pathname.slice(PLATFORM_PREFIX.length) || '/'}${search}`);
    return NextResponse.rewrite(target);
  }
  const response = await siteKitMiddleware(siteKit(), request);
  const product = PRODUCT_PAGE.exec(pathname);
  // Only a document request has a status to get right: a client-side navigation or a link prefetch (`rsc`) renders
  // the page's own fallback when the product cannot be read, and probing each prefetched card would cost a call apiece.
  if (!product || request.method !== 'GET' || request.headers.has('rsc')) return response;
  let slug: string;
  try {
    slug = decodeURIComponent(product[1]!);
  } catch {
    return response; // a malformed path: the page answers 404
  }
  return productPage(request, response, slug);
}

/** A product page: the session's response as it is, or a 503 rewrite telling the page to show its fallback. */
async function productPage(request: NextRequest, session: NextResponse, slug: string) {
  // The request's headers as the middleware forwarded them (a renewed session cookie), never a client's own verdict.
  const headers = new Headers(request.headers);
  headers.delete(UNAVAILABLE_HEADER);
  const cookie = session.headers.get('x-middleware-request-cookie') ?? request.headers.get('cookie');
  if (cookie) headers.set('cookie', cookie);
  if (!(await productUnavailable(slug, cookie))) {
    const next = NextResponse.next({ request: { headers } });
    return withSessionCookies(next, session);
  }
  headers.set(UNAVAILABLE_HEADER, 'product');
  const unavailable = NextResponse.rewrite(request.nextUrl, {
    status: 503,
    headers: { 'retry-after': String(RETRY_AFTER_SECONDS), 'cache-control': 'no-store' },
    request: { headers },
  });
  return withSessionCookies(unavailable, session);
}

/** `response` with the session cookies the middleware wrote. */
function withSessionCookies(response: NextResponse, session: NextResponse) {
  for (const cookie of session.headers.getSetCookie()) response.headers.append('set-cookie', cookie);
  return response;
}
