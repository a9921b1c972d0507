/** The redirects slice: the redirect sessions, and reading a session. */
import type { EngineApi } from '../../engine/types';
import { ownEntry } from '../../engine/own-entry';
import type { AuthRequest, RedirectKind, RedirectSessionRecord, RedirectsState } from './types';

/** The flows a redirect session can be for: exactly one of these options is set when one is created. */
export const REDIRECT_KINDS: readonly RedirectKind[] = [
  'bookingsCheckout',
  'ecomCheckout',
  'eventsCheckout',
  'paidPlansCheckout',
  'login',
  'logout',
  'auth',
  'storesProduct',
  'bookingsBook',
  'ecomOrderPaymentRequest',
];

/** The redirects slice at start: no sessions (the OAuth clients registered in the seed are auth's). */
export const initialRedirectsState = (): RedirectsState => ({ sessions: {} });

/** The redirects slice, from any domain's route. */
export function redirectsOf(engine: EngineApi): RedirectsState {
  return engine.stateOf<RedirectsState>('redirects');
}

/**
 * The redirect session with this id (for hosted pages, e.g. the checkout page reads its `callbacks`).
 */
export function getRedirectSession(engine: EngineApi, id: string): RedirectSessionRecord | undefined {
  const { sessions } = redirectsOf(engine);
  return ownEntry(sessions, id);
}

/** The auth request and prompt of an `auth` session. */
export function authOf(session: RedirectSessionRecord): { authRequest: AuthRequest; prompt: string } {
  const auth = session.options['auth'] as { authRequest: AuthRequest; prompt?: string };
  return { authRequest: auth.authRequest, prompt: auth.prompt ?? 'login' };
}
