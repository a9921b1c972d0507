/**
 * `@sitekit/core/auth/member`: OAuthStrategy with member login (hosted redirect login, email/password
 * login and registration, email verification, direct login by hidden frame or server redirect,
 * external login, logout), the login state machine and its error tables, and PKCE.
 * Same name as the visitor strategy of `@sitekit/core/auth`, and a superset of it.
 *
 * @example
 * ```ts
 * import { OAuthStrategy } from '@sitekit/core/auth/member';
 * const auth = OAuthStrategy({ clientId });
 * const data = auth.generateOAuthData('https://shop.example/callback');
 * location.href = (await auth.getAuthUrl(data)).authUrl;
 * ```
 */
export { OAuthStrategy } from './auth/member/eager-member-strategy';
export type {
  MemberOAuthStrategy, MemberOAuthStrategyOptions, LoginParams, RegisterParams, CaptchaTokenInput,
  AuthUrl, AuthUrlOptions, IdentityProvider, ParsedAuthResponse,
} from './auth/member/member-strategy';
export {
  LoginState, SERVER_STATE_TO_LOGIN_STATE, REGISTER_ERROR_CODES, LOGIN_ERROR_CODES, UNKNOWN_STATE,
  toLoginState, nextLoginState, registerFailure, loginFailure, flowFailure,
  type LoginStateResult, type LoginFailure, type LoginErrorCode,
} from './auth/member/login-state';
export { generateOAuthData, type OAuthData } from './auth/member/pkce';
export { hiddenFrameLogin, DIRECT_LOGIN_TIMEOUT_MS, type HiddenFrameOptions, type AuthorizationResponse } from './auth/member/hidden-frame';
export { followAuthRedirect } from './auth/member/follow-redirect';
export { REDIRECT_SESSION_ENDPOINT, type Prompt, type ResponseMode, type RedirectSession } from './auth/member/redirect-session';
export * from './auth';
