import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../engine/emulator';
import { API_KEY, call, DEMO_MEMBER_ID, loginSession, memberTokens, visitorToken } from '../../../test/helpers';

const MY = '/members/v1/members/my';
const M = '/members/v1/members';
const ADA = '00000000-0000-4000-8000-000000000002'; // public
const LINUS = '00000000-0000-4000-8000-000000000004'; // private

async function loggedIn(email = 'demo@sitekit.dev') {
  const e = createEmulator();
  const { access_token } = await memberTokens(e, await loginSession(e, email, 'sitekit-demo'));
  return { e, token: access_token };
}

describe('GET /members/v1/members/my', () => {
  it('FULL: the calling member with profile, contact, statuses and dates', async () => {
    const { e, token } = await loggedIn();
    const res = await call(e, 'GET', `${MY}?fieldsets=FULL`, { auth: token });
    expect(res.status).toBe(200);
    expect(res.json.member).toMatchObject({
      id: DEMO_MEMBER_ID,
      loginEmail: 'demo@sitekit.dev',
      contactId: expect.any(String),
      status: 'APPROVED',
      privacyStatus: 'PUBLIC',
      activityStatus: 'ACTIVE',
      profile: { nickname: 'Demo Shopper', slug: 'demo-shopper' },
      contact: { firstName: 'Demo', lastName: 'Shopper', emails: ['demo@sitekit.dev'] },
      createdDate: expect.any(String),
      updatedDate: expect.any(String),
      lastLoginDate: expect.any(String),
    });
  });

  it('a visitor token cannot read it (403), no token is 401, an API key is 403', async () => {
    const e = createEmulator();
    const visitor = await call(e, 'GET', MY, { auth: await visitorToken(e) });
    expect(visitor.status).toBe(403);
    expect(visitor.json.details.applicationError.code).toBe('PERMISSION_DENIED');
    expect((await call(e, 'GET', MY)).status).toBe(401);
    expect((await call(e, 'GET', MY, { auth: API_KEY })).status).toBe(403);
  });

  it('fieldsets decide the fields: PUBLIC by default (statuses UNKNOWN), EXTENDED, FULL; legacy fieldSet too; edge host', async () => {
    const { e, token } = await loggedIn();
    const pub = await call(e, 'GET', MY, { auth: token, host: 'https://edge.wixapis.com' });
    expect(Object.keys(pub.json.member).sort()).toEqual(['activityStatus', 'contactId', 'createdDate', 'id', 'privacyStatus', 'profile', 'status', 'updatedDate']);
    expect(pub.json.member).toMatchObject({ status: 'UNKNOWN', privacyStatus: 'UNKNOWN', activityStatus: 'UNKNOWN' });
    const ext = await call(e, 'GET', `${MY}?fieldSet=EXTENDED&fieldsets=EXTENDED`, { auth: token });
    expect(ext.json.member).toMatchObject({ loginEmail: 'demo@sitekit.dev', status: 'APPROVED', privacyStatus: 'PUBLIC', activityStatus: 'ACTIVE' });
    expect(ext.json.member.contact).toBeUndefined();
    expect((await call(e, 'GET', `${MY}?fieldSet=FULL`, { auth: token })).json.member.contact).toBeDefined();
    expect((await call(e, 'GET', `${MY}?fieldsets=PUBLIC&fieldsets=FULL`, { auth: token })).json.member.contact).toBeDefined();
  });

  it('a newly registered identity is a member with the same id and a slug of its own', async () => {
    const e = createEmulator();
    const reg = await call(e, 'POST', '/_api/iam/authentication/v2/register', { body: { loginId: { email: 'kim@x.co' }, password: 'pw-123', profile: { nickname: 'Ada B.' } } });
    const code = e.inbox.at(-1)?.code;
    const ok = await call(e, 'POST', '/_api/iam/verification/v1/auth/verify', { body: { code, stateToken: reg.json.stateToken } });
    const { access_token } = await memberTokens(e, ok.json.sessionToken as string);
    const me = await call(e, 'GET', `${MY}?fieldsets=FULL`, { auth: access_token });
    // the seeded Ada B. holds `ada-b`, so the newcomer gets `ada-b-2`
    expect(me.json.member).toMatchObject({ id: reg.json.identity.id, loginEmail: 'kim@x.co', profile: { nickname: 'Ada B.', slug: 'ada-b-2' }, status: 'APPROVED' });
  });
});

