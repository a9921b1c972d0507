/**
 * `@sitekit/core/auth`: visitor sessions (tokens, storages, OAuthStrategy's token lifecycle).
 * Member login flows live in `@sitekit/core/auth/member`, so a visitor-only storefront bundles none of them.
 * The PKCE generator (one unbiased generator of secret random strings) is here too, for servers that run
 * the login flow themselves.
 */
export { OAuthStrategy } from './auth/oauth-strategy';
export type { OAuthStrategyOptions, VisitorOAuthStrategy } from './auth/oauth-core';
export {
  TokenRole, emptyTokens, EMPTY_TOKENS, isTokenExpired, nowSeconds, toTokens, TOKEN_EXPIRY_SKEW_S,
  type AccessToken, type RefreshToken, type Tokens, type TokenResponse,
} from './auth/tokens';
export { memoryTokenStorage, type TokenStorage, type MaybePromise } from './auth/token-storage';
export { localStorageTokenStorage, parseTokens, LOCAL_STORAGE_KEY } from './auth/local-storage';
export { cookieTokenStorage, readCookie, SESSION_COOKIE, type CookieTokenStorageOptions } from './auth/cookie-storage';
export { TOKEN_ENDPOINT } from './auth/token-request';
export { generateCodeVerifier, codeChallengeS256, PKCE_ALPHABET, CODE_VERIFIER_MIN, CODE_VERIFIER_MAX } from './auth/member/pkce';
