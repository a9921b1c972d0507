/**
 * What other domains may use of redirects: reading a redirect session (the hosted checkout reads its
 * callbacks), the registered clients' allowed callback URLs, and the URL guards every emitted link passes.
 */
export { getRedirectSession } from './state';
export type { RedirectCallbacks, RedirectSessionRecord } from './types';
export { clientFor, requireAllowedUrls } from './callback-urls';
export { safeHref, withSearchParam } from './redirect-uris';
