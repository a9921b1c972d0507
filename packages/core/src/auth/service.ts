import { defineService } from '../client/define-service';

/**
 * The redirect sessions service as the member strategy calls it (login and logout pages): always on `www`,
 * where `@sitekit/redirects`' module call takes the client's host.
 * @internal
 */
export const redirectSessionService = /* @__PURE__ */ defineService({
  fqn: 'wix.headless.v1.RedirectSessionService', entity: 'wix.headless.v1.redirect_session', pkg: '@wix/auto_sdk_redirects_redirects', www: true,
});
