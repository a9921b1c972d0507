import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { setupEmulator } from '@sitekit/emulator/msw';
import { DEMO_MEMBER } from '@sitekit/emulator';
import { createClient } from '@sitekit/core';
import { defineSiteKit } from './index';
import { sessionRoute } from './server';
import { sessionAuth } from './client';

const platform = setupEmulator();
beforeAll(() => platform.listen());
afterEach(() => platform.reset());
afterAll(() => platform.close());

const siteKit = defineSiteKit({ clientId: 'storefront-app' });

/** A browser talking to the app's session route: the cookie jar is one variable. */
function browser() {
  let cookie = '';
  const route = sessionRoute(siteKit);
  const calls: string[] = [];
  const fetchImpl = (async (input: string, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${input}`);
    const request = new NextRequest(new URL(input, 'https://shop.example'), {
      method: init.method ?? 'GET', body: init.body as string | undefined,
      headers: { ...(init.headers as Record<string, string>), cookie, origin: 'https://shop.example' },
    });
    const res = await (request.method === 'POST' ? route.POST(request) : route.GET(request));
    const set = /sitekit_session=[^;]*/.exec(res.headers.get('set-cookie') ?? '');
    if (set) cookie = set[0];
    return res;
  }) as typeof fetch;
  return { fetchImpl, calls, cookie: () => cookie };
}

describe('sessionAuth', () => {
  it('concurrent calls share one session-route request; the browser never holds the refresh token', async () => {
    const b = browser();
    const auth = sessionAuth({ fetch: b.fetchImpl });
    const client = createClient({ auth });
    const results = await Promise.all([1, 2, 3].map(() => client.fetchWithAuth('/ecom/v1/carts/current').then((r) => r.status, (e) => e.status)));
    expect(results).toEqual([404, 404, 404]);
    expect(b.calls).toEqual(['GET /api/sitekit/session']);
    const sent = platform.emulator.requests.filter((r) => r.url.includes('/carts/current')).map((r) => r.headers['authorization']);
    expect(new Set(sent).size).toBe(1);
    expect(auth.loggedIn()).toBe(false);
    expect(JSON.stringify(auth)).not.toContain('sk_rt_');
  });

  it('complete(sessionToken) makes the server session a member and notifies subscribers', async () => {
    const b = browser();
    const auth = sessionAuth({ fetch: b.fetchImpl });
    let changes = 0;
    auth.subscribe(() => changes++);
    const login = await fetch('https://www.wixapis.com/_api/iam/authentication/v2/login', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginId: { email: DEMO_MEMBER.email }, password: DEMO_MEMBER.password }),
    });
    await auth.complete((await login.json()).sessionToken);
    expect(auth.loggedIn()).toBe(true);
    expect(changes).toBe(1);
    expect(decodeURIComponent(b.cookie())).toContain('"role":"member"');
    const res = await createClient({ auth }).fetchWithAuth('/members/v1/members/my');
    expect((await res.json()).member.loginEmail).toBe(DEMO_MEMBER.email);
  });
});
