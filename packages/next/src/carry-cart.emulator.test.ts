import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { createClient, StaticTokenStrategy } from '@sitekit/core-runtime';
import type { Tokens } from '@sitekit/core-runtime/auth';
import { currentCart } from '@sitekit/ecom/current-cart';
import { defaultSeed, DEMO_MEMBER } from '@sitekit/emulator';
import { setupEmulator } from '@sitekit/emulator/msw';
import { duringTests, WWW } from '@sitekit/testing';
import { OAUTH_COOKIE_NAME } from './config';
import { defineSiteKit } from './index';
import { callbackRoute, loginRoute, sessionRoute } from './server';

// A visitor's cart lines survive login (ADR 0034): email/password and registration through the
// session route, the hosted login through the callback route.
const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const CREW_TEE = '10000000-0000-4000-8000-000000000001';
const VARIANT_A = '30000000-0000-4000-8000-000000000104';
const VARIANT_B = '30000000-0000-4000-8000-000000000105';
/** Three in stock. */
const VARIANT_C = '30000000-0000-4000-8000-000000000108';
const ref = (variantId: string) => ({ appId: STORES_APP_ID, catalogItemId: CREW_TEE, options: { variantId } });

const platform = duringTests(setupEmulator({ seed: defaultSeed }));
const siteKit = defineSiteKit({ clientId: 'storefront-app' });
const ORIGIN = 'https://shop.example';

const sessionCookie = (tokens: Tokens) => `sitekit_session=${encodeURIComponent(JSON.stringify({ clientId: siteKit.clientId, tokens }))}`;
const req = (path: string, init: { cookie?: string; method?: string; body?: string } = {}) =>
  new NextRequest(`${ORIGIN}${path}`, { method: init.method ?? 'GET', body: init.body, headers: { origin: ORIGIN, ...(init.cookie ? { cookie: init.cookie } : {}) } });
const tokensOf = (res: Response): Tokens => JSON.parse(decodeURIComponent(/sitekit_session=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')![1]!)).tokens;
const cartOf = (tokens: Tokens) => createClient({ modules: { currentCart }, auth: StaticTokenStrategy({ accessToken: tokens.accessToken.value }) }).currentCart;
const lines = async (tokens: Tokens) =>
  ((await cartOf(tokens).getCurrentCartOrNull())?.lineItems ?? []).map((line) => [line.catalogReference?.options?.variantId, line.quantity]);

async function visitorTokens(): Promise<Tokens> {
  const res = await fetch(`${WWW}/oauth2/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ clientId: siteKit.clientId, grantType: 'anonymous' }) });
  const json = await res.json();
  return { accessToken: { value: json.access_token, expiresAt: Math.floor(Date.now() / 1000) + json.expires_in }, refreshToken: { value: json.refresh_token, role: 'visitor' } };
}

async function emailLogin(visitor: Tokens) {
  const login = await fetch(`${WWW}/_api/iam/authentication/v2/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginId: { email: DEMO_MEMBER.email }, password: DEMO_MEMBER.password }),
  });
  const { sessionToken } = await login.json();
  return sessionRoute(siteKit).POST(req('/api/sitekit/session', { method: 'POST', body: JSON.stringify({ sessionToken }), cookie: sessionCookie(visitor) }));
}

