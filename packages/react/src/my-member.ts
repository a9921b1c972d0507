import { bindModule, defineCall } from '@sitekit/core-runtime';
import type { members } from '@sitekit/members';

/**
 * The logged-in member with the `FULL` field set: the members package's `getCurrentMember`
 * (GET `/members/v1/members/my?fieldsets=FULL`) as a module of one call, so the hooks work on a
 * client without the `members` module (`client.use(myMember)`).
 */
export const myMember = {
  /** The logged-in member, with the `FULL` field set. */
  getCurrentMember: defineCall((send) => async (): Promise<members.Member | undefined> => {
    // Loaded on first use: no member query is sent for a visitor, so a visitor never loads the members module.
    const { members } = await import('@sitekit/members/members');
    const calls = bindModule({ getCurrentMember: members.getCurrentMember }, send);
    return (await calls.getCurrentMember({ fieldsets: ['FULL'] })).member;
  }),
};
