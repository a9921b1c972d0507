/**
 * `@sitekit/redirects`: redirect sessions to the platform's hosted checkout, login and other pages.
 *
 * @example
 * ```ts
 * import { createClient } from '@sitekit/core';
 * import { redirects } from '@sitekit/redirects';
 * const client = createClient({ modules: { redirects }, auth });
 * const { redirectSession } = await client.redirects.createRedirectSession({ ecomCheckout: { checkoutId } });
 * ```
 */
export * as redirects from './redirects/index';
