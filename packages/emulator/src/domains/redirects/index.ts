import type { Domain } from '../../engine/types';
import { authorizeRoutes } from './authorize-routes';
import { hostedRoutes } from './hosted-routes';
import { createSessionRoute } from './session-routes';
import { initialRedirectsState } from './state';
import type { RedirectsState } from './types';

export type { RedirectSessionRecord, RedirectCallbacks, RedirectKind, RedirectsState, AuthRequest } from './types';

/** Redirect sessions and the hosted login / logout / placeholder pages. */
export const domain: Domain<RedirectsState> = {
  name: 'redirects',
  initialState: initialRedirectsState,
  routes: [createSessionRoute, ...authorizeRoutes, ...hostedRoutes],
};
