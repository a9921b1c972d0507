import { describe, expect, it } from 'vitest';
import { PKCE_ALPHABET, codeChallengeS256 } from '@sitekit/core-runtime/auth';
import { chiSquare } from '@sitekit/testing';
import { defineSiteKit } from './config';
import { NextRequest } from 'next/server';
import { oauthRequest, requestOrigin } from './internal';

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
    const verifiers = Array.from({ length: 3000 }, () => oauthRequest(siteKit, 'https://shop.example', '/').codeVerifier);
    const { chi, distinct } = chiSquare(verifiers, PKCE_ALPHABET);
    expect(distinct).toBe(66);
    // 65 degrees of freedom: p = 0.0001 at ≈ 117. `byte % 66` favours 58 characters (4 in 256 against 3 in 256): chi² in the hundreds.
    expect(chi).toBeLessThan(117);
  });
});

describe('requestOrigin (the origin a state-changing request is checked against)', () => {
  const at = (url: string, host?: string) => requestOrigin(new NextRequest(url, { headers: host ? { host } : {} }));

  it('takes the host from the Host header, not from the normalised nextUrl', () => {
    expect(at('http://127.0.0.1:3000/api/auth/logout', '127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(at('http://[::1]:3000/api/auth/logout', '[::1]:3000')).toBe('http://[::1]:3000');
    expect(at('https://shop.example/api/checkout', 'shop.example')).toBe('https://shop.example');
    expect(at('https://shop.example/api/checkout')).toBe('https://shop.example');
  });

  it.each(['evil.example/x', 'user@evil.example', 'shop.example?x', 'shop.example#x', 'shop example', 'shop.example\\x'])(
    'a Host header %j that is more than a host and port is no origin', (host) => {
      expect(at('https://shop.example/api/checkout', host)).toBeNull();
    },
  );
});
