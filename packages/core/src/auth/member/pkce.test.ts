import { describe, expect, it } from 'vitest';
import { chiSquare } from '@sitekit/testing';
import { CODE_VERIFIER_MAX, CODE_VERIFIER_MIN, PKCE_ALPHABET, codeChallengeS256, generateCodeVerifier, generateOAuthData } from './pkce';

describe('PKCE', () => {
  it('RFC 7636 appendix B vector, and Web Crypto agrees on other verifiers', async () => {
    expect(codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    for (const verifier of [generateCodeVerifier(), generateCodeVerifier(128), '~'.repeat(64)]) {
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
      expect(codeChallengeS256(verifier)).toBe(Buffer.from(digest).toString('base64url'));
    }
  });

  it('length: default 43, bounds 43..128, anything else refused before use', () => {
    expect(generateCodeVerifier()).toHaveLength(43);
    expect(generateCodeVerifier(CODE_VERIFIER_MIN)).toHaveLength(43);
    expect(generateCodeVerifier(CODE_VERIFIER_MAX)).toHaveLength(128);
    expect(generateCodeVerifier(77)).toHaveLength(77);
    for (const bad of [42, 129, 0, -1, 43.5, Number.NaN]) expect(() => generateCodeVerifier(bad)).toThrow(/INVALID_ARGUMENT: "length"/);
  });

  it('alphabet: letters, digits and -._~ only (66 characters)', () => {
    expect(PKCE_ALPHABET).toHaveLength(66);
    for (let i = 0; i < 200; i++) expect(generateCodeVerifier(128)).toMatch(/^[A-Za-z0-9\-._~]{128}$/);
  });

  it('uniformity: every character equally likely (chi-square, no modulo bias)', () => {
    const { chi, distinct } = chiSquare(Array.from({ length: 2000 }, () => generateCodeVerifier(128)), PKCE_ALPHABET);
    expect(distinct).toBe(66);
    // 65 degrees of freedom: p = 0.0001 at ≈ 117. Modulo bias (256 % 66 = 58 favoured characters) gives chi² in the thousands.
    expect(chi).toBeLessThan(117);
  });

  it('generateOAuthData: a verifier, its S256 challenge, a random state, returned directly as the platform SDK does', () => {
    const a = generateOAuthData('https://shop.example/cb', 'https://shop.example/p');
    const b = generateOAuthData('https://shop.example/cb');
    // the platform's documented pattern: stored as it is returned (a promise would store "{}")
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
    expect(a).not.toBeInstanceOf(Promise);
    expect(a).toMatchObject({ redirectUri: 'https://shop.example/cb', originalUri: 'https://shop.example/p' });
    expect(b.originalUri).toBe('');
    expect(a.codeChallenge).toBe(codeChallengeS256(a.codeVerifier));
    expect(a.state).toHaveLength(43);
    expect(a.state).not.toBe(b.state);
    expect(a.codeVerifier).not.toBe(b.codeVerifier);
  });
});
