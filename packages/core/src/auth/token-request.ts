import type { Send } from '../client/types';
import { SiteKitError } from '../errors/sitekit-error';
import type { Endpoint } from '../http/endpoint';
import type { TokenResponse } from './tokens';

/** `POST /oauth2/token` on `www` (anonymous, refresh, authorization-code and authorized-client grants). */
export const TOKEN_ENDPOINT: Endpoint = {
  method: 'POST',
  path: '/oauth2/token',
  fqn: 'wix.identity.oauth2.v1.Oauth2Ng.Token',
  pkg: '@wix/sdk',
  www: true,
};

/**
 * One token request through the client's transport (its fetch, host and error handling), without
 * the strategy's own auth header. A non-2xx answer becomes `something went wrong` (spec section 8),
 * with the platform error as `cause`; network errors stay as they are.
 */
export async function requestTokens(send: Send, body: Record<string, unknown>, headers?: Record<string, string>): Promise<TokenResponse> {
  try {
    return await send<TokenResponse>(TOKEN_ENDPOINT, body, { auth: false, www: true, ...(headers && { headers }) });
  } catch (e: any) {
    if (typeof e?.status !== 'number') throw e;
    throw new SiteKitError('something went wrong', { code: 'TOKEN_REQUEST_FAILED', status: e.status, requestId: e.requestId, cause: e }, 'PlatformError');
  }
}
