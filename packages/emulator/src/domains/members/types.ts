/** Member records, the members slice and the seed's member profiles. */
/** A member's street address, in the platform's wire names. */
export interface MemberAddress {
  id: string;
  addressLine?: string;
  addressLine2?: string;
  streetAddress?: { number?: string; name?: string };
  city?: string;
  subdivision?: string;
  country?: string;
  postalCode?: string;
}

/** A member as the emulator stores it: the platform's member fields (login email, statuses, profile, contact, dates). */
export interface MemberRecord {
  id: string;
  loginEmail: string;
  loginEmailVerified?: boolean;
  contactId: string;
  status: 'APPROVED' | 'PENDING' | 'BLOCKED' | 'OFFLINE';
  privacyStatus: 'PUBLIC' | 'PRIVATE';
  activityStatus: 'ACTIVE' | 'MUTED';
  profile: { nickname: string; slug: string; title?: string; photo?: Record<string, unknown>; cover?: Record<string, unknown> };
  contact: {
    firstName?: string;
    lastName?: string;
    emails: string[];
    phones: string[];
    addresses: MemberAddress[];
    birthdate?: string;
    company?: string;
    jobTitle?: string;
    customFields?: Record<string, unknown>;
  };
  createdDate: string;
  updatedDate: string;
  lastLoginDate?: string;
}

/** The members domain's state: the members by id. */
export interface MembersState {
  members: Record<string, MemberRecord>;
}

/** What `buildMember` makes a member record from: id, login email, name, nickname, phones and status. */
export interface NewMember {
  id: string;
  email: string;
  firstName?: string;
  lastName?: string;
  nickname?: string;
  phones?: string[];
  status: MemberRecord['status'];
}

/** Per-member extras of the demo seed (seed key `members.profiles`, by member id). */
export interface MemberSeedProfile {
  privacyStatus?: MemberRecord['privacyStatus'];
  activityStatus?: MemberRecord['activityStatus'];
  slug?: string;
  title?: string;
  phones?: string[];
  addresses?: MemberAddress[];
  lastLoginDate?: string;
}

/** The seed's `members` entry: profile extras by member id (the logins themselves are the seed's `identity.members`). */
export interface MembersSeed {
  profiles: Record<string, MemberSeedProfile>;
}
