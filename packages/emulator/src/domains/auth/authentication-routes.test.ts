import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../engine/emulator';
import { defaultSeed } from '../../seed';
import { API_KEY, call, memberTokens, visitorToken } from '../../../test/helpers';

const A = '/_api/iam/authentication';
type Em = ReturnType<typeof createEmulator>;
const withPolicy = (policy: Record<string, boolean>) => createEmulator({ seed: { ...defaultSeed, identity: { ...(defaultSeed['identity'] as object), policy } } });
const registerV2 = (e: Em, email: string, extra: Record<string, unknown> = {}) =>
  call(e, 'POST', `${A}/v2/register`, { body: { loginId: { email }, password: 'secret-1', profile: { firstName: 'Ada', lastName: 'L' }, ...extra } });
const loginV2 = (e: Em, email: string, password: string, extra: Record<string, unknown> = {}) => call(e, 'POST', `${A}/v2/login`, { body: { loginId: { email }, password, ...extra } });
/** What a browser sends when it goes to a page. */
const NAVIGATE = { 'sec-fetch-mode': 'navigate', accept: 'text/html,application/xhtml+xml' };
const appCode = (res: { json: any }) => res.json?.details?.applicationError?.code as string | undefined;

describe('register v2', () => {
  it('default policy: REQUIRE_EMAIL_VERIFICATION with a stateToken and a 6-digit code in the inbox', async () => {
    const e = createEmulator();
    const res = await registerV2(e, 'New@Example.com');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      state: 'REQUIRE_EMAIL_VERIFICATION',
      stateToken: expect.any(String),
      identity: { email: { address: 'new@example.com', isVerified: false }, identityProfile: { firstName: 'Ada', lastName: 'L', customFields: [] }, status: { name: 'PENDING', reasons: ['PENDING_EMAIL_VERIFICATION_REQUIRED'] } },
      additionalData: {},
    });
    expect(res.json.sessionToken).toBeUndefined();
    expect(e.inbox).toEqual([{ to: 'new@example.com', kind: 'verification', code: expect.stringMatching(/^\d{6}$/), at: expect.any(String) }]);
  });

  it('without verification: SUCCESS with a sessionToken, and the identity is a member with the same id', async () => {
    const e = withPolicy({ requireEmailVerification: false });
    const res = await registerV2(e, 'now@example.com');
    expect(res.json).toMatchObject({ state: 'SUCCESS', sessionToken: expect.stringMatching(/^sk_st_/), identity: { status: { name: 'ACTIVE', reasons: [] } } });
    expect(e.stateOf('members').members[res.json.identity.id]).toMatchObject({ loginEmail: 'now@example.com', status: 'APPROVED' });
  });

  it('owner approval: REQUIRE_OWNER_APPROVAL until approved, then proceed gives SUCCESS', async () => {
    const e = withPolicy({ requireEmailVerification: false, requireOwnerApproval: true });
    const res = await registerV2(e, 'wait@example.com');
    expect(res.json).toMatchObject({ state: 'REQUIRE_OWNER_APPROVAL', stateToken: expect.any(String), identity: { status: { name: 'PENDING', reasons: ['PENDING_ADMIN_APPROVAL_REQUIRED'] } } });
    const again = await call(e, 'POST', `${A}/v1/state/proceed`, { body: { stateToken: res.json.stateToken } });
    // proceed is a v1 call: its state is `{ status, stateToken }`
    expect(again.json.state).toEqual({ status: 'REQUIRE_OWNER_APPROVAL', stateToken: res.json.stateToken });
    expect((await call(e, 'POST', `/members/v1/members/${res.json.identity.id as string}/approve`, { auth: API_KEY })).status).toBe(200);
    const done = await call(e, 'POST', `${A}/v1/state/proceed`, { body: { stateToken: res.json.stateToken } });
    expect(done.json).toMatchObject({ state: { status: 'DONE' }, sessionToken: expect.any(String) });
    expect(done.json).not.toHaveProperty('stateToken');
  });

  it('errors: existing email -19995, invalid email FORMAT/EMAIL, missing password, captcha codes', async () => {
    const e = withPolicy({ requireCaptcha: true });
    const exists = await registerV2(e, 'demo@sitekit.dev', { captchaTokens: [{ Recaptcha: 'ok' }] });
    expect(appCode(exists)).toBe('-19995');
    const bad = await registerV2(e, 'not-an-email');
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      message: 'INVALID_ARGUMENT: "loginId.email" must be a valid email',
      details: { validationError: { fieldViolations: [{ field: 'loginId.email', violatedRule: 'FORMAT', data: { type: 'EMAIL' } }] } },
    });
    const noPassword = await call(e, 'POST', `${A}/v2/register`, { body: { loginId: { email: 'x@y.co' } } });
    expect(noPassword.json.details.validationError.fieldViolations[0]).toMatchObject({ field: 'password', violatedRule: 'REQUIRED_FIELD' });
    expect(appCode(await registerV2(e, 'c@y.co'))).toBe('-19971');
    expect(appCode(await registerV2(e, 'c@y.co', { captchaTokens: [{ Recaptcha: 'invalid-token' }] }))).toBe('-19970');
    expect((await registerV2(e, 'c@y.co', { captchaTokens: [{ InvisibleRecaptcha: 'fine' }] })).status).toBe(200);
  });
});

