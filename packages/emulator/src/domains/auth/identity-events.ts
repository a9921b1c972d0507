/**
 * What auth announces about identities for the domains built on them: auth imports none of them
 * (members keeps a member record per identity by listening).
 */
import { listen } from '../../engine/events';
import type { DomainEvent, EngineApi, Listener } from '../../engine/types';

/** The login status an identity has: it may log in, waits for verification or approval, or may not log in. */
export type IdentityStatus = 'APPROVED' | 'PENDING' | 'BLOCKED';

/** Who an identity is: what members keeps of it, and what the back office gives when it creates one. */
export interface IdentityProfile {
  id: string;
  email: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  nickname?: string | undefined;
  phones: string[];
}

/** An identity was created or its login status may have changed (registration, login, verification, approval). */
export interface IdentityChanged extends DomainEvent {
  type: 'auth.identity-changed';
  identity: IdentityProfile & { createdDate: string };
  status: IdentityStatus;
}

/** An identity logged in (a session was issued for it). */
export interface IdentityLoggedIn extends DomainEvent {
  type: 'auth.logged-in';
  identityId: string;
  /** ISO date of the login. */
  at: string;
}

/** A listener for {@link IdentityChanged}. */
export const onIdentityChanged = (handle: (engine: EngineApi, event: IdentityChanged) => void): Listener => listen<IdentityChanged>('auth.identity-changed', handle);

/** A listener for {@link IdentityLoggedIn}. */
export const onIdentityLoggedIn = (handle: (engine: EngineApi, event: IdentityLoggedIn) => void): Listener => listen<IdentityLoggedIn>('auth.logged-in', handle);
