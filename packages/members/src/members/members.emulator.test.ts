import { describe, expect, it } from 'vitest';
import {
  createClient, isApplicationError, isForbidden, isNotFound, isUnauthorized, isValidationError, StaticTokenStrategy, type SiteKitError,
} from '@sitekit/core-runtime';
import { setupEmulator } from '@sitekit/emulator/msw';
import { DEMO_MEMBER, duringTests, EMULATOR_API_KEY, memberToken as memberTokenFor, postJson, visitorToken } from '@sitekit/testing';
import { members } from '../members';

// Behaviour against the emulator: a member edits their profile, visitors browse the community,
// the back office administers members, and each refusal comes back as the platform's error.
const platform = duringTests(setupEmulator());

const DEMO = DEMO_MEMBER.id;
const ADA = '00000000-0000-4000-8000-000000000002'; // public profile
const LINUS = '00000000-0000-4000-8000-000000000004'; // private profile

/** Member tokens: password login → session token → the external-login grant. */
const memberToken = (email: string = DEMO_MEMBER.email) => memberTokenFor({ email, password: DEMO_MEMBER.password });
const clientFor = (accessToken: string) => createClient({ modules: { members }, auth: StaticTokenStrategy({ accessToken }), retry: false });
const asMember = async (email?: string) => clientFor(await memberToken(email));
const asVisitor = async () => clientFor(await visitorToken());
const asBackOffice = () => clientFor(EMULATOR_API_KEY);
const failure = (p: Promise<unknown>): Promise<SiteKitError> => p.then(() => { throw new Error('expected a failure'); }, (e: SiteKitError) => e);

describe('members on the emulator: the logged-in member', () => {
  it('reads themselves: PUBLIC by default, FULL with contact and dates as Date', async () => {
    const me = await asMember();
    const { member: pub } = await me.members.getCurrentMember();
    expect(pub).toMatchObject({ _id: DEMO, profile: { nickname: 'Demo Shopper', slug: 'demo-shopper' }, status: members.Status.UNKNOWN });
    expect(pub!.loginEmail).toBeUndefined();
    const { member } = await me.members.getCurrentMember({ fieldsets: [members.Set.FULL] });
    expect(member).toMatchObject({ loginEmail: 'demo@sitekit.dev', status: 'APPROVED', privacyStatus: 'PUBLIC', activityStatus: 'ACTIVE' });
    expect(member!._createdDate).toBeInstanceOf(Date);
    expect(member!.lastLoginDate).toBeInstanceOf(Date);
    expect(member!.contact!.addresses![0]).toMatchObject({ _id: 'addr-demo-1', addressLine: '1 Demo Street' });
    // as apps on the platform's older packages ask for it
    const { member: legacy } = await me.members.getCurrentMember({ fieldSet: members.Set.FULL });
    expect(legacy).toMatchObject({ loginEmail: 'demo@sitekit.dev', status: 'APPROVED' });
  });

  it('slug: a one-letter slug goes out and comes back as the platform validation error; a taken one is 409; a good one sticks', async () => {
    const me = await asMember();
    const short = await failure(me.members.updateCurrentMemberSlug('k'));
    expect(isValidationError(short)).toBe(true);
    expect(short.message).toBe('INVALID_ARGUMENT: "slug" must be at least 2 characters');
    expect(short.details?.validationError?.fieldViolations).toEqual([
      { field: 'slug', description: 'must be at least 2 characters', violatedRule: 'MIN_LENGTH', data: { threshold: 2 } },
    ]);
    expect(platform.emulator.requests.some((r) => r.url.endsWith('/members/v1/members/my/slug'))).toBe(true);
    const taken = await failure(me.members.updateCurrentMemberSlug('ada-b'));
    expect(isApplicationError(taken) && taken.code).toBe('SLUG_ALREADY_EXISTS');
    expect(taken.status).toBe(409);
    const { member } = await me.members.updateCurrentMemberSlug('demo-2026');
    expect(member!.profile!.slug).toBe('demo-2026');
    expect((await me.members.getCurrentMember()).member!.profile!.slug).toBe('demo-2026');
  });

  it('community: leaving hides the profile from visitors, joining shows it again', async () => {
    const me = await asMember();
    const visitor = await asVisitor();
    expect((await me.members.leaveCommunity()).member!.privacyStatus).toBe(members.PrivacyStatusStatus.PRIVATE);
    expect(isForbidden(await failure(visitor.members.getMember(DEMO)))).toBe(true);
    expect((await me.members.joinCommunity()).member!.privacyStatus).toBe(members.PrivacyStatusStatus.PUBLIC);
    expect((await visitor.members.getMember(DEMO)).profile!.nickname).toBe('Demo Shopper');
  });

  it('updates their profile and clears contact lists; another member may do neither', async () => {
    const me = await asMember();
    const updated = await me.members.updateMember(DEMO, { profile: { nickname: 'Demo S.' } });
    expect(updated.profile!.nickname).toBe('Demo S.');
    expect(updated._updatedDate!.getTime()).toBeGreaterThan(updated._createdDate!.getTime());
    expect((await me.members.deleteMemberPhones(DEMO)).member!.contact!.phones).toEqual([]);
    expect((await me.members.deleteMemberEmails(DEMO)).member!.contact!.emails).toEqual([]);
    expect((await me.members.deleteMemberAddresses(DEMO)).member!.contact!.addresses).toEqual([]);
    const ada = await asMember('ada@sitekit.dev');
    expect(isForbidden(await failure(ada.members.updateMember(DEMO, { profile: { nickname: 'hacked' } })))).toBe(true);
    expect(isForbidden(await failure(ada.members.deleteMemberPhones(DEMO)))).toBe(true);
    expect(isForbidden(await failure(ada.members.updateMemberSlug(DEMO, 'hacked')))).toBe(true);
  });

  it('deleteMyMember: the member and their login are gone, their token stops working', async () => {
    const me = await asMember();
    await expect(me.members.deleteMyMember()).resolves.toEqual({});
    expect(isUnauthorized(await failure(me.members.getCurrentMember()))).toBe(true);
    expect(isNotFound(await failure(asBackOffice().members.getMember(DEMO)))).toBe(true);
    const login = await postJson('/_api/iam/authentication/v2/login', { loginId: { email: 'demo@sitekit.dev' }, password: 'sitekit-demo' });
    expect(login.state).toBeUndefined();
  });

  it('a visitor has no current member and cannot change one', async () => {
    const visitor = await asVisitor();
    expect(isForbidden(await failure(visitor.members.getCurrentMember()))).toBe(true);
    expect(isForbidden(await failure(visitor.members.joinCommunity()))).toBe(true);
    expect(isForbidden(await failure(visitor.members.deleteMyMember()))).toBe(true);
  });
});

