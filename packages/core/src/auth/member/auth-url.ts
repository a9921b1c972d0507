import type { Send } from '../../client/types';
import type { AuthUrl, AuthUrlOptions } from './member-strategy';
import { codeChallengeS256, type OAuthData } from './pkce';
import { createRedirectSession, type RedirectSession } from './redirect-session';

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
 * The platform's login page for one login: a redirect session carrying the PKCE challenge and state of `data`.
 */
export async function getAuthUrl(send: Send, clientId: string, data: OAuthData, urlOptions: AuthUrlOptions = {}): Promise<AuthUrl> {
  return toAuthUrl(await createRedirectSession(send, authSessionRequest(clientId, data, urlOptions)));
}
