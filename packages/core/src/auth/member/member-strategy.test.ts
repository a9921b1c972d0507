import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { wireServer, WWW } from '@sitekit/testing';
import { createClient } from '../../client/create-client';
import { OAuthStrategy } from './eager-member-strategy';
import { visitorTokens } from '../../../test/helpers';

const wire = wireServer();

interface Seen { method: string; url: string; body: any; headers: Headers }
/** Routes by path; records everything. */
function platform(routes: Record<string, (body: any, url: URL) => Response | object>) {
  const seen: Seen[] = [];
  wire.server.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      const body = text ? JSON.parse(text) : undefined;
      seen.push({ method: request.method, url: request.url, body, headers: request.headers });
      const route = routes[`${request.method} ${url.origin}${url.pathname}`];
      if (!route) return HttpResponse.json({ message: `no route ${request.method} ${url.pathname}` }, { status: 404 });
      const r = route(body, url);
      return r instanceof Response ? r : HttpResponse.json(r);
    }),
  );
  return seen;
}
const app = (code: string, description: string, status = 400) => HttpResponse.json({ message: description, details: { applicationError: { code, description } } }, { status });
const client = (options: Parameters<typeof OAuthStrategy>[0] = { clientId: 'cid', tokens: visitorTokens() }) => createClient({ auth: OAuthStrategy(options) }).auth;

