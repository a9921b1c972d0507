import type { Send } from '../../client/types';
import type { Endpoint } from '../../http/endpoint';

/**
 * `POST /v1/redirect-session` (auth and logout variants), always on `www`.
 */
export const REDIRECT_SESSION_ENDPOINT: Endpoint = {
  method: 'POST',
  path: '/_api/redirects-api/v1/redirect-session',
  fqn: 'wix.headless.v1.RedirectSessionService.CreateRedirectSession',
  entity: 'wix.headless.v1.redirect_session',
  pkg: '@wix/auto_sdk_redirects_redirects',
  www: true,
};

/** Prompt values of the auth request. */
export type Prompt = 'login' | 'none' | 'consent' | 'select_account';
/** How the hosted page returns the code: in the redirect's fragment or query, or by `postMessage`. */
export type ResponseMode = 'fragment' | 'query' | 'web_message';

/**
 * A redirect session as the platform creates it for a login or logout: its id, the hosted page's URL
 * (whole, and as endpoint and search params), and a session token when it carries one.
 */
export interface RedirectSession {
  id?: string | undefined;
  fullUrl?: string | undefined;
  urlDetails?: { endpoint?: string | undefined; searchParams?: Record<string, string> | undefined } | undefined;
  sessionToken?: string | undefined;
}

/** Creates a redirect session and returns it. */
export const createRedirectSession = async (send: Send, body: Record<string, unknown>): Promise<RedirectSession> =>
  ((await send(REDIRECT_SESSION_ENDPOINT, body)) as { redirectSession?: RedirectSession | undefined }).redirectSession ?? {};
