// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { wireServer, WWW } from '@sitekit/testing';
import { createClient } from '../../client/create-client';
import { OAuthStrategy } from './eager-member-strategy';
import { visitorTokens } from '../../../test/helpers';

const wire = wireServer();

describe('getMemberTokensForDirectLogin in a browser (hidden frame, web_message)', () => {
  it('sends no redirectUri, as the platform SDK does, so a page without a usable origin logs in too', async () => {
    const bodies: any[] = [];
    wire.server.use(
      http.post(`${WWW}/_api/redirects-api/v1/redirect-session`, async ({ request }) => {
        const body: any = await request.json();
        bodies.push(body);
        // the hosted page answers the frame by postMessage from its own origin
        setTimeout(() => {
          const frame = document.querySelector('iframe')!;
          window.dispatchEvent(new MessageEvent('message', {
            data: { code: 'code-f1', state: body.auth.authRequest.state }, origin: 'https://users.example', source: frame.contentWindow,
          }));
        }, 10);
        return HttpResponse.json({ redirectSession: { fullUrl: 'https://users.example/authorize?session=f1' } });
      }),
      http.post(`${WWW}/oauth2/token`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ access_token: 'at-m', expires_in: 3600, refresh_token: 'rt-m' });
      }),
    );
    const auth = createClient({ auth: OAuthStrategy({ clientId: 'cid', tokens: visitorTokens() }) }).auth;
    const member = await auth.getMemberTokensForDirectLogin('sess-f1');
    expect(bodies[0].auth).toMatchObject({ authRequest: { responseMode: 'web_message', sessionToken: 'sess-f1', clientId: 'cid' }, prompt: 'none' });
    expect(bodies[0].auth.authRequest).not.toHaveProperty('redirectUri');
    expect(bodies[1]).toEqual({ clientId: 'cid', grantType: 'authorization_code', code: 'code-f1', codeVerifier: expect.any(String) });
    expect(member.refreshToken).toEqual({ value: 'rt-m', role: 'member' });
  });
});