describe('members on the emulator: browsing the community', () => {
  it('visitors page through public profiles only, with the builder and the typed query', async () => {
    const visitor = await asVisitor();
    const first = await visitor.members.queryMembers().ascending('profile.nickname').limit(5).find();
    expect(first.totalCount).toBe(8);
    expect(first.items).toHaveLength(5);
    expect(first.hasNext()).toBe(true);
    const second = await first.next();
    const names = [...first.items, ...second.items].map((m) => m.profile!.nickname!);
    expect(names).toHaveLength(8);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).not.toContain('linus');
    expect(first.items.every((m) => m.status === 'UNKNOWN' && m.contact === undefined)).toBe(true);

    const { members: found, metadata } = await visitor.members.queryMembers({ filter: { 'profile.slug': 'grace-h' } });
    expect(found!.map((m) => m._id)).toEqual(['00000000-0000-4000-8000-000000000003']);
    expect(metadata).toMatchObject({ count: 1, total: 1 });
    const searched = await visitor.members.queryMembers({ search: { expression: 'maya' } }).find();
    expect(searched.items.map((m) => m.profile!.nickname)).toEqual(['Maya Ito']);
    const listed = await visitor.members.listMembers({ paging: { limit: 3, offset: 6 } });
    expect(listed.members).toHaveLength(2);
    expect(listed.metadata).toMatchObject({ offset: 6, total: 8 });
  });

  it('a private profile is refused to visitors and other members, shown to the back office', async () => {
    expect(isForbidden(await failure((await asVisitor()).members.getMember(LINUS)))).toBe(true);
    expect(isForbidden(await failure((await asMember()).members.getMember(LINUS)))).toBe(true);
    const linus = await asBackOffice().members.getMember(LINUS, { fieldsets: ['FULL'] });
    expect(linus).toMatchObject({ privacyStatus: 'PRIVATE', contact: { firstName: 'Linus' } });
    const ada = await (await asVisitor()).members.getMember(ADA, { fieldsets: ['FULL'] });
    expect(ada.contact).toBeUndefined();
  });
});

