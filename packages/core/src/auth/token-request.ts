import { defineCall } from '../client/define-call';
import type { Send } from '../client/types';
import { SiteKitError } from '../errors/sitekit-error';
import type { Endpoint } from '../http/endpoint';
import { toTokens, type RefreshToken, type TokenResponse, type TokenRole, type Tokens } from './tokens';

/**
 * `POST /oauth2/token` on `www` (anonymous, refresh, authorization-code and authorized-client grants).
 * Written out rather than declared with `defineService`: it is on every visitor's path, where the
 * declaration machinery would add 1.3 KB (gzip) to the OAuth bundle, and it is always sent with send options
 * of its own (no auth header, a key header for an authorized client). Its wire tests pin the request.
 */
export const TOKEN_ENDPOINT: Endpoint = {
  method: 'POST',
  path: '/oauth2/token',
  fqn: 'wix.identity.oauth2.v1.Oauth2Ng.Token',
  pkg: '@wix/sdk',
  www: true,
};

/**
 * The token request as a module call, for servers that run the code exchange themselves
 * (`@sitekit/next`'s callback): the body goes as given to {@link TOKEN_ENDPOINT}, without the client's
 * auth header, and the platform's answer comes back as it is (read it with `toTokens`).
 *
 * @example
 * ```ts
 * const client = createClient({ modules: { oauth2: { token } } });
 * const res = await client.oauth2.token({ clientId, grantType: 'authorization_code', code, codeVerifier, redirectUri });
 * const tokens = toTokens(res, 'member');
 * ```
 */
export const token = /* @__PURE__ */ defineCall(
  (send) => (request: Record<string, unknown>): Promise<TokenResponse> => send<TokenResponse>(TOKEN_ENDPOINT, request, { auth: false }),
);

const isTokenResponse = (res: Partial<TokenResponse> | undefined): res is TokenResponse =>
  typeof res?.access_token === 'string' && res.access_token !== '' &&
  (res.refresh_token === undefined || typeof res.refresh_token === 'string') &&
  Number.isFinite(Number(res.expires_in)) && Number(res.expires_in) > 0;

/**
 * One token request through the client's transport (its fetch, host and error handling), without
 * the strategy's own auth header, read as `Tokens` for `role` (see `toTokens`). A non-2xx answer
 * becomes `something went wrong` (docs/wire/conventions.md), with the platform error as `cause` (and, for a
 * refused visitor grant, a hint naming the client id); network
 * errors stay as they are. A 2xx answer without an access token and a positive numeric `expires_in` is
 * a `TOKEN_REQUEST_FAILED` error too.
 */
export const requestTokens = (
  send: Send,
  body: Record<string, unknown>,
  role: TokenRole,
  keep?: RefreshToken,
  headers?: Record<string, string>,
): Promise<Tokens> =>
  send<TokenResponse>(TOKEN_ENDPOINT, body, { auth: false, headers }).then(
    (res) => {
      // A 2xx that is not a token answer (`{}`, an expiry that is not a number) is refused here: no call may
      // go out without a token, and a NaN expiry would never be renewed. The answer itself is not kept.
      if (!isTokenResponse(res)) throw new SiteKitError('something went wrong', { code: 'TOKEN_REQUEST_FAILED' }, 'PlatformError');
      return toTokens(res, role, keep);
    },
    (e) => {
      if (typeof e?.status !== 'number') throw e;
      // A visitor grant refused with a 4xx names the client id it was refused for (a public value, never a secret).
      const hint = body['grantType'] === 'anonymous' && e.status < 500
        ? `: clientId ${JSON.stringify(body['clientId'])} was refused (${e.status}); is it your OAuth app's client id?`
        : '';
      throw new SiteKitError(`something went wrong${hint}`, { code: 'TOKEN_REQUEST_FAILED', status: e.status, requestId: e.requestId, cause: e }, 'PlatformError');
    },
  );
