import type { SignOnOptions } from '../../identity/authentication';
import type { IdentityProfile } from '../../identity/types';
import type { OAuthStrategyOptions, VisitorOAuthStrategy } from '../oauth-core';
import type { Tokens } from '../tokens';
import type { LoginStateResult } from './login-state';
import type { OAuthData } from './pkce';
import type { Prompt, ResponseMode } from './redirect-session';

/** The options of the member `OAuthStrategy`: the visitor strategy's, plus how direct logins run and the site's captcha keys. */
export interface MemberOAuthStrategyOptions extends OAuthStrategyOptions {
  /**
   * How `getMemberTokensForDirectLogin` / `complete` turn a session token into member tokens:
   * `'frame'` (browsers: a hidden iframe and `postMessage`), `'redirect'` (servers: a `query`-mode
   * redirect read from the 302) or `'message'` (servers: `web_message` mode without a redirect URI,
   * read from the page). Default: `'frame'` when a `document` exists, else `'redirect'` with a
   * `redirectUri` and `'message'` without.
   */
  directLogin?: 'frame' | 'redirect' | 'message' | undefined;
  /**
   * The platform's reCAPTCHA site keys, published on the strategy as `captchaInvisibleSiteKey` /
   * `captchaVisibleSiteKey` for login and sign-up forms (the platform's SDK embeds them; give them here).
   */
  captchaInvisibleSiteKey?: string | undefined;
  captchaVisibleSiteKey?: string | undefined;
  /**
   * The redirect URI of `'redirect'` direct logins (default: the page's origin). Without one, a server's
   * direct login uses `web_message` mode with no redirect URI and reads the answer page (`'message'`); a
   * browser's hidden frame never sends one, as the platform's SDK.
   */
  redirectUri?: string | undefined;
  /** Hidden-frame timeout in ms (default 120000). */
  directLoginTimeoutMs?: number | undefined;
}

/** Captcha tokens as `login` and `register` take them. */
export interface CaptchaTokenInput {
  recaptchaToken?: string | undefined;
  invisibleRecaptchaToken?: string | undefined;
}

/** What a member's email/password `login` takes: email, password, and the captcha tokens when the site asks for them. */
export interface LoginParams {
  email: string;
  password: string;
  captchaTokens?: CaptchaTokenInput | undefined;
}

/** What `register` takes: the email, password and captcha tokens of a login, plus the new member's profile. */
export interface RegisterParams extends LoginParams {
  profile?: IdentityProfile | undefined;
}

/** The options of `getAuthUrl`: the login page's prompt and response mode, a session token to log in with, an identity provider. */
export interface AuthUrlOptions {
  /** Default `login`. */
  prompt?: Prompt | undefined;
  /** Default `fragment`. */
  responseMode?: ResponseMode | undefined;
  sessionToken?: string | undefined;
  /**
   * Skip the platform's login page and go straight to this identity provider: `'google'`,
   * `'facebook'`, or a custom connection `{ connectionId }` (sent as `authRequest.idp`).
   */
  idp?: IdentityProvider | undefined;
}

/**
 * An identity provider a login can go straight to (`getAuthUrl`'s `idp`).
 */
export type IdentityProvider = 'google' | 'facebook' | { connectionId: string };

/** What `getAuthUrl` answers: the hosted login page to send the visitor to. */
export interface AuthUrl {
  /** The hosted login page to send the visitor to. */
  authUrl: string;
  /** The authorization endpoint (the page without its search params). */
  authorizationEndpoint: string;
  sessionToken?: string | undefined;
}

/** What `parseFromUrl` reads from a login callback URL: the code and state, or the platform's error. */
export interface ParsedAuthResponse {
  code: string | null;
  state: string | null;
  error?: string | undefined;
  errorDescription?: string | null | undefined;
}

