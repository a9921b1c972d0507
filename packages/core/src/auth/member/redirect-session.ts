import { CALL, type Call } from '../../client/define-call';
import { endpointsOf } from '../../client/define-service';
import type { Send } from '../../client/types';
import type { Endpoint } from '../../http/endpoint';
import { redirectSessionService } from '../service';

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

/** The platform's answer: the session, as it gives it (the strategy reads it without SDK renames). */
interface RedirectSessionResponse {
  redirectSession?: RedirectSession | undefined;
}

/** `POST /v1/redirect-session` (auth and logout variants): the body as the strategy builds it; the session, or `{}`. */
const redirectSession: Call<(body: Record<string, unknown>) => Promise<RedirectSession>> =
  /* @__PURE__ */ redirectSessionService('POST /_api/redirects-api/v1/redirect-session', {
    name: 'CreateRedirectSession', payload: (body: Record<string, unknown>) => body,
    result: (response: RedirectSessionResponse) => response.redirectSession ?? {},
  });

/** The strategy's redirect session call, always on `www`. */
export const REDIRECT_SESSION_ENDPOINT: Endpoint = /* @__PURE__ */ endpointsOf({ redirectSession }).redirectSession;

/** Creates a redirect session and returns it. */
export const createRedirectSession = (send: Send, body: Record<string, unknown>): Promise<RedirectSession> =>
  redirectSession[CALL](send)(body);
