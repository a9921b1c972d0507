import { defineService } from '@sitekit/core-runtime';

/**
 * The redirect sessions service. OAuth clients send its calls to the edge host like any module call
 * (the strategy's own sessions use www).
 * @internal
 */
export const redirectsService = /* @__PURE__ */ defineService({
  fqn: 'wix.headless.v1.RedirectSessionService', entity: 'wix.headless.v1.redirect_session', pkg: '@wix/auto_sdk_redirects_redirects',
});
