import type { ErrorResult } from './errors';
import type { RouteMatch, Router } from './router';
import type { HttpMethod } from './types';

/** A request's route: the match, and whether it is a GET route reached by POST (its query comes in the body). */
export interface MatchedRoute {
  match: RouteMatch | undefined;
  /** A `POST` answered by a `GET` route: the body is the query. */
  fallback: boolean;
}

/**
 * The route for `method` and `pathname`: the route of that method; else, for a `POST`, the `GET` route
 * (a query too long for a URL comes as a body); for a `HEAD`, the `GET` route (its body is dropped later).
 */
export function matchRoute(router: Router, method: HttpMethod, pathname: string): MatchedRoute {
  const match = router.match(method, pathname);
  if (match) return { match, fallback: false };
  if (method === 'POST') {
    const get = router.match('GET', pathname);
    return { match: get, fallback: get !== undefined };
  }
  return { match: method === 'HEAD' ? router.match('GET', pathname) : undefined, fallback: false };
}

/**
 * The answer when no route matched: `405` when another method has a route on the path, else `404`.
 */
export function unrouted(router: Router, method: string, pathname: string): ErrorResult {
  const known = router.hasPath(pathname);
  const code = known ? 'METHOD_NOT_ALLOWED' : 'ROUTE_NOT_FOUND';
  const description = `No emulator route for ${method} ${pathname}`;
  return { status: known ? 405 : 404, json: { message: known ? 'METHOD_NOT_ALLOWED' : 'NOT_FOUND', details: { applicationError: { code, description, data: {} } } } };
}

/**
 * The answer to a method the platform has no route for at all (`CONNECT`, `TRACE`, …).
 */
export function unsupportedMethod(method: string): ErrorResult {
  const description = `Unsupported method ${method}`;
  return { status: 405, json: { message: 'METHOD_NOT_ALLOWED', details: { applicationError: { code: 'METHOD_NOT_ALLOWED', description, data: {} } } } };
}
