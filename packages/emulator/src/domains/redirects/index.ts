import type { Domain } from '../../engine/types';
import { authorizeRoutes } from './authorize';
import { createSessionRoute } from './create-session';
import { hostedRoutes } from './hosted';
import { initialRedirectsState, type RedirectsState } from './state';

export { getRedirectSession, authOf } from './state';
export type { RedirectSessionRecord, RedirectCallbacks, RedirectKind, RedirectsState, AuthRequest } from './state';

/** Redirect sessions and the hosted login / logout / placeholder pages. */
export const domain: Domain<RedirectsState> = {
  name: 'redirects',
  initialState: initialRedirectsState,
  routes: [createSessionRoute, ...authorizeRoutes, ...hostedRoutes],
};
