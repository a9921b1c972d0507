/**
 * Who a refresh token stands for: nobody yet, an anonymous visitor, or a logged-in member.
 */
export const TokenRole = { NONE: 'none', VISITOR: 'visitor', MEMBER: 'member' } as const;
export type TokenRole = (typeof TokenRole)[keyof typeof TokenRole];

/** An access token and when it expires (epoch seconds). */
export interface AccessToken {
  value: string;
  expiresAt: number;
}

/** A refresh token and the role it was issued for. */
export interface RefreshToken {
  value: string;
  role: TokenRole;
}

/**
 * A session: what `OAuthStrategy` keeps, stores and renews.
 */
export interface Tokens {
  accessToken: AccessToken;
  refreshToken: RefreshToken;
}

/** The token endpoint's answer (`POST /oauth2/token`). */
export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_token?: string | undefined;
}

/**
 * Seconds before expiry at which an access token is renewed ahead of a call (60).
 */
export const TOKEN_EXPIRY_SKEW_S = 60;

/**
 * Current time in epoch seconds (the unit of `AccessToken.expiresAt`).
 */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/**
 * A fresh "no session" value: empty tokens, role `none` (a new object each time: nothing shared).
 */
export const emptyTokens = (): Tokens => ({ accessToken: { value: '', expiresAt: 0 }, refreshToken: { value: '', role: 'none' } });

/**
 * The platform SDK's "no session" constant, for ported token stores (`getTokens() { return saved ?? EMPTY_TOKENS; }`).
 * Frozen, so that it can be shared; `emptyTokens()` gives a fresh copy.
 */
export const EMPTY_TOKENS: Readonly<Tokens> = /* @__PURE__ */ Object.freeze({
  accessToken: /* @__PURE__ */ Object.freeze({ value: '', expiresAt: 0 }),
  refreshToken: /* @__PURE__ */ Object.freeze({ value: '', role: 'none' as const }),
});

/**
 * Whether an access token is empty, expired, or expires within `skew` seconds (default 60).
 */
export const isTokenExpired = (token: AccessToken | undefined, skew = TOKEN_EXPIRY_SKEW_S): boolean =>
  !token?.value || token.expiresAt - skew <= nowSeconds();

/**
 * Token endpoint answer → `Tokens` (expiry = now + `expires_in`). A rotated refresh token replaces
 * the old one; otherwise `keep` (the refresh token used) stays.
 */
export const toTokens = (res: TokenResponse, role: TokenRole, keep?: RefreshToken): Tokens => ({
  accessToken: { value: res.access_token, expiresAt: nowSeconds() + +res.expires_in },
  refreshToken: (!res.refresh_token && keep) || { value: res.refresh_token || '', role },
});
