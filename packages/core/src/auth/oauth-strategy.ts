import { createOAuthCore, type OAuthStrategyOptions, type VisitorOAuthStrategy } from './oauth-core';

/**
 * Visitor sessions for a storefront: anonymous tokens on the first call, renewed before they
 * expire (60 s skew) with one shared request however many calls start at once, one renewal and
 * replay after a 401, and module calls on the edge host. Login flows are in
 * `@sitekit/core/auth/member` (same name, a superset), so this entry bundles none of them.
 *
 * @example
 * ```ts
 * import { createClient } from '@sitekit/core';
 * import { OAuthStrategy, localStorageTokenStorage } from '@sitekit/core/auth';
 *
 * const client = createClient({
 *   modules: { products, currentCart },
 *   auth: OAuthStrategy({ clientId, tokenStorage: localStorageTokenStorage() }),
 * });
 * await client.currentCart.getCurrentCart(); // one anonymous grant, then the call
 * ```
 * @throws {ValidationError} at once when `clientId` is missing or empty (field `clientId`).
 */
export const OAuthStrategy: (options: OAuthStrategyOptions) => VisitorOAuthStrategy = createOAuthCore;
