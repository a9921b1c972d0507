import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../engine/emulator';
import { API_KEY, call, CLIENT_ID, loginSession, memberTokens, PKCE, visitorToken, authBody } from '../../../test/helpers';
import { s256, verifyPkce } from './pkce';

const token = (emulator: ReturnType<typeof createEmulator>, body: unknown, headers?: Record<string, string>) => call(emulator, 'POST', '/oauth2/token', { body, headers });
const me = (emulator: ReturnType<typeof createEmulator>, access: string) => call(emulator, 'GET', '/members/v1/members/my?fieldsets=FULL', { auth: access });

/** A code for the demo member through the hosted page (prompt none + session token). */
async function code(emulator: ReturnType<typeof createEmulator>, over: Record<string, unknown> = {}) {
  const session = await call(emulator, 'POST', '/_api/redirects-api/v1/redirect-session', { body: authBody({ sessionToken: await loginSession(emulator), ...over }, 'none') });
  const url = new URL(session.json.redirectSession.fullUrl as string);
  const res = await call(emulator, 'GET', url.pathname + url.search);
  return new URL(res.headers.get('location') ?? '').searchParams.get('code') ?? '';
}
const exchange = { clientId: CLIENT_ID, grantType: 'authorization_code', codeVerifier: PKCE.verifier, redirectUri: 'https://shop.example/callback' };

describe('PKCE', () => {
  it('computes the RFC 7636 appendix B challenge and checks verifier syntax', async () => {
    expect(await s256(PKCE.verifier)).toBe(PKCE.challenge);
    expect(await verifyPkce(PKCE.verifier, PKCE.challenge)).toBe(true);
    expect(await verifyPkce(`${PKCE.verifier.slice(0, -1)}l`, PKCE.challenge)).toBe(false);
    expect(await verifyPkce('short', await s256('short'))).toBe(false);
  });
});