describe('self-service', () => {
  it('slug: 2–50 characters of a-z 0-9 -, as validation errors; a taken slug is 409 SLUG_ALREADY_EXISTS', async () => {
    const { e, token } = await loggedIn();
    const short = await call(e, 'POST', `${MY}/slug`, { auth: token, body: { slug: 'k' } });
    expect(short.status).toBe(400);
    expect(short.json.message).toBe('INVALID_ARGUMENT: "slug" must be at least 2 characters');
    expect(short.json.details.validationError.fieldViolations).toEqual([
      { field: 'slug', description: 'must be at least 2 characters', violatedRule: 'MIN_LENGTH', data: { threshold: 2 } },
    ]);
    const long = await call(e, 'POST', `${MY}/slug`, { auth: token, body: { slug: 'a'.repeat(51) } });
    expect(long.json.details.validationError.fieldViolations[0]).toMatchObject({ violatedRule: 'MAX_LENGTH' });
    expect((await call(e, 'POST', `${MY}/slug`, { auth: token, body: { slug: 'Kim Lee' } })).json.details.validationError.fieldViolations[0].violatedRule).toBe('FORMAT');
    expect((await call(e, 'POST', `${MY}/slug`, { auth: token, body: {} })).json.details.validationError.fieldViolations[0].violatedRule).toBe('REQUIRED_FIELD');
    const taken = await call(e, 'POST', `${MY}/slug`, { auth: token, body: { slug: 'ada-b' } });
    expect(taken.status).toBe(409);
    expect(taken.json.details.applicationError).toMatchObject({ code: 'SLUG_ALREADY_EXISTS', data: { slug: 'ada-b' } });
    const ok = await call(e, 'POST', `${MY}/slug`, { auth: token, body: { slug: 'demo-2026' } });
    expect(ok.json.member.profile.slug).toBe('demo-2026');
    expect((await call(e, 'POST', `${MY}/slug`, { auth: token, body: { slug: 'demo-2026' } })).status).toBe(200);
  });

  it('leave-community makes the profile private (hidden from visitors), join-community public again', async () => {
    const { e, token } = await loggedIn();
    const visitor = await visitorToken(e);
    const left = await call(e, 'POST', `${M}/leave-community`, { auth: token, body: {} });
    expect(left.json.member.privacyStatus).toBe('PRIVATE');
    expect((await call(e, 'GET', `${M}/${DEMO_MEMBER_ID}`, { auth: visitor })).status).toBe(403);
    expect((await call(e, 'GET', `${M}/${DEMO_MEMBER_ID}`, { auth: token })).status).toBe(200);
    const joined = await call(e, 'POST', `${M}/join-community`, { auth: token, body: {} });
    expect(joined.json.member.privacyStatus).toBe('PUBLIC');
    expect((await call(e, 'GET', `${M}/${DEMO_MEMBER_ID}`, { auth: visitor })).status).toBe(200);
    expect((await call(e, 'POST', `${M}/join-community`, { auth: visitor, body: {} })).status).toBe(403);
  });

  it('updateMember: own profile and contact (a non-empty list replaces, an empty one does nothing); others need an API key', async () => {
    const { e, token } = await loggedIn();
    const res = await call(e, 'PATCH', `${M}/${DEMO_MEMBER_ID}`, { auth: token, body: { member: { id: DEMO_MEMBER_ID, profile: { nickname: 'Demo S.', slug: 'ignored' }, contact: { phones: [], emails: ['d@x.co'], addresses: [{ addressLine: '2 Main' }] } } } });
    expect(res.status).toBe(200);
    expect(res.json.member.profile).toMatchObject({ nickname: 'Demo S.', slug: 'demo-shopper' });
    expect(res.json.member.contact).toMatchObject({ phones: ['+1 555 0100'], emails: ['d@x.co'], addresses: [{ id: expect.any(String), addressLine: '2 Main' }] });
    expect((await call(e, 'PATCH', `${M}/${ADA}`, { auth: token, body: { member: { profile: { nickname: 'x' } } } })).status).toBe(403);
    expect((await call(e, 'PATCH', `${M}/${ADA}`, { auth: await visitorToken(e), body: { member: {} } })).status).toBe(403);
    expect((await call(e, 'PATCH', `${M}/${ADA}`, { auth: API_KEY, body: { member: { privacyStatus: 'HIDDEN' } } })).status).toBe(400);
    expect((await call(e, 'PATCH', `${M}/${ADA}`, { auth: API_KEY, body: { member: { privacyStatus: 'PRIVATE' } } })).json.member.privacyStatus).toBe('PRIVATE');
  });

  it('contact deletions clear phones, emails and addresses; another member may not', async () => {
    const { e, token } = await loggedIn();
    for (const list of ['phones', 'emails', 'addresses']) {
      const res = await call(e, 'DELETE', `${M}/${DEMO_MEMBER_ID}/${list}?id=${DEMO_MEMBER_ID}`, { auth: token });
      expect(res.status).toBe(200);
      expect(res.json.member.contact[list]).toEqual([]);
    }
    expect((await call(e, 'DELETE', `${M}/${ADA}/phones`, { auth: token })).status).toBe(403);
    expect((await call(e, 'DELETE', `${M}/${ADA}/phones`, { auth: API_KEY })).json.member.contact.phones).toEqual([]);
  });

  it('deleteMyMember removes the member and its identity and ends its sessions', async () => {
    const { e, token } = await loggedIn();
    expect((await call(e, 'DELETE', MY, { auth: token })).status).toBe(200);
    expect((await call(e, 'GET', MY, { auth: token })).status).toBe(401);
    expect((await call(e, 'GET', `${M}/${DEMO_MEMBER_ID}`, { auth: API_KEY })).status).toBe(404);
    const login = await call(e, 'POST', '/_api/iam/authentication/v2/login', { body: { loginId: { email: 'demo@sitekit.dev' }, password: 'sitekit-demo' } });
    expect(login.json.state).not.toBe('SUCCESS');
  });
});

