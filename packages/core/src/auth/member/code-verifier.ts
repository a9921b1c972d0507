import { ValidationError } from '../../errors/validation-error';

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
 * Shortest code verifier (spec section 9), and `generateCodeVerifier`'s default length (43).
 *
 * @example
 * ```ts
 * generateCodeVerifier(CODE_VERIFIER_MIN).length; // 43
 * ```
 */
export const CODE_VERIFIER_MIN = 43;
/**
 * Longest code verifier (spec section 9): 128.
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

