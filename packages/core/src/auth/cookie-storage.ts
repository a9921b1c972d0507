import { parseTokens } from './local-storage';
import type { MaybePromise, TokenStorage } from './token-storage';
import type { Tokens } from './tokens';

/**
 * Default session cookie name of `cookieTokenStorage` (`sitekit_session`).
 */
export const SESSION_COOKIE = 'sitekit_session';

/**
 * The options of `cookieTokenStorage`: how to read the request's `Cookie` header and set the
 * response's cookie, and the session cookie's name and attributes.
 */
export interface CookieTokenStorageOptions {
  /** The request's `Cookie` header (or `document.cookie`): read on `getTokens`. */
  getCookieHeader(): MaybePromise<string | null | undefined>;
  /** Receives one `Set-Cookie` value per change (append it to the response). */
  setCookie(setCookie: string): MaybePromise<void>;
  /** Cookie name (default `sitekit_session`). */
  name?: string | undefined;
  /** `Max-Age` in seconds (default 30 days); an empty session always expires the cookie. */
  maxAge?: number | undefined;
  /** Default `/`. */
  path?: string | undefined;
  /** Default `Lax`. */
  sameSite?: 'Lax' | 'Strict' | 'None' | undefined;
  /** Default true; set false for plain-http local development. */
  secure?: boolean | undefined;
  /** Default true on servers (the browser cannot read it); pass false to share it with client code. */
  httpOnly?: boolean | undefined;
  domain?: string | undefined;
}

/**
 * Reads one cookie's value (URI-decoded) out of a `Cookie` header.
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * A cookie-string storage that server frameworks drive: it reads the request's `Cookie` header
 * and emits `Set-Cookie` strings, so one session travels between browser, middleware and server.
 *
 * @example
 * ```ts
 * // a fetch-style handler
 * const headers = new Headers();
 * const auth = OAuthStrategy({
 *   clientId,
 *   tokenStorage: cookieTokenStorage({
 *     getCookieHeader: () => request.headers.get('cookie'),
 *     setCookie: (c) => headers.append('set-cookie', c),
 *   }),
 * });
 * ```
 */
export function cookieTokenStorage(options: CookieTokenStorageOptions): TokenStorage {
  const { name = SESSION_COOKIE, maxAge = 2_592_000, path = '/', sameSite = 'Lax', secure = true, httpOnly = true, domain } = options;
  let last: Tokens | undefined;
  return {
    getTokens() {
      const header = options.getCookieHeader();
      const read = (cookieHeader: string | null | undefined) => last ?? parseTokens(readCookie(cookieHeader, name));
      return header instanceof Promise ? header.then(read) : read(header);
    },
    setTokens(tokens) {
      last = tokens;
      const empty = !tokens.accessToken.value && !tokens.refreshToken.value;
      const attrs = [
        `${name}=${empty ? '' : encodeURIComponent(JSON.stringify(tokens))}`,
        `Path=${path}`,
        `Max-Age=${empty ? 0 : maxAge}`,
        `SameSite=${sameSite}`,
        ...(domain ? [`Domain=${domain}`] : []),
        ...(secure ? ['Secure'] : []),
        ...(httpOnly ? ['HttpOnly'] : []),
      ];
      return options.setCookie(attrs.join('; '));
    },
  };
}
