import { oauthClientsFromSeed, type OAuthClientRecord } from './redirect-uris';
import type { EngineApi, Seed } from '../../engine/types';

export type RedirectKind =
  | 'bookingsCheckout'
  | 'ecomCheckout'
  | 'eventsCheckout'
  | 'paidPlansCheckout'
  | 'login'
  | 'logout'
  | 'auth'
  | 'storesProduct'
  | 'bookingsBook'
  | 'ecomOrderPaymentRequest';

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

/** Callback URLs a redirect session carries (`postFlowUrl`, `thankYouPageUrl`, `cartPageUrl`, `loginUrl`, …). */
export interface RedirectCallbacks {
  postFlowUrl?: string;
  thankYouPageUrl?: string;
  cartPageUrl?: string;
  loginUrl?: string;
  [key: string]: unknown;
}

export interface AuthRequest {
  /** Absent only in web_message mode. */
  redirectUri?: string;
  clientId: string;
  codeChallenge: string;
  codeChallengeMethod: 'S256';
  responseMode: 'fragment' | 'query' | 'web_message';
  responseType: 'code';
  scope?: string;
  state?: string;
  sessionToken?: string;
}

/** A stored redirect session. `options` is the whole request body (the flow option under its own key). */
export interface RedirectSessionRecord {
  id: string;
  kind: RedirectKind;
  options: Record<string, any>;
  callbacks: RedirectCallbacks;
  createdDate: string;
}

export interface RedirectsState {
  sessions: Record<string, RedirectSessionRecord>;
  /** Registered OAuth clients and their allowed redirect origins (seed `oauthClients`). */
  clients: Record<string, OAuthClientRecord>;
}

export const initialRedirectsState = (seed: Seed): RedirectsState => ({ sessions: {}, clients: oauthClientsFromSeed(seed) });

/**
 * The redirect session with this id (for hosted pages, e.g. the checkout page reads its `callbacks`).
 * @example
 * const session = getRedirectSession(ctx.engine, String(ctx.query.session));
 * const thankYou = session?.callbacks.thankYouPageUrl;
 */
export function getRedirectSession(engine: EngineApi, id: string): RedirectSessionRecord | undefined {
  return engine.stateOf<RedirectsState>('redirects').sessions[id];
}

/** The auth request and prompt of an `auth` session. */
export function authOf(session: RedirectSessionRecord): { authRequest: AuthRequest; prompt: string } {
  const auth = session.options['auth'] as { authRequest: AuthRequest; prompt?: string };
  return { authRequest: auth.authRequest, prompt: auth.prompt ?? 'login' };
}
