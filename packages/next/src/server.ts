/**
 * `@sitekit/next/server`: the per-request server client and the route handlers (hosted login,
 * callback, logout, checkout redirect, browser session). Nothing here is module-level state.
 *
 * @example
 * ```ts
 * import { getServerClient, loginRoute } from '@sitekit/next/server';
 * ```
 */
import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import type { SiteKitClient } from '@sitekit/core';
import type { Tokens } from '@sitekit/core/auth';
import { OAUTH_COOKIE_NAME, type SiteKitNextConfig } from './config';
import {
  authorize, clientFor, cookieOf, cookiesOf, exchangeCode, fixedAuth, requestOrigin, routeClient, safeReturnTo, sameOrigin, sessionMissing, type OAuthCookie,
} from './internal';
import { ensureTokens, isTokens, loadSession, newGeneration, sessionCookieOptions, writeSessionCookies, type EnsuredSession } from './session';

export { safeReturnTo } from './internal';

type Handler = (request: Request) => Promise<Response>;

/**
 * A client for this request, built from the session cookie the middleware ensured. It never
 * refreshes (server components cannot write cookies): a missing or expired session throws a
 * `SiteKitError` with code `SESSION_MISSING` that names the missing middleware.
 *
 * @example
 * ```tsx
 * // app/page.tsx (a server component)
 * const client = await getServerClient(siteKit, { products, collections });
 * const { items } = await client.products.queryProducts().limit(8).find();
 * ```
 * @throws SiteKitError `SESSION_MISSING`
 */
export async function getServerClient<M extends Record<string, object>>(
  config: SiteKitNextConfig,
  modules: M,
): Promise<SiteKitClient<M, ReturnType<typeof fixedAuth>>> {
  const session = await loadSession(config, await cookies());
  if (!session) throw sessionMissing('missing');
  return clientFor(config, session.tokens, modules);
}

/** This request's session, renewed when needed (route handlers may write cookies). */
async function sessionOf(config: SiteKitNextConfig, request: Request) {
  return ensureTokens(config, request, await loadSession(config, cookiesOf(request)));
}

/** Writes a (renewed or new) session to the response, or ends it (`null`). */
async function setSession(config: SiteKitNextConfig, request: Request, response: NextResponse, session: EnsuredSession | null): Promise<NextResponse> {
  await writeSessionCookies(config, request.url, response.cookies, session);
  return response;
}

/** Ends a request's session: its generation (in every process sharing the store) and its stored tokens. */
async function endSession(config: SiteKitNextConfig, request: Request) {
  const session = await loadSession(config, cookiesOf(request));
  await config.renewals.end(session?.gen);
  if (session?.id) await config.tokenStorage?.remove(config, session.id);
  return session;
}

/** A login's member tokens: a new generation, and the visitor session they replace ends. */
async function loggedIn(config: SiteKitNextConfig, request: Request, tokens: Tokens): Promise<EnsuredSession> {
  await endSession(config, request);
  return { tokens, gen: newGeneration(), renewed: true, minted: true };
}

const jsonError = (status: number, error: string) => NextResponse.json({ error }, { status, headers: { 'cache-control': 'no-store' } });
const wantsJson = (request: Request) => (request.headers.get('accept') ?? '').includes('application/json');
/** A request whose `Host` header names no host (see `requestOrigin`): nothing is built on it. */
const badHost = () => jsonError(400, 'Invalid Host header');

const postOnly = () => NextResponse.json({ error: 'Method not allowed: use POST' }, { status: 405, headers: { allow: 'POST', 'cache-control': 'no-store' } });

/** The `prompt` values of the OpenID Connect authorization request. */
const PROMPTS = ['login', 'none', 'consent', 'select_account'];

/**
 * Starts a hosted login: PKCE verifier and state go into a 10-minute httpOnly cookie, the platform's
 * login page answers with `response_mode=query` on `config.callbackPath`. `?returnTo=` accepts only
 * same-origin paths (see {@link safeReturnTo}), else `/`; `?prompt=` is passed on when it is one of
 * `login`, `none`, `consent`, `select_account` (default `login`), any other value answers 400.
 *
 * @example
 * ```ts
 * // app/api/auth/login/route.ts
 * export const { GET } = loginRoute(siteKit);
 * // <a href="/api/auth/login?returnTo=/account">Log in</a>
 * ```
 */
export function loginRoute(config: SiteKitNextConfig): { GET: Handler } {
  return {
    GET: async (request) => {
      const url = new URL(request.url);
      const origin = requestOrigin(request);
      if (!origin) return badHost();
      const prompt = url.searchParams.get('prompt') ?? 'login';
      if (!PROMPTS.includes(prompt)) return jsonError(400, `Invalid prompt: expected one of ${PROMPTS.join(', ')}`);
      const session = await sessionOf(config, request);
      const returnTo = safeReturnTo(url.searchParams.get('returnTo'), origin);
      const { url: authUrl, oauth } = await authorize(config, session.tokens, origin, returnTo, {}, prompt);
      const response = NextResponse.redirect(authUrl, 303);
      response.cookies.set(OAUTH_COOKIE_NAME, JSON.stringify(oauth), sessionCookieOptions(config, request.url, 600));
      return setSession(config, request, response, session);
    },
  };
}

