import { sha256 } from '@noble/hashes/sha2';
import { bytesToBase64url } from '../../http/serialize-query';
import { generateCodeVerifier } from './code-verifier';

// The verifier has a file of its own (no SHA-256 in it): the root's OAuthStrategy makes one before its
// member flows (and this file) are loaded.
export { PKCE_ALPHABET, CODE_VERIFIER_MIN, CODE_VERIFIER_MAX, generateCodeVerifier } from './code-verifier';

/**
 * The S256 code challenge: base64url(SHA-256(verifier)) without padding. Synchronous (SHA-256 from
 * `@noble/hashes`, not Web Crypto's asynchronous `subtle.digest`), so that `generateOAuthData` returns
 * its data directly, as the platform's SDK does.
 */
export function codeChallengeS256(verifier: string): string {
  return bytesToBase64url(sha256(new TextEncoder().encode(verifier)));
}

/** What a redirect login needs to remember between the redirect and the callback. */
export interface OAuthData {
  redirectUri: string;
  originalUri: string;
  codeVerifier: string;
  codeChallenge: string;
  state: string;
}

/**
 * A new PKCE pair and a random `state` for one login (keep it, e.g. in `sessionStorage`, until the callback).
 * Synchronous, as the platform SDK's is (`await` on it still works).
 *
 * @example
 * ```ts
 * const data = generateOAuthData('https://shop.example/callback', location.href);
 * sessionStorage.setItem('oauth', JSON.stringify(data));
 * ```
 */
export function generateOAuthData(redirectUri: string, originalUri = ''): OAuthData {
  const codeVerifier = generateCodeVerifier();
  return { redirectUri, originalUri, codeVerifier, codeChallenge: codeChallengeS256(codeVerifier), state: generateCodeVerifier() };
}