describe('reads', () => {
  it('GET /:id: visitors and other members see public profiles in PUBLIC only; private ones are 403; an API key sees all', async () => {
    const { e, token } = await loggedIn();
    const visitor = await visitorToken(e);
    const ada = await call(e, 'GET', `${M}/${ADA}?fieldsets=FULL`, { auth: visitor });
    expect(ada.json.member.contact).toBeUndefined();
    expect(ada.json.member.status).toBe('UNKNOWN');
    expect((await call(e, 'GET', `${M}/${LINUS}`, { auth: visitor })).json.details.applicationError.code).toBe('PERMISSION_DENIED');
    expect((await call(e, 'GET', `${M}/${LINUS}`, { auth: token })).status).toBe(403);
    const admin = await call(e, 'GET', `${M}/${LINUS}?fieldsets=FULL`, { auth: API_KEY });
    expect(admin.json.member).toMatchObject({ privacyStatus: 'PRIVATE', contact: { firstName: 'Linus' } });
    expect((await call(e, 'GET', `${M}/nope`, { auth: API_KEY })).json.details.applicationError.code).toBe('MEMBER_NOT_FOUND');
    expect((await call(e, 'GET', `${M}/${ADA}`)).status).toBe(401);
  });

  it('listMembers and queryMembers: visitors get the public profiles, an API key everyone; filter, sort, offset paging, search', async () => {
    const e = createEmulator();
    const visitor = await visitorToken(e);
    const pub = await call(e, 'GET', `${M}?paging.limit=50`, { auth: visitor });
    expect(pub.json.members).toHaveLength(8);
    expect(pub.json.metadata).toEqual({ count: 8, offset: 0, total: 8, tooManyToCount: false });
    const all = await call(e, 'GET', `${M}?fieldsets=FULL`, { auth: API_KEY });
    expect(all.json.metadata.total).toBe(12);
    expect(all.json.members[0].contact).toBeDefined();

    const q = await call(e, 'POST', `${M}/query`, {
      auth: API_KEY,
      body: { query: { filter: { privacyStatus: 'PRIVATE' }, sort: [{ fieldName: 'profile.nickname', order: 'DESC' }], paging: { limit: 2, offset: 1 } }, fieldsets: ['EXTENDED'] },
    });
    expect(q.json.members.map((m: any) => m.profile.nickname)).toEqual(['Omar H.', 'Noa (pending)']); // of Tomás, Omar H., Noa (pending), linus
    expect(q.json.metadata).toMatchObject({ count: 2, offset: 1, total: 4 });
    expect(q.json.members.every((m: any) => m.privacyStatus === 'PRIVATE' && m.loginEmail)).toBe(true);
    const search = await call(e, 'POST', `${M}/query`, { auth: visitor, body: { query: {}, search: { expression: 'grace' } } });
    expect(search.json.members.map((m: any) => m.profile.nickname)).toEqual(['Grace H.']);
    const bad = await call(e, 'POST', `${M}/query`, { auth: API_KEY, body: { query: { paging: { limit: 101 } } } });
    expect(bad.status).toBe(400);
  });
});

