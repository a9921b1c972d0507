import { ValidationError } from '../../errors/validation-error';
import { SiteKitError } from '../../errors/sitekit-error';
import type { Tokens } from '../tokens';
import { getAuthUrl } from './auth-url';
import { followAuthRedirect } from './follow-redirect';
import { hiddenFrameLogin } from './hidden-frame';
import type { FlowContext } from './member-base';
import { getMemberTokens } from './member-tokens';
import { generateOAuthData } from './pkce';
import { readMessagePage } from './read-message-page';

type DirectLoginMode = NonNullable<FlowContext['options']['directLogin']>;

/**
 * Browsers: a hidden frame; servers with a redirect URI: the query-mode 302; servers without one: the page read.
 * The frame and the page are web_message mode, with no redirect URI (as the platform's SDK sends it), so a page
 * without a usable origin logs in too.
 */
function directLoginMode(options: FlowContext['options']): DirectLoginMode {
  const document = (globalThis as { document?: unknown }).document;
  return options.directLogin ?? (document ? 'frame' : options.redirectUri ? 'redirect' : 'message');
}

/** The code and state the auth page answers a direct login with, read the way `mode` says. */
function readAuthResponse({ options, runtime }: FlowContext, mode: DirectLoginMode, authUrl: string, state: string) {
  if (mode === 'frame') return hiddenFrameLogin(authUrl, state, { ...(options.directLoginTimeoutMs && { timeoutMs: options.directLoginTimeoutMs }) });
  const fetchImpl = runtime()?.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  return mode === 'redirect' ? followAuthRedirect(authUrl, fetchImpl) : readMessagePage(authUrl, fetchImpl);
}

/**
 * Member tokens for the session token of a finished login or registration: a `prompt: 'none'` login page,
 * read without the visitor seeing it, and its code exchanged.
 */
export async function directLoginTokens(context: FlowContext, sessionToken: string): Promise<Tokens> {
  const { options, send } = context;
  const mode = directLoginMode(options);
  const redirectUri = mode === 'redirect' ? options.redirectUri ?? (globalThis as { location?: Location | undefined }).location?.origin : '';
  if (redirectUri === undefined) {
    throw new ValidationError([{ field: 'redirectUri', description: `is required for a '${mode}' direct login`, violatedRule: 'REQUIRED_FIELD' }]);
  }
  const data = generateOAuthData(redirectUri);
  const { authUrl } = await getAuthUrl(send, options.clientId, data, { prompt: 'none', responseMode: mode === 'redirect' ? 'query' : 'web_message', sessionToken });
  const response = await readAuthResponse(context, mode, authUrl, data.state);
  return getMemberTokens(send, options.clientId, response.code, response.state, data);
}

/**
 * Finishes a login or registration: its member tokens become the strategy's, unless a logout began meanwhile.
 */
export async function completeLogin(context: FlowContext, given: string | { data: { sessionToken: string } }): Promise<Tokens> {
  const { session, strategy } = context;
  const logoutsBefore = session.logouts;
  const tokens = await directLoginTokens(context, typeof given === 'string' ? given : given?.data?.sessionToken);
  // A logout called while this login was finishing wins: its tokens are not stored.
  if (session.logouts !== logoutsBefore) throw new SiteKitError('Logged out before the login finished', { code: 'ABORTED' }, 'AbortError');
  await strategy.setTokens(tokens);
  session.state = { loginState: 'INITIAL' };
  return tokens;
}
