import type { Send } from '../client/types';
import { SiteKitError } from '../errors/sitekit-error';
import type { Endpoint } from '../http/endpoint';
import { toTokens, type RefreshToken, type TokenResponse, type TokenRole, type Tokens } from './tokens';

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
 * the strategy's own auth header, read as `Tokens` for `role` (see `toTokens`). A non-2xx answer
 * becomes `something went wrong` (spec section 8), with the platform error as `cause`; network
 * errors stay as they are.
 */
export const requestTokens = (
  send: Send,
  body: Record<string, unknown>,
  role: TokenRole,
  keep?: RefreshToken,
  headers?: Record<string, string>,
): Promise<Tokens> =>
  send<TokenResponse>(TOKEN_ENDPOINT, body, { auth: false, headers }).then(
    (res) => toTokens(res, role, keep),
    (e) => {
      throw typeof e?.status === 'number'
        ? new SiteKitError('something went wrong', { code: 'TOKEN_REQUEST_FAILED', status: e.status, requestId: e.requestId, cause: e }, 'PlatformError')
        : e;
    },
  );