describe('back office (API key)', () => {
  it('status transitions: block ends sessions, approve lets the member back, disconnect is final; mute/unmute', async () => {
    const e = createEmulator();
    const { access_token } = await memberTokens(e, await loginSession(e, 'ada@sitekit.dev', 'sitekit-demo'));
    const blocked = await call(e, 'POST', `${M}/${ADA}/block`, { auth: API_KEY, body: { id: ADA } });
    expect(blocked.json.member.status).toBe('BLOCKED');
    expect((await call(e, 'GET', MY, { auth: access_token })).status).toBe(401);
    expect((await call(e, 'POST', '/_api/iam/authentication/v2/login', { body: { loginId: { email: 'ada@sitekit.dev' }, password: 'sitekit-demo' } })).status).toBe(403);
    expect((await call(e, 'POST', `${M}/${ADA}/approve`, { auth: API_KEY, body: {} })).json.member.status).toBe('APPROVED');
    expect((await call(e, 'POST', '/_api/iam/authentication/v2/login', { body: { loginId: { email: 'ada@sitekit.dev' }, password: 'sitekit-demo' } })).json.state).toBe('SUCCESS');
    expect((await call(e, 'POST', `${M}/${ADA}/mute`, { auth: API_KEY, body: {} })).json.member.activityStatus).toBe('MUTED');
    expect((await call(e, 'POST', `${M}/${ADA}/unmute`, { auth: API_KEY, body: {} })).json.member.activityStatus).toBe('ACTIVE');
    expect((await call(e, 'POST', `${M}/${ADA}/disconnect`, { auth: API_KEY, body: {} })).json.member.status).toBe('OFFLINE');
    const again = await call(e, 'POST', `${M}/${ADA}/approve`, { auth: API_KEY, body: {} });
    expect(again.status).toBe(409);
    expect(again.json.details.applicationError.code).toBe('MEMBER_DISCONNECTED');
    for (const id of ['constructor', '__proto__', 'toString']) {
      const res = await call(e, 'POST', `${M}/${id}/block`, { auth: API_KEY, body: {} });
      expect([res.status, res.json.details.applicationError.code]).toEqual([404, 'MEMBER_NOT_FOUND']);
    }
    expect((Object as unknown as Record<string, unknown>)['status']).toBeUndefined();
  });

  it('admin calls refuse visitors and members (403) and no token (401)', async () => {
    const { e, token } = await loggedIn();
    const visitor = await visitorToken(e);
    for (const [method, path, body] of [
      ['POST', `${M}/${ADA}/approve`, {}], ['POST', `${M}/${ADA}/block`, {}], ['POST', `${M}/${ADA}/mute`, {}],
      ['DELETE', `${M}/${ADA}`, undefined], ['POST', M, { member: { loginEmail: 'x@y.co' } }], ['POST', `${M}/bulk/delete`, { memberIds: [ADA] }],
      ['POST', `${M}/bulk/block-by-filter`, { filter: {} }],
    ] as const) {
      expect((await call(e, method, path, { auth: token, body })).status, `${method} ${path} as a member`).toBe(403);
      expect((await call(e, method, path, { auth: visitor, body })).status, `${method} ${path} as a visitor`).toBe(403);
      expect((await call(e, method, path, { body })).status, `${method} ${path} without a token`).toBe(401);
    }
    expect((await call(e, 'POST', `${M}/${ADA}/slug`, { auth: token, body: { slug: 'mine' } })).status).toBe(403);
  });

  it('createMember: a member and its identity, unique email and slug; updateMemberSlug; deleteMember', async () => {
    const e = createEmulator();
    const created = await call(e, 'POST', M, { auth: API_KEY, body: { member: { loginEmail: 'Zoe@X.co', profile: { nickname: 'Zoe' }, contact: { addresses: [{ addressLine: '3 Elm', city: 'Oslo' }] } } } });
    expect(created.status).toBe(200);
    const zoe = created.json.member;
    expect(zoe).toMatchObject({ loginEmail: 'zoe@x.co', status: 'APPROVED', profile: { nickname: 'Zoe', slug: 'zoe' }, contact: { addresses: [{ addressLine: '3 Elm', city: 'Oslo' }] } });
    const dup = await call(e, 'POST', M, { auth: API_KEY, body: { member: { loginEmail: 'zoe@x.co' } } });
    expect(dup.status).toBe(409);
    expect((await call(e, 'POST', M, { auth: API_KEY, body: { member: { loginEmail: 'nope' } } })).status).toBe(400);
    expect((await call(e, 'POST', M, { auth: API_KEY, body: { member: { loginEmail: 'a@b.co', profile: { slug: 'zoe' } } } })).status).toBe(409);
    expect((await call(e, 'POST', `${M}/${zoe.id}/slug`, { auth: API_KEY, body: { id: zoe.id, slug: 'z' } })).json.message).toBe('INVALID_ARGUMENT: "slug" must be at least 2 characters');
    expect((await call(e, 'POST', `${M}/${zoe.id}/slug`, { auth: API_KEY, body: { id: zoe.id, slug: 'zoe-x' } })).json.member.profile.slug).toBe('zoe-x');
    expect((await call(e, 'DELETE', `${M}/${zoe.id}?id=${zoe.id}`, { auth: API_KEY })).status).toBe(200);
    expect((await call(e, 'GET', `${M}/${zoe.id}`, { auth: API_KEY })).status).toBe(404);
  });

  it('bulk: delete by ids with per-item results; approve, block and delete by filter as jobs', async () => {
    const e = createEmulator();
    const res = await call(e, 'POST', `${M}/bulk/delete`, { auth: API_KEY, body: { memberIds: [ADA, 'missing'] } });
    expect(res.json).toEqual({
      results: [
        { itemMetadata: { id: ADA, originalIndex: 0, success: true } },
        { itemMetadata: { id: 'missing', originalIndex: 1, success: false, error: { code: 'MEMBER_NOT_FOUND', description: 'No member with id missing' } } },
      ],
      bulkActionMetadata: { totalSuccesses: 1, totalFailures: 1, undetailedFailures: 0 },
    });
    const named = await call(e, 'POST', `${M}/bulk/delete`, { auth: API_KEY, body: { memberIds: ['constructor'] } });
    expect(named.json.bulkActionMetadata).toMatchObject({ totalSuccesses: 0, totalFailures: 1 });
    const block = await call(e, 'POST', `${M}/bulk/block-by-filter`, { auth: API_KEY, body: { filter: { privacyStatus: 'PRIVATE' } } });
    expect(block.json.jobId).toEqual(expect.any(String));
    const blocked = await call(e, 'POST', `${M}/query`, { auth: API_KEY, body: { query: { filter: { status: 'BLOCKED' } } } });
    expect(blocked.json.metadata.total).toBe(4);
    await call(e, 'POST', `${M}/bulk/approve-by-filter`, { auth: API_KEY, body: { filter: { id: { $in: [LINUS] } } } });
    expect((await call(e, 'GET', `${M}/${LINUS}?fieldsets=EXTENDED`, { auth: API_KEY })).json.member.status).toBe('APPROVED');
    await call(e, 'POST', `${M}/bulk/delete-by-filter`, { auth: API_KEY, body: { filter: { status: 'BLOCKED' } } });
    expect((await call(e, 'GET', M, { auth: API_KEY })).json.metadata.total).toBe(8);
    expect((await call(e, 'POST', `${M}/bulk/approve-by-filter`, { auth: API_KEY, body: {} })).status).toBe(400);
  });
});
