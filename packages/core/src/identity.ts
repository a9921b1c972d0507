/**
 * `@sitekit/core/identity`: the identity service as bindable modules, with the platform SDK's names
 * (`@wix/identity`): `authentication`, `recovery`, `verification`. Every call goes to `www`.
 *
 * @example
 * ```ts
 * import { authentication, recovery, verification } from '@sitekit/core/identity';
 * const client = createClient({ modules: { authentication, recovery, verification }, auth: OAuthStrategy({ clientId }) });
 * await client.recovery.sendRecoveryEmail(email);
 * ```
 */
export * as authentication from './identity/authentication';
export * as recovery from './identity/recovery';
export * as verification from './identity/verification';
export type { LoginId, Identity, IdentityProfile, StateMachineResponse, CaptchaTokens, CustomValue } from './identity/types';
