import type { RouteResult } from './types';

/** Turns a route result into a web `Response` with the given extra headers. */
export function toResponse(result: RouteResult, extra: Record<string, string>): Response {
  const headers = new Headers(extra);
  const addAll = (given: Record<string, string> | undefined) => {
    for (const [k, headerValue] of Object.entries(given ?? {})) headers.set(k, headerValue);
  };
  if ('redirect' in result) {
    addAll(result.headers);
    headers.set('location', result.redirect);
    return new Response(null, { status: result.status, headers });
  }
  addAll(result.headers);
  if ('json' in result) {
    headers.set('content-type', 'application/json; charset=utf-8');
    return new Response(JSON.stringify(result.json ?? {}), { status: result.status ?? 200, headers });
  }
  if ('html' in result) {
    headers.set('content-type', 'text/html; charset=utf-8');
    return new Response(result.html, { status: result.status ?? 200, headers });
  }
  headers.set('content-type', result.contentType);
  const status = result.status ?? 200;
  // 204, 205 and 304 answers carry no body (tus answers PATCH with 204)
  const body = [204, 205, 304].includes(status) ? null : typeof result.body === 'string' ? result.body : new Blob([result.body as BlobPart]);
  return new Response(body, { status, headers });
}

/**
 * Request headers the platform's clients send. Listed by name in every preflight answer because the `*`
 * wildcard never covers `Authorization` (and is no wildcard at all for credentialed requests).
 */
export const CORS_ALLOWED_HEADERS = ['authorization', 'content-type', 'accept', 'x-wix-bi-gateway', 'wix-site-id', 'wix-account-id'] as const;
/** The methods every preflight answer allows. */
export const CORS_ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** Decides whether a browser origin may read the emulator's answers. */
export type OriginCheck = (origin: string) => boolean;

const LOCALHOST = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * The CORS allow-list: localhost (and 127.0.0.1, [::1]) on any port, the emulator's own origin, and
 * the configured origins (exact strings or patterns). Every other origin gets no CORS headers.
 */
export function originAllowList(baseUrl: string, extra: ReadonlyArray<string | RegExp> = []): OriginCheck {
  const own = new URL(baseUrl).origin;
  return (origin) => LOCALHOST.test(origin) || origin === own || extra.some((allowed) => (typeof allowed === 'string' ? allowed === origin : allowed.test(origin)));
}

/**
 * CORS headers so a browser app on an allowed origin can call the HTTP face (on every response,
 * errors included). The origin is echoed only when allowed; a request without `Origin` (no browser) gets `*`.
 */
export function corsHeaders(request: Request, allowed: OriginCheck): Record<string, string> {
  const origin = request.headers.get('origin');
  if (origin && !allowed(origin)) return { vary: 'Origin' };
  return {
    'access-control-allow-origin': origin ?? '*',
    ...(origin ? { 'access-control-allow-credentials': 'true', vary: 'Origin' } : {}),
    'access-control-expose-headers': 'x-wix-request-id, retry-after',
  };
}

/** The answer to a CORS preflight: every method the API uses, the platform's headers plus any the browser asks for. */
export function preflight(request: Request, allowed: OriginCheck): Response {
  const origin = request.headers.get('origin');
  if (origin && !allowed(origin)) return new Response(null, { status: 403, headers: { vary: 'Origin' } });
  const requested = (request.headers.get('access-control-request-headers') ?? '')
    .split(',')
    .map((header) => header.trim().toLowerCase())
    .filter((header) => header !== '');
  const allowHeaders = [...new Set([...CORS_ALLOWED_HEADERS, ...requested])];
  const privateNetwork = request.headers.get('access-control-request-private-network') === 'true';
  return new Response(null, {
    status: 204,
    headers: {
      ...corsHeaders(request, allowed),
      vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
      'access-control-allow-methods': CORS_ALLOWED_METHODS.join(', '),
      'access-control-allow-headers': allowHeaders.join(', '),
      'access-control-max-age': '600',
      // Chrome's Private Network Access preflight (a page on a public origin calling the local emulator).
      ...(privateNetwork ? { 'access-control-allow-private-network': 'true' } : {}),
    },
  });
}
