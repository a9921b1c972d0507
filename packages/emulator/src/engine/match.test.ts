import { describe, expect, it } from 'vitest';
import { matchRoute, unrouted } from './match';
import { Router } from './router';
import type { Domain, Route } from './types';

const route = (method: Route['method'], path: string, id: string): Route => ({ method, path, id, access: 'public', handle: () => ({ json: {} }) });
const shop: Domain = {
  name: 'shop', initialState: () => ({}),
  routes: [route('GET', '/shop/v1/items/query', 'shop.query'), route('DELETE', '/shop/v1/items/:id', 'shop.delete')],
};
const router = new Router([shop]);

describe('matchRoute and unrouted', () => {
  it('a POST falls back to the GET route (its body is the query); a HEAD is answered by the GET route', () => {
    const post = matchRoute(router, 'POST', '/shop/v1/items/query');
    expect([post.match?.compiled.route.id, post.fallback]).toEqual(['shop.query', true]);
    const head = matchRoute(router, 'HEAD', '/shop/v1/items/query');
    expect([head.match?.compiled.route.id, head.fallback]).toEqual(['shop.query', false]);
    const get = matchRoute(router, 'GET', '/shop/v1/items/query');
    expect([get.match?.compiled.route.id, get.fallback]).toEqual(['shop.query', false]);
    expect(matchRoute(router, 'PUT', '/shop/v1/items/query').match).toBeUndefined();
  });

  it('no route: 405 when the path has a route for another method, else 404', () => {
    expect(unrouted(router, 'PATCH', '/shop/v1/items/i-1')).toMatchObject({ status: 405, json: { details: { applicationError: { code: 'METHOD_NOT_ALLOWED' } } } });
    expect(unrouted(router, 'GET', '/shop/v1/nothing')).toMatchObject({ status: 404, json: { message: 'NOT_FOUND', details: { applicationError: { code: 'ROUTE_NOT_FOUND' } } } });
  });
});
