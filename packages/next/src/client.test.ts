import { describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { setupEmulator } from '@sitekit/emulator/msw';
import { duringTests } from '@sitekit/testing';
import { DEMO_MEMBER } from '@sitekit/emulator';
import { createClient } from '@sitekit/core-runtime';
import { defineSiteKit } from './index';
import { logoutRoute, sessionRoute } from './server';
import { sessionAuth } from './client';

const platform = duringTests(setupEmulator());

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
    for (const line of res.headers.getSetCookie()) {
      const [, name, value] = /^([^=]+)=([^;]*)/.exec(line)!;
      cookie = [...cookie.split('; ').filter((p) => p && !p.startsWith(`${name}=`)), ...(value ? [`${name}=${value}`] : [])].join('; ');
    }
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
    const res = await createClient({ auth }).fetchWithAuth('/members/v1/members/my?fieldsets=FULL');
    expect((await res.json()).member.loginEmail).toBe(DEMO_MEMBER.email);
  });
});

describe('sessionAuth races', () => {
  /** One browser (one cookie jar) whose session and logout routes can be held open. */
  function browserWithLogout() {
    let cookie = '';
    const session = sessionRoute(siteKit);
    const logout = logoutRoute(siteKit);
    const order: string[] = [];
    let gate: Promise<void> | undefined;
    const hold = () => {
      let release!: () => void;
      gate = new Promise((r) => (release = r));
      return () => { gate = undefined; release(); };
    };
    const fetchImpl = (async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const request = new NextRequest(new URL(input, 'https://shop.example'), {
        method, body: init.body as string | undefined,
        headers: { ...(init.headers as Record<string, string>), cookie, origin: 'https://shop.example' },
      });
      const path = new URL(input, 'https://shop.example').pathname;
      order.push(`> ${method} ${path}`);
      const res = await (path.startsWith('/api/auth/logout') ? logout.POST(request) : method === 'POST' ? session.POST(request) : session.GET(request));
      if (method === 'GET' && gate) await gate; // the answer is on its way while the test goes on
      order.push(`< ${method} ${path}`);
      for (const line of res.headers.getSetCookie()) {
        const m = /^([^=]+)=([^;]*)/.exec(line)!;
        const rest = cookie.split('; ').filter((p) => p && !p.startsWith(`${m[1]}=`));
        cookie = [...rest, ...(m[2] ? [`${m[1]}=${m[2]}`] : [])].join('; ');
      }
      return res;
    }) as typeof fetch;
    return { fetchImpl, order, hold, cookie: () => cookie };
  }

  async function loggedIn(b: ReturnType<typeof browserWithLogout>, options: Parameters<typeof sessionAuth>[0] = {}) {
    const auth = sessionAuth({ fetch: b.fetchImpl, ...options });
    const login = await fetch('https://www.wixapis.com/_api/iam/authentication/v2/login', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginId: { email: DEMO_MEMBER.email }, password: DEMO_MEMBER.password }),
    });
    await auth.complete((await login.json()).sessionToken);
    expect(auth.loggedIn()).toBe(true);
    return auth;
  }

  const whoCalls = async (auth: ReturnType<typeof sessionAuth>) => {
    return createClient({ auth }).fetchWithAuth('/members/v1/members/my').then((r) => r.status, (e) => e.status as number);
  };

  it('logout() while a session request is in flight ends logged out, and later calls carry no member token', async () => {
    const b = browserWithLogout();
    const auth = await loggedIn(b);
    await auth.renewAfterUnauthorized(); // drop the cached token
    const release = b.hold();
    const inFlight = auth.renewAfterUnauthorized();
    await vi.waitFor(() => expect(b.order.at(-1)).toBe('> GET /api/sitekit/session'));
    const out = auth.logout();
    // The session answer arrives after the logout's (or, when the logout waits for it, after a while).
    await vi.waitFor(() => expect(b.order).toContain('< POST /api/auth/logout'), { timeout: 200 }).catch(() => undefined);
    release();
    await Promise.all([inFlight, out]);
    expect(auth.loggedIn()).toBe(false);
    expect(await whoCalls(auth)).toBe(403);
    expect(decodeURIComponent(b.cookie())).not.toContain('"role":"member"');
  });

  it('a logout in one tab waits for the session request of another tab (Web Locks), so the logout is written last', async () => {
    const b = browserWithLogout();
    const queue: Promise<unknown>[] = [];
    const locks = { request: (_: string, fn: () => Promise<unknown>) => { const p = Promise.allSettled(queue.splice(0)).then(fn); queue.push(p); return p; } };
    const tabA = await loggedIn(b, { locks });
    const tabB = sessionAuth({ fetch: b.fetchImpl, locks, loggedIn: true });
    await tabA.renewAfterUnauthorized();
    b.order.length = 0;
    const release = b.hold();
    const inFlight = tabA.renewAfterUnauthorized();
    await vi.waitFor(() => expect(b.order).toEqual(['> GET /api/sitekit/session']));
    const out = tabB.logout();
    await new Promise((r) => setTimeout(r, 20));
    release();
    await Promise.all([inFlight, out]);
    expect(b.order).toEqual(['> GET /api/sitekit/session', '< GET /api/sitekit/session', '> POST /api/auth/logout', '< POST /api/auth/logout']);
    expect(decodeURIComponent(b.cookie())).not.toContain('"role":"member"');
    expect(tabB.loggedIn()).toBe(false);
  });
});
