import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../engine/emulator';
import { API_KEY, call, memberTokens, visitorToken } from '../../test-support';

const MY = '/members/v1/members/my';

describe('GET /members/v1/members/my', () => {
  it('returns the calling member with profile, contact and dates', async () => {
    const e = createEmulator();
    const { access_token } = await memberTokens(e);
    const res = await call(e, 'GET', MY, { token: access_token });
    expect(res.status).toBe(200);
    expect(res.json.member).toMatchObject({
      id: '00000000-0000-4000-8000-000000000001',
      loginEmail: 'demo@sitekit.dev',
      contactId: expect.any(String),
      status: 'APPROVED',
      privacyStatus: 'PUBLIC',
      activityStatus: 'ACTIVE',
      profile: { nickname: 'Demo Shopper', slug: 'demo-shopper' },
      contact: { firstName: 'Demo', lastName: 'Shopper', emails: ['demo@sitekit.dev'], phones: [], addresses: [] },
      createdDate: expect.any(String),
      updatedDate: expect.any(String),
      lastLoginDate: expect.any(String),
    });
  });

  it('a visitor token cannot read it (403), no token is 401', async () => {
    const e = createEmulator();
    const visitor = await call(e, 'GET', MY, { token: await visitorToken(e) });
    expect(visitor.status).toBe(403);
    expect(visitor.json.details.applicationError.code).toBe('PERMISSION_DENIED');
    expect((await call(e, 'GET', MY)).status).toBe(401);
    expect((await call(e, 'GET', MY, { token: API_KEY })).status).toBe(403);
  });

  it('honours fieldsets (repeated or fieldSet) and works on the edge host', async () => {
    const e = createEmulator();
    const { access_token } = await memberTokens(e);
    const pub = await call(e, 'GET', `${MY}?fieldsets=PUBLIC`, { token: access_token, host: 'https://edge.wixapis.com' });
    expect(pub.json.member.profile).toBeDefined();
    expect(pub.json.member.contact).toBeUndefined();
    expect(pub.json.member.loginEmail).toBeUndefined();
    const ext = await call(e, 'GET', `${MY}?fieldSet=EXTENDED&fieldsets=EXTENDED`, { token: access_token });
    expect(ext.json.member.loginEmail).toBe('demo@sitekit.dev');
    expect(ext.json.member.contact).toBeUndefined();
    const full = await call(e, 'GET', `${MY}?fieldsets=PUBLIC&fieldsets=FULL`, { token: access_token });
    expect(full.json.member.contact).toBeDefined();
  });

  it('a newly registered identity is a member with the same id', async () => {
    const e = createEmulator();
    const reg = await call(e, 'POST', '/_api/iam/authentication/v2/register', { body: { loginId: { email: 'kim@x.co' }, password: 'pw-123', profile: { nickname: 'Kim' } } });
    const code = e.inbox.at(-1)?.code;
    const ok = await call(e, 'POST', '/_api/iam/verification/v1/auth/verify', { body: { code, stateToken: reg.json.stateToken } });
    const { access_token } = await memberTokens(e, ok.json.sessionToken as string);
    const me = await call(e, 'GET', MY, { token: access_token });
    expect(me.json.member).toMatchObject({ id: reg.json.identity.id, loginEmail: 'kim@x.co', profile: { nickname: 'Kim', slug: 'kim' }, status: 'APPROVED' });
  });
});

describe('other member routes', () => {
  it('GET /members/v1/members/:id shows only the public part to other callers', async () => {
    const e = createEmulator();
    const res = await call(e, 'GET', '/members/v1/members/00000000-0000-4000-8000-000000000001', { token: await visitorToken(e) });
    expect(res.json.member.contact).toBeUndefined();
    const admin = await call(e, 'GET', '/members/v1/members/00000000-0000-4000-8000-000000000001?fieldsets=FULL', { token: API_KEY });
    expect(admin.json.member.contact.firstName).toBe('Demo');
    expect((await call(e, 'GET', '/members/v1/members/nope', { token: API_KEY })).json.details.applicationError.code).toBe('MEMBER_NOT_FOUND');
  });
});
