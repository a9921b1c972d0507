import type { Domain } from '../../engine/types';
import { authenticationRoutes } from './authentication-routes';
import { oauthTokenRoute } from './oauth-token-routes';
import { authPageRoutes } from './page-routes';
import { recoveryRoutes } from './recovery-routes';
import { PREFIX, callerForAccessToken, expireAccessTokens, isExpiredAccessToken } from './tokens';
import { initialAuthState } from './state';
import type { AuthState } from './types';
import { verificationRoutes } from './verification-routes';

/** OAuth tokens, identity (register/login/…), recovery, verification, the inbox page. */
export const domain: Domain<AuthState> = {
  name: 'auth',
  initialState: initialAuthState,
  routes: [oauthTokenRoute, ...authenticationRoutes, ...recoveryRoutes, ...verificationRoutes, ...authPageRoutes],
  // Every token it issues (access, refresh, code, session, state, recovery), wherever one sits.
  secretValues: [new RegExp(`(?:${Object.values(PREFIX).join('|')})[\\w-]+`, 'g')],
  hooks: {
    callerForToken: (state, token, now) => callerForAccessToken(state, token, now) ?? (isExpiredAccessToken(state, token, now) ? 'expired' : undefined),
    expireAccessTokens,
    inbox: (state) => state.inbox,
  },
};

export type { AuthState, InboxEntry, IdentityPolicy, IdentitySeed, IdpConnectionSeed, SeedMember } from './types';
