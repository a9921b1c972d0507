import type { Domain } from '../../engine/types';
import { authenticationRoutes } from './authentication';
import { oauthTokenRoute } from './oauth-token';
import { authPageRoutes } from './pages';
import { recoveryRoutes } from './recovery';
import { initialAuthState, type AuthState } from './state';
import { verificationRoutes } from './verification';

/** OAuth tokens, identity (register/login/…), recovery, verification, the inbox page. */
export const domain: Domain<AuthState> = {
  name: 'auth',
  initialState: initialAuthState,
  routes: [oauthTokenRoute, ...authenticationRoutes, ...recoveryRoutes, ...verificationRoutes, ...authPageRoutes],
};

export type { AuthState, InboxEntry, IdentityPolicy, IdentitySeed, SeedMember } from './state';
