import type { Domain } from '../../engine/types';
import { authenticationRoutes } from './authentication';
import { oauthTokenRoute } from './oauth-token';
import { authPageRoutes } from './pages';
import { recoveryRoutes } from './recovery';
import { callerForAccessToken, expireAccessTokens, isExpiredAccessToken } from './tokens';
import { initialAuthState, type AuthState } from './state';
import { verificationRoutes } from './verification';

/** OAuth tokens, identity (register/login/…), recovery, verification, the inbox page. */
export const domain: Domain<AuthState> = {
  name: 'auth',
  initialState: initialAuthState,
  routes: [oauthTokenRoute, ...authenticationRoutes, ...recoveryRoutes, ...verificationRoutes, ...authPageRoutes],
  hooks: {
    callerForToken: (state, token, now) => callerForAccessToken(state, token, now) ?? (isExpiredAccessToken(state, token, now) ? 'expired' : undefined),
    expireAccessTokens,
    inbox: (state) => state.inbox,
  },
};

export type { AuthState, InboxEntry, IdentityPolicy, IdentitySeed, SeedMember } from './state';
