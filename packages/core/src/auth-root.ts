/**
 * The root entry's `OAuthStrategy` and `LoginState` (a built entry of its own, which the root
 * re-exports): the member strategy whose member flows load on first use. Nothing here reaches a file
 * of the member flows (the root's bundles carry none of them). Not a public entry: import it from
 * `@sitekit/core`.
 */
export { OAuthStrategy } from './auth/member/lazy-member-strategy';
export { LoginState } from './auth/member/login-state-enum';