describe('POST /oauth2/token', () => {
  it('anonymous: visitor tokens with prefixes, ttl and Bearer type (camelCase and snake_case)', async () => {
    const emulator = createEmulator({ tokenTtlSeconds: 60 });
    const res = await token(emulator, { clientId: CLIENT_ID, grantType: 'anonymous' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ access_token: expect.stringMatching(/^sk_at_/), refresh_token: expect.stringMatching(/^sk_rt_/), expires_in: 60, token_type: 'Bearer' });
    expect((await token(emulator, { client_id: CLIENT_ID, grant_type: 'anonymous' })).status).toBe(200);
    expect((await me(emulator, res.json.access_token as string)).status).toBe(403);
  });

  it('rejects a missing clientId and unknown grant types with { error, error_description }', async () => {
    const emulator = createEmulator();
    const missing = await token(emulator, { grantType: 'anonymous' });
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ error: 'invalid_request', error_description: expect.any(String) });
    expect((await token(emulator, { clientId: CLIENT_ID, grantType: 'password' })).json.error).toBe('unsupported_grant_type');
    // Grant types are looked up by name: an inherited property name is no grant type either.
    for (const grantType of ['constructor', 'toString', '__proto__']) {
      expect((await token(emulator, { clientId: CLIENT_ID, grantType })).json.error).toBe('unsupported_grant_type');
    }
  });

  it('access tokens expire after tokenTtlSeconds and on expireAccessTokens()', async () => {
    const emulator = createEmulator({ tokenTtlSeconds: 10 });
    const { access_token } = await memberTokens(emulator);
    expect((await me(emulator, access_token)).status).toBe(200);
    emulator.clock.advance(11_000);
    const expired = await me(emulator, access_token);
    expect(expired.status).toBe(401);
    expect(expired.json.details.applicationError.description).toMatch(/expired/);
    const fresh = await memberTokens(emulator);
    emulator.auth.expireAccessTokens();
    expect((await me(emulator, fresh.access_token)).status).toBe(401);
  });

  it('refresh_token stays valid across renewals, as on the platform: a new access token, the same refresh token, the same identity', async () => {
    const emulator = createEmulator();
    const first = await memberTokens(emulator);
    emulator.auth.expireAccessTokens();
    const renewed = await token(emulator, { clientId: CLIENT_ID, grantType: 'refresh_token', refreshToken: first.refresh_token });
    expect(renewed.status).toBe(200);
    expect(renewed.json.refresh_token).toBe(first.refresh_token);
    expect(renewed.json.access_token).not.toBe(first.access_token);
    expect((await me(emulator, renewed.json.access_token as string)).json.member.loginEmail).toBe('demo@sitekit.dev');
    // the platform's SDK renews with the refresh token it was first given, at every expiry
    emulator.auth.expireAccessTokens();
    const again = await token(emulator, { clientId: CLIENT_ID, grantType: 'refresh_token', refreshToken: first.refresh_token });
    expect(again.status).toBe(200);
    expect((await me(emulator, again.json.access_token as string)).json.member.loginEmail).toBe('demo@sitekit.dev');
    expect((await token(emulator, { client_id: CLIENT_ID, grant_type: 'refresh_token', refresh_token: renewed.json.refresh_token })).status).toBe(200);
  });

  it('refresh_token must belong to the same clientId', async () => {
    const emulator = createEmulator();
    const refresh = (await token(emulator, { clientId: 'a', grantType: 'anonymous' })).json.refresh_token as string;
    expect((await token(emulator, { clientId: 'b', grantType: 'refresh_token', refreshToken: refresh })).json.error).toBe('invalid_grant');
  });

  it('authorization_code: verifies PKCE, redirectUri and clientId, and is one-time', async () => {
    const emulator = createEmulator();
    expect((await token(emulator, { ...exchange, code: await code(emulator), codeVerifier: 'x'.repeat(43) })).json).toMatchObject({ error: 'invalid_grant', error_description: expect.stringMatching(/PKCE/) });
    expect((await token(emulator, { ...exchange, code: await code(emulator), redirectUri: 'https://evil.example/cb' })).json.error).toBe('invalid_grant');
    expect((await token(emulator, { ...exchange, code: await code(emulator), clientId: 'other' })).json.error).toBe('invalid_grant');
    const good = await code(emulator);
    const ok = await token(emulator, { ...exchange, code: good });
    expect(ok.status).toBe(200);
    expect((await me(emulator, ok.json.access_token as string)).status).toBe(200);
    expect((await token(emulator, { ...exchange, code: good })).json.error).toBe('invalid_grant');
  });

  it('authorization_code: codes expire after 10 minutes', async () => {
    const emulator = createEmulator();
    const c = await code(emulator);
    emulator.clock.advance(10 * 60 * 1000 + 1);
    expect((await token(emulator, { ...exchange, code: c })).json).toMatchObject({ error: 'invalid_grant', error_description: expect.stringMatching(/expired/) });
  });

  it('authorized_client: "<access token>,<apiKey>" plus member_id gives member tokens keeping the visitor id', async () => {
    const emulator = createEmulator();
    const visitor = await visitorToken(emulator);
    const memberId = '00000000-0000-4000-8000-000000000001';
    const res = await token(emulator, { grant_type: 'authorized_client', scope: 'offline_access', member_id: memberId }, { authorization: `${visitor},${API_KEY}` });
    expect(res.status).toBe(200);
    const my = await me(emulator, res.json.access_token as string);
    expect(my.json.member.id).toBe(memberId);
    const auth = emulator.stateOf('auth');
    expect(auth.accessTokens[res.json.access_token].visitorId).toBe(auth.accessTokens[visitor].visitorId);
  });

  it('authorized_client: needs a valid API key and a known member; session_token works too', async () => {
    const emulator = createEmulator();
    const visitor = await visitorToken(emulator);
    const body = { grant_type: 'authorized_client', member_id: '00000000-0000-4000-8000-000000000001' };
    expect((await token(emulator, body, { authorization: `${visitor},wrong-key` })).json.error).toBe('invalid_client');
    expect((await token(emulator, { ...body, member_id: 'nobody' }, { authorization: `${visitor},${API_KEY}` })).json.error).toBe('invalid_grant');
    const signOn = await call(emulator, 'POST', '/_api/iam/authentication/v2/sign-on', { auth: API_KEY, body: { loginId: { email: 'ext@sitekit.dev' } } });
    const viaSession = await token(emulator, { grant_type: 'authorized_client', member_id: signOn.json.identity.id, session_token: signOn.json.sessionToken }, { authorization: `${visitor},${API_KEY}` });
    expect((await me(emulator, viaSession.json.access_token as string)).json.member.loginEmail).toBe('ext@sitekit.dev');
  });
});

describe('tokens named like object members', () => {
  it.each([['constructor'], ['__proto__'], ['toString'], ['hasOwnProperty']])('%s is an unknown token: no caller, no token grant, no state token', async (name) => {
    const emu = createEmulator();
    const answer = async (token: string) => {
      const asCaller = await call(emu, 'GET', '/ecom/v1/carts/current', { auth: token });
      const refresh = await call(emu, 'POST', '/oauth2/token', { body: { grantType: 'refresh_token', refreshToken: token } });
      const code = await call(emu, 'POST', '/oauth2/token', { body: { grantType: 'authorization_code', code: token } });
      const proceed = await call(emu, 'POST', '/_api/iam/authentication/v1/state/proceed', { body: { stateToken: token } });
      return [asCaller.status, refresh.status, refresh.json?.error, code.status, code.json?.error, proceed.status, proceed.json?.details?.applicationError?.code];
    };
    expect(await answer(name)).toEqual(await answer('sk_at_no-such-token'));
  });
});
