import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { wireServer, WWW } from '@sitekit/testing';
import { createClient } from '../../client/create-client';
import { OAuthStrategy as RootOAuthStrategy } from '../../index';
import { OAuthStrategy } from './lazy-member-strategy';
import { codeChallengeS256 } from './pkce';
import { visitorTokens } from '../../../test/helpers';

const wire = wireServer();

describe("the root's OAuthStrategy: member flows loaded on first use", () => {
  it('is what the root exports', () => {
    expect(RootOAuthStrategy).toBe(OAuthStrategy);
  });

  it('visitor methods work as the member entry\'s; the synchronous ones answer at once', async () => {
    wire.reply({ access_token: 'at-n', expires_in: 3600, refresh_token: 'rt-n' });
    const auth = createClient({ auth: OAuthStrategy({ clientId: 'cid', captchaVisibleSiteKey: 'k' }) }).auth;
    await expect(auth.generateVisitorTokens()).resolves.toMatchObject({ refreshToken: { value: 'rt-n', role: 'visitor' } });
    expect(JSON.parse(wire.requests[0]!.body)).toEqual({ clientId: 'cid', grantType: 'anonymous' });
    expect([auth.getLoginState(), auth.captchaVisibleSiteKey, auth.loggedIn()]).toEqual([{ loginState: 'INITIAL' }, 'k', false]);
    expect(auth.parseFromUrl('https://shop.example/cb#code=c&state=s')).toEqual({ code: 'c', state: 's' });
  });

  it('generateOAuthData before any flow ran: challenge left to getAuthUrl, which sends the S256 of the verifier; after, the challenge is there', async () => {
    const bodies: any[] = [];
    wire.server.use(http.post(`${WWW}/_api/redirects-api/v1/redirect-session`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ redirectSession: { fullUrl: 'https://users.example/authorize?s=1', urlDetails: { endpoint: 'https://users.example/authorize' } } });
    }));
    const auth = createClient({ auth: OAuthStrategy({ clientId: 'cid', tokens: visitorTokens() }) }).auth;
    const early = auth.generateOAuthData('https://shop.example/cb', 'https://shop.example/p');
    expect(early).toEqual({ redirectUri: 'https://shop.example/cb', originalUri: 'https://shop.example/p', codeVerifier: expect.any(String), codeChallenge: '', state: expect.any(String) });
    await expect(auth.getAuthUrl(early)).resolves.toEqual({ authUrl: 'https://users.example/authorize?s=1', authorizationEndpoint: 'https://users.example/authorize' });
    expect(bodies[0].auth.authRequest).toMatchObject({ codeChallenge: codeChallengeS256(early.codeVerifier), state: early.state, redirectUri: 'https://shop.example/cb' });
    const late = auth.generateOAuthData('https://shop.example/cb');
    expect(late.codeChallenge).toBe(codeChallengeS256(late.codeVerifier));
  });

  it('login loads the flows and keeps the state the synchronous getLoginState reads', async () => {
    wire.reply({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'st-1' });
    const auth = createClient({ auth: OAuthStrategy({ clientId: 'cid', tokens: visitorTokens() }) }).auth;
    await expect(auth.login({ email: 'a@b.c', password: 'pw' })).resolves.toEqual({ loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'st-1' } });
    expect(auth.getLoginState()).toEqual({ loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'st-1' } });
    expect(wire.requests[0]!.url.href).toBe(`${WWW}/_api/iam/authentication/v2/login`);
  });
});