describe('OAuthStrategy (member): redirect login', () => {
  it('getAuthUrl sends the auth request on www with the visitor token', async () => {
    const seen = platform({
      [`POST ${WWW}/_api/redirects-api/v1/redirect-session`]: () => ({
        redirectSession: { id: 's1', fullUrl: 'https://users.example/authorize?session=s1', urlDetails: { endpoint: 'https://users.example/authorize' }, sessionToken: 'sess' },
      }),
    });
    const auth = client();
    const data = await auth.generateOAuthData('https://shop.example/cb', 'https://shop.example/p');
    await expect(auth.getAuthUrl(data)).resolves.toEqual({ authUrl: 'https://users.example/authorize?session=s1', authorizationEndpoint: 'https://users.example/authorize', sessionToken: 'sess' });
    expect(seen[0]!.headers.get('authorization')).toBe('at-v');
    expect(seen[0]!.headers.get('content-type')).toBe('application/json');
    expect(seen[0]!.headers.get('x-wix-bi-gateway')).toBe(
      'environment=js-sdk,package-name=@wix/auto_sdk_redirects_redirects,method-fqn=wix.headless.v1.RedirectSessionService.CreateRedirectSession,entity=wix.headless.v1.redirect_session',
    );
    expect(seen[0]!.body).toEqual({
      auth: {
        authRequest: {
          redirectUri: 'https://shop.example/cb', clientId: 'cid', codeChallenge: data.codeChallenge, codeChallengeMethod: 'S256',
          responseMode: 'fragment', responseType: 'code', scope: 'offline_access', state: data.state,
        },
        prompt: 'login',
      },
    });
    await auth.getAuthUrl(data, { prompt: 'none', responseMode: 'query', sessionToken: 'st' });
    expect(seen[1]!.body.auth).toMatchObject({ authRequest: { responseMode: 'query', sessionToken: 'st' }, prompt: 'none' });
    // `idp` goes inside authRequest (docs/wire/identity.md), as given (a provider name or a custom connection)
    await auth.getAuthUrl(data, { idp: 'google' });
    await auth.getAuthUrl(data, { idp: { connectionId: 'conn-1' } });
    expect(seen[2]!.body.auth.authRequest.idp).toBe('google');
    expect(seen[3]!.body.auth.authRequest.idp).toEqual({ connectionId: 'conn-1' });
    expect(seen[1]!.body.auth.authRequest).not.toHaveProperty('idp');
  });

  it('parseFromUrl reads fragment (default) or query, with error and error_description', () => {
    const auth = client();
    expect(auth.parseFromUrl('https://shop.example/cb#code=c1&state=s1')).toEqual({ code: 'c1', state: 's1' });
    expect(auth.parseFromUrl('https://shop.example/cb?code=c2&state=s2', 'query')).toEqual({ code: 'c2', state: 's2' });
    expect(auth.parseFromUrl('https://shop.example/cb#error=access_denied&error_description=No%20way&state=s')).toEqual({
      code: null, state: 's', error: 'access_denied', errorDescription: 'No way',
    });
  });

  it("getMemberTokens: 'Missing code or _state', 'Invalid _state' before any request, then the exact code exchange", async () => {
    const seen = platform({ [`POST ${WWW}/oauth2/token`]: () => ({ access_token: 'at-m', expires_in: 3600, refresh_token: 'rt-m' }) });
    const auth = client();
    const data = await auth.generateOAuthData('https://shop.example/cb');
    await expect(auth.getMemberTokens(null, data.state, data)).rejects.toThrow('Missing code or _state');
    await expect(auth.getMemberTokens('c', '', data)).rejects.toThrow('Missing code or _state');
    await expect(auth.getMemberTokens('c', 'forged', data)).rejects.toThrow('Invalid _state');
    expect(seen).toHaveLength(0);
    const tokens = await auth.getMemberTokens('c', data.state, data);
    expect(tokens.refreshToken).toEqual({ value: 'rt-m', role: 'member' });
    expect(seen[0]!.body).toEqual({ clientId: 'cid', grantType: 'authorization_code', redirectUri: 'https://shop.example/cb', code: 'c', codeVerifier: data.codeVerifier });
    expect(seen[0]!.headers.get('authorization')).toBeNull();
    expect(auth.loggedIn()).toBe(false); // not stored until setTokens
    await auth.setTokens(tokens);
    expect(auth.loggedIn()).toBe(true);
  });

  it("getMemberTokens: a rejected exchange reads 'Failed to get member tokens'", async () => {
    platform({ [`POST ${WWW}/oauth2/token`]: () => HttpResponse.json({ error: 'invalid_grant' }, { status: 400 }) });
    const auth = client();
    const data = await auth.generateOAuthData('https://shop.example/cb');
    await expect(auth.getMemberTokens('c', data.state, data)).rejects.toMatchObject({ message: 'Failed to get member tokens', code: 'MEMBER_TOKENS_FAILED', status: 400 });
  });

  it('logout creates the logout session and clears the tokens (role none)', async () => {
    const seen = platform({ [`POST ${WWW}/_api/redirects-api/v1/redirect-session`]: () => ({ redirectSession: { fullUrl: 'https://users.example/logout?s=1' } }) });
    const auth = client({ clientId: 'cid', tokens: { ...visitorTokens(), refreshToken: { value: 'rt-m', role: 'member' } } });
    await expect(auth.logout('https://shop.example/')).resolves.toEqual({ logoutUrl: 'https://users.example/logout?s=1' });
    expect(seen[0]!.body).toEqual({ logout: { clientId: 'cid' }, callbacks: { postFlowUrl: 'https://shop.example/' } });
    expect(auth.getTokens()).toEqual({ accessToken: { value: '', expiresAt: 0 }, refreshToken: { value: '', role: 'none' } });
    expect(auth.loggedIn()).toBe(false);
  });

  it('logout clears the tokens even when the logout session cannot be created', async () => {
    platform({ [`POST ${WWW}/_api/redirects-api/v1/redirect-session`]: () => new HttpResponse(null, { status: 500 }) });
    const auth = client({ clientId: 'cid', tokens: { ...visitorTokens(), refreshToken: { value: 'rt-m', role: 'member' } } });
    await expect(auth.logout('https://shop.example/')).rejects.toMatchObject({ status: 500 });
    expect(auth.loggedIn()).toBe(false);
  });
});

