import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { wireServer } from '@sitekit/testing';
import { createClient } from '../client/create-client';
import { OAuthStrategy } from './oauth-strategy';
import { nowSeconds } from './tokens';
import { token } from './token-request';

const wire = wireServer();

describe('token (the token request as a module call)', () => {
  it('posts the body as given to www, without the client\'s auth header, and answers the platform\'s response as it is', async () => {
    const seen: { url: string; headers: Headers; body: unknown }[] = [];
    const answer = { access_token: 'member-at', expires_in: 3600, refresh_token: 'member-rt' };
    wire.server.use(http.post('https://www.wixapis.com/oauth2/token', async ({ request }) => {
      seen.push({ url: request.url, headers: request.headers, body: await request.json() });
      return HttpResponse.json(answer);
    }));
    const tokens = { accessToken: { value: 'visitor-at', expiresAt: nowSeconds() + 3600 }, refreshToken: { value: 'visitor-rt', role: 'visitor' as const } };
    const client = createClient({ modules: { oauth2: { token } }, auth: OAuthStrategy({ clientId: 'app', tokens }) });
    const request = { clientId: 'app', grantType: 'authorization_code', code: 'c', codeVerifier: 'v', redirectUri: 'https://shop.example/cb' };
    expect(await client.oauth2.token(request)).toEqual(answer);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('https://www.wixapis.com/oauth2/token');
    expect(seen[0]!.body).toEqual(request);
    expect(seen[0]!.headers.get('authorization')).toBeNull();
    expect(seen[0]!.headers.get('x-wix-bi-gateway')).toBe('environment=js-sdk,package-name=@wix/sdk,method-fqn=wix.identity.oauth2.v1.Oauth2Ng.Token');
  });
});
