import { describe, expect, it } from 'vitest';
import { PKCE_ALPHABET, codeChallengeS256 } from '@sitekit/core/auth';
import { defineSiteKit } from './config';
import { oauthRequest } from './internal';

const siteKit = defineSiteKit({ clientId: 'storefront-app' });

describe('oauthRequest (the PKCE verifier and state of a hosted login)', () => {
  it('verifier and state: 43 characters of the RFC 7636 alphabet, new every time', () => {
    const a = oauthRequest(siteKit, 'https://shop.example', '/');
    const b = oauthRequest(siteKit, 'https://shop.example', '/');
    for (const value of [a.codeVerifier, a.state]) expect(value).toMatch(/^[A-Za-z0-9\-._~]{43}$/);
    expect(a.codeVerifier).not.toBe(b.codeVerifier);
    expect(a.state).not.toBe(a.codeVerifier);
    expect(a.redirectUri).toBe('https://shop.example/api/auth/callback');
    expect(codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('uniformity: every character of the verifier equally likely (chi-square, no modulo bias)', () => {
    const counts = new Map<string, number>();
    const n = 3000;
    for (let i = 0; i < n; i++) for (const c of oauthRequest(siteKit, 'https://shop.example', '/').codeVerifier) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(66);
    const expected = (n * 43) / 66;
    let chi = 0;
    for (const c of PKCE_ALPHABET) chi += ((counts.get(c) ?? 0) - expected) ** 2 / expected;
    // 65 degrees of freedom: p = 0.0001 at ≈ 117. `byte % 66` favours 58 characters (4 in 256 against 3 in 256): chi² in the hundreds.
    expect(chi).toBeLessThan(117);
  });
});