describe('OAuthStrategy (member): email/password', () => {
  it('login sends loginId {email}, the password and [{Recaptcha, InvisibleRecaptcha}] to /v2/login on www', async () => {
    const seen = platform({ [`POST ${WWW}/_api/iam/authentication/v2/login`]: () => ({ state: 'SUCCESS', sessionToken: 'sess-1', identity: { id: 'i1' } }) });
    const auth = client();
    await expect(auth.login({ email: 'a@b.c', password: 'pw', captchaTokens: { recaptchaToken: 'r', invisibleRecaptchaToken: 'ir' } })).resolves.toEqual({
      loginState: 'SUCCESS', data: { sessionToken: 'sess-1' },
    });
    expect(seen[0]!.body).toEqual({ loginId: { email: 'a@b.c' }, password: 'pw', captchaTokens: [{ Recaptcha: 'r', InvisibleRecaptcha: 'ir' }] });
    expect(seen[0]!.headers.get('authorization')).toBe('at-v');
    expect(seen[0]!.headers.get('x-wix-bi-gateway')).toBe(
      'environment=js-sdk,package-name=@wix/auto_sdk_identity_authentication,method-fqn=wix.iam.authentication.v1.AuthenticationService.LoginV2,entity=wix.iam.authentication.v1.authentication',
    );
  });

  it('login failures follow the login table; nothing throws', async () => {
    let reply: () => Response = () => app('-19976', 'Wrong email or password');
    platform({ [`POST ${WWW}/_api/iam/authentication/v2/login`]: () => reply() });
    const auth = client();
    await expect(auth.login({ email: 'a@b.c', password: 'x' })).resolves.toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword' });
    reply = () => app('-19999', 'No identity');
    await expect(auth.login({ email: 'a@b.c', password: 'x' })).resolves.toMatchObject({ errorCode: 'invalidEmail' });
    reply = () => HttpResponse.error();
    await expect(createClient({ auth: OAuthStrategy({ clientId: 'cid', tokens: visitorTokens() }), retry: false }).auth.login({ email: 'a', password: 'b' })).resolves.toMatchObject({
      loginState: 'FAILURE', error: expect.stringMatching(/^Network error/),
    });
  });

  it("login and register failures: error is the platform SDK's JSON string of { message, details: { applicationError, requestId } }", async () => {
    const headers = { 'x-wix-request-id': 'req-9' };
    platform({
      [`POST ${WWW}/_api/iam/authentication/v2/login`]: () =>
        HttpResponse.json({ message: 'Wrong email or password', details: { applicationError: { code: '-19976', description: 'Wrong email or password' } } }, { status: 400, headers }),
      [`POST ${WWW}/_api/iam/authentication/v2/register`]: () =>
        HttpResponse.json({ message: 'Conflict', details: { applicationError: { code: '-19995', description: 'exists', data: { a: 1 } } } }, { status: 409, headers }),
    });
    const auth = client();
    const applicationError = { description: 'Wrong email or password', code: '-19976', data: {} };
    await expect(auth.login({ email: 'a@b.c', password: 'x' })).resolves.toEqual({
      loginState: 'FAILURE', errorCode: 'invalidPassword',
      error: JSON.stringify({ message: 'Wrong email or password', details: { applicationError, requestId: 'req-9' } }, null, 2),
    });
    await expect(auth.register({ email: 'n@b.c', password: 'pw' })).resolves.toEqual({
      loginState: 'FAILURE', errorCode: 'emailAlreadyExists',
      error: JSON.stringify({ message: 'Conflict: exists', details: { applicationError: { description: 'exists', code: '-19995', data: { a: 1 } }, requestId: 'req-9' } }, null, 2),
    });
  });

  it('register: profile and captcha on the wire; an email violation is invalidEmail; email taken is emailAlreadyExists', async () => {
    let reply: () => Response | object = () => ({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'st-1' });
    const seen = platform({ [`POST ${WWW}/_api/iam/authentication/v2/register`]: () => reply() });
    const auth = client();
    await expect(auth.register({ email: 'n@b.c', password: 'pw', profile: { nickname: 'N' } })).resolves.toEqual({ loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'st-1' } });
    expect(seen[0]!.body).toEqual({ loginId: { email: 'n@b.c' }, password: 'pw', profile: { nickname: 'N' } });
    expect(auth.getLoginState()).toEqual({ loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'st-1' } });
    reply = () =>
      HttpResponse.json({ details: { validationError: { fieldViolations: [{ field: 'loginId.email', description: 'must be a valid email', ruleName: 'EMAIL', data: { type: 'EMAIL' } }] } } }, { status: 400 });
    await expect(auth.register({ email: 'nope', password: 'pw' })).resolves.toEqual({ loginState: 'FAILURE', errorCode: 'invalidEmail', error: 'must be a valid email' });
    reply = () => app('-19995', 'exists', 409);
    await expect(auth.register({ email: 'n@b.c', password: 'pw' })).resolves.toMatchObject({ errorCode: 'emailAlreadyExists' });
    expect(auth.getLoginState().loginState).toBe('EMAIL_VERIFICATION_REQUIRED'); // failures do not drop the kept state
  });

  it("processVerification: only in EMAIL_VERIFICATION_REQUIRED (else 'Unknown _state' and no call); sends code + kept state token", async () => {
    const seen = platform({
      [`POST ${WWW}/_api/iam/authentication/v2/login`]: () => ({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'st-9' }),
      [`POST ${WWW}/_api/iam/verification/v1/auth/verify`]: (b) => (b.code === '123456' ? { state: 'SUCCESS', sessionToken: 'sess-9' } : app('INVALID_VERIFICATION_CODE', 'The verification code is wrong')),
    });
    const auth = client();
    await expect(auth.processVerification({ verificationCode: '1' })).resolves.toEqual({ loginState: 'FAILURE', error: 'Unknown _state' });
    expect(seen).toHaveLength(0);
    await auth.login({ email: 'a@b.c', password: 'pw' });
    await expect(auth.processVerification({ code: '000000' })).resolves.toEqual({ loginState: 'FAILURE', error: 'The verification code is wrong' });
    await expect(auth.processVerification({ verificationCode: '123456' })).resolves.toEqual({ loginState: 'SUCCESS', data: { sessionToken: 'sess-9' } });
    expect(seen.at(-1)!.body).toEqual({ code: '123456', stateToken: 'st-9' });
    expect(seen.at(-1)!.headers.get('x-wix-bi-gateway')).toContain('method-fqn=wix.iam.verification.v1.VerificationService.VerifyDuringAuthentication');
    // an explicit state wins over the kept one
    await auth.processVerification({ code: '123456' }, { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'given' } });
    expect(seen.at(-1)!.body.stateToken).toBe('given');
  });

  it('proceedToNextState uses the given or the kept state token', async () => {
    const seen = platform({ [`POST ${WWW}/_api/iam/authentication/v1/state/proceed`]: () => ({ state: 'REQUIRE_OWNER_APPROVAL' }) });
    const auth = client();
    await expect(auth.proceedToNextState()).resolves.toEqual({ loginState: 'FAILURE', error: 'Unknown _state' });
    await expect(auth.proceedToNextState('st-x')).resolves.toEqual({ loginState: 'OWNER_APPROVAL_REQUIRED' });
    expect(seen[0]!.body).toEqual({ stateToken: 'st-x' });
  });

  it('proceedToNextState reads the v1 state the platform answers ({ status, stateToken })', async () => {
    let answer: object = { state: { status: 'REQUIRE_OWNER_APPROVAL', stateToken: 'st-x' } };
    platform({ [`POST ${WWW}/_api/iam/authentication/v1/state/proceed`]: () => answer });
    const auth = client();
    await expect(auth.proceedToNextState('st-x')).resolves.toEqual({ loginState: 'OWNER_APPROVAL_REQUIRED' });
    answer = { state: { status: 'DONE' }, sessionToken: 'sess' };
    await expect(auth.proceedToNextState('st-x')).resolves.toEqual({ loginState: 'SUCCESS', data: { sessionToken: 'sess' } });
  });

  it('publishes the captcha site keys it was given, as the platform SDK does on its strategy', () => {
    const auth = client({ clientId: 'cid', tokens: visitorTokens(), captchaInvisibleSiteKey: 'inv-key', captchaVisibleSiteKey: 'vis-key' });
    expect([auth.captchaInvisibleSiteKey, auth.captchaVisibleSiteKey]).toEqual(['inv-key', 'vis-key']);
    expect(client().captchaInvisibleSiteKey).toBeUndefined();
  });

  it('sendPasswordResetEmail sends redirect {url, clientId}', async () => {
    const seen = platform({ [`POST ${WWW}/_api/iam/recovery/v1/send-email`]: () => ({}) });
    await client().sendPasswordResetEmail('a@b.c', 'https://shop.example/reset');
    expect(seen[0]!.body).toEqual({ email: 'a@b.c', redirect: { url: 'https://shop.example/reset', clientId: 'cid' } });
  });
});

