import type { InboxEntry } from '../../engine/types';
import type { Seed } from '../../engine/types';

export type Role = 'visitor' | 'member';

export interface AccessTokenRecord {
  role: Role;
  clientId: string;
  visitorId: string;
  memberId?: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface RefreshTokenRecord {
  role: Role;
  clientId: string;
  visitorId: string;
  memberId?: string;
}

export interface AuthCodeRecord {
  clientId: string;
  redirectUri?: string | undefined;
  codeChallenge: string;
  memberId: string;
  expiresAt: number;
}

/** An IAM session (the `sessionToken` of a SUCCESS state). */
export interface SessionRecord {
  identityId: string;
  expiresAt: number;
}

export interface StateTokenRecord {
  identityId: string;
  /** The 6-digit email verification code, while verification is pending. */
  code?: string;
  expiresAt: number;
}

export interface RecoveryTokenRecord {
  identityId: string;
  kind: 'password-reset' | 'activation';
  expiresAt: number;
}

export interface IdentityRecord {
  id: string;
  email: string;
  password?: string;
  emailVerified: boolean;
  ownerApproved: boolean;
  blocked: boolean;
  resetPasswordRequired: boolean;
  firstName?: string;
  lastName?: string;
  nickname?: string;
  phones: string[];
  customFields: unknown[];
  createdDate: string;
  updatedDate: string;
}

export type { InboxEntry } from '../../engine/types';

export interface IdentityPolicy {
  requireEmailVerification: boolean;
  requireOwnerApproval: boolean;
  /** When true, register and login without `captchaTokens` fail with -19971. */
  requireCaptcha: boolean;
}

export interface AuthState {
  policy: IdentityPolicy;
  identities: Record<string, IdentityRecord>;
  accessTokens: Record<string, AccessTokenRecord>;
  refreshTokens: Record<string, RefreshTokenRecord>;
  codes: Record<string, AuthCodeRecord>;
  sessions: Record<string, SessionRecord>;
  stateTokens: Record<string, StateTokenRecord>;
  recoveryTokens: Record<string, RecoveryTokenRecord>;
  inbox: InboxEntry[];
}

/** One seeded member login (seed key `identity.members`). */
export interface SeedMember {
  id?: string;
  email: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  nickname?: string;
  verified?: boolean;
  approved?: boolean;
  resetPasswordRequired?: boolean;
}

export interface IdentitySeed {
  policy?: Partial<IdentityPolicy>;
  members?: SeedMember[];
}

/** The seed's `identity` key, with defaults. */
export function identitySeedOf(seed: Seed): Required<Pick<IdentitySeed, 'members'>> & { policy: IdentityPolicy } {
  const raw = (seed['identity'] ?? {}) as IdentitySeed;
  return {
    policy: {
      requireEmailVerification: raw.policy?.requireEmailVerification ?? true,
      requireOwnerApproval: raw.policy?.requireOwnerApproval ?? false,
      requireCaptcha: raw.policy?.requireCaptcha ?? false,
    },
    members: raw.members ?? [],
  };
}

/** Stable id of a seeded member (so the auth and members slices agree). */
export function seedMemberId(member: SeedMember, index: number): string {
  return member.id ?? `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
}

export const SEED_DATE = '2024-01-01T00:00:00.000Z';

export function initialAuthState(seed: Seed): AuthState {
  const { policy, members } = identitySeedOf(seed);
  const identities: Record<string, IdentityRecord> = {};
  members.forEach((m, i) => {
    const id = seedMemberId(m, i);
    identities[id] = {
      id,
      email: m.email.toLowerCase(),
      password: m.password,
      emailVerified: m.verified ?? true,
      ownerApproved: m.approved ?? true,
      blocked: false,
      resetPasswordRequired: m.resetPasswordRequired ?? false,
      firstName: m.firstName,
      lastName: m.lastName,
      nickname: m.nickname,
      phones: [],
      customFields: [],
      createdDate: SEED_DATE,
      updatedDate: SEED_DATE,
    };
  });
  return { policy, identities, accessTokens: {}, refreshTokens: {}, codes: {}, sessions: {}, stateTokens: {}, recoveryTokens: {}, inbox: [] };
}
