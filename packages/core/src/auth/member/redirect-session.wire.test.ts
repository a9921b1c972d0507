import { describe, expect, it } from 'vitest';
import { wireServer, WWW } from '@sitekit/testing';
import { createClient } from '../../client/create-client';
import { OAuthStrategy } from './lazy-member-strategy';
import { visitorTokens } from '../../../test/helpers';

const wire = wireServer();

// The strategy's own calls, request by request: route, host, method-name header, auth header and body as the platform's SDK sends them.
describe('the member strategy on the wire', () => {
  it('logout: one redirect session on www, with the visitor token and the redirect sessions method name', async () => {
    wire.reply({ redirectSession: { id: 'r1', fullUrl: 'https://users.example/logout?s=1' } });
    const auth = createClient({ auth: OAuthStrategy({ clientId: 'cid', tokens: visitorTokens() }) }).auth;
    await expect(auth.logout('https://shop.example/')).resolves.toEqual({ logoutUrl: 'https://users.example/logout?s=1' });
    expect(wire.requests).toHaveLength(1);
    const [request] = wire.requests;
    expect(`${request!.method} ${request!.url.href}`).toBe(`POST ${WWW}/_api/redirects-api/v1/redirect-session`);
    expect(request!.headers.get('x-wix-bi-gateway')).toBe(
      'environment=js-sdk,package-name=@wix/auto_sdk_redirects_redirects,method-fqn=wix.headless.v1.RedirectSessionService.CreateRedirectSession,entity=wix.headless.v1.redirect_session',
    );
    expect(request!.headers.get('authorization')).toBe(visitorTokens().accessToken.value);
    expect(JSON.parse(request!.body)).toEqual({ logout: { clientId: 'cid' }, callbacks: { postFlowUrl: 'https://shop.example/' } });
  });

  it('getAuthUrl: the redirect session answered as the platform gives it (no SDK renames)', async () => {
    wire.reply({ redirectSession: { id: 'r2', fullUrl: 'https://users.example/authorize?s=2', urlDetails: { endpoint: 'https://users.example/authorize' } } });
    const auth = createClient({ auth: OAuthStrategy({ clientId: 'cid', tokens: visitorTokens() }) }).auth;
    const data = auth.generateOAuthData('https://shop.example/cb');
    await expect(auth.getAuthUrl(data)).resolves.toEqual({ authUrl: 'https://users.example/authorize?s=2', authorizationEndpoint: 'https://users.example/authorize' });
    expect(wire.requests[0]!.headers.get('x-wix-bi-gateway')).toContain('method-fqn=wix.headless.v1.RedirectSessionService.CreateRedirectSession');
    expect(Object.keys(JSON.parse(wire.requests[0]!.body))).toEqual(['auth']);
  });

  it('a visitor grant: POST /oauth2/token on www, without an auth header, with the OAuth method name', async () => {
    wire.reply({ access_token: 'at', expires_in: 3600, refresh_token: 'rt' });
    const auth = createClient({ auth: OAuthStrategy({ clientId: 'cid' }) }).auth;
    await auth.generateVisitorTokens();
    const [request] = wire.requests;
    expect(`${request!.method} ${request!.url.href}`).toBe(`POST ${WWW}/oauth2/token`);
    expect(request!.headers.get('x-wix-bi-gateway')).toBe('environment=js-sdk,package-name=@wix/sdk,method-fqn=wix.identity.oauth2.v1.Oauth2Ng.Token');
    expect(request!.headers.get('authorization')).toBeNull();
    expect(JSON.parse(request!.body)).toEqual({ clientId: 'cid', grantType: 'anonymous' });
  });
});