describe('OAuthStrategy (member): direct and external login', () => {
  it('complete(sessionToken) on a server: query-mode redirect session, 302 Location read manually, code exchange, tokens stored', async () => {
    let authRequest: any;
    const seen = platform({
      [`POST ${WWW}/_api/redirects-api/v1/redirect-session`]: (b) => ((authRequest = b.auth), { redirectSession: { fullUrl: 'https://users.example/authorize?session=d1' } }),
      ['GET https://users.example/authorize']: () =>
        new HttpResponse(null, { status: 302, headers: { location: `https://shop.example/cb?code=code-d1&state=${encodeURIComponent(authRequest.authRequest.state)}` } }),
      [`POST ${WWW}/oauth2/token`]: () => ({ access_token: 'at-m', expires_in: 3600, refresh_token: 'rt-m' }),
    });
    const auth = client({ clientId: 'cid', tokens: visitorTokens(), redirectUri: 'https://shop.example/cb' });
    const tokens = await auth.complete('sess-1');
    expect(authRequest).toMatchObject({ authRequest: { responseMode: 'query', sessionToken: 'sess-1', redirectUri: 'https://shop.example/cb' }, prompt: 'none' });
    expect(seen.find((s) => s.url.startsWith('https://users.example'))!.method).toBe('GET');
    expect(seen.at(-1)!.body).toMatchObject({ grantType: 'authorization_code', code: 'code-d1', redirectUri: 'https://shop.example/cb' });
    expect(tokens.refreshToken).toEqual({ value: 'rt-m', role: 'member' });
    expect(auth.loggedIn()).toBe(true);
  });

  it('a logout called while complete() is finishing wins: the member tokens are not stored', async () => {
    let authRequest: any;
    let loggingOut: Promise<unknown> | undefined;
    platform({
      [`POST ${WWW}/_api/redirects-api/v1/redirect-session`]: (b) => ((authRequest = b.auth ?? authRequest), { redirectSession: { fullUrl: 'https://users.example/authorize?session=d1' } }),
      ['GET https://users.example/authorize']: () =>
        new HttpResponse(null, { status: 302, headers: { location: `https://shop.example/cb?code=code-d1&state=${encodeURIComponent(authRequest.authRequest.state)}` } }),
      [`POST ${WWW}/oauth2/token`]: () => ((loggingOut ??= auth.logout('https://shop.example/')), { access_token: 'at-m', expires_in: 3600, refresh_token: 'rt-m' }),
    });
    const auth = client({ clientId: 'cid', tokens: visitorTokens(), redirectUri: 'https://shop.example/cb' });
    await expect(auth.complete('sess-1')).rejects.toMatchObject({ code: 'ABORTED' });
    await loggingOut;
    expect(auth.loggedIn()).toBe(false);
    expect(auth.getTokens().refreshToken).toEqual({ value: '', role: 'none' });
    // a login after the logout is stored as usual
    await auth.complete('sess-2');
    expect(auth.loggedIn()).toBe(true);
  });

  it('direct login on a server without a redirectUri: web_message mode with no redirect URI, the page read for { code, state }', async () => {
    let authRequest: any;
    const seen = platform({
      [`POST ${WWW}/_api/redirects-api/v1/redirect-session`]: (b) => ((authRequest = b.auth), { redirectSession: { fullUrl: 'https://users.example/authorize?session=d3' } }),
      ['GET https://users.example/authorize']: () =>
        HttpResponse.html(`<script>var data=${JSON.stringify({ code: 'code-d3', state: authRequest.authRequest.state })};parent.postMessage(data, t)</script>`),
      [`POST ${WWW}/oauth2/token`]: () => ({ access_token: 'at-m', expires_in: 3600, refresh_token: 'rt-m' }),
    });
    const tokens = await client().getMemberTokensForDirectLogin('sess-3');
    expect(authRequest.authRequest).not.toHaveProperty('redirectUri');
    expect(authRequest).toMatchObject({ authRequest: { responseMode: 'web_message', sessionToken: 'sess-3' }, prompt: 'none' });
    expect(seen.at(-1)!.body).toEqual({ clientId: 'cid', grantType: 'authorization_code', code: 'code-d3', codeVerifier: expect.any(String) });
    expect(tokens.refreshToken).toEqual({ value: 'rt-m', role: 'member' });
  });

  it("an explicit 'redirect' direct login without a redirectUri is refused before any request", async () => {
    const seen = platform({});
    await expect(client({ clientId: 'cid', tokens: visitorTokens(), directLogin: 'redirect' }).getMemberTokensForDirectLogin('sess')).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(seen).toHaveLength(0);
  });

  it('a redirect carrying an OAuth error surfaces its description', async () => {
    platform({
      [`POST ${WWW}/_api/redirects-api/v1/redirect-session`]: () => ({ redirectSession: { fullUrl: 'https://users.example/authorize?session=d2' } }),
      ['GET https://users.example/authorize']: () => new HttpResponse(null, { status: 302, headers: { location: 'https://shop.example/cb?error=login_required&error_description=Session%20expired' } }),
    });
    await expect(client({ clientId: 'cid', tokens: visitorTokens(), redirectUri: 'https://shop.example/cb' }).complete('old')).rejects.toThrow('Session expired');
  });

  it('getMemberTokensForExternalLogin: authorized_client grant with "<access token>,<api key>"', async () => {
    const seen = platform({ [`POST ${WWW}/oauth2/token`]: () => ({ access_token: 'at-x', expires_in: 3600, refresh_token: 'rt-x' }) });
    const tokens = await client().getMemberTokensForExternalLogin('m-1', 'api-key');
    expect(seen[0]!.body).toEqual({ grant_type: 'authorized_client', scope: 'offline_access', member_id: 'm-1' });
    expect(seen[0]!.headers.get('authorization')).toBe('at-v,api-key');
    expect(tokens.refreshToken).toEqual({ value: 'rt-x', role: 'member' });
  });
  it('getMemberTokensForExternalLogin: an API key pasted with a line break is refused before any request, without the key or token in the error', async () => {
    const seen = platform({});
    const err = await client().getMemberTokensForExternalLogin('m-1', 'API-KEY\nPART2').catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'INVALID_ARGUMENT', fieldViolations: [{ field: 'headers.authorization' }] });
    expect(seen).toHaveLength(0);
    expect(JSON.stringify(err) + String(err) + (err as Error).stack).not.toMatch(/API-KEY|at-v/);
  });
});

