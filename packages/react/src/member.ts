import { defineCall, fromWire, type Endpoint } from '@sitekit/core';

const GET_MY_MEMBER: Endpoint = {
  method: 'GET',
  path: '/members/v1/members/my',
  fqn: 'com.wix.members.v1.MembersService.GetMyMember',
  entity: 'wix.members.v1.member',
  pkg: '@wix/auto_sdk_members_members',
};

/** A site member as the platform returns it (`_id`, `loginEmail`, `profile`, `contact`, …). */
export interface Member {
  _id?: string;
  loginEmail?: string;
  status?: string;
  profile?: { nickname?: string; slug?: string; photo?: unknown; title?: string };
  contact?: { contactId?: string; firstName?: string; lastName?: string; phones?: string[]; emails?: string[]; addresses?: unknown[] };
  _createdDate?: Date;
  _updatedDate?: Date;
  lastLoginDate?: Date;
  [key: string]: unknown;
}

/**
 * The logged-in member with the `FULL` field set: GET `/members/v1/members/my?fieldsets=FULL`.
 * A module of one call, so the hooks need no members package (`client.use(myMember)`).
 *
 * @example
 * ```ts
 * const member = await client.use(myMember).getCurrentMember();
 * ```
 */
export const myMember = {
  getCurrentMember: defineCall(
    (send) => async (): Promise<Member> =>
      fromWire((await send(GET_MY_MEMBER, { fieldsets: ['FULL'] })).member, { dates: ['lastLoginDate'] }),
  ),
};
