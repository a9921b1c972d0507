/**
 * What other domains may use of redirects: reading a redirect session (the hosted checkout reads its
 * callbacks). The registered clients and the URL checks are auth's; the URL guards are `shared/redirect-uris`.
 */
export { getRedirectSession } from './state';
export type { RedirectCallbacks, RedirectSessionRecord } from './types';
