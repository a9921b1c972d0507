import { SiteKitError } from '../../errors/sitekit-error';
import { ENDPOINTS as AUTHENTICATION, type SignOnOptions } from '../../identity/authentication';
import { toWire } from '../../transforms/wire';
import { optionalObject, requireString } from '../../validate/require';
import { requestTokens } from '../token-request';
import type { FlowContext, MemberFlows } from './member-base';
import { sendOnWww } from './send-on-www';

/**
 * Member tokens for a member the site's own server vouches for with an API key: by member id, or by email
 * through a sign-on session (the member is created when new).
 */
export function externalLoginFlows({ send, strategy }: FlowContext): Pick<MemberFlows, 'getMemberTokensForExternalLogin' | 'getMemberTokensForExternalLoginWithSession'> {
  const onWww = sendOnWww(send);
  /** `Authorization: <access token>,<api key>`, the two-token header of the external-login calls. */
  const withApiKey = async (apiKey: string) => ({ Authorization: `${(await strategy.getAuthHeaders()).headers['Authorization']},${apiKey}` });

  return {
    async getMemberTokensForExternalLogin(memberId: string, apiKey: string) {
      const body = { grant_type: 'authorized_client', scope: 'offline_access', member_id: memberId };
      return requestTokens(send, body, 'member', undefined, await withApiKey(apiKey));
    },
    async getMemberTokensForExternalLoginWithSession(email: string, apiKey: string, options?: SignOnOptions) {
      requireString(email, 'email');
      requireString(apiKey, 'apiKey');
      optionalObject(options, 'options');
      const headers = await withApiKey(apiKey);
      const signOn = { loginId: { email }, ...toWire(options ?? {}) };
      const { identity, sessionToken } = await onWww(AUTHENTICATION.signOn, signOn, { auth: false, headers });
      if (!identity?.id || !sessionToken) throw new SiteKitError('Failed to get member tokens', { code: 'MEMBER_TOKENS_FAILED' });
      const body = { grant_type: 'authorized_client', member_id: identity.id, session_token: sessionToken };
      return requestTokens(send, body, 'member', undefined, headers);
    },
  };
}
