import { createClient, StaticTokenStrategy } from '@sitekit/core-runtime';
import { sentThroughTable, wireServer } from '@sitekit/testing';
import { members } from '../index';

// Inputs the platform's SDK sends through, sent as it sends them: entity objects with only some
// fields (every field is optional in its types), options left out, ids by their wire name.
sentThroughTable('members', {
  wire: wireServer(),
  client: () => createClient({ modules: { members }, auth: StaticTokenStrategy({ accessToken: 'tok' }), retry: false }) as any,
  reply: { member: {} },
  cases: [
    ['members.createMember() (nothing given)', (c) => c.members.createMember(), { request: 'POST /members/v1/members', body: {} }],
    ['members.updateMember(id, {}) (an empty member)', (c) => c.members.updateMember('m1', {}),
      { request: 'PATCH /members/v1/members/m1', body: { member: { id: 'm1' } } }],
    ['members.updateMember(id, { id, profile })', (c) => c.members.updateMember('m1', { id: 'm1', profile: { nickname: 'Kim' } }),
      { request: 'PATCH /members/v1/members/m1', body: { member: { id: 'm1', profile: { nickname: 'Kim' } } } }],
    ['members.getCurrentMember({}) (no field sets)', (c) => c.members.getCurrentMember({}), { request: 'GET /members/v1/members/my' }],
  ],
});
