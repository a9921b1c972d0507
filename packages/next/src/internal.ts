import { createClient, defineCall, SiteKitError, type Endpoint } from '@sitekit/core';
import { OAuthStrategy, TOKEN_ENDPOINT, isTokenExpired, readCookie, toTokens, type Tokens } from '@sitekit/core/auth';
import { redirects } from '@sitekit/redirects';
import type { SiteKitNextConfig } from './config';

/**
 * A per-request auth: the session's tokens as they are, never renewed (renewal belongs to the
 * middleware and the route handlers, where cookies can be written). Module calls go to `edge`.
 */
export function fixedAuth(config: SiteKitNextConfig, tokens: Tokens) {
  return {
    ...OAuthStrategy({ clientId: config.clientId, tokens }),
    getAuthHeaders: async () => {
      if (isTokenExpired(tokens.accessToken, 0)) throw sessionMissing('expired');
      return { headers: { Authorization: tokens.accessToken.value } };
    },
    renewAfterUnauthorized: undefined,
  };
}

export const sessionMissing = (why: 'missing' | 'expired') =>
  new SiteKitError(
    `SiteKit: the session cookie is ${why} in this request. Add siteKitMiddleware to middleware.ts and make its matcher cover this route.`,
    { code: 'SESSION_MISSING' },
  );

/** A client for this request's tokens. */
export function clientFor<M extends Record<string, object>>(config: SiteKitNextConfig, tokens: Tokens, modules: M) {
  return createClient({
    modules,
    auth: fixedAuth(config, tokens),
    ...(config.host ? { host: config.host } : {}),
    ...(config.fetch ? { fetch: config.fetch } : {}),
  });
}

const CREATE_CHECKOUT: Endpoint = {
  method: 'POST',
  path: '/ecom/v1/carts/current/create-checkout',
  fqn: 'com.wix.ecom.cart.api.v1.CurrentCartService.CreateCheckoutFromCurrentCart',
  entity: 'wix.ecom.v1.cart',
  pkg: '@wix/auto_sdk_ecom_current-cart',
};

/** The two calls the route handlers make besides redirect sessions (no ecom dependency needed). */
export const routeCalls = {
  createCheckout: defineCall((send) => async (): Promise<{ checkoutId: string }> => send(CREATE_CHECKOUT, { channelType: 'WEB' })),
  token: defineCall((send) => (body: Record<string, unknown>) => send(TOKEN_ENDPOINT, body, { auth: false, www: true })),
};

/** A client with the route handlers' modules. */
export const routeClient = (config: SiteKitNextConfig, tokens: Tokens) => clientFor(config, tokens, { redirects, sitekit: routeCalls });

/** Exchanges an authorization code for member tokens (PKCE). */
export async function exchangeCode(config: SiteKitNextConfig, tokens: Tokens, code: string, codeVerifier: string, redirectUri: string): Promise<Tokens> {
  const res = await routeClient(config, tokens).sitekit.token({ clientId: config.clientId, grantType: 'authorization_code', code, codeVerifier, redirectUri });
  return toTokens(res, 'member');
}

const UNRESERVED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';

/** A random string over the PKCE alphabet (43 characters by default). */
export function randomString(length = 43): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => UNRESERVED[b % UNRESERVED.length]).join('');
}

/** S256 code challenge of a verifier. */
export async function codeChallenge(verifier: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  return btoa(String.fromCharCode(...digest)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The OAuth request state kept in the short-lived cookie between login and callback. */
export interface OAuthCookie {
  state: string;
  codeVerifier: string;
  redirectUri: string;
  returnTo: string;
}

/** Starts an authorization request: a hosted-login URL plus what the callback must check. */
export async function authorize(config: SiteKitNextConfig, tokens: Tokens, origin: string, returnTo: string, extra: Record<string, unknown> = {}, prompt = 'login') {
  const oauth: OAuthCookie = { state: randomString(), codeVerifier: randomString(), redirectUri: new URL(config.callbackPath, origin).href, returnTo };
  const { redirectSession } = await routeClient(config, tokens).redirects.createRedirectSession({
    auth: {
      authRequest: {
        redirectUri: oauth.redirectUri, clientId: config.clientId, codeChallenge: await codeChallenge(oauth.codeVerifier),
        codeChallengeMethod: 'S256', responseMode: 'query', responseType: 'code', scope: 'offline_access', state: oauth.state, ...extra,
      },
      prompt,
    },
  } as any);
  return { url: redirectSession!.fullUrl as string, oauth };
}

/**
 * A relative, same-origin path to return to after a flow; anything else (absolute or
 * protocol-relative URLs, backslashes, control characters) becomes `/`.
 *
 * @example
 * ```ts
 * safeReturnTo('/cart?x=1'); // '/cart?x=1'
 * safeReturnTo('//evil.example'); // '/'
 * ```
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || [...value].some((c) => c <= ' ' || c === '\x7f')) return '/';
  const base = 'http://sitekit.invalid';
  const url = new URL(value, base);
  return url.origin === base ? url.pathname + url.search + url.hash : '/';
}

/** The cookie header value of a request. */
export const cookieOf = (request: Request, name: string) => readCookie(request.headers.get('cookie'), name);

/** True when a (state-changing) request comes from this site's own pages. */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin) return origin === new URL(request.url).origin;
  return request.headers.get('sec-fetch-site') === 'same-origin';
}