const readOAuth = (request: Request): OAuthCookie | null => {
  try {
    const saved = JSON.parse(cookieOf(request, OAUTH_COOKIE_NAME) ?? '');
    return typeof saved?.state === 'string' && typeof saved.codeVerifier === 'string' ? saved : null;
  } catch {
    return null;
  }
};

/**
 * The OAuth redirect target: checks `state` against the login cookie (`Invalid _state` otherwise,
 * `Missing code or _state` when absent), exchanges the code for member tokens, writes the session
 * cookie and redirects to the `returnTo` of the login. A platform `error` redirects to `returnTo`
 * with `?loginError=<error>`.
 *
 * @example
 * ```ts
 * // app/api/auth/callback/route.ts
 * export const { GET } = callbackRoute(siteKit);
 * ```
 */
export function callbackRoute(config: SiteKitNextConfig): { GET: Handler } {
  return {
    GET: async (request) => {
      const url = new URL(request.url);
      const origin = requestOrigin(request);
      if (!origin) return badHost();
      const oauth = readOAuth(request);
      const done = (response: NextResponse) => {
        response.cookies.set(OAUTH_COOKIE_NAME, '', sessionCookieOptions(config, request.url, 0));
        return response;
      };
      const code = url.searchParams.get('code');
      const state = url.searchParams.get('state');
      const error = url.searchParams.get('error');
      if (error && oauth && state === oauth.state) {
        const back = new URL(safeReturnTo(oauth.returnTo, origin), origin);
        back.searchParams.set('loginError', error);
        return done(NextResponse.redirect(back, 303));
      }
      if (!code || !state) return done(jsonError(400, 'Missing code or _state'));
      if (!oauth || state !== oauth.state) return done(jsonError(400, 'Invalid _state'));
      const { tokens: visitor } = await sessionOf(config, request);
      let member: Tokens;
      try {
        member = await exchangeCode(config, visitor, code, oauth.codeVerifier, oauth.redirectUri);
      } catch {
        return done(jsonError(400, 'Failed to get member tokens'));
      }
      const response = NextResponse.redirect(new URL(safeReturnTo(oauth.returnTo, origin), origin), 303);
      return done(await setSession(config, request, response, await loggedIn(config, request, member)));
    },
  };
}

/**
 * Logs out: clears the session cookie and sends the browser to the platform's hosted logout page,
 * which returns to `?returnTo=` (a same-origin path, see {@link safeReturnTo}, default `/`). Only a
 * same-origin `POST` logs out (`Origin`, else `Sec-Fetch-Site`, else `Referer`; otherwise 403);
 * `GET` answers 405 so a cross-site link or image cannot log the visitor out. With
 * `Accept: application/json` it answers `{ logoutUrl }` instead of redirecting.
 *
 * @example
 * ```ts
 * // app/api/auth/logout/route.ts
 * export const { POST } = logoutRoute(siteKit);
 * // <form action="/api/auth/logout" method="post"><button>Log out</button></form>
 * ```
 */
export function logoutRoute(config: SiteKitNextConfig): { GET: Handler; POST: Handler } {
  const handler: Handler = async (request) => {
    const origin = requestOrigin(request);
    if (!origin || !sameOrigin(request)) return jsonError(403, 'Cross-origin request refused');
    const returnTo = new URL(request.url).searchParams.get('returnTo');
    const postFlowUrl = new URL(safeReturnTo(returnTo, origin), origin).href;
    let logoutUrl = postFlowUrl;
    // From now on no renewal of this session is written back by a process sharing the store (the
    // generation cookie written below refuses those of other processes).
    const session = await endSession(config, request);
    if (session?.tokens.refreshToken.role === 'member') {
      try {
        const { tokens } = await ensureTokens(config, request, session, true);
        const { redirectSession } = await routeClient(config, tokens).redirects.createRedirectSession({
          logout: { clientId: config.clientId },
          callbacks: { postFlowUrl },
        });
        logoutUrl = redirectSession?.fullUrl ?? postFlowUrl;
      } catch {
        // The local session ends anyway.
      }
    }
    const response = wantsJson(request) ? NextResponse.json({ logoutUrl }) : NextResponse.redirect(logoutUrl, 303);
    return setSession(config, request, response, null);
  };
  return { GET: async () => postOnly(), POST: handler };
}

/** The options of `checkoutRoute`: the site's thank-you and cart pages the hosted checkout returns the buyer to. */
export interface CheckoutRouteOptions {
  /** Where the hosted checkout sends the buyer after paying (`?orderId=` is added by the platform). Default `/thank-you`. */
  thankYouPath?: string;
  /** The cart page (the checkout's "back to cart", and where an empty cart lands). Default `/cart`. */
  cartPath?: string;
}

