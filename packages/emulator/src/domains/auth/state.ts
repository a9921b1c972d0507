/** The auth slice: seeded member logins and identity policy, and reading the slice. */
import type { EngineApi, Seed } from '../../engine/types';
import { oauthClientsFromSeed } from '../shared/redirect-uris';
import { seedSlice } from '../shared/seed';
import type { AuthState, IdentityPolicy, IdentityRecord, IdentitySeed, SeedMember } from './types';

/** The seed's `identity` key, with defaults. */
export function identitySeedOf(seed: Seed): Required<Pick<IdentitySeed, 'members' | 'idpConnections'>> & { policy: IdentityPolicy } {
  const raw = seedSlice<IdentitySeed>(seed, 'identity');
  return {
    policy: {
      requireEmailVerification: raw.policy?.requireEmailVerification ?? true,
      requireOwnerApproval: raw.policy?.requireOwnerApproval ?? false,
      requireCaptcha: raw.policy?.requireCaptcha ?? false,
    },
    members: raw.members ?? [],
    idpConnections: raw.idpConnections ?? [],
  };
}

/** Stable id of a seeded member (so the auth and members slices agree). */
export function seedMemberId(member: SeedMember, index: number): string {
  return member.id ?? `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
}

/** The creation and update date of every seeded identity and member. */
export const SEED_DATE = '2024-01-01T00:00:00.000Z';

/**
 * The auth slice at start: the seed's identity policy, one identity per seeded member, its identity-provider
 * connections and registered OAuth clients, and no tokens, sessions or emails.
 */
export function initialAuthState(seed: Seed): AuthState {
  const { policy, members, idpConnections } = identitySeedOf(seed);
  const identities: Record<string, IdentityRecord> = {};
  members.forEach((member, i) => {
    const id = seedMemberId(member, i);
    identities[id] = {
      id,
      email: member.email.toLowerCase(),
      password: member.password,
      emailVerified: member.verified ?? true,
      ownerApproved: member.approved ?? true,
      blocked: false,
      resetPasswordRequired: member.resetPasswordRequired ?? false,
      firstName: member.firstName,
      lastName: member.lastName,
      nickname: member.nickname,
      phones: [],
      customFields: [],
      createdDate: SEED_DATE,
      updatedDate: SEED_DATE,
    };
  });
  return {
    policy, identities, accessTokens: {}, refreshTokens: {}, codes: {}, sessions: {}, stateTokens: {}, recoveryTokens: {}, inbox: [],
    idpConnections: Object.fromEntries(idpConnections.map((connection) => [connection.id, { ...connection }])),
    clients: oauthClientsFromSeed(seed),
  };
}

/** The auth slice, from any domain's route. */
export function authStateOf(engine: EngineApi): AuthState {
  return engine.stateOf<AuthState>('auth');
}
