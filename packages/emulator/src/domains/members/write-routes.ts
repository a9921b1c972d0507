import { applicationError, raise, validationError } from '../../engine/errors';
import { fieldAt, fieldsOf, isJsonObject, type JsonObject } from '../../engine/json';
import type { Route } from '../../engine/types';
import { createIdentity, identityIdByEmail, requireEmail, updateIdentity } from '../auth/access';
import { MAX_DEPTH, nestsDeeperThan } from '../shared/limits';
import { checkSlug } from './slug';
import { buildMember } from './state';
import type { MemberAddress, MemberRecord, MembersState } from './types';
import { answer, requireWritable, touch, type Ctx } from './view';

const PRIVACY = ['PUBLIC', 'PRIVATE'];
const isPrivacy = (value: unknown): value is MemberRecord['privacyStatus'] => typeof value === 'string' && PRIVACY.includes(value);
const TEXT_CONTACT = ['firstName', 'lastName', 'birthdate', 'company', 'jobTitle'] as const;
const TEXT_PROFILE = ['nickname', 'title'] as const;

/** The text at `path` in the input; a value of another type reads as absent (the patch ignores it too). */
const textAt = (input: JsonObject, ...path: string[]): string | undefined => {
  const value = fieldAt(input, ...path);
  return typeof value === 'string' ? value : undefined;
};
const nonEmpty = (list: unknown): list is unknown[] => Array.isArray(list) && list.length > 0;

/** `body.member`, which must be an object. */
function memberInput(ctx: Ctx): JsonObject {
  const input = fieldsOf(ctx.body).member;
  if (!isJsonObject(input)) raise(validationError([{ field: 'member', description: 'must not be empty', violatedRule: 'REQUIRED_FIELD' }]));
  // Custom fields and photos are kept as sent: nothing deeper than the stored-value bound gets in.
  if (nestsDeeperThan(input, MAX_DEPTH)) raise(validationError([{ field: 'member', description: `must not nest deeper than ${MAX_DEPTH} levels`, violatedRule: 'MAX' }]));
  return input;
}

/** A login email no other identity uses (409 `EMAIL_ALREADY_EXISTS`). */
function freeEmail(ctx: Ctx, value: unknown, ownerId?: string): string {
  const email = requireEmail(value, 'member.loginEmail');
  const holder = identityIdByEmail(ctx.engine, email);
  const taken = holder ? holder !== ownerId : Object.values(ctx.state.members).some((member) => member.loginEmail === email && member.id !== ownerId);
  if (taken) raise(applicationError(409, 'EMAIL_ALREADY_EXISTS', `A member with the login email ${email} already exists`, { email }));
  return email;
}

const withIds = (ctx: Ctx, addresses: unknown[]): MemberAddress[] =>
  addresses.filter(isJsonObject).map((a) => ({ ...(a as Omit<MemberAddress, 'id'>), id: typeof a.id === 'string' && a.id ? a.id : ctx.engine.newId() }));

/**
 * Applies a member patch: text fields (`""` clears), contact lists (a non-empty list replaces the
 * whole list; an empty one changes nothing, as on the platform), photos and privacy. The slug is
 * read-only here (it has its own calls).
 */
function applyPatch(ctx: Ctx, member: MemberRecord, input: JsonObject): void {
  if (input.privacyStatus !== undefined) {
    if (!isPrivacy(input.privacyStatus)) {
      raise(validationError([{ field: 'member.privacyStatus', description: `must be one of ${PRIVACY.join(', ')}`, violatedRule: 'INVALID_ENUM_VALUE' }]));
    }
    member.privacyStatus = input.privacyStatus;
  }
  const profile = isJsonObject(input.profile) ? input.profile : {};
  for (const key of TEXT_PROFILE) {
    const text = profile[key];
    if (typeof text === 'string') {
      if (text.length > 255) raise(validationError([{ field: `member.profile.${key}`, description: 'must be at most 255 characters', violatedRule: 'MAX_LENGTH', data: { threshold: 255 } }]));
      member.profile[key] = text;
    }
  }
  for (const key of ['photo', 'cover'] as const) {
    const image = profile[key];
    if (isJsonObject(image)) member.profile[key] = { ...image };
  }
  const contact = isJsonObject(input.contact) ? input.contact : {};
  for (const key of TEXT_CONTACT) {
    const text = contact[key];
    if (typeof text === 'string') member.contact[key] = text;
  }
  if (nonEmpty(contact.phones)) member.contact.phones = contact.phones.map(String);
  if (nonEmpty(contact.emails)) member.contact.emails = contact.emails.map((e, i) => requireEmail(e, `member.contact.emails[${i}]`));
  if (nonEmpty(contact.addresses)) member.contact.addresses = withIds(ctx, contact.addresses);
  if (isJsonObject(contact.customFields)) member.contact.customFields = { ...contact.customFields };
}

/** Back-office creation (API key) and updates (the member or an API key). */
export const writeRoutes: Route<MembersState>[] = [
  {
    method: 'POST', path: '/members/v1/members', id: 'members.createMember', access: 'apiKey',
    handle(ctx) {
      const input = memberInput(ctx);
      const email = freeEmail(ctx, input.loginEmail);
      const slugInput = fieldAt(input, 'profile', 'slug');
      const slug = slugInput === undefined ? undefined : checkSlug(ctx.state.members, slugInput, undefined, 'member.profile.slug');
      const now = ctx.engine.now().toISOString();
      const id = ctx.engine.newId();
      const member = buildMember(
        { id, email, firstName: textAt(input, 'contact', 'firstName'), lastName: textAt(input, 'contact', 'lastName'), nickname: textAt(input, 'profile', 'nickname'), status: 'APPROVED' },
        now,
        ctx.state.members,
      );
      applyPatch(ctx, member, input);
      if (slug) member.profile.slug = slug;
      ctx.state.members[id] = member;
      createIdentity(ctx.engine, {
        id, email, firstName: member.contact.firstName, lastName: member.contact.lastName, nickname: member.profile.nickname, phones: member.contact.phones, date: now,
      });
      return answer(ctx, member, 'FULL');
    },
  },
  {
    method: 'PATCH', path: '/members/v1/members/:id', id: 'members.updateMember', access: 'sessionOrApiKey',
    handle(ctx) {
      const member = requireWritable(ctx, ctx.params['id'] ?? '');
      const input = memberInput(ctx);
      if (input.id !== undefined && input.id !== member.id) {
        raise(validationError([{ field: 'member.id', description: 'must match the id in the path', violatedRule: 'VALIDATION' }]));
      }
      if (input.loginEmail !== undefined) member.loginEmail = freeEmail(ctx, input.loginEmail, member.id);
      applyPatch(ctx, member, input);
      touch(ctx, member);
      updateIdentity(ctx.engine, member.id, { email: member.loginEmail, nickname: member.profile.nickname });
      return answer(ctx, member);
    },
  },
];