describe('login v2', () => {
  it('the seeded demo member logs in: SUCCESS with a sessionToken and identity', async () => {
    const res = await loginV2(createEmulator(), 'demo@sitekit.dev', 'sitekit-demo');
    expect(res.json).toMatchObject({
      state: 'SUCCESS',
      sessionToken: expect.any(String),
      identity: { id: '00000000-0000-4000-8000-000000000001', email: { address: 'demo@sitekit.dev', isVerified: true }, identityProfile: { firstName: 'Demo', lastName: 'Shopper' }, status: { name: 'ACTIVE' } },
    });
  });

  it('error codes: wrong password -19976, unknown email -19999, reset required -19973, bad email validation', async () => {
    const e = createEmulator({ seed: { identity: { members: [{ email: 'r@x.co', password: 'pw-12', resetPasswordRequired: true }] } } });
    const wrong = await loginV2(createEmulator(), 'demo@sitekit.dev', 'nope');
    expect(wrong.json).toMatchObject({ message: expect.any(String), details: { applicationError: { code: '-19976', description: expect.any(String) } } });
    expect(appCode(await loginV2(e, 'ghost@x.co', 'pw'))).toBe('-19999');
    expect(appCode(await loginV2(e, 'r@x.co', 'pw-12'))).toBe('-19973');
    expect((await loginV2(e, 'bad', 'pw')).json.details.validationError.fieldViolations[0].data).toEqual({ type: 'EMAIL' });
  });

  it('an unverified identity gets REQUIRE_EMAIL_VERIFICATION on login, and verify gives SUCCESS', async () => {
    const e = createEmulator();
    await registerV2(e, 'v@x.co');
    const res = await loginV2(e, 'v@x.co', 'secret-1');
    expect(res.json.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    const code = e.inbox.at(-1)?.code;
    const verified = await call(e, 'POST', '/_api/iam/verification/v1/auth/verify', { body: { code, stateToken: res.json.stateToken } });
    expect(verified.json).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String), identity: { email: { isVerified: true } } });
  });

  it('v1 legacy shapes map to the same logic', async () => {
    const e = withPolicy({ requireEmailVerification: false });
    const reg = await call(e, 'POST', `${A}/v1/register`, { body: { identity: { email: 'old@x.co' }, authenticatorId: 'password', inputs: [{ value: 'pw-123' }] } });
    expect(reg.json).toMatchObject({ state: { status: 'DONE' }, sessionToken: expect.any(String), identity: { email: { address: 'old@x.co' } } });
    const ok = await call(e, 'POST', `${A}/v1/login`, { body: { identifier: { email: 'old@x.co' }, inputs: [{ value: 'pw-123' }] } });
    expect(ok.json).toMatchObject({ state: { status: 'DONE' }, sessionToken: expect.any(String) });
    const pending = await call(createEmulator(), 'POST', `${A}/v1/register`, { body: { identity: { email: 'new@x.co' }, inputs: [{ value: 'pw-123' }] } });
    expect(pending.json.state).toEqual({ status: 'STATUS_CHECK', stateToken: expect.any(String) });
    expect(appCode(await call(e, 'POST', `${A}/v1/login`, { body: { loginId: { email: 'old@x.co' }, inputs: [{ value: 'bad' }] } }))).toBe('-19976');
  });
});

describe('identity profile', () => {
  it('emails and phones are strings; the tagged objects are secondaryEmails and phonesV2 (register, login, sign-on, verify)', async () => {
    const e = createEmulator();
    const profile = { emails: ['p@x.co'], phones: ['+1 555 0100'], secondaryEmails: [{ email: 'p@x.co', tag: 'MAIN' }], phonesV2: [{ phone: '+1 555 0100', tag: 'UNTAGGED' }] };
    const reg = await registerV2(e, 'p@x.co', { profile: { firstName: 'P', phonesV2: [{ phone: '+1 555 0100', tag: 'MOBILE' }] } });
    expect(reg.json.identity.identityProfile).toMatchObject(profile);
    const code = e.inbox.at(-1)?.code;
    const verified = await call(e, 'POST', '/_api/iam/verification/v1/auth/verify', { body: { code, stateToken: reg.json.stateToken } });
    expect(verified.json.identity.identityProfile).toMatchObject(profile);
    expect((await loginV2(e, 'p@x.co', 'secret-1')).json.identity.identityProfile).toMatchObject(profile);
    const signOn = await call(e, 'POST', `${A}/v2/sign-on`, { auth: API_KEY, body: { loginId: { email: 'p@x.co' } } });
    expect(signOn.json.identity.identityProfile).toMatchObject(profile);
  });

  it('resend during authentication answers the pending state with the same state token, and mails a new code', async () => {
    const e = createEmulator();
    const reg = await registerV2(e, 'r@x.co');
    const res = await call(e, 'POST', '/_api/iam/verification/v1/auth/resend', { body: { stateToken: reg.json.stateToken } });
    expect(res.json).toMatchObject({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: reg.json.stateToken, identity: { email: { address: 'r@x.co' } } });
    expect(e.inbox.filter((mail) => mail.to === 'r@x.co')).toHaveLength(2);
  });
});

