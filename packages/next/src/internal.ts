import { createClient, SiteKitError } from '@sitekit/core-runtime';
import {
  OAuthStrategy, codeChallengeS256, generateCodeVerifier, isTokenExpired, readCookie, toTokens, token, type Tokens,
} from '@sitekit/core-runtime/auth';
import { currentCart } from '@sitekit/ecom/current-cart';
import { redirects } from '@sitekit/redirects';
import type { SiteKitNextConfig } from './config';

/**
 * A per-request auth: the session's tokens as they are, never renewed (renewal belongs to the
 * middleware and the route handlers, where cookies can be written). Module calls go to `edge`.
 */
export function fixedAuth(config: SiteKitNextConfig, tokens: Tokens) {
  return {
    ...OAuthStrategy({ clientId: config.clientId, tokens }),
    /** The session's access token as it is; `SESSION_MISSING` once it has expired. */
    getAuthHeaders: async () => {
      if (isTokenExpired(tokens.accessToken, 0)) throw sessionMissing('expired');
      return { headers: { Authorization: tokens.accessToken.value } };
    },
    renewAfterUnauthorized: undefined,
  };
}

/** The `SESSION_MISSING` error of a server client built where the middleware left no session (or an expired one). */
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

/**
 * A client with the route handlers' modules: redirect sessions, the checkout from the current cart and
 * the token call, as `@sitekit/redirects`, `@sitekit/ecom` and core declare them.
 */
export const routeClient = (config: SiteKitNextConfig, tokens: Tokens) =>
  clientFor(config, tokens, { redirects, currentCart, oauth2: { token } });

/** Exchanges an authorization code for member tokens (PKCE). */
export async function exchangeCode(config: SiteKitNextConfig, tokens: Tokens, code: string, codeVerifier: string, redirectUri: string): Promise<Tokens> {
  const res = await routeClient(config, tokens).oauth2.token({ clientId: config.clientId, grantType: 'authorization_code', code, codeVerifier, redirectUri });
  return toTokens(res, 'member');
}

/** The OAuth request state kept in the short-lived cookie between login and callback. */
export interface OAuthCookie {
  state: string;
  codeVerifier: string;
  redirectUri: string;
  returnTo: string;
}

/** A new authorization request's state: a PKCE verifier and a `state` from core's unbiased generator. */
export const oauthRequest = (config: SiteKitNextConfig, origin: string, returnTo: string): OAuthCookie => ({
  state: generateCodeVerifier(),
  codeVerifier: generateCodeVerifier(),
  redirectUri: new URL(config.callbackPath, origin).href,
  returnTo,
});

/** Starts an authorization request: a hosted-login URL plus what the callback must check. */
export async function authorize(config: SiteKitNextConfig, tokens: Tokens, origin: string, returnTo: string, extra: Record<string, unknown> = {}, prompt = 'login') {
  const oauth = oauthRequest(config, origin, returnTo);
  const { redirectSession } = await routeClient(config, tokens).redirects.createRedirectSession({
    auth: {
      authRequest: {
        redirectUri: oauth.redirectUri, clientId: config.clientId, codeChallenge: codeChallengeS256(oauth.codeVerifier),
        codeChallengeMethod: 'S256', responseMode: 'query', responseType: 'code', scope: 'offline_access', state: oauth.state, ...extra,
      },
      prompt,
    },
  });
  return { url: redirectSession!.fullUrl as string, oauth };
}

const PLACEHOLDER_ORIGIN = 'https://sitekit.invalid';
// ASCII control characters, space and DEL: the URL parser strips or encodes them, so they only hide what a value means.
const isHidden = (char: string) => char <= ' ' || char === '\x7f';
// A path that a browser, or anything that decodes it once more, would read as another host.
const OFF_SITE_PATH = /^[/\\][/\\]/;

