/** The members slice: seeded members (from the seed's logins and profiles), slugs, building a record, reading the slice. */
import type { EngineApi, Seed } from '../../engine/types';
import { identitySeedOf, SEED_DATE, seedMemberId } from '../auth/access';
import { seedSlice } from '../shared/seed';
import type { MemberRecord, MembersSeed, MembersState, NewMember } from './types';

/** The shortest a member's profile slug may be. */
export const SLUG_MIN = 2;
/** The longest a member's profile slug may be. */
export const SLUG_MAX = 50;

function slugify(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, SLUG_MAX).replace(/-+$/, '');
}

/** The member holding `slug`, if any. */
export function memberBySlug(members: Record<string, MemberRecord>, slug: string): MemberRecord | undefined {
  return Object.values(members).find((member) => member.profile.slug === slug);
}

/** A free slug derived from `name`: `kim`, else `kim-2`, `kim-3`… (always 2–50 characters of `a-z 0-9 -`). */
export function uniqueSlug(members: Record<string, MemberRecord>, name: string): string {
  let base = slugify(name);
  if (base.length < SLUG_MIN) base = `member${base ? `-${base}` : ''}`;
  let slug = base;
  for (let suffix = 2; memberBySlug(members, slug); suffix++) slug = `${base.slice(0, SLUG_MAX - String(suffix).length - 1)}-${suffix}`;
  return slug;
}

/**
 * A new member record (public, active). Pass the existing members so its slug is unique on the site.
 */
export function buildMember(input: NewMember, date: string, taken: Record<string, MemberRecord> = {}): MemberRecord {
  const nickname = input.nickname ?? ([input.firstName, input.lastName].filter(Boolean).join(' ') || (input.email.split('@')[0] ?? 'member'));
  return {
    id: input.id,
    loginEmail: input.email,
    contactId: input.id,
    status: input.status,
    privacyStatus: 'PUBLIC',
    activityStatus: 'ACTIVE',
    profile: { nickname, slug: uniqueSlug(taken, nickname) },
    contact: { firstName: input.firstName, lastName: input.lastName, emails: [input.email], phones: input.phones ?? [], addresses: [] },
    createdDate: date,
    updatedDate: date,
  };
}

/** The members slice at start: a member for each seeded login (PENDING when not approved), with the seed's extra profile fields for its id. */
export function initialMembersState(seed: Seed): MembersState {
  const members: Record<string, MemberRecord> = {};
  const profiles = seedSlice<MembersSeed>(seed, 'members').profiles ?? {};
  identitySeedOf(seed).members.forEach((seedMember, i) => {
    const id = seedMemberId(seedMember, i);
    const extra = profiles[id] ?? {};
    const member = buildMember(
      { id, email: seedMember.email.toLowerCase(), firstName: seedMember.firstName, lastName: seedMember.lastName, nickname: seedMember.nickname, status: seedMember.approved === false ? 'PENDING' : 'APPROVED' },
      SEED_DATE,
      members,
    );
    if (extra.slug) member.profile.slug = extra.slug;
    if (extra.title) member.profile.title = extra.title;
    if (extra.privacyStatus) member.privacyStatus = extra.privacyStatus;
    if (extra.activityStatus) member.activityStatus = extra.activityStatus;
    if (extra.phones) member.contact.phones = [...extra.phones];
    if (extra.addresses) member.contact.addresses = extra.addresses.map((a) => ({ ...a }));
    if (extra.lastLoginDate) member.lastLoginDate = extra.lastLoginDate;
    members[id] = member;
  });
  return { members };
}

/** The members slice, for other domains (auth creates a member for each registered identity). */
export function membersOf(engine: EngineApi): MembersState {
  return engine.stateOf<MembersState>('members');
}
