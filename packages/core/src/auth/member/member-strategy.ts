import { bindModule } from '../../client/define-call';
import { SiteKitError } from '../../errors/sitekit-error';
import { ValidationError } from '../../errors/validation-error';
import { optionalObject, requireString } from '../../validate/require';
import { toWire } from '../../transforms/wire';
import { ENDPOINTS as AUTHENTICATION, loginV2, proceedToNextState, registerV2, type SignOnOptions } from '../../identity/authentication';
import { sendRecoveryEmail } from '../../identity/recovery';
import { verifyDuringAuthentication } from '../../identity/verification';
import type { IdentityProfile } from '../../identity/types';
import type { Runtime, Send } from '../../client/types';
import { createOAuthCore, type OAuthStrategyOptions, type VisitorOAuthStrategy } from '../oauth-core';
import { requestTokens } from '../token-request';
import { emptyTokens, type Tokens } from '../tokens';
import { followAuthRedirect } from './follow-redirect';
import { readMessagePage } from './read-message-page';
import { hiddenFrameLogin } from './hidden-frame';
import { flowFailure, loginFailure, nextLoginState, registerFailure, toLoginState, UNKNOWN_STATE, type LoginStateResult } from './login-state';
import { generateOAuthData, type OAuthData } from './pkce';
import { createRedirectSession, type Prompt, type ResponseMode } from './redirect-session';

export interface MemberOAuthStrategyOptions extends OAuthStrategyOptions {
  /**
   * How `getMemberTokensForDirectLogin` / `complete` turn a session token into member tokens:
   * `'frame'` (browsers: a hidden iframe and `postMessage`), `'redirect'` (servers: a `query`-mode
   * redirect read from the 302) or `'message'` (servers: `web_message` mode without a redirect URI,
   * read from the page). Default: `'frame'` when a `document` exists, else `'redirect'` with a
   * `redirectUri` and `'message'` without.
   */
  directLogin?: 'frame' | 'redirect' | 'message';
  /**
   * The platform's reCAPTCHA site keys, published on the strategy as `captchaInvisibleSiteKey` /
   * `captchaVisibleSiteKey` for login and sign-up forms (the platform's SDK embeds them; give them here).
   */
  captchaInvisibleSiteKey?: string;
  captchaVisibleSiteKey?: string;
  /**
   * The redirect URI of `'redirect'` direct logins (default: the page's origin). Without one, a server's
   * direct login uses `web_message` mode with no redirect URI and reads the answer page (`'message'`); a
   * browser's hidden frame never sends one, as the platform's SDK.
   */
  redirectUri?: string;
  /** Hidden-frame timeout in ms (default 120000). */
  directLoginTimeoutMs?: number;
}

/** Captcha tokens as `login` and `register` take them. */
export interface CaptchaTokenInput {
  recaptchaToken?: string;
  invisibleRecaptchaToken?: string;
}

export interface LoginParams {
  email: string;
  password: string;
  captchaTokens?: CaptchaTokenInput;
}

export interface RegisterParams extends LoginParams {
  profile?: IdentityProfile;
}

export interface AuthUrlOptions {
  /** Default `login`. */
  prompt?: Prompt;
  /** Default `fragment`. */
  responseMode?: ResponseMode;
  sessionToken?: string;
  /**
   * Skip the platform's login page and go straight to this identity provider: `'google'`,
   * `'facebook'`, or a custom connection `{ connectionId }` (sent as `authRequest.idp`).
   */
  idp?: IdentityProvider;
}

/**
 * An identity provider a login can go straight to (`getAuthUrl`'s `idp`).
 *
 * @example
 * ```ts
 * const idp: IdentityProvider = 'google'; // or { connectionId: 'my-oidc-connection' }
 * const { authUrl } = await client.auth.getAuthUrl(oauthData, { idp });
 * ```
 */
export type IdentityProvider = 'google' | 'facebook' | { connectionId: string };

export interface AuthUrl {
  /** The hosted login page to send the visitor to. */
  authUrl: string;
  /** The authorization endpoint (the page without its search params). */
  authorizationEndpoint: string;
  sessionToken?: string;
}