describe('getMemberTokensForExternalLoginWithSession', () => {
  it('signs the email on, then swaps identity id and session token for member tokens, both with "<access token>,<api key>"', async () => {
    const seen = platform({
      [`POST ${WWW}/_api/iam/authentication/v2/sign-on`]: () => ({ sessionToken: 'st-1', identity: { id: 'id-7', createdDate: '2026-01-01T00:00:00.000Z' } }),
      [`POST ${WWW}/oauth2/token`]: () => ({ access_token: 'at-m', expires_in: 3600, refresh_token: 'rt-m' }),
    });
    const tokens = await client().getMemberTokensForExternalLoginWithSession('ann@example.com', 'api-key');
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual(['/_api/iam/authentication/v2/sign-on', '/oauth2/token']);
    expect(seen[0]!.body).toEqual({ loginId: { email: 'ann@example.com' } });
    expect(seen[1]!.body).toEqual({ grant_type: 'authorized_client', member_id: 'id-7', session_token: 'st-1' });
    for (const r of seen) expect(r.headers.get('authorization')).toBe('at-v,api-key');
    expect(seen[0]!.headers.get('x-wix-bi-gateway')).toContain('method-fqn=wix.iam.authentication.v1.AuthenticationService.SignOn');
    expect(tokens).toMatchObject({ accessToken: { value: 'at-m' }, refreshToken: { value: 'rt-m', role: 'member' } });
  });

  it('sends the sign-on options beside loginId, as the platform SDK\'s third argument does', async () => {
    const seen = platform({
      [`POST ${WWW}/_api/iam/authentication/v2/sign-on`]: () => ({ sessionToken: 'st-2', identity: { id: 'id-8' } }),
      [`POST ${WWW}/oauth2/token`]: () => ({ access_token: 'at-m', expires_in: 3600, refresh_token: 'rt-m' }),
    });
    await client().getMemberTokensForExternalLoginWithSession('bo@example.com', 'api-key', { profile: { nickname: 'Bo' }, verifyEmail: false, mergeExistingContact: true });
    expect(seen[0]!.body).toEqual({ loginId: { email: 'bo@example.com' }, profile: { nickname: 'Bo' }, verifyEmail: false, mergeExistingContact: true });
  });

  it('refuses a missing email or API key before any request', async () => {
    const seen = platform({});
    await expect(client().getMemberTokensForExternalLoginWithSession('a@b.c', 'k', 42 as never)).rejects.toMatchObject({ name: 'ValidationError' });
    await expect(client().getMemberTokensForExternalLoginWithSession('', 'k')).rejects.toMatchObject({ name: 'ValidationError' });
    await expect(client().getMemberTokensForExternalLoginWithSession('a@b.c', undefined as never)).rejects.toMatchObject({ name: 'ValidationError' });
    expect(seen).toHaveLength(0);
  });
});
