/** The members slice: seeded members (from the seed's logins and profiles), slugs, building a record, reading the slice. */
import type { EngineApi, Seed } from '../../engine/types';
import { identitySeedOf, SEED_DATE, seedMemberId } from '../auth/access';
import { seedSlice } from '../shared/seed';
import type { MemberRecord, MembersSeed, MembersState, NewMember } from './types';

export const SLUG_MIN = 2;
export const SLUG_MAX = 50;

function slugify(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, SLUG_MAX).replace(/-+$/, '');
}

/** The member holding `slug`, if any. */
export function memberBySlug(members: Record<string, MemberRecord>, slug: string): MemberRecord | undefined {
  return Object.values(members).find((m) => m.profile.slug === slug);
}

/** A free slug derived from `name`: `kim`, else `kim-2`, `kim-3`… (always 2–50 characters of `a-z 0-9 -`). */
export function uniqueSlug(members: Record<string, MemberRecord>, name: string): string {
  let base = slugify(name);
  if (base.length < SLUG_MIN) base = `member${base ? `-${base}` : ''}`;
  let slug = base;
  for (let n = 2; memberBySlug(members, slug); n++) slug = `${base.slice(0, SLUG_MAX - String(n).length - 1)}-${n}`;
  return slug;
}

/**
 * A new member record (public, active). Pass the existing members so its slug is unique on the site.
 */
export function buildMember(m: NewMember, date: string, taken: Record<string, MemberRecord> = {}): MemberRecord {
  const nickname = m.nickname ?? ([m.firstName, m.lastName].filter(Boolean).join(' ') || (m.email.split('@')[0] ?? 'member'));
  return {
    id: m.id,
    loginEmail: m.email,
    contactId: m.id,
    status: m.status,
    privacyStatus: 'PUBLIC',
    activityStatus: 'ACTIVE',
    profile: { nickname, slug: uniqueSlug(taken, nickname) },
    contact: { firstName: m.firstName, lastName: m.lastName, emails: [m.email], phones: m.phones ?? [], addresses: [] },
    createdDate: date,
    updatedDate: date,
  };
}

export function initialMembersState(seed: Seed): MembersState {
  const members: Record<string, MemberRecord> = {};
  const profiles = seedSlice<MembersSeed>(seed, 'members').profiles ?? {};
  identitySeedOf(seed).members.forEach((m, i) => {
    const id = seedMemberId(m, i);
    const extra = profiles[id] ?? {};
    const member = buildMember(
      { id, email: m.email.toLowerCase(), firstName: m.firstName, lastName: m.lastName, nickname: m.nickname, status: m.approved === false ? 'PENDING' : 'APPROVED' },
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
