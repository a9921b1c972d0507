import { sha256 } from '@noble/hashes/sha2';
import { ValidationError } from '../../errors/validation-error';
import { bytesToBase64url } from '../../http/serialize-query';

/**
 * RFC 7636 unreserved characters: letters, digits and `-._~` (66 characters), the alphabet of a code verifier.
 *
 * @example
 * ```ts
 * [...verifier].every((c) => PKCE_ALPHABET.includes(c)); // true for generateCodeVerifier()
 * ```
 */
export const PKCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
/**
 * Shortest code verifier (docs/wire/identity.md), and `generateCodeVerifier`'s default length (43).
 *
 * @example
 * ```ts
 * generateCodeVerifier(CODE_VERIFIER_MIN).length; // 43
 * ```
 */
export const CODE_VERIFIER_MIN = 43;
/**
 * Longest code verifier (docs/wire/identity.md): 128.
 *
 * @example
 * ```ts
 * const verifier = generateCodeVerifier(CODE_VERIFIER_MAX);
 * ```
 */
export const CODE_VERIFIER_MAX = 128;

// Bytes at or above 198 (= 3 × 66) are dropped, so every character is equally likely (no modulo bias).
const LIMIT = 256 - (256 % PKCE_ALPHABET.length);

/**
 * A PKCE code verifier from `crypto.getRandomValues` (Web Crypto: browsers, Node, edge runtimes).
 *
 * @example
 * ```ts
 * generateCodeVerifier();    // 43 characters
 * generateCodeVerifier(128); // the longest allowed
 * ```
 * @throws {ValidationError} when `length` is not an integer from 43 to 128
 */
export function generateCodeVerifier(length = CODE_VERIFIER_MIN): string {
  if (!Number.isInteger(length) || length < CODE_VERIFIER_MIN || length > CODE_VERIFIER_MAX) {
    throw new ValidationError([{ field: 'length', description: `must be an integer from ${CODE_VERIFIER_MIN} to ${CODE_VERIFIER_MAX}`, violatedRule: 'MIN' }]);
  }
  let out = '';
  const bytes = new Uint8Array(length + 16);
  while (out.length < length) {
    crypto.getRandomValues(bytes);
    for (const b of bytes) if (b < LIMIT && out.length < length) out += PKCE_ALPHABET[b % PKCE_ALPHABET.length];
  }
  return out;
}

/**
 * The S256 code challenge: base64url(SHA-256(verifier)) without padding. Synchronous (SHA-256 from
 * `@noble/hashes`, not Web Crypto's asynchronous `subtle.digest`), so that `generateOAuthData` returns
 * its data directly, as the platform's SDK does.
 *
 * @example
 * ```ts
 * codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'); // 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'
 * ```
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
