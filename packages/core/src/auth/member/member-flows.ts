import { bindModule } from '../../client/define-call';
import { SiteKitError } from '../../errors/sitekit-error';
import { ValidationError } from '../../errors/validation-error';
import { optionalObject, requireString } from '../../validate/require';
import { toWire } from '../../transforms/wire';
import { ENDPOINTS as AUTHENTICATION, loginV2, proceedToNextState, registerV2, type SignOnOptions } from '../../identity/authentication';
import { sendRecoveryEmail } from '../../identity/recovery';
import { verifyDuringAuthentication } from '../../identity/verification';
import type { Send } from '../../client/types';
import { requestTokens } from '../token-request';
import { emptyTokens, type Tokens } from '../tokens';
import { followAuthRedirect } from './follow-redirect';
import { readMessagePage } from './read-message-page';
import { hiddenFrameLogin } from './hidden-frame';
import { flowFailure, loginFailure, nextLoginState, registerFailure, toLoginState, UNKNOWN_STATE, type LoginStateResult } from './login-state';
import type { FlowContext, MemberFlows } from './member-base';
import type { AuthUrl, AuthUrlOptions, CaptchaTokenInput, LoginParams, MemberOAuthStrategy, RegisterParams } from './member-strategy';
import { codeChallengeS256, generateOAuthData, type OAuthData } from './pkce';
import { createRedirectSession, type RedirectSession } from './redirect-session';

type DirectLoginMode = NonNullable<FlowContext['options']['directLogin']>;

/** The captcha tokens as the login and register calls send them. */
function captchaOptions(tokens?: CaptchaTokenInput) {
  return tokens && { captchaTokens: [{ Recaptcha: tokens.recaptchaToken, InvisibleRecaptcha: tokens.invisibleRecaptchaToken }] };
}

/**
 * Browsers: a hidden frame; servers with a redirect URI: the query-mode 302; servers without one: the page read.
 * The frame and the page are web_message mode, with no redirect URI (as the platform's SDK sends it), so a page
 * without a usable origin logs in too.
 */
function directLoginMode(options: FlowContext['options']): DirectLoginMode {
  const document = (globalThis as { document?: unknown }).document;
  return options.directLogin ?? (document ? 'frame' : options.redirectUri ? 'redirect' : 'message');
}

/** The redirect session of one login: the PKCE challenge and state of `data`, the prompt and response mode asked for. */
function authSessionRequest(clientId: string, data: OAuthData, urlOptions: AuthUrlOptions) {
  return {
    auth: {
      authRequest: {
        ...(data.redirectUri && { redirectUri: data.redirectUri }),
        clientId,
        // an OAuthData made before the flows were loaded (root `OAuthStrategy`) has no challenge yet
        codeChallenge: data.codeChallenge || codeChallengeS256(data.codeVerifier),
        codeChallengeMethod: 'S256',
        responseMode: urlOptions.responseMode ?? 'fragment',
        responseType: 'code',
        scope: 'offline_access',
        state: data.state,
        ...(urlOptions.sessionToken && { sessionToken: urlOptions.sessionToken }),
        ...(urlOptions.idp && { idp: urlOptions.idp }),
      },
      prompt: urlOptions.prompt ?? 'login',
    },
  };
}

/** The login page of a created redirect session, as `getAuthUrl` answers it. */
function toAuthUrl(redirectSession: RedirectSession): AuthUrl {
  return {
    authUrl: redirectSession.fullUrl ?? '',
    authorizationEndpoint: redirectSession.urlDetails?.endpoint ?? '',
    ...(redirectSession.sessionToken && { sessionToken: redirectSession.sessionToken }),
  };
}

/**
 * The member flows of `OAuthStrategy` (everything that talks to the platform: hosted and direct login,
 * email/password login and registration, verification, external login, logout) over a visitor core.
 * The member entry binds them at once; the root's `OAuthStrategy` loads this module on first use.
 *
 * @example
 * ```ts
 * const flows = memberFlows(context); await flows.login({ email, password });
 * ```
 */
