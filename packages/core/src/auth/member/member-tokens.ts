import type { Send } from '../../client/types';
import { SiteKitError } from '../../errors/sitekit-error';
import { requestTokens } from '../token-request';
import type { Tokens } from '../tokens';
import type { OAuthData } from './pkce';

/**
 * Exchanges the code a login page answered for member tokens, once `state` is the one this login sent.
 */
export async function getMemberTokens(
  send: Send,
  clientId: string,
  code: string | null | undefined,
  state: string | null | undefined,
  data: Pick<OAuthData, 'state' | 'codeVerifier'> & { redirectUri?: string | undefined },
): Promise<Tokens> {
  if (!code || !state) throw new SiteKitError('Missing code or _state', { code: 'MISSING_CODE_OR_STATE' });
  if (state !== data.state) throw new SiteKitError('Invalid _state', { code: 'INVALID_STATE' });
  try {
    const body = { clientId, grantType: 'authorization_code', ...(data.redirectUri && { redirectUri: data.redirectUri }), code, codeVerifier: data.codeVerifier };
    return await requestTokens(send, body, 'member');
  } catch (error) {
    throw new SiteKitError('Failed to get member tokens', { code: 'MEMBER_TOKENS_FAILED', status: (error as { status?: number | undefined } | undefined)?.status, cause: error });
  }
}
