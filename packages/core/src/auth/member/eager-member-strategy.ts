import { memberStrategy } from './member-base';
import { memberFlows } from './member-flows';
import type { MemberOAuthStrategy, MemberOAuthStrategyOptions } from './member-strategy';

/**
 * OAuthStrategy with member login: everything of the visitor strategy in `@sitekit/core/auth`, plus
 * the platform SDK's login methods. Identity calls go through the `authentication`, `recovery` and
 * `verification` modules of `@sitekit/core/identity`, on `www`, with the client's fetch.
 *
 * @example
 * ```ts
 * import { OAuthStrategy } from '@sitekit/core/auth/member';
 * const client = createClient({ modules: { members }, auth: OAuthStrategy({ clientId, tokenStorage: localStorageTokenStorage() }) });
 * const res = await client.auth.login({ email, password });
 * if (res.loginState === 'SUCCESS') await client.auth.complete(res.data.sessionToken);
 * else if (res.loginState === 'EMAIL_VERIFICATION_REQUIRED') await client.auth.processVerification({ verificationCode });
 * ```
 */
export function OAuthStrategy(options: MemberOAuthStrategyOptions): MemberOAuthStrategy {
  return memberStrategy(options, memberFlows);
}
