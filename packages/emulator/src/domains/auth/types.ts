/** Auth records: identities, tokens, codes, sessions, the inbox, and the seed's `identity` entry. */
import type { InboxEntry } from '../../engine/types';
import type { OAuthClientRecord } from '../shared/redirect-uris';

/** Whom an OAuth token stands for: an anonymous visitor or a logged-in member. */
export type Role = 'visitor' | 'member';

/** An access token as the emulator stores it (keyed by the token): whom it was issued to, and when it expires. */
export interface AccessTokenRecord {
  role: Role;
  clientId: string;
  visitorId: string;
  memberId?: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** A refresh token as the emulator stores it (keyed by the token): whom it was issued to; it never expires and is used up when exchanged. */
export interface RefreshTokenRecord {
  role: Role;
  clientId: string;
  visitorId: string;
  memberId?: string;
}

/** A one-time authorization code from the hosted login: the client, redirect URI and PKCE challenge it is redeemed with, its member, its expiry. */
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

/** The state token of a login waiting for email verification or the owner's approval: its identity, the pending verification code, and its expiry. */
export interface StateTokenRecord {
  identityId: string;
  /** The 6-digit email verification code, while verification is pending. */
  code?: string;
  expiresAt: number;
}

/** A recovery token sent in a password-reset or activation email: its identity, which kind of email carried it, and its expiry. */
export interface RecoveryTokenRecord {
  identityId: string;
  kind: 'password-reset' | 'activation';
  expiresAt: number;
}

/**
 * A login identity as the emulator stores it: email and password, the verified, approved and blocked
 * flags, and the profile; its id is its member's id.
 */
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

/**
 * How the emulated site treats member sign-ups and logins: whether emails must be verified, new
 * members need the owner's approval, and captcha tokens are required.
 */
export interface IdentityPolicy {
  requireEmailVerification: boolean;
  requireOwnerApproval: boolean;
  /** When true, register and login without `captchaTokens` fail with -19971. */
  requireCaptcha: boolean;
}

/** The auth domain's state: the identity policy, the identities, every kind of token, code and session, and the inbox of emails sent. */
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
  /** The seeded identity-provider connections by id (absent in state saved before they existed). */
  idpConnections?: Record<string, IdpConnectionSeed>;
  /** Registered OAuth clients and their allowed redirect origins (seed `oauthClients`; absent in state saved before auth kept them). */
  clients?: Record<string, OAuthClientRecord>;
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

/**
 * An identity-provider connection (seed key `identity.idpConnections`), for `loginWithIdpConnectionTokenParams`.
 * The emulator is no identity provider: it trusts the token params it is given, whose `email` names who logs in.
 */
export interface IdpConnectionSeed {
  id: string;
  name?: string;
}

/** The `identity` key of a seed: the identity policy, the members who can log in, and the identity-provider connections. */
export interface IdentitySeed {
  policy?: Partial<IdentityPolicy>;
  members?: SeedMember[];
  idpConnections?: IdpConnectionSeed[];
}
