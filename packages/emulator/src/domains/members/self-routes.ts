import { fieldsOf } from '../../engine/json';
import type { Route } from '../../engine/types';
import { removeMember } from './remove';
import { checkSlug } from './slug';
import type { MembersState } from './types';
import { answer, memberView, myMember, touch, widest, requestedSets, type Ctx } from './view';

/** A privacy flip by the member: joining the community makes the profile public, leaving makes it private. */
const community = (privacyStatus: 'PUBLIC' | 'PRIVATE') => (ctx: Ctx) => {
  const member = myMember(ctx);
  if (member.privacyStatus !== privacyStatus) {
    member.privacyStatus = privacyStatus;
    touch(ctx, member);
  }
  return answer(ctx, member);
};

/** The logged-in member's own calls (`member` access: a visitor is 403, no token 401). */
export const selfRoutes: Route<MembersState>[] = [
  {
    method: 'GET', path: '/members/v1/members/my', id: 'members.getCurrentMember', access: 'member',
    handle: (ctx) => ({ json: { member: memberView(myMember(ctx), widest(requestedSets(ctx))) } }),
  },
  {
    method: 'POST', path: '/members/v1/members/my/slug', id: 'members.updateCurrentMemberSlug', access: 'member',
    handle(ctx) {
      const member = myMember(ctx);
      member.profile.slug = checkSlug(ctx.state.members, fieldsOf(ctx.body).slug, member.id);
      touch(ctx, member);
      return answer(ctx, member);
    },
  },
  { method: 'POST', path: '/members/v1/members/join-community', id: 'members.joinCommunity', access: 'member', handle: community('PUBLIC') },
  { method: 'POST', path: '/members/v1/members/leave-community', id: 'members.leaveCommunity', access: 'member', handle: community('PRIVATE') },
  {
    method: 'DELETE', path: '/members/v1/members/my', id: 'members.deleteMyMember', access: 'member',
    handle(ctx) {
      removeMember(ctx.engine, ctx.state, myMember(ctx).id);
      return { json: {} };
    },
  },
];
