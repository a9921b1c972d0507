import type { Call } from '@sitekit/core-runtime';
import { membersService } from './service';
import type { GetMemberOptions, ListMembersOptions, ListMembersResponse, Member } from './types';

/**
 * A member by id (GET `/members/v1/members/{id}`), in the requested field sets (default `PUBLIC`).
 * Visitors and other members see only members whose profile is `PUBLIC`.
 *
 * @returns the member (unwrapped).
 * @throws ValidationError when `_id` is empty or `options` is not an object (before any request).
 */
export const getMember: Call<(_id: string, options?: GetMemberOptions) => Promise<Member>> =
  /* @__PURE__ */ membersService('GET /members/v1/members/{id}', {
    name: 'GetMember', args: { _id: 'id', options: 'options' }, returns: 'member', entity: 'member',
  });

/**
 * Lists members with offset paging (GET `/members/v1/members`; a query with nested objects goes
 * as one `.r=` parameter).
 *
 * @returns the full response `{ members, metadata }`.
 * @throws ValidationError when `options` is not an object (before any request).
 */
export const listMembers: Call<(options?: ListMembersOptions) => Promise<ListMembersResponse>> =
  /* @__PURE__ */ membersService('GET /members/v1/members', { name: 'ListMembers', args: { options: 'options' }, complex: true });