export function memberFlows({ strategy, options, send, runtime, session }: FlowContext): MemberFlows {
  const { clientId } = options;
  // The strategy's own identity calls always go to www (docs/wire/conventions.md, "Hosts"); the same calls made as
  // module calls take the client's host. Only the calls used are bound, so the modules' enums are
  // tree-shaken from this entry.
  const onWww: Send = (endpoint, payload, opts) => send(endpoint, payload, { ...opts, www: true });
  const auth = bindModule({ loginV2, registerV2, proceedToNextState }, onWww);
  const recovery = bindModule({ sendRecoveryEmail }, onWww);
  const verification = bindModule({ verifyDuringAuthentication }, onWww);
  /** Keeps a result as the login state (a failure keeps the one before) and returns it. */
  const keepState = (result: LoginStateResult) => {
    session.state = nextLoginState(session.state, result);
    return result;
  };
  /** Runs one identity call of a login flow: its answer becomes the next login state, an error a FAILURE. */
  const runFlow = async (call: () => Promise<any>, onError: (error: unknown) => LoginStateResult = flowFailure) => {
    try {
      return keepState(toLoginState(await call()));
    } catch (error) {
      return onError(error);
    }
  };

  const getAuthUrl = async (data: OAuthData, urlOptions: AuthUrlOptions = {}): Promise<AuthUrl> =>
    toAuthUrl(await createRedirectSession(send, authSessionRequest(clientId, data, urlOptions)));

  const getMemberTokens: MemberOAuthStrategy['getMemberTokens'] = async (code, state, data) => {
    if (!code || !state) throw new SiteKitError('Missing code or _state', { code: 'MISSING_CODE_OR_STATE' });
    if (state !== data.state) throw new SiteKitError('Invalid _state', { code: 'INVALID_STATE' });
    try {
      const body = { clientId, grantType: 'authorization_code', ...(data.redirectUri && { redirectUri: data.redirectUri }), code, codeVerifier: data.codeVerifier };
      return await requestTokens(send, body, 'member');
    } catch (error: any) {
      throw new SiteKitError('Failed to get member tokens', { code: 'MEMBER_TOKENS_FAILED', status: error?.status, cause: error });
    }
  };

  /** `Authorization: <access token>,<api key>`, the two-token header of the external-login calls. */
  const withApiKey = async (apiKey: string) => ({ Authorization: `${(await strategy.getAuthHeaders()).headers['Authorization']},${apiKey}` });

  const getMemberTokensForDirectLogin = async (sessionToken: string): Promise<Tokens> => {
    const mode = directLoginMode(options);
    const redirectUri = mode === 'redirect' ? options.redirectUri ?? (globalThis as { location?: Location }).location?.origin : '';
    if (redirectUri === undefined) {
      throw new ValidationError([{ field: 'redirectUri', description: `is required for a '${mode}' direct login`, violatedRule: 'REQUIRED_FIELD' }]);
    }
    const data = generateOAuthData(redirectUri);
    const { authUrl } = await getAuthUrl(data, { prompt: 'none', responseMode: mode === 'redirect' ? 'query' : 'web_message', sessionToken });
    const response = await readAuthResponse(mode, authUrl, data.state);
    return getMemberTokens(response.code, response.state, data);
  };

  /** The code and state the auth page answers a direct login with, read the way `mode` says. */
  const readAuthResponse = (mode: DirectLoginMode, authUrl: string, state: string) => {
    if (mode === 'frame') return hiddenFrameLogin(authUrl, state, { ...(options.directLoginTimeoutMs && { timeoutMs: options.directLoginTimeoutMs }) });
    const fetchImpl = runtime()?.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
    return mode === 'redirect' ? followAuthRedirect(authUrl, fetchImpl) : readMessagePage(authUrl, fetchImpl);
  };

  return {
    generateOAuthData,
    getAuthUrl,
    getMemberTokens,
    login: (params: LoginParams) =>
      runFlow(() => auth.loginV2({ email: params.email }, { password: params.password, ...captchaOptions(params.captchaTokens) }), loginFailure),
    register: (params: RegisterParams) =>
      runFlow(
        () => auth.registerV2({ email: params.email }, { password: params.password, ...(params.profile && { profile: params.profile }), ...captchaOptions(params.captchaTokens) }),
        registerFailure,
      ),
    async processVerification(inputs: { verificationCode?: string; code?: string }, given?: LoginStateResult) {
      const current = given ?? session.state;
      if (current.loginState !== 'EMAIL_VERIFICATION_REQUIRED') return { loginState: 'FAILURE', error: UNKNOWN_STATE } as const;
      return runFlow(() => verification.verifyDuringAuthentication(inputs?.verificationCode ?? inputs?.code ?? '', { stateToken: current.data.stateToken }));
    },
    async proceedToNextState(stateToken?: string) {
      const token = stateToken ?? (session.state.loginState === 'EMAIL_VERIFICATION_REQUIRED' ? session.state.data.stateToken : undefined);
      if (!token) return { loginState: 'FAILURE', error: UNKNOWN_STATE } as const;
      return runFlow(() => auth.proceedToNextState({ stateToken: token }));
    },
    async complete(given: string | { data: { sessionToken: string } }) {
      const logoutsBefore = session.logouts;
      const tokens = await getMemberTokensForDirectLogin(typeof given === 'string' ? given : given?.data?.sessionToken);
      // A logout called while this login was finishing wins: its tokens are not stored.
      if (session.logouts !== logoutsBefore) throw new SiteKitError('Logged out before the login finished', { code: 'ABORTED' }, 'AbortError');
      await strategy.setTokens(tokens);
      session.state = { loginState: 'INITIAL' };
      return tokens;
    },
    sendPasswordResetEmail: (email: string, redirectUri: string) => recovery.sendRecoveryEmail(email, { redirect: { url: redirectUri, clientId } }),
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
      session.logouts++;
      try {
        const redirectSession = await createRedirectSession(send, { logout: { clientId }, callbacks: { postFlowUrl } });
        return { logoutUrl: redirectSession.fullUrl ?? '' };
      } finally {
        session.state = { loginState: 'INITIAL' };
        await strategy.setTokens(emptyTokens());
      }
    },
  };
}