/**
 * A same-origin path (`pathname + search + hash`) to return to after a flow, or `fallback`.
 *
 * `value` is resolved against `origin` with the WHATWG URL parser and accepted only when it is a
 * path (`/…`) or an absolute URL on `origin`, resolves to `origin`, contains no whitespace or
 * control characters, and its path does not read as another host once normalised or
 * percent-decoded (`/..//x`, `/%2F%2Fx`, `/\x`). Everything else (`//x`, `https://x`,
 * `javascript:…`, `blob:<origin>/…`, `\/x`, relative paths without a leading `/`) becomes `fallback`. Without
 * `origin` only paths are accepted. Route handlers pass the request's own origin.
 *
 * @param value - the untrusted return URL (a query parameter, a cookie value)
 * @param origin - the app's own origin (route handlers pass the one the browser used: the `Host` header's)
 * @param fallback - the path returned for a refused value (default `/`)
 */
export function safeReturnTo(value: string | null | undefined, origin?: string, fallback = '/'): string {
  if (!value || [...value].some(isHidden)) return fallback;
  try {
    const base = origin ? new URL(origin).origin : PLACEHOLDER_ORIGIN;
    // A path, or (given the app's origin) an absolute URL; never a path relative to the current route.
    if (base === 'null' || (!value.startsWith('/') && !origin)) return fallback;
    const offSite = (candidate: string) => {
      const bare = [...candidate].filter((char) => !isHidden(char)).join('');
      const url = new URL(bare, base);
      return OFF_SITE_PATH.test(bare) || url.origin !== base || OFF_SITE_PATH.test(url.pathname);
    };
    const url = value.startsWith('/') ? new URL(value, base) : new URL(value); // throws for `cart`, `evil.example`
    // `blob:https://app/…` has the app's origin too, but an opaque path that is no path of the app's
    if (url.origin !== base || url.username || url.password || (url.protocol !== 'https:' && url.protocol !== 'http:')) return fallback;
    // Decode a few times: a router or proxy downstream may decode `%2F` (or `%252F`) again and normalise `..`.
    let path = url.pathname;
    for (let i = 0; i < 4; i += 1) {
      if (offSite(path)) return fallback;
      const decoded = path.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      if (decoded === path) break;
      path = decoded;
    }
    const result = url.pathname + url.search + url.hash;
    return new URL(result, base).origin === base ? result : fallback;
  } catch {
    return fallback;
  }
}

/** The cookie header value of a request. */
export const cookieOf = (request: Request, name: string) => readCookie(request.headers.get('cookie'), name);

/** A request's cookies as `readSession` reads them. */
export const cookiesOf = (request: Request) => ({
  get: (name: string) => {
    const value = cookieOf(request, name);
    return value === undefined ? undefined : { value };
  },
});

// A name (letters, digits, `-`, `.`, `_`) or a bracketed IPv6 address, then an optional port.
const HOST_HEADER = /^(?:[a-z0-9._-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin the browser sent this request to: `request.url`'s scheme with the `Host` header's host
 * (when there is one). `NextRequest` normalises the host of `request.url` (`127.0.0.1` and `::1`
 * become `localhost`), which the browser's `Origin` and `Referer` never do. `null` when the `Host`
 * header is no single host and port (a path, a user, whitespace, two hosts joined by `,` or `;`).
 */
export function requestOrigin(request: Request): string | null {
  const url = new URL(request.url);
  const host = request.headers.get('host');
  if (!host) return url.origin;
  // Only a host and port: nothing that would let the header name a path, a user or another authority
  // (`shop.example,evil.example` and `shop.example;evil.example` are two hosts joined, which the URL parser keeps).
  if (!HOST_HEADER.test(host)) return null;
  try {
    return new URL(`${url.protocol}//${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * True when a (state-changing) request comes from this site's own pages: its `Origin` header is the
 * request's origin (see {@link requestOrigin}); without `Origin`, `Sec-Fetch-Site` is `same-origin`;
 * without either, the `Referer` has the request's origin. A request with none of the three is refused.
 */
export function sameOrigin(request: Request): boolean {
  const own = requestOrigin(request);
  if (!own) return false;
  const origin = request.headers.get('origin');
  if (origin) return origin === own;
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const referer = request.headers.get('referer');
  if (!referer) return false;
  try {
    return new URL(referer).origin === own;
  } catch {
    return false;
  }
}
