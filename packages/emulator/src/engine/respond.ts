import type { RouteResult } from './types';

/** Turns a route result into a web `Response` with the given extra headers. */
export function toResponse(result: RouteResult, extra: Record<string, string>): Response {
  const headers = new Headers(extra);
  const addAll = (h: Record<string, string> | undefined) => {
    for (const [k, v] of Object.entries(h ?? {})) headers.set(k, v);
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
  const body = typeof result.body === 'string' ? result.body : new Blob([result.body as BlobPart]);
  return new Response(body, { status: result.status ?? 200, headers });
}

/**
 * Request headers the platform's clients send. Listed by name in every preflight answer because the `*`
 * wildcard never covers `Authorization` (and is no wildcard at all for credentialed requests).
 */
export const CORS_ALLOWED_HEADERS = ['authorization', 'content-type', 'accept', 'x-wix-bi-gateway', 'wix-site-id', 'wix-account-id'] as const;
export const CORS_ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** CORS headers so a browser app on another origin can call the HTTP face (on every response, errors included). */
export function corsHeaders(request: Request): Record<string, string> {
  const origin = request.headers.get('origin');
  return {
    'access-control-allow-origin': origin ?? '*',
    ...(origin ? { 'access-control-allow-credentials': 'true', vary: 'Origin' } : {}),
    'access-control-expose-headers': 'x-wix-request-id, retry-after',
  };
}

/** The answer to a CORS preflight: every method the API uses, the platform's headers plus any the browser asks for. */
export function preflight(request: Request): Response {
  const requested = (request.headers.get('access-control-request-headers') ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => h !== '');
  const allowHeaders = [...new Set([...CORS_ALLOWED_HEADERS, ...requested])];
  const privateNetwork = request.headers.get('access-control-request-private-network') === 'true';
  return new Response(null, {
    status: 204,
    headers: {
      ...corsHeaders(request),
      vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
      'access-control-allow-methods': CORS_ALLOWED_METHODS.join(', '),
      'access-control-allow-headers': allowHeaders.join(', '),
      'access-control-max-age': '600',
      // Chrome's Private Network Access preflight (a page on a public origin calling the local emulator).
      ...(privateNetwork ? { 'access-control-allow-private-network': 'true' } : {}),
    },
  });
}
