import { fieldsOf } from '../../engine/json';
import type { EngineApi, Route } from '../../engine/types';
import { TRANSITIONS } from './member-status';
import { removeMember } from './remove';
import { checkSlug } from './slug';
import type { MemberRecord, MembersState } from './types';
import { answer, requireMember, requireWritable, touch } from './view';

/** A handler that applies a status transition to the member the path's `:id` names. */
const transition = (apply: (member: MemberRecord, engine: EngineApi) => void): Route<MembersState>['handle'] => (ctx) => {
  const member = requireMember(ctx, ctx.params['id'] ?? '');
  apply(member, ctx.engine);
  touch(ctx, member);
  return answer(ctx, member);
};

/** A handler that clears one contact list of the member the path's `:id` names: the member themselves or an API key. */
const clearContact = (list: 'phones' | 'emails' | 'addresses'): Route<MembersState>['handle'] => (ctx) => {
  const member = requireWritable(ctx, ctx.params['id'] ?? '');
  member.contact[list] = [];
  touch(ctx, member);
  return answer(ctx, member);
};

/** Status changes and deletion (API key), slug and contact-list changes (the member or an API key). */
export const adminRoutes: Route<MembersState>[] = [
  { method: 'POST', path: '/members/v1/members/:id/approve', id: 'members.approveMember', access: 'apiKey', handle: transition(TRANSITIONS.approve) },
  { method: 'POST', path: '/members/v1/members/:id/block', id: 'members.blockMember', access: 'apiKey', handle: transition(TRANSITIONS.block) },
  { method: 'POST', path: '/members/v1/members/:id/disconnect', id: 'members.disconnectMember', access: 'apiKey', handle: transition(TRANSITIONS.disconnect) },
  { method: 'POST', path: '/members/v1/members/:id/mute', id: 'members.muteMember', access: 'apiKey', handle: transition(TRANSITIONS.mute) },
  { method: 'POST', path: '/members/v1/members/:id/unmute', id: 'members.unmuteMember', access: 'apiKey', handle: transition(TRANSITIONS.unmute) },
  {
    method: 'POST', path: '/members/v1/members/:id/slug', id: 'members.updateMemberSlug', access: 'sessionOrApiKey',
    handle(ctx) {
      const member = requireWritable(ctx, ctx.params['id'] ?? '');
      member.profile.slug = checkSlug(ctx.state.members, fieldsOf(ctx.body).slug, member.id);
      touch(ctx, member);
      return answer(ctx, member);
    },
  },
  { method: 'DELETE', path: '/members/v1/members/:id/phones', id: 'members.deleteMemberPhones', access: 'sessionOrApiKey', handle: clearContact('phones') },
  { method: 'DELETE', path: '/members/v1/members/:id/emails', id: 'members.deleteMemberEmails', access: 'sessionOrApiKey', handle: clearContact('emails') },
  { method: 'DELETE', path: '/members/v1/members/:id/addresses', id: 'members.deleteMemberAddresses', access: 'sessionOrApiKey', handle: clearContact('addresses') },
  {
    method: 'DELETE', path: '/members/v1/members/:id', id: 'members.deleteMember', access: 'apiKey',
    handle(ctx) {
      removeMember(ctx.engine, ctx.state, requireMember(ctx, ctx.params['id'] ?? '').id);
      return { json: {} };
    },
  },
];
