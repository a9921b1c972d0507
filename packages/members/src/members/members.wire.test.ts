import { describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { createClient, isValidationError, StaticTokenStrategy } from '@sitekit/core-runtime';
import { biHeader, decodeR, expectRequest as expectWireRequest, wireServer, type Captured } from '@sitekit/testing';
import { members } from '../members';

const wire = wireServer();
const client = createClient({ modules: { members }, auth: StaticTokenStrategy({ accessToken: 'tok' }), retry: false });
const API = 'https://www.wixapis.com/members/v1/members';

/** One request as it must go out: verb, full URL, token, method-name header, JSON body (or none). */
const expectRequest = (req: Captured | undefined, method: string, url: string, name: string, body?: unknown): void =>
  expectWireRequest(req, method, API + url, biHeader('@wix/auto_sdk_members_members', `com.wixpress.members.api.Members.${name}`, 'wix.members.v1.member'), body);

// A wire member with every date and an address, and its SDK reading (addresses keep their wire names).
const WIRE_MEMBER = {
  id: 'm1',
  loginEmail: 'kim@example.com',
  status: 'APPROVED',
  contactId: 'c1',
  contact: {
    firstName: 'Kim', phones: ['+1 555'], emails: ['kim@example.com'],
    addresses: [{ id: 'a1', addressLine: '1 Main St', addressLine2: 'Apt 2', city: 'Springfield', country: 'US', postalCode: '12345' }],
  },
  profile: { nickname: 'Kim', slug: 'kim', photo: { id: 'p.jpg', url: 'https://static.wixstatic.com/media/p.jpg', width: 10, height: 10 } },
  privacyStatus: 'PUBLIC',
  activityStatus: 'ACTIVE',
  createdDate: '2024-01-01T00:00:00.000Z',
  updatedDate: '2024-02-01T00:00:00.000Z',
  lastLoginDate: '2024-03-01T00:00:00.000Z',
};
const SDK_MEMBER = {
  _id: 'm1',
  loginEmail: 'kim@example.com',
  status: 'APPROVED',
  contactId: 'c1',
  contact: {
    firstName: 'Kim', phones: ['+1 555'], emails: ['kim@example.com'],
    addresses: [{ _id: 'a1', addressLine: '1 Main St', addressLine2: 'Apt 2', city: 'Springfield', country: 'US', postalCode: '12345' }],
  },
  profile: { nickname: 'Kim', slug: 'kim', photo: { _id: 'p.jpg', url: 'https://static.wixstatic.com/media/p.jpg', width: 10, height: 10 } },
  privacyStatus: 'PUBLIC',
  activityStatus: 'ACTIVE',
  _createdDate: new Date('2024-01-01T00:00:00.000Z'),
  _updatedDate: new Date('2024-02-01T00:00:00.000Z'),
  lastLoginDate: new Date('2024-03-01T00:00:00.000Z'),
};

describe('members wire: the current member', () => {
  it('updateCurrentMemberSlug: POST /my/slug { slug }, returns { member }', async () => {
    wire.reply({ member: WIRE_MEMBER });
    await expect(client.members.updateCurrentMemberSlug('kim')).resolves.toEqual({ member: SDK_MEMBER });
    expectRequest(wire.requests[0], 'POST', '/my/slug', 'UpdateMySlug', { slug: 'kim' });
  });

  it('a one-letter slug goes out and the platform validation error comes back with its field violation', async () => {
    const violation = { field: 'slug', description: 'must be at least 2 characters', violatedRule: 'MIN_LENGTH', data: { threshold: 2 } };
    wire.reply(HttpResponse.json(
      { message: 'INVALID_ARGUMENT: "slug" must be at least 2 characters', details: { validationError: { fieldViolations: [violation] } } },
      { status: 400 },
    ));
    const error = await client.members.updateCurrentMemberSlug('k').catch((e: unknown) => e);
    expectRequest(wire.requests[0], 'POST', '/my/slug', 'UpdateMySlug', { slug: 'k' });
    expect(isValidationError(error)).toBe(true);
    expect(error).toMatchObject({ message: 'INVALID_ARGUMENT: "slug" must be at least 2 characters', status: 400 });
    expect((error as any).details.validationError.fieldViolations).toEqual([violation]);
  });

  it('joinCommunity and leaveCommunity: POST with an empty JSON body, return { member }', async () => {
    wire.reply({ member: WIRE_MEMBER });
    await expect(client.members.joinCommunity()).resolves.toEqual({ member: SDK_MEMBER });
    await expect(client.members.leaveCommunity()).resolves.toEqual({ member: SDK_MEMBER });
    expectRequest(wire.requests[0], 'POST', '/join-community', 'JoinCommunity', {});
    expectRequest(wire.requests[1], 'POST', '/leave-community', 'LeaveCommunity', {});
  });

  it("getCurrentMember: GET /my with repeated fieldsets, and the older packages' fieldSet (no other option goes out)", async () => {
    wire.reply({ member: WIRE_MEMBER });
    await expect(client.members.getCurrentMember()).resolves.toEqual({ member: SDK_MEMBER });
    await client.members.getCurrentMember({ fieldsets: [members.Set.FULL, members.Set.EXTENDED] });
    await client.members.getCurrentMember({ fieldSet: 'FULL', fieldsets: ['FULL'], other: 1 } as never);
    await client.members.getCurrentMember({ fieldSet: members.Set.FULL });
    expectRequest(wire.requests[0], 'GET', '/my', 'GetMyMember');
    expectRequest(wire.requests[1], 'GET', '/my?fieldsets=FULL&fieldsets=EXTENDED', 'GetMyMember');
    expectRequest(wire.requests[2], 'GET', '/my?fieldSet=FULL&fieldsets=FULL', 'GetMyMember');
    expectRequest(wire.requests[3], 'GET', '/my?fieldSet=FULL', 'GetMyMember');
  });

  it('deleteMyMember: DELETE /my with contentAssigneeId in the query, resolves {} (the response, as the platform SDK\'s)', async () => {
    wire.reply({});
    await expect(client.members.deleteMyMember()).resolves.toEqual({});
    await expect(client.members.deleteMyMember({ contentAssigneeId: 'm2' })).resolves.toEqual({});
    expectRequest(wire.requests[0], 'DELETE', '/my', 'DeleteMyMember');
    expectRequest(wire.requests[1], 'DELETE', '/my?contentAssigneeId=m2', 'DeleteMyMember');
  });

  it('an entity call answered with an empty 200 is MALFORMED_RESPONSE', async () => {
    wire.reply({});
    await expect(client.members.getCurrentMember()).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE' });
  });
});

describe('members wire: reads and queries', () => {
  it('getMember: GET /{id} with the id repeated in the query, returns the member unwrapped', async () => {
    wire.reply({ member: WIRE_MEMBER });
    await expect(client.members.getMember('m/1', { fieldsets: ['PUBLIC', 'EXTENDED'] })).resolves.toEqual(SDK_MEMBER);
    expectRequest(wire.requests[0], 'GET', '/m%2F1?id=m%2F1&fieldsets=PUBLIC&fieldsets=EXTENDED', 'GetMember');
  });

  it('listMembers: GET with paging, fieldsets and sorting as one .r= parameter; plain fields as a query string', async () => {
    const metadata = { count: 1, offset: 20, total: 21, tooManyToCount: false };
    wire.reply({ members: [WIRE_MEMBER], metadata });
    const options = { paging: { limit: 10, offset: 20 }, fieldsets: ['PUBLIC'], sorting: [{ fieldName: 'profile.nickname', order: 'ASC' }] };
    await expect(client.members.listMembers(options)).resolves.toEqual({ members: [SDK_MEMBER], metadata });
    const [req] = wire.requests;
    expect(`${req!.method} ${req!.url.origin}${req!.url.pathname}`).toBe(`GET ${API}`);
    expect(decodeR(req!.url)).toEqual(options);
    await client.members.listMembers({ fieldsets: ['FULL'] });
    expectRequest(wire.requests[1], 'GET', '?fieldsets=FULL', 'ListMembers');
    await client.members.listMembers();
    expectRequest(wire.requests[2], 'GET', '', 'ListMembers');
  });

  it('queryMembers builder: POST /query { query: { filter, sort, paging } } with options at the top level; pages by offset', async () => {
    wire.reply(
      { members: [WIRE_MEMBER, { ...WIRE_MEMBER, id: 'm2' }], metadata: { count: 2, offset: 0, total: 3 } },
      { members: [{ ...WIRE_MEMBER, id: 'm3' }], metadata: { count: 1, offset: 2, total: 3 } },
    );
    const page = await client.members.queryMembers({ fieldsets: ['FULL'], search: { expression: 'ki' } })
      .eq('privacyStatus', 'PUBLIC').startsWith('profile.nickname', 'Ki').ascending('_createdDate').limit(2).find();
    expectRequest(wire.requests[0], 'POST', '/query', 'QueryMembers', {
      fieldsets: ['FULL'],
      search: { expression: 'ki' },
      query: {
        filter: { privacyStatus: { $eq: 'PUBLIC' }, 'profile.nickname': { $startsWith: 'Ki' } },
        sort: [{ fieldName: 'createdDate', order: 'ASC' }],
        paging: { limit: 2, offset: 0 },
      },
    });
    expect(page.items).toEqual([SDK_MEMBER, { ...SDK_MEMBER, _id: 'm2' }]);
    expect(page.totalCount).toBe(3);
    expect(page.hasNext()).toBe(true);
    const next = await page.next();
    expect(JSON.parse(wire.requests[1]!.body).query.paging).toEqual({ limit: 2, offset: 2 });
    expect(next.items.map((m) => m._id)).toEqual(['m3']);
    expect(next.hasNext()).toBe(false);
  });

  it('queryMembers() with nothing: the builder with the default limit of 50', async () => {
    wire.reply({ members: [], metadata: { count: 0, offset: 0, total: 0 } });
    await client.members.queryMembers().find();
    expectRequest(wire.requests[0], 'POST', '/query', 'QueryMembers', { query: { paging: { limit: 50, offset: 0 } } });
  });

  it('queryMembers(typed query, options): POST { query, ...options } with sort names in wire names, returns { members, metadata }', async () => {
    const metadata = { count: 1, offset: 0, total: 1 };
    wire.reply({ members: [WIRE_MEMBER], metadata });
    const result = await client.members.queryMembers(
      { filter: { _id: { $in: ['m1'] } }, sort: [{ fieldName: '_createdDate', order: 'DESC' }], paging: { limit: 5 } },
      { fieldsets: ['EXTENDED'] },
    );
    expect(result).toEqual({ members: [SDK_MEMBER], metadata });
    expectRequest(wire.requests[0], 'POST', '/query', 'QueryMembers', {
      query: { filter: { id: { $in: ['m1'] } }, sort: [{ fieldName: 'createdDate', order: 'DESC' }], paging: { limit: 5 } },
      fieldsets: ['EXTENDED'],
    });
  });
});

describe('members wire: status and back office', () => {
  it.each([
    ['muteMember', 'mute', 'MuteMember'],
    ['unmuteMember', 'unmute', 'UnmuteMember'],
    ['approveMember', 'approve', 'ApproveMember'],
    ['blockMember', 'block', 'BlockMember'],
    ['disconnectMember', 'disconnect', 'DisconnectMember'],
  ] as const)('%s: POST /{id}/%s with the id repeated in the body, returns { member }', async (method, path, name) => {
    wire.reply({ member: WIRE_MEMBER });
    await expect(client.members[method]('m1')).resolves.toEqual({ member: SDK_MEMBER });
    expectRequest(wire.requests[0], 'POST', `/m1/${path}`, name, { id: 'm1' });
  });

  it('updateMemberSlug: POST /{id}/slug { id, slug }, returns { member }', async () => {
    wire.reply({ member: WIRE_MEMBER });
    await expect(client.members.updateMemberSlug('m1', 'kim-lee')).resolves.toEqual({ member: SDK_MEMBER });
    expectRequest(wire.requests[0], 'POST', '/m1/slug', 'UpdateMemberSlug', { id: 'm1', slug: 'kim-lee' });
  });

  it('createMember: POST { member } in wire names (addresses untouched), returns the member unwrapped', async () => {
    wire.reply({ member: WIRE_MEMBER });
    const member = {
      loginEmail: 'kim@example.com',
      contact: { firstName: 'Kim', addresses: [{ addressLine: '1 Main St', city: 'Springfield' }] },
      profile: { nickname: 'Kim' },
    };
    await expect(client.members.createMember({ member })).resolves.toEqual(SDK_MEMBER);
    expectRequest(wire.requests[0], 'POST', '', 'CreateMember', { member });
  });

  it('updateMember: PATCH /{member.id} { member } with the id added, returns the member unwrapped', async () => {
    wire.reply({ member: WIRE_MEMBER });
    const input = { profile: { nickname: 'Kim L.' }, lastLoginDate: new Date('2024-03-01T00:00:00.000Z') };
    await expect(client.members.updateMember('m1', input)).resolves.toEqual(SDK_MEMBER);
    expectRequest(wire.requests[0], 'PATCH', '/m1', 'UpdateMember', {
      member: { profile: { nickname: 'Kim L.' }, lastLoginDate: '2024-03-01T00:00:00.000Z', id: 'm1' },
    });
    expect(input).toEqual({ profile: { nickname: 'Kim L.' }, lastLoginDate: new Date('2024-03-01T00:00:00.000Z') });
  });

  it('deleteMember: DELETE /{id}?id=, resolves {} (the response, as the platform SDK\'s)', async () => {
    wire.reply({});
    await expect(client.members.deleteMember('m1')).resolves.toEqual({});
    expectRequest(wire.requests[0], 'DELETE', '/m1?id=m1', 'DeleteMember');
  });

  it.each([
    ['deleteMemberPhones', 'phones', 'DeleteMemberPhones'],
    ['deleteMemberEmails', 'emails', 'DeleteMemberEmails'],
    ['deleteMemberAddresses', 'addresses', 'DeleteMemberAddresses'],
  ] as const)('%s: DELETE /{id}/%s?id=, returns { member }', async (method, path, name) => {
    wire.reply({ member: WIRE_MEMBER });
    await expect(client.members[method]('m1')).resolves.toEqual({ member: SDK_MEMBER });
    expectRequest(wire.requests[0], 'DELETE', `/m1/${path}?id=m1`, name);
  });

  it('bulkDeleteMembers: POST /bulk/delete { memberIds }, returns { results, bulkActionMetadata }', async () => {
    const bulkActionMetadata = { totalSuccesses: 1, totalFailures: 0, undetailedFailures: 0 };
    wire.reply({ results: [{ itemMetadata: { id: 'm1', originalIndex: 0, success: true } }], bulkActionMetadata });
    await expect(client.members.bulkDeleteMembers(['m1'])).resolves.toEqual({
      results: [{ itemMetadata: { _id: 'm1', originalIndex: 0, success: true } }], bulkActionMetadata,
    });
    expectRequest(wire.requests[0], 'POST', '/bulk/delete', 'BulkDeleteMembers', { memberIds: ['m1'] });
  });

  it('bulkDeleteMembersByFilter, bulkApproveMembers, bulkBlockMembers: POST { filter } (wire names), return { jobId }', async () => {
    wire.reply({ jobId: 'job-1' });
    await expect(client.members.bulkDeleteMembersByFilter({ _id: { $in: ['m1'] } }, { contentAssigneeId: 'm9', search: { expression: 'x' } }))
      .resolves.toEqual({ jobId: 'job-1' });
    await expect(client.members.bulkApproveMembers({ status: 'PENDING' })).resolves.toEqual({ jobId: 'job-1' });
    await expect(client.members.bulkBlockMembers({})).resolves.toEqual({ jobId: 'job-1' });
    expectRequest(wire.requests[0], 'POST', '/bulk/delete-by-filter', 'BulkDeleteMembersByFilter', {
      filter: { id: { $in: ['m1'] } }, contentAssigneeId: 'm9', search: { expression: 'x' },
    });
    expectRequest(wire.requests[1], 'POST', '/bulk/approve-by-filter', 'BulkApproveMembers', { filter: { status: 'PENDING' } });
    expectRequest(wire.requests[2], 'POST', '/bulk/block-by-filter', 'BulkBlockMembers', { filter: {} });
  });
});