describe('other identity calls', () => {
  it('change-password: members only; the new password works and the old one does not', async () => {
    const e = createEmulator();
    expect((await call(e, 'POST', `${A}/v2/change-password`, { auth: await visitorToken(e), body: { newPassword: 'n-pass' } })).status).toBe(403);
    const { access_token } = await memberTokens(e);
    expect((await call(e, 'POST', `${A}/v2/change-password`, { auth: access_token, body: { newPassword: 'n-pass' } })).json).toEqual({});
    expect((await loginV2(e, 'demo@sitekit.dev', 'n-pass')).json.state).toBe('SUCCESS');
    expect(appCode(await loginV2(e, 'demo@sitekit.dev', 'sitekit-demo'))).toBe('-19976');
  });

  it('sso login through a seeded identity-provider connection: the token params name the member; an unknown connection is 404', async () => {
    const e = createEmulator({ seed: { ...defaultSeed, identity: { ...(defaultSeed['identity'] as object), idpConnections: [{ id: 'idp-google', name: 'Google' }] } } });
    const sso = (body: unknown) => call(e, 'POST', `${A}/v1/sso/login-with-token-params`, { body });
    const known = await sso({ idpConnectionId: 'idp-google', tokenParams: { email: 'demo@sitekit.dev' } });
    expect(known.json).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String), identity: { id: '00000000-0000-4000-8000-000000000001' } });
    const created = await sso({ idpConnectionId: 'idp-google', tokenParams: { email: 'New.Sso@Example.com' } });
    expect(created.json).toMatchObject({ state: 'SUCCESS', identity: { email: { address: 'new.sso@example.com', isVerified: true } } });
    expect(appCode(await sso({ idpConnectionId: 'nope', tokenParams: { email: 'a@b.co' } }))).toBe('IDP_CONNECTION_NOT_FOUND');
    expect((await sso({ idpConnectionId: 'idp-google', tokenParams: {} })).json.details.validationError.fieldViolations[0].field).toBe('tokenParams.email');
  });

  it('sso login with no connection seeded is 404; proceed rejects unknown state tokens', async () => {
    const e = createEmulator();
    expect(appCode(await call(e, 'POST', `${A}/v1/sso/login-with-token-params`, { body: { idpConnectionId: 'x', tokenParams: {} } }))).toBe('IDP_CONNECTION_NOT_FOUND');
    expect(appCode(await call(e, 'POST', `${A}/v1/state/proceed`, { body: { stateToken: 'nope' } }))).toBe('INVALID_STATE_TOKEN');
  });

  it('sign-on needs an API key, creates or finds the identity and returns a session', async () => {
    const e = createEmulator();
    expect((await call(e, 'POST', `${A}/v2/sign-on`, { body: { loginId: { email: 'demo@sitekit.dev' } } })).status).toBe(401);
    const res = await call(e, 'POST', `${A}/v2/sign-on`, { auth: API_KEY, body: { loginId: { email: 'demo@sitekit.dev' } } });
    expect(res.json).toMatchObject({ sessionToken: expect.any(String), identity: { id: '00000000-0000-4000-8000-000000000001' } });
  });

  it('logout redirects to postLogoutRedirectUri, clears the cookie and revokes the member tokens', async () => {
    const e = createEmulator();
    const { access_token, refresh_token } = await memberTokens(e);
    const res = await call(e, 'GET', `${A}/v1/logout?postLogoutRedirectUri=${encodeURIComponent('https://shop.example/bye')}&clientId=test-client`, { auth: access_token, headers: NAVIGATE });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://shop.example/bye');
    expect(res.headers.get('set-cookie')).toMatch(/sk_session=;.*Max-Age=0/);
    expect((await call(e, 'GET', '/members/v1/members/my', { auth: access_token })).status).toBe(401);
    expect((await call(e, 'POST', '/oauth2/token', { body: { clientId: 'test-client', grantType: 'refresh_token', refreshToken: refresh_token } })).status).toBe(400);
  });

  it('logout called by a script (the SDK) answers the raw response as data, not a redirect fetch would follow', async () => {
    const e = createEmulator();
    const { access_token } = await memberTokens(e);
    const res = await call(e, 'GET', `${A}/v1/logout?postLogoutRedirectUri=${encodeURIComponent('https://shop.example/bye')}&clientId=test-client`, { auth: access_token });
    expect([res.status, res.headers.get('location')]).toEqual([200, null]);
    expect(res.json).toEqual({ body: '', statusCode: 302, headers: [{ key: 'Location', value: 'https://shop.example/bye' }] });
    expect(res.headers.get('set-cookie')).toMatch(/sk_session=;.*Max-Age=0/);
    expect((await call(e, 'GET', '/members/v1/members/my', { auth: access_token })).status).toBe(401);
    expect((await call(e, 'GET', `${A}/v1/logout`)).json).toEqual({ body: '', statusCode: 200, headers: [] });
  });
});