describe('a visitor cart carried into the member cart', () => {
  it('email/password login (session route): the member cart holds the visitor line, added to what it had', async () => {
    const visitor = await visitorTokens();
    await cartOf(visitor).addToCurrentCart({ lineItems: [{ catalogReference: ref(VARIANT_A), quantity: 2 }] });
    const first = await emailLogin(visitor);
    expect(first.status).toBe(200);
    const member = tokensOf(first);
    expect(await lines(member)).toEqual([[VARIANT_A, 2]]);
    const add = platform.emulator.requests.filter((r) => r.url.endsWith('/ecom/v1/carts/current/add-to-cart')).at(-1)!;
    expect(add.headers.authorization).toBe(member.accessToken.value);
    expect(add.body).toEqual({ lineItems: [{ catalogReference: ref(VARIANT_A), quantity: 2 }] });

    // A second visitor session of the same member, with another line: both lines now.
    const later = await visitorTokens();
    await cartOf(later).addToCurrentCart({ lineItems: [{ catalogReference: ref(VARIANT_B), quantity: 1 }] });
    expect(await lines(tokensOf(await emailLogin(later)))).toEqual([[VARIANT_A, 2], [VARIANT_B, 1]]);
  });

  it('a visitor without a cart logs in without an add-to-cart call', async () => {
    platform.reset();
    platform.emulator.clearRequests();
    const res = await emailLogin(await visitorTokens());
    expect(res.status).toBe(200);
    expect(platform.emulator.requests.some((r) => r.url.endsWith('/add-to-cart'))).toBe(false);
  });

  it('hosted login (callback route): the member cart holds the visitor line', async () => {
    platform.reset();
    const start = await loginRoute(siteKit).GET(req('/api/auth/login?returnTo=/cart'));
    const visitor = tokensOf(start);
    await cartOf(visitor).addToCurrentCart({ lineItems: [{ catalogReference: ref(VARIANT_B), quantity: 3 }] });
    const oauthCookie = /sitekit_oauth=([^;]*)/.exec(start.headers.get('set-cookie')!)![1]!;
    const loginPage = new URL(start.headers.get('location')!);
    const form = new URLSearchParams({ session: loginPage.searchParams.get('session')!, email: DEMO_MEMBER.email, password: DEMO_MEMBER.password });
    const submitted = await fetch(`${loginPage.origin}/_emulator/oauth/authorize`, {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString(),
    });
    const back = new URL(submitted.headers.get('location')!);
    const callback = await callbackRoute(siteKit).GET(req(back.pathname + back.search, { cookie: `${sessionCookie(visitor)}; ${OAUTH_COOKIE_NAME}=${oauthCookie}` }));
    expect(callback.status).toBe(303);
    expect(await lines(tokensOf(callback))).toEqual([[VARIANT_B, 3]]);
  });

  it('a line the member cart cannot take (more than the stock, with what the member had) costs only that line: the others are carried, and the login stands', async () => {
    platform.reset();
    const first = await visitorTokens();
    await cartOf(first).addToCurrentCart({ lineItems: [{ catalogReference: ref(VARIANT_C), quantity: 1 }] });
    expect(await lines(tokensOf(await emailLogin(first)))).toEqual([[VARIANT_C, 1]]);

    const later = await visitorTokens();
    await cartOf(later).addToCurrentCart({ lineItems: [{ catalogReference: ref(VARIANT_B), quantity: 2 }, { catalogReference: ref(VARIANT_C), quantity: 3 }, { catalogReference: ref(VARIANT_A), quantity: 1 }] });
    const res = await emailLogin(later);
    expect(res.status).toBe(200);
    expect(await lines(tokensOf(res))).toEqual([[VARIANT_C, 1], [VARIANT_B, 2], [VARIANT_A, 1]]);
  });

  it.each([['a dropped connection', { drop: true }], ['a 500', { status: 500 }]])('%s on the add-to-cart leaves the login standing, with no line tried again', async (_, fault) => {
    platform.reset();
    const visitor = await visitorTokens();
    await cartOf(visitor).addToCurrentCart({ lineItems: [{ catalogReference: ref(VARIANT_A), quantity: 1 }, { catalogReference: ref(VARIANT_B), quantity: 1 }] });
    platform.emulator.faults.add({ route: 'POST /ecom/v1/carts/current/add-to-cart', times: 1, ...fault });
    platform.emulator.clearRequests();
    const res = await emailLogin(visitor);
    expect(res.status).toBe(200);
    expect(tokensOf(res).refreshToken.role).toBe('member');
    expect(platform.emulator.requests.filter((r) => r.url.endsWith('/add-to-cart'))).toHaveLength(1);
  });

  it('two logins of one visitor session at once (two tabs, a double submit) carry its lines once', async () => {
    platform.reset();
    const visitor = await visitorTokens();
    await cartOf(visitor).addToCurrentCart({ lineItems: [{ catalogReference: ref(VARIANT_A), quantity: 1 }, { catalogReference: ref(VARIANT_B), quantity: 2 }] });
    const [one, two] = await Promise.all([emailLogin(visitor), emailLogin(visitor)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(await lines(tokensOf(one))).toEqual([[VARIANT_A, 1], [VARIANT_B, 2]]);
  });
});
