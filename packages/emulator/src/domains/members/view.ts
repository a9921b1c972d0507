import { asArray } from '../../engine/query';
import { notFound, permissionDenied, raise } from '../../engine/errors';
import { fieldsOf } from '../../engine/json';
import type { Caller, RouteContext } from '../../engine/types';
import { ownEntry } from '../../engine/own-entry';
import type { MemberRecord, MembersState } from './types';

/** The route context of the members domain's routes. */
export type Ctx = RouteContext<MembersState>;
/** How much of a member a caller gets: the public profile, that plus login email and statuses, or every field. */
export type FieldSet = 'PUBLIC' | 'EXTENDED' | 'FULL';

/** The widest field set asked for; `PUBLIC` when none (the platform's default). */
export function widest(fieldsets: readonly string[]): FieldSet {
  const upper = fieldsets.map((fieldset) => fieldset.toUpperCase());
  return upper.includes('FULL') ? 'FULL' : upper.includes('EXTENDED') ? 'EXTENDED' : 'PUBLIC';
}

/**
 * The member in a field set, as the platform's `Set` documents them:
 * - `PUBLIC`: id, contact id, dates and profile; the three statuses read `UNKNOWN`;
 * - `EXTENDED`: plus login email, status, privacy and activity status;
 * - `FULL`: every field (contact, last login).
 */
export function memberView(member: MemberRecord, set: FieldSet): Record<string, unknown> {
  const { id, contactId, profile, createdDate, updatedDate } = member;
  const publicPart = { id, contactId, profile: structuredClone(profile), createdDate, updatedDate };
  if (set === 'PUBLIC') return { ...publicPart, status: 'UNKNOWN', privacyStatus: 'UNKNOWN', activityStatus: 'UNKNOWN' };
  const { loginEmail, status, privacyStatus, activityStatus } = member;
  const extended = { ...publicPart, loginEmail, status, privacyStatus, activityStatus };
  if (set === 'EXTENDED') return extended;
  return {
    ...extended,
    loginEmailVerified: member.loginEmailVerified ?? false,
    contact: structuredClone(member.contact),
    ...(member.lastLoginDate ? { lastLoginDate: member.lastLoginDate } : {}),
  };
}

/** `fieldsets` from the query (repeated keys, `.r=`) or the body, and the legacy `fieldSet`. */
export function requestedSets(ctx: Ctx): string[] {
  const from = (options: unknown) => [...asArray(fieldsOf(options).fieldsets), ...asArray(fieldsOf(options).fieldSet)];
  return [...from(ctx.query), ...from(ctx.body)];
}

/** Whether the caller is the member with this id. */
export const isSelf = (caller: Caller, id: string): boolean => caller.kind === 'member' && caller.memberId === id;

/**
 * The field set a caller gets for a member: an API key and the member themselves get what they ask
 * for; visitors and other members at most `PUBLIC`.
 */
export function setFor(ctx: Ctx, member: MemberRecord): FieldSet {
  const asked = widest(requestedSets(ctx));
  return ctx.caller.kind === 'apiKey' || isSelf(ctx.caller, member.id) ? asked : 'PUBLIC';
}

/** Whether the caller may see the member at all: API keys and the member always, others only a `PUBLIC` profile. */
export function canRead(caller: Caller, member: MemberRecord): boolean {
  return caller.kind === 'apiKey' || isSelf(caller, member.id) || (member.privacyStatus === 'PUBLIC' && member.status !== 'OFFLINE');
}

/** The member by id, or a 404 `MEMBER_NOT_FOUND` (an id such as `constructor` is a member only when one is stored under it). */
export function requireMember(ctx: Pick<Ctx, 'state'>, id: string): MemberRecord {
  const member = ownEntry(ctx.state.members, id);
  if (!member) raise(notFound('MEMBER_NOT_FOUND', `No member with id ${id}`));
  return member;
}

/** The logged-in caller's own member (routes with `member` access). */
export function myMember(ctx: Ctx): MemberRecord {
  const id = ctx.caller.kind === 'member' ? ctx.caller.memberId : '';
  const member = ctx.state.members[id];
  if (!member) raise(notFound('MEMBER_NOT_FOUND', 'The current member does not exist'));
  return member;
}

/** A member the caller may change: their own (as a logged-in member) or any, with an API key. */
export function requireWritable(ctx: Ctx, id: string): MemberRecord {
  if (ctx.caller.kind !== 'apiKey' && !isSelf(ctx.caller, id)) {
    raise(permissionDenied(`Only the member themselves or an API key may change member ${id}`));
  }
  return requireMember(ctx, id);
}

/** Marks a change (at the engine's clock: a route's context, or `{ engine }` outside requests). */
export function touch(ctx: Pick<Ctx, 'engine'>, member: MemberRecord): void {
  member.updatedDate = ctx.engine.now().toISOString();
}

/** `{ member }` in the field set the caller gets (writes answer with `FULL` to the owner and API keys). */
export function answer(ctx: Ctx, member: MemberRecord, set: FieldSet = ctx.caller.kind === 'apiKey' || isSelf(ctx.caller, member.id) ? 'FULL' : 'PUBLIC') {
  return { json: { member: memberView(member, set) } };
}
