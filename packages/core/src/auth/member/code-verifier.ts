import { ValidationError } from '../../errors/validation-error';

/**
 * RFC 7636 unreserved characters: letters, digits and `-._~` (66 characters), the alphabet of a code verifier.
 */
export const PKCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
/**
 * Shortest code verifier (docs/wire/identity.md), and `generateCodeVerifier`'s default length (43).
 */
export const CODE_VERIFIER_MIN = 43;
/**
 * Longest code verifier (docs/wire/identity.md): 128.
 */
export const CODE_VERIFIER_MAX = 128;

/**
 * A PKCE code verifier from `crypto.getRandomValues` (Web Crypto: browsers, Node, edge runtimes).
 *
 * @throws {ValidationError} when `length` is not an integer from 43 to 128
 */
export function generateCodeVerifier(length = CODE_VERIFIER_MIN): string {
  if (!Number.isInteger(length) || length < CODE_VERIFIER_MIN || length > CODE_VERIFIER_MAX) {
    throw new ValidationError([{ field: 'length', description: `must be an integer from ${CODE_VERIFIER_MIN} to ${CODE_VERIFIER_MAX}`, violatedRule: 'MIN' }]);
  }
  // Bytes at or above 198 (= 3 × 66) are dropped, so every character is equally likely (no modulo bias).
  // Worked out here, not at module level, so a bundle that never calls this function drops all of it.
  const limit = 256 - (256 % PKCE_ALPHABET.length);
  let out = '';
  const bytes = new Uint8Array(length + 16);
  while (out.length < length) {
    crypto.getRandomValues(bytes);
    for (const b of bytes) if (b < limit && out.length < length) out += PKCE_ALPHABET[b % PKCE_ALPHABET.length];
  }
  return out;
}

