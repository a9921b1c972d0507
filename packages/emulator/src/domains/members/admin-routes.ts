import type { Route } from '../../engine/types';
import { TRANSITIONS } from './member-status';
import { removeMember } from './remove';
import { checkSlug } from './slug';
import type { MembersState } from './types';
import { answer, requireMember, requireWritable, touch } from './view';

const NAMES: Record<string, string> = { approve: 'approveMember', block: 'blockMember', disconnect: 'disconnectMember', mute: 'muteMember', unmute: 'unmuteMember' };

const transitionRoutes: Route<MembersState>[] = Object.entries(TRANSITIONS).map(([action, apply]) => ({
  method: 'POST', path: `/members/v1/members/:id/${action}`, id: `members.${NAMES[action]}`, access: 'apiKey',
  handle(ctx) {
    const member = requireMember(ctx, ctx.params['id'] ?? '');
    apply(member, ctx.engine);
    touch(ctx, member);
    return answer(ctx, member);
  },
}));

/** Clearing a contact list: the member themselves or an API key. */
const clearContact = (list: 'phones' | 'emails' | 'addresses'): Route<MembersState> => ({
  method: 'DELETE', path: `/members/v1/members/:id/${list}`, id: `members.deleteMember${list[0]!.toUpperCase()}${list.slice(1)}`, access: 'sessionOrApiKey',
  handle(ctx) {
    const member = requireWritable(ctx, ctx.params['id'] ?? '');
    member.contact[list] = [];
    touch(ctx, member);
    return answer(ctx, member);
  },
});

/** Status changes and deletion (API key), slug and contact-list changes (the member or an API key). */
export const adminRoutes: Route<MembersState>[] = [
  ...transitionRoutes,
  {
    method: 'POST', path: '/members/v1/members/:id/slug', id: 'members.updateMemberSlug', access: 'sessionOrApiKey',
    handle(ctx) {
      const member = requireWritable(ctx, ctx.params['id'] ?? '');
      member.profile.slug = checkSlug(ctx.state.members, ctx.body?.slug, member.id);
      touch(ctx, member);
      return answer(ctx, member);
    },
  },
  clearContact('phones'),
  clearContact('emails'),
  clearContact('addresses'),
  {
    method: 'DELETE', path: '/members/v1/members/:id', id: 'members.deleteMember', access: 'apiKey',
    handle(ctx) {
      removeMember(ctx.engine, ctx.state, requireMember(ctx, ctx.params['id'] ?? '').id);
      return { json: {} };
    },
  },
];