/** OAuthStrategy with the member flows: hosted (redirect) login, email/password login and registration, verification, logout. */
export interface MemberOAuthStrategy extends VisitorOAuthStrategy {
  /** The invisible reCAPTCHA site key for `captchaTokens.invisibleRecaptchaToken` (from the options). */
  readonly captchaInvisibleSiteKey: string | undefined;
  /** The visible reCAPTCHA site key for `captchaTokens.recaptchaToken` (from the options). */
  readonly captchaVisibleSiteKey: string | undefined;
  /** A new PKCE pair and random state for one redirect login (synchronous, as the platform SDK's). */
  generateOAuthData(redirectUri: string, originalUri?: string): OAuthData;
  /** Creates the redirect session of the auth request (docs/wire/identity.md). */
  getAuthUrl(oauthData: OAuthData, options?: AuthUrlOptions): Promise<AuthUrl>;
  /** Reads `code`, `state`, `error`, `error_description` from a callback URL (default: the page's URL). */
  parseFromUrl(url?: string, responseMode?: 'query' | 'fragment'): ParsedAuthResponse;
  /** Exchanges the callback's code for member tokens after checking `state`. Does not store them. */
  getMemberTokens(code: string | null | undefined, state: string | null | undefined, oauthData: Pick<OAuthData, 'state' | 'codeVerifier'> & { redirectUri?: string | undefined }): Promise<Tokens>;
  /** Starts an email/password login: the next state (SUCCESS with a session token, verification needed, or FAILURE). */
  login(params: LoginParams): Promise<LoginStateResult>;
  /** Registers a new member with email and password: the next state, as `login`. */
  register(params: RegisterParams): Promise<LoginStateResult>;
  /** Sends the emailed code; only in EMAIL_VERIFICATION_REQUIRED (else FAILURE 'Unknown _state', no call). */
  processVerification(inputs: { verificationCode?: string | undefined; code?: string | undefined }, state?: LoginStateResult): Promise<LoginStateResult>;
  /** Asks for the next state of a pending flow (the kept state token unless one is given). */
  proceedToNextState(stateToken?: string): Promise<LoginStateResult>;
  /**
   * After SUCCESS: turns the session token into member tokens and stores them. When `logout()` was called
   * while it ran, the tokens are not stored and it rejects with `ABORTED` (a logout wins).
   */
  complete(sessionToken: string | { data: { sessionToken: string } }): Promise<Tokens>;
  /** The kept login state (INITIAL, then the last non-failure result). */
  getLoginState(): LoginStateResult;
  /** Emails the member a password-reset link that leads back to `redirectUri`. */
  sendPasswordResetEmail(email: string, redirectUri: string): Promise<void>;
  /** A session token → member tokens, by hidden frame (browsers) or redirect (servers). Does not store them. */
  getMemberTokensForDirectLogin(sessionToken: string): Promise<Tokens>;
  /** Back office: member tokens for a member id, authorized by the current access token and an API key. */
  getMemberTokensForExternalLogin(memberId: string, apiKey: string): Promise<Tokens>;
  /**
   * Back office: member tokens for an email. Signs the identity on (`POST /_api/iam/authentication/v2/sign-on`,
   * creating it when new), then swaps its id and session token for member tokens (the `authorized_client`
   * grant); both requests carry `Authorization: <access token>,<api key>`. Does not store the tokens.
   *
   * @example
   * ```ts
   * const tokens = await client.auth.getMemberTokensForExternalLoginWithSession('ann@example.com', process.env.SITEKIT_API_KEY!);
   * await client.auth.getMemberTokensForExternalLoginWithSession('bo@example.com', key, { profile: { nickname: 'Bo' }, verifyEmail: false });
   * ```
   * @param options - the sign-on options (`profile`, `verifyEmail`, `mergeExistingContact`), sent beside `loginId`
   * @throws {ValidationError} before any request when `email` or `apiKey` is not a non-empty string, or `options` is not an object
   */
  getMemberTokensForExternalLoginWithSession(email: string, apiKey: string, options?: SignOnOptions): Promise<Tokens>;
  /** Creates the logout redirect session and clears the session locally (role none). */
  logout(postFlowUrl: string): Promise<{ logoutUrl: string }>;
}
