/**
 * A 303 to `location` (a path of this app or an absolute URL): the browser follows it with a GET and keeps the
 * session cookie the middleware set on this response. (A server action's `redirect()` renders its target in
 * an internal request that carries the browser's old cookie, which breaks a session whose refresh token was
 * just rotated.)
 */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location } });
}

/** This app's origin as the browser sees it (the request's `Host`). */
export function ownOrigin(request: Request): string {
  return `http://${request.headers.get('host')}`;
}