/**
 * Creates a checkout from the current cart and redirects to the hosted checkout, with
 * `thankYouPageUrl`, `cartPageUrl` and `postFlowUrl` callbacks on this site. No cart: back to the cart page.
 * Only a same-origin `POST` creates a checkout (403 otherwise); `GET` answers 405.
 *
 * @example
 * ```ts
 * // app/api/checkout/route.ts
 * export const { POST } = checkoutRoute(siteKit, { thankYouPath: '/thank-you' });
 * // <form action="/api/checkout" method="post"><button>Checkout</button></form>
 * ```
 */
export function checkoutRoute(config: SiteKitNextConfig, options: CheckoutRouteOptions = {}): { GET: Handler; POST: Handler } {
  const handler: Handler = async (request) => {
    const origin = requestOrigin(request);
    if (!origin || !sameOrigin(request)) return jsonError(403, 'Cross-origin request refused');
    const cartPageUrl = new URL(options.cartPath ?? '/cart', origin).href;
    const session = await sessionOf(config, request);
    const client = routeClient(config, session.tokens);
    let target = cartPageUrl;
    try {
      const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB' });
      const { redirectSession } = await client.redirects.createRedirectSession({
        ecomCheckout: { checkoutId },
        callbacks: { postFlowUrl: cartPageUrl, thankYouPageUrl: new URL(options.thankYouPath ?? '/thank-you', origin).href, cartPageUrl },
      });
      target = redirectSession!.fullUrl!;
    } catch (e: any) {
      if (!(e?.status >= 400 && e.status < 500)) throw e;
    }
    const response = wantsJson(request) ? NextResponse.json({ checkoutUrl: target }) : NextResponse.redirect(target, 303);
    return setSession(config, request, response, session);
  };
  return { GET: async () => postOnly(), POST: handler };
}

/**
 * What the session route tells the browser: never the refresh token.
 */
export interface BrowserSession {
  accessToken: { value: string; expiresAt: number };
  role: Tokens['refreshToken']['role'];
  clientId: string;
}

const browserSession = (config: SiteKitNextConfig, tokens: Tokens): BrowserSession => ({
  accessToken: tokens.accessToken,
  role: tokens.refreshToken.role,
  clientId: config.clientId,
});

/**
 * The browser's side of the cookie session.
 * - `GET` → `{ accessToken, role, clientId }` (renewing and re-writing the cookie when needed; never the refresh token).
 * - `POST` (same-origin only) with `{ sessionToken }` (from an email/password login): the server
 *   exchanges it for member tokens (prompt `none`, PKCE) and writes them to the cookie; or with
 *   `{ tokens }`: member tokens obtained in the browser, shape-checked, written to the cookie.
 *   Answers like `GET`.
 *
 * @example
 * ```ts
 * // app/api/sitekit/session/route.ts
 * export const { GET, POST } = sessionRoute(siteKit);
 * ```
 */
export function sessionRoute(config: SiteKitNextConfig): { GET: Handler; POST: Handler } {
  const noStore = { headers: { 'cache-control': 'no-store' } };
  return {
    GET: async (request) => {
      const session = await sessionOf(config, request);
      return setSession(config, request, NextResponse.json(browserSession(config, session.tokens), noStore), session);
    },
    POST: async (request) => {
      if (!sameOrigin(request)) return jsonError(403, 'Cross-origin request refused');
      const body: any = await request.json().catch(() => null);
      let tokens: Tokens;
      if (isTokens(body?.tokens)) {
        tokens = body.tokens;
      } else if (typeof body?.sessionToken === 'string' && body.sessionToken) {
        try {
          tokens = await sessionTokenLogin(config, request, body.sessionToken);
        } catch {
          return jsonError(400, 'Failed to get member tokens');
        }
      } else {
        return jsonError(400, 'Expected { sessionToken } or { tokens }');
      }
      return setSession(config, request, NextResponse.json(browserSession(config, tokens), noStore), await loggedIn(config, request, tokens));
    },
  };
}

/** Member tokens for a session token of a finished email/password login, without a browser frame. */
async function sessionTokenLogin(config: SiteKitNextConfig, request: Request, sessionToken: string): Promise<Tokens> {
  const { tokens } = await sessionOf(config, request);
  const origin = requestOrigin(request);
  if (!origin) throw new Error('Invalid Host header');
  const { url, oauth } = await authorize(config, tokens, origin, '/', { sessionToken }, 'none');
  const res = await (config.fetch ?? fetch)(url, { redirect: 'manual' });
  const location = res.headers.get('location');
  const back = location ? new URL(location, url) : undefined;
  const code = back?.searchParams.get('code');
  if (!code || back?.searchParams.get('state') !== oauth.state) throw new Error('Failed to get member tokens');
  return exchangeCode(config, tokens, code, oauth.codeVerifier, oauth.redirectUri);
}
