import { notFound } from '../../engine/errors';
import { asArray } from '../../engine/query';
import type { Domain, Route, RouteContext } from '../../engine/types';
import type { AuthState } from '../auth/state';
import { initialMembersState, type MemberRecord, type MembersState } from './state';

type Ctx = RouteContext<MembersState>;

/**
 * The member in the requested field set: `PUBLIC` (id, profile, privacy), `EXTENDED` (+ login
 * email, status, dates) or `FULL` (+ contact; the default here).
 */
export function memberView(member: MemberRecord, fieldsets: string[]): Record<string, unknown> {
  const set = fieldsets.includes('FULL') || fieldsets.length === 0 ? 'FULL' : fieldsets.includes('EXTENDED') ? 'EXTENDED' : 'PUBLIC';
  const { contact, loginEmail, status, activityStatus, contactId, lastLoginDate, ...publicPart } = member;
  if (set === 'PUBLIC') return { ...publicPart };
  const extended = { ...publicPart, loginEmail, status, activityStatus, contactId, ...(lastLoginDate ? { lastLoginDate } : {}) };
  return set === 'EXTENDED' ? extended : { ...extended, contact };
}

function fieldsetsOf(ctx: Ctx): string[] {
  return [...asArray(ctx.query['fieldsets']), ...asArray(ctx.query['fieldSet'])].map((s) => s.toUpperCase());
}

function getMy(ctx: Ctx) {
  const id = ctx.caller.kind === 'member' ? ctx.caller.memberId : '';
  const member = ctx.state.members[id];
  if (!member) return notFound('MEMBER_NOT_FOUND', 'The current member does not exist');
  return { json: { member: memberView(member, fieldsetsOf(ctx)) } };
}

function getById(ctx: Ctx) {
  const member = ctx.state.members[ctx.params['id'] ?? ''];
  if (!member) return notFound('MEMBER_NOT_FOUND', `No member with id ${ctx.params['id'] ?? ''}`);
  const own = ctx.caller.kind === 'member' && ctx.caller.memberId === member.id;
  const fieldsets = ctx.caller.kind === 'apiKey' || own ? fieldsetsOf(ctx) : ['PUBLIC'];
  return { json: { member: memberView(member, fieldsets) } };
}

/** Site-owner approval of a PENDING member (the identity's owner approval too). */
function approve(ctx: Ctx) {
  const id = ctx.params['id'] ?? '';
  const member = ctx.state.members[id];
  if (!member) return notFound('MEMBER_NOT_FOUND', `No member with id ${id}`);
  const identity = ctx.engine.stateOf<AuthState>('auth').identities[id];
  if (identity) identity.ownerApproved = true;
  member.status = 'APPROVED';
  member.updatedDate = ctx.engine.now().toISOString();
  return { json: { member: memberView(member, ['FULL']) } };
}

const routes: Route<MembersState>[] = [
  { method: 'GET', path: '/members/v1/members/my', id: 'members.getCurrentMember', access: 'member', handle: getMy },
  { method: 'GET', path: '/members/v1/members/:id', id: 'members.getMember', access: 'sessionOrApiKey', handle: getById },
  { method: 'POST', path: '/members/v1/members/:id/approve', id: 'members.approveMember', access: 'apiKey', handle: approve },
];

/** Site members: the current member, read by id, owner approval. */
export const domain: Domain<MembersState> = { name: 'members', initialState: initialMembersState, routes };
