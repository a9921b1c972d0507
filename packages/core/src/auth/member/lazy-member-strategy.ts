import { memberStrategy, type FlowContext, type MemberFlows } from './member-base';
import type { MemberOAuthStrategy, MemberOAuthStrategyOptions } from './member-strategy';
import { generateCodeVerifier } from './code-verifier';

/** The member flows the shell stands in for until they are loaded (every one returns a promise). */
const LATER = [
  'getAuthUrl', 'getMemberTokens', 'login', 'register', 'processVerification', 'proceedToNextState', 'complete', 'sendPasswordResetEmail',
  'getMemberTokensForDirectLogin', 'getMemberTokensForExternalLogin', 'getMemberTokensForExternalLoginWithSession', 'logout',
] as const;

/** Member flows that load on first use: the first call of any of them imports them, then every call goes to them. */
function lazyFlows(context: FlowContext): MemberFlows {
  let loaded: MemberFlows | undefined;
  let loading: Promise<MemberFlows> | undefined;
  const load = () => (loading ??= import('./member-flows').then(({ memberFlows }) => (loaded = memberFlows(context))));
  const later = Object.fromEntries(LATER.map((name) => [name, (...args: unknown[]) => load().then((flows) => (flows[name] as (...args: unknown[]) => Promise<unknown>)(...args))]));
  return {
    ...(later as Pick<MemberFlows, (typeof LATER)[number]>),
    // Synchronous as the platform's: once the flows are loaded, theirs (with the S256 challenge); before,
    // the verifier and state now and the challenge left to `getAuthUrl`, which loads the flows anyway.
    generateOAuthData(redirectUri, originalUri = '') {
      return loaded?.generateOAuthData(redirectUri, originalUri)
        ?? { redirectUri, originalUri, codeVerifier: generateCodeVerifier(), codeChallenge: '', state: generateCodeVerifier() };
    },
  };
}

/**
 * The root's `OAuthStrategy`: the member strategy of `@sitekit/core/auth/member`, whose member flows
 * (and their SHA-256, identity calls and login tables) load on first use, so that code calling only
 * visitor methods (a middleware's `generateVisitorTokens` / `renewToken`) does not carry them.
 * `generateOAuthData` is synchronous; called before any member flow has run, its `codeChallenge` is
 * `''` and `getAuthUrl` derives the challenge from the verifier.
 *
 * @example
 * ```ts
 * import { createClient, OAuthStrategy } from '@sitekit/core';
 * const client = createClient({ auth: OAuthStrategy({ clientId, tokens }) });
 * const tokens = await client.auth.generateVisitorTokens(); // no member code loaded
 * ```
 */
export function OAuthStrategy(options: MemberOAuthStrategyOptions): MemberOAuthStrategy {
  return memberStrategy(options, lazyFlows);
}
