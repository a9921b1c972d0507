import type { EngineApi, Seed } from '../../engine/types';
import { SEED_DATE, identitySeedOf, seedMemberId } from '../auth/state';

export interface MemberRecord {
  id: string;
  loginEmail: string;
  contactId: string;
  status: 'APPROVED' | 'PENDING' | 'BLOCKED';
  privacyStatus: 'PUBLIC' | 'PRIVATE';
  activityStatus: 'ACTIVE' | 'MUTED';
  profile: { nickname: string; slug: string; photo?: { url: string } };
  contact: { firstName?: string; lastName?: string; emails: string[]; phones: string[]; addresses: unknown[] };
  createdDate: string;
  updatedDate: string;
  lastLoginDate?: string;
}

export interface MembersState {
  members: Record<string, MemberRecord>;
}

export interface NewMember {
  id: string;
  email: string;
  firstName?: string;
  lastName?: string;
  nickname?: string;
  phones?: string[];
  status: MemberRecord['status'];
}

function slugify(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'member';
}

export function buildMember(m: NewMember, date: string): MemberRecord {
  const nickname = m.nickname ?? ([m.firstName, m.lastName].filter(Boolean).join(' ') || (m.email.split('@')[0] ?? 'member'));
  return {
    id: m.id,
    loginEmail: m.email,
    contactId: m.id,
    status: m.status,
    privacyStatus: 'PUBLIC',
    activityStatus: 'ACTIVE',
    profile: { nickname, slug: slugify(nickname) },
    contact: { firstName: m.firstName, lastName: m.lastName, emails: [m.email], phones: m.phones ?? [], addresses: [] },
    createdDate: date,
    updatedDate: date,
  };
}

export function initialMembersState(seed: Seed): MembersState {
  const members: Record<string, MemberRecord> = {};
  identitySeedOf(seed).members.forEach((m, i) => {
    const id = seedMemberId(m, i);
    members[id] = buildMember(
      { id, email: m.email.toLowerCase(), firstName: m.firstName, lastName: m.lastName, nickname: m.nickname, status: m.approved === false ? 'PENDING' : 'APPROVED' },
      SEED_DATE,
    );
  });
  return { members };
}

/** The members slice, for other domains (auth creates a member for each registered identity). */
export function membersOf(engine: EngineApi): MembersState {
  return engine.stateOf<MembersState>('members');
}
