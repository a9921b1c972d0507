import { bindModule } from '../../client/define-call';
import { sendRecoveryEmail } from '../../identity/recovery';
import { emptyTokens } from '../tokens';
import { getAuthUrl } from './auth-url';
import { completeLogin, directLoginTokens } from './direct-login';
import { externalLoginFlows } from './external-login';
import { loginFlows } from './login-flows';
import type { FlowContext, MemberFlows } from './member-base';
import { getMemberTokens } from './member-tokens';
import { generateOAuthData } from './pkce';
import { createRedirectSession } from './redirect-session';
import { sendOnWww } from './send-on-www';

/**
 * Ends the member's session: the platform's logout page for `postFlowUrl`, and the strategy back to visitor
 * (even when the logout call fails). A login still finishing is not stored (see `completeLogin`).
 */
async function logout({ options, send, session, strategy }: FlowContext, postFlowUrl: string) {
  session.logouts++;
  try {
    const redirectSession = await createRedirectSession(send, { logout: { clientId: options.clientId }, callbacks: { postFlowUrl } });
    return { logoutUrl: redirectSession.fullUrl ?? '' };
  } finally {
    session.state = { loginState: 'INITIAL' };
    await strategy.setTokens(emptyTokens());
  }
}

/**
 * The member flows of `OAuthStrategy` (everything that talks to the platform: hosted and direct login,
 * email/password login and registration, verification, external login, logout) over a visitor core.
 * The member entry binds them at once; the root's `OAuthStrategy` loads this module on first use.
 */
export function memberFlows(context: FlowContext): MemberFlows {
  const { options: { clientId }, send } = context;
  const recovery = bindModule({ sendRecoveryEmail }, sendOnWww(send));
  return {
    generateOAuthData,
    getAuthUrl: (data, urlOptions) => getAuthUrl(send, clientId, data, urlOptions),
    getMemberTokens: (code, state, data) => getMemberTokens(send, clientId, code, state, data),
    ...loginFlows(context),
    complete: (given) => completeLogin(context, given),
    sendPasswordResetEmail: (email, redirectUri) => recovery.sendRecoveryEmail(email, { redirect: { url: redirectUri, clientId } }),
    getMemberTokensForDirectLogin: (sessionToken) => directLoginTokens(context, sessionToken),
    ...externalLoginFlows(context),
    logout: (postFlowUrl) => logout(context, postFlowUrl),
  };
}