describe('members on the emulator: the back office', () => {
  it('creates, renames, mutes, blocks, approves, disconnects and deletes members', async () => {
    const admin = asBackOffice();
    const zoe = await admin.members.createMember({ member: { loginEmail: 'zoe@example.com', profile: { nickname: 'Zoe' }, contact: { addresses: [{ addressLine: '3 Elm', city: 'Oslo' }] } } });
    expect(zoe).toMatchObject({ loginEmail: 'zoe@example.com', status: 'APPROVED', profile: { slug: 'zoe' }, contact: { addresses: [{ addressLine: '3 Elm', city: 'Oslo' }] } });
    expect(zoe._createdDate).toBeInstanceOf(Date);
    const id = zoe._id!;
    const renamed = await admin.members.updateMemberSlug(id, 'zoe-o');
    expect(renamed.member!.profile!.slug).toBe('zoe-o');
    expect(isValidationError(await failure(admin.members.updateMemberSlug(id, 'Zoe O')))).toBe(true);
    expect((await admin.members.muteMember(id)).member!.activityStatus).toBe(members.ActivityStatusStatus.MUTED);
    expect((await admin.members.unmuteMember(id)).member!.activityStatus).toBe('ACTIVE');
    expect((await admin.members.blockMember(id)).member!.status).toBe(members.Status.BLOCKED);
    expect((await admin.members.approveMember(id)).member!.status).toBe('APPROVED');
    expect((await admin.members.disconnectMember(id)).member!.status).toBe('OFFLINE');
    const final = await failure(admin.members.approveMember(id));
    expect(isApplicationError(final) && final.code).toBe('MEMBER_DISCONNECTED');
    await expect(admin.members.deleteMember(id)).resolves.toEqual({});
    expect(isNotFound(await failure(admin.members.getMember(id)))).toBe(true);
  });

  it('a blocked member is logged out; bulk jobs approve, block and delete by filter; bulk delete by ids', async () => {
    const admin = asBackOffice();
    const ada = await asMember('ada@sitekit.dev');
    await admin.members.blockMember(ADA);
    expect(isUnauthorized(await failure(ada.members.getCurrentMember()))).toBe(true);
    expect((await admin.members.bulkApproveMembers({ _id: { $in: [ADA] } })).jobId).toEqual(expect.any(String));
    expect((await admin.members.getMember(ADA, { fieldsets: ['EXTENDED'] })).status).toBe('APPROVED');
    await admin.members.bulkBlockMembers({ privacyStatus: 'PRIVATE' });
    const blocked = await admin.members.queryMembers().eq('status', 'BLOCKED').find();
    expect(blocked.totalCount).toBe(4);
    await admin.members.bulkDeleteMembersByFilter({ status: 'BLOCKED' });
    const { results, bulkActionMetadata } = await admin.members.bulkDeleteMembers([ADA, LINUS]);
    expect(results!.map((r) => [r.itemMetadata!._id, r.itemMetadata!.success])).toEqual([[ADA, true], [LINUS, false]]);
    expect(bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 1, undetailedFailures: 0 });
    expect((await admin.members.listMembers()).metadata!.total).toBe(7); // 12 − 4 private − Ada
  });

  it('back-office calls without an API key are refused: members and visitors 403', async () => {
    for (const client of [await asMember(), await asVisitor()]) {
      for (const run of [
        () => client.members.approveMember(ADA), () => client.members.blockMember(ADA), () => client.members.disconnectMember(ADA),
        () => client.members.muteMember(ADA), () => client.members.unmuteMember(ADA), () => client.members.deleteMember(ADA),
        () => client.members.createMember({ member: { loginEmail: 'x@example.com' } }), () => client.members.bulkDeleteMembers([ADA]),
        () => client.members.bulkDeleteMembersByFilter({}), () => client.members.bulkApproveMembers({}), () => client.members.bulkBlockMembers({}),
        () => client.members.updateMemberSlug(ADA, 'taken-over'),
      ]) expect(isForbidden(await failure(run()))).toBe(true);
    }
    expect((await asBackOffice().members.getMember(ADA, { fieldsets: ['EXTENDED'] })).status).toBe('APPROVED');
  });
});
