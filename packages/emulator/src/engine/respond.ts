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

/** CORS headers so a browser app on another origin can call the HTTP face. */
export function corsHeaders(request: Request): Record<string, string> {
  const origin = request.headers.get('origin');
  return {
    'access-control-allow-origin': origin ?? '*',
    ...(origin ? { 'access-control-allow-credentials': 'true', vary: 'Origin' } : {}),
    'access-control-expose-headers': 'x-wix-request-id, retry-after',
  };
}

/** The answer to a CORS preflight. */
export function preflight(request: Request): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...corsHeaders(request),
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
      'access-control-allow-headers': request.headers.get('access-control-request-headers') ?? '*',
      'access-control-max-age': '600',
    },
  });
}
