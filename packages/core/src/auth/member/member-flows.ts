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
import { createRedirectSession } from './redirect-session';

const captcha = (t?: CaptchaTokenInput) => t && { captchaTokens: [{ Recaptcha: t.recaptchaToken, InvisibleRecaptcha: t.invisibleRecaptchaToken }] };

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
  // The strategy's own identity calls always go to www (endpoints.md, "Host"); the same calls made as
  // module calls take the client's host. Only the calls used are bound, so the modules' enums are
  // tree-shaken from this entry.
  const onWww: Send = (endpoint, payload, opts) => send(endpoint, payload, { ...opts, www: true });
  const auth = bindModule({ loginV2, registerV2, proceedToNextState }, onWww);
  const rec = bindModule({ sendRecoveryEmail }, onWww);
  const ver = bindModule({ verifyDuringAuthentication }, onWww);
  const keep = (result: LoginStateResult) => ((session.state = nextLoginState(session.state, result)), result);
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
          // an OAuthData made before the flows were loaded (root `OAuthStrategy`) has no challenge yet
          codeChallenge: data.codeChallenge || codeChallengeS256(data.codeVerifier),
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

  return {
    generateOAuthData,
    getAuthUrl,
    getMemberTokens,
    login: (p: LoginParams) => flow(() => auth.loginV2({ email: p.email }, { password: p.password, ...captcha(p.captchaTokens) }), loginFailure),
    register: (p: RegisterParams) =>
      flow(() => auth.registerV2({ email: p.email }, { password: p.password, ...(p.profile && { profile: p.profile }), ...captcha(p.captchaTokens) }), registerFailure),
    async processVerification(inputs: { verificationCode?: string; code?: string }, given?: LoginStateResult) {
      const current = given ?? session.state;
      if (current.loginState !== 'EMAIL_VERIFICATION_REQUIRED') return { loginState: 'FAILURE', error: UNKNOWN_STATE } as const;
      return flow(() => ver.verifyDuringAuthentication(inputs?.verificationCode ?? inputs?.code ?? '', { stateToken: current.data.stateToken }));
    },
    async proceedToNextState(stateToken?: string) {
      const token = stateToken ?? (session.state.loginState === 'EMAIL_VERIFICATION_REQUIRED' ? session.state.data.stateToken : undefined);
      if (!token) return { loginState: 'FAILURE', error: UNKNOWN_STATE } as const;
      return flow(() => auth.proceedToNextState({ stateToken: token }));
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
      session.logouts++;
      try {
        const s = await createRedirectSession(send, { logout: { clientId }, callbacks: { postFlowUrl } });
        return { logoutUrl: s.fullUrl ?? '' };
      } finally {
        session.state = { loginState: 'INITIAL' };
        await strategy.setTokens(emptyTokens());
      }
    },
  };
}