export interface ParsedAuthResponse {
  code: string | null;
  state: string | null;
  error?: string;
  errorDescription?: string | null;
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
  getMemberTokens(code: string | null | undefined, state: string | null | undefined, oauthData: Pick<OAuthData, 'state' | 'codeVerifier'> & { redirectUri?: string }): Promise<Tokens>;
  /** Starts an email/password login: the next state (SUCCESS with a session token, verification needed, or FAILURE). */
  login(params: LoginParams): Promise<LoginStateResult>;
  /** Registers a new member with email and password: the next state, as `login`. */
  register(params: RegisterParams): Promise<LoginStateResult>;
  /** Sends the emailed code; only in EMAIL_VERIFICATION_REQUIRED (else FAILURE 'Unknown _state', no call). */
  processVerification(inputs: { verificationCode?: string; code?: string }, state?: LoginStateResult): Promise<LoginStateResult>;
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

const captcha = (t?: CaptchaTokenInput) => t && { captchaTokens: [{ Recaptcha: t.recaptchaToken, InvisibleRecaptcha: t.invisibleRecaptchaToken }] };

/**
 * OAuthStrategy with member login: everything of the visitor strategy in `@sitekit/core/auth`, plus
 * the platform SDK's login methods. Identity calls go through the `authentication`, `recovery` and
 * `verification` modules of `@sitekit/core/identity`, on `www`, with the client's fetch.
 *
 * @example
 * ```ts
 * import { OAuthStrategy } from '@sitekit/core/auth/member';
 * const client = createClient({ modules: { members }, auth: OAuthStrategy({ clientId, tokenStorage: localStorageTokenStorage() }) });
 * const res = await client.auth.login({ email, password });
 * if (res.loginState === 'SUCCESS') await client.auth.complete(res.data.sessionToken);
 * else if (res.loginState === 'EMAIL_VERIFICATION_REQUIRED') await client.auth.processVerification({ verificationCode });
 * ```
 */
export function OAuthStrategy(options: MemberOAuthStrategyOptions): MemberOAuthStrategy {
  let send!: Send;
  let runtime!: () => Partial<Runtime> | undefined;
  const strategy = createOAuthCore(options, (s, r) => ((send = s), (runtime = r)));
  const { clientId } = options;
  // The strategy's own identity calls always go to www (docs/wire/conventions.md, "Hosts"); the same calls made as
  // module calls take the client's host. Only the calls used are bound, so the modules' enums are
  // tree-shaken from this entry.
  const onWww: Send = (endpoint, payload, opts) => send(endpoint, payload, { ...opts, www: true });
  const auth = bindModule({ loginV2, registerV2, proceedToNextState }, onWww);
  const rec = bindModule({ sendRecoveryEmail }, onWww);
  const ver = bindModule({ verifyDuringAuthentication }, onWww);
  let state: LoginStateResult = { loginState: 'INITIAL' };
  // Logouts so far: a login that finishes after one began is not stored.
  let logouts = 0;
  const keep = (result: LoginStateResult) => ((state = nextLoginState(state, result)), result);
  const flow = async (call: () => Promise<any>, onError: (e: unknown) => LoginStateResult = flowFailure) => {
    try {
      return keep(toLoginState(await call()));
    } catch (e) {
      return onError(e);
    }
  };

  const getAuthUrl = async (data: OAuthData, o: AuthUrlOptions = {}): Promise<AuthUrl> => {
    const s = await createRedirectSession(send, {
      auth: {
        authRequest: {
          ...(data.redirectUri && { redirectUri: data.redirectUri }),
          clientId,
          codeChallenge: data.codeChallenge,
          codeChallengeMethod: 'S256',
          responseMode: o.responseMode ?? 'fragment',
          responseType: 'code',
          scope: 'offline_access',
          state: data.state,
          ...(o.sessionToken && { sessionToken: o.sessionToken }),
          ...(o.idp && { idp: o.idp }),
        },
        prompt: o.prompt ?? 'login',
      },
    });
    return { authUrl: s.fullUrl ?? '', authorizationEndpoint: s.urlDetails?.endpoint ?? '', ...(s.sessionToken && { sessionToken: s.sessionToken }) };
  };

  const getMemberTokens: MemberOAuthStrategy['getMemberTokens'] = async (code, st, data) => {
    if (!code || !st) throw new SiteKitError('Missing code or _state', { code: 'MISSING_CODE_OR_STATE' });
    if (st !== data.state) throw new SiteKitError('Invalid _state', { code: 'INVALID_STATE' });
    try {
      const body = { clientId, grantType: 'authorization_code', ...(data.redirectUri && { redirectUri: data.redirectUri }), code, codeVerifier: data.codeVerifier };
      return await requestTokens(send, body, 'member');
    } catch (e: any) {
      throw new SiteKitError('Failed to get member tokens', { code: 'MEMBER_TOKENS_FAILED', status: e?.status, cause: e });
    }
  };

  /** `Authorization: <access token>,<api key>`, the two-token header of the external-login calls. */
  const withApiKey = async (apiKey: string) => ({ Authorization: `${(await strategy.getAuthHeaders()).headers['Authorization']},${apiKey}` });

  const getMemberTokensForDirectLogin = async (sessionToken: string): Promise<Tokens> => {
    const doc = (globalThis as { document?: unknown }).document;
    // browsers: a hidden frame; servers with a redirect URI: the query-mode 302; servers without one:
    // the page read. The frame and the page are web_message mode, with no redirect URI (as the
    // platform's SDK sends it), so a page without a usable origin logs in too.
    const mode = options.directLogin ?? (doc ? 'frame' : options.redirectUri ? 'redirect' : 'message');
    const redirectUri = mode === 'redirect' ? options.redirectUri ?? (globalThis as { location?: Location }).location?.origin : '';
    if (redirectUri === undefined) {
      throw new ValidationError([{ field: 'redirectUri', description: `is required for a '${mode}' direct login`, violatedRule: 'REQUIRED_FIELD' }]);
    }
    const data = generateOAuthData(redirectUri);
    const { authUrl } = await getAuthUrl(data, { prompt: 'none', responseMode: mode === 'redirect' ? 'query' : 'web_message', sessionToken });
    const fetchImpl = runtime()?.fetch ?? ((i: RequestInfo | URL, init?: RequestInit) => fetch(i, init));
    const res =
      mode === 'frame' ? await hiddenFrameLogin(authUrl, data.state, { ...(options.directLoginTimeoutMs && { timeoutMs: options.directLoginTimeoutMs }) })
      : mode === 'redirect' ? await followAuthRedirect(authUrl, fetchImpl)
      : await readMessagePage(authUrl, fetchImpl);
    return getMemberTokens(res.code, res.state, data);
  };

  return Object.assign(strategy, {
    captchaInvisibleSiteKey: options.captchaInvisibleSiteKey,
    captchaVisibleSiteKey: options.captchaVisibleSiteKey,
    generateOAuthData,
    getAuthUrl,
    parseFromUrl(url?: string, responseMode: 'query' | 'fragment' = 'fragment'): ParsedAuthResponse {
      const u = new URL(url ?? (globalThis as { location?: Location }).location?.href ?? '');
      const p = responseMode === 'query' ? u.searchParams : new URLSearchParams(u.hash.slice(1));
      const error = p.get('error');
      return { code: p.get('code'), state: p.get('state'), ...(error && { error, errorDescription: p.get('error_description') }) };
    },
    getMemberTokens,
    login: (p: LoginParams) => flow(() => auth.loginV2({ email: p.email }, { password: p.password, ...captcha(p.captchaTokens) }), loginFailure),
    register: (p: RegisterParams) =>
      flow(() => auth.registerV2({ email: p.email }, { password: p.password, ...(p.profile && { profile: p.profile }), ...captcha(p.captchaTokens) }), registerFailure),
    async processVerification(inputs: { verificationCode?: string; code?: string }, given?: LoginStateResult) {
      const current = given ?? state;
      if (current.loginState !== 'EMAIL_VERIFICATION_REQUIRED') return { loginState: 'FAILURE', error: UNKNOWN_STATE } as const;
      return flow(() => ver.verifyDuringAuthentication(inputs?.verificationCode ?? inputs?.code ?? '', { stateToken: current.data.stateToken }));
    },
    async proceedToNextState(stateToken?: string) {
      const token = stateToken ?? (state.loginState === 'EMAIL_VERIFICATION_REQUIRED' ? state.data.stateToken : undefined);
      if (!token) return { loginState: 'FAILURE', error: UNKNOWN_STATE } as const;
      return flow(() => auth.proceedToNextState({ stateToken: token }));
    },
    async complete(session: string | { data: { sessionToken: string } }) {
      const logoutsBefore = logouts;
      const tokens = await getMemberTokensForDirectLogin(typeof session === 'string' ? session : session?.data?.sessionToken);
      // A logout called while this login was finishing wins: its tokens are not stored.
      if (logouts !== logoutsBefore) throw new SiteKitError('Logged out before the login finished', { code: 'ABORTED' }, 'AbortError');
      await strategy.setTokens(tokens);
      state = { loginState: 'INITIAL' };
      return tokens;
    },
    getLoginState: () => state,
    sendPasswordResetEmail: (email: string, redirectUri: string) => rec.sendRecoveryEmail(email, { redirect: { url: redirectUri, clientId } }),
    getMemberTokensForDirectLogin,
    async getMemberTokensForExternalLogin(memberId: string, apiKey: string) {
      const body = { grant_type: 'authorized_client', scope: 'offline_access', member_id: memberId };
      return requestTokens(send, body, 'member', undefined, await withApiKey(apiKey));
    },
    async getMemberTokensForExternalLoginWithSession(email: string, apiKey: string, options?: SignOnOptions) {
      requireString(email, 'email');
      requireString(apiKey, 'apiKey');
      optionalObject(options, 'options');
      const headers = await withApiKey(apiKey);
      const { identity, sessionToken } = await onWww(AUTHENTICATION.signOn, { loginId: { email }, ...toWire(options ?? {}) }, { auth: false, headers });
      if (!identity?.id || !sessionToken) throw new SiteKitError('Failed to get member tokens', { code: 'MEMBER_TOKENS_FAILED' });
      const body = { grant_type: 'authorized_client', member_id: identity.id, session_token: sessionToken };
      return requestTokens(send, body, 'member', undefined, headers);
    },
    async logout(postFlowUrl: string) {
      logouts++;
      try {
        const s = await createRedirectSession(send, { logout: { clientId }, callbacks: { postFlowUrl } });
        return { logoutUrl: s.fullUrl ?? '' };
      } finally {
        state = { loginState: 'INITIAL' };
        await strategy.setTokens(emptyTokens());
      }
    },
  });
}
